//
//  UsedWordRow.swift
//  WordScramble
//

import SwiftUI

struct UsedWordRow: View {
    let word: String

    var body: some View {
        HStack {
            Image(systemName: "\(word.count).circle.fill")
                .foregroundStyle(.tint)
                .font(.title2)
            Text(word)
                .font(.body.monospaced())
            Spacer()
        }
        .accessibilityElement()
        .accessibilityLabel(word)
        .accessibilityHint("\(word.count) letters")
    }
}

#Preview {
    List {
        UsedWordRow(word: "silk")
        UsedWordRow(word: "worm")
    }
}
