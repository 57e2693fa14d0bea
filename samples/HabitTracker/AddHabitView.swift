//
//  AddHabitView.swift
//  HabitTracker
//

import SwiftUI

struct AddHabitView: View {
    @Environment(Habits.self) private var habits
    @Environment(\.dismiss) private var dismiss

    @State private var title = ""
    @State private var description = ""
    @State private var icon = "star"
    @State private var goalPerWeek = 7

    private let icons = ["star", "book", "figure.run", "drop", "bed.double", "leaf"]

    var body: some View {
        NavigationStack {
            Form {
                Section("Habit") {
                    TextField("Title", text: $title)
                    TextField("Description", text: $description, axis: .vertical)
                        .lineLimit(2...4)
                }

                Section("Details") {
                    Picker("Icon", selection: $icon) {
                        ForEach(icons, id: \.self) { icon in
                            Label(icon, systemImage: icon)
                                .tag(icon)
                        }
                    }

                    Stepper("\(goalPerWeek) times per week", value: $goalPerWeek, in: 1...14)
                }
            }
            .navigationTitle("New Habit")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel", role: .cancel) {
                        dismiss()
                    }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Add") {
                        let habit = Habit(title: title, description: description, icon: icon, goalPerWeek: goalPerWeek)
                        habits.items.append(habit)
                        dismiss()
                    }
                    .disabled(title.isEmpty)
                }
            }
        }
    }
}

#Preview {
    AddHabitView()
        .environment(Habits())
}
