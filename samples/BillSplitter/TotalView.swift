//
//  TotalView.swift
//  BillSplitter
//

import SwiftUI

struct TotalView: View {
    let amount: Double
    let currencyCode: String

    var body: some View {
        HStack {
            Image(systemName: "person.2.fill")
                .foregroundStyle(.blue)
            Spacer()
            Text(amount, format: .currency(code: currencyCode))
                .font(.title2.bold())
                .monospacedDigit()
        }
        .padding(.vertical, 8)
        .padding(.horizontal, 12)
        .background(.blue.opacity(0.1), in: RoundedRectangle(cornerRadius: 10))
        .accessibilityElement(children: .combine)
        .accessibilityLabel("Each person pays")
    }
}

#Preview {
    TotalView(amount: 42.5, currencyCode: "USD")
        .padding()
}
