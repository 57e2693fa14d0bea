//
//  AddHikeView.swift
//  Trails
//

import SwiftUI
import SwiftData

struct AddHikeView: View {
    @Environment(\.modelContext) private var modelContext
    @Environment(\.dismiss) private var dismiss
    @State private var name = ""
    @State private var kilometers = 5.0

    var body: some View {
        NavigationStack {
            Form {
                TextField("Name", text: $name)
                Stepper("\(kilometers, specifier: "%.0f") km", value: $kilometers, in: 1...50)
            }
            .navigationTitle("New Hike")
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Save") {
                        modelContext.insert(Hike(name: name, kilometers: kilometers))
                        dismiss()
                    }
                    .disabled(name.isEmpty)
                }
            }
        }
    }
}
