//
//  ContentView.swift
//  BillSplitter
//

import SwiftUI

struct ContentView: View {
    @State private var bill = Bill()
    @FocusState private var amountIsFocused: Bool

    private var currencyCode: String {
        Locale.current.currency?.identifier ?? "USD"
    }

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    TextField("Amount", value: $bill.checkAmount, format: .currency(code: currencyCode))
                        .keyboardType(.decimalPad)
                        .focused($amountIsFocused)

                    Picker("Number of people", selection: $bill.numberOfPeople) {
                        ForEach(2..<11, id: \.self) { count in
                            Text("\(count) people")
                        }
                    }
                    .pickerStyle(.navigationLink)
                }

                Section("How much tip do you want to leave?") {
                    Picker("Tip percentage", selection: $bill.tipPercentage) {
                        ForEach(Bill.tipPercentages, id: \.self) { percent in
                            Text(percent, format: .percent)
                        }
                    }
                    .pickerStyle(.segmented)
                }

                Section("Total for the check") {
                    Text(bill.grandTotal, format: .currency(code: currencyCode))
                        .foregroundStyle(bill.tipPercentage == 0 ? .red : .primary)
                }

                Section("Amount per person") {
                    TotalView(amount: bill.totalPerPerson, currencyCode: currencyCode)
                }
            }
            .navigationTitle("BillSplitter")
            .toolbar {
                ToolbarItemGroup(placement: .keyboard) {
                    Spacer()
                    Button("Done") {
                        amountIsFocused = false
                    }
                }
            }
        }
    }
}

#Preview {
    ContentView()
}
