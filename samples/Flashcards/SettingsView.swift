//
//  SettingsView.swift
//  Flashcards
//

import SwiftUI

struct SettingsView: View {
    @Environment(\.dismiss) private var dismiss

    @AppStorage(DeckSettings.reuseWrongCardsKey) private var reuseWrongCards = false
    @AppStorage(DeckSettings.timeLimitKey) private var timeLimit = DeckSettings.defaultTimeLimit

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    Toggle("Reuse wrong cards", isOn: $reuseWrongCards)
                } footer: {
                    Text("Cards you get wrong go back to the bottom of the deck.")
                }

                Section("Timer") {
                    Stepper("Time limit: \(timeLimit) seconds", value: $timeLimit, in: 30...300, step: 10)
                }
            }
            .navigationTitle("Settings")
            .toolbar {
                Button("Done") {
                    dismiss()
                }
            }
        }
    }
}

#Preview {
    SettingsView()
}
