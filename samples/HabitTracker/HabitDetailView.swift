//
//  HabitDetailView.swift
//  HabitTracker
//

import SwiftUI

struct HabitDetailView: View {
    @Environment(Habits.self) private var habits
    let habitID: Habit.ID

    var body: some View {
        if let habit = habits.habit(with: habitID) {
            Form {
                Section {
                    Label(habit.title, systemImage: habit.icon)
                        .font(.title2.weight(.semibold))
                    Text(habit.description)
                        .foregroundStyle(.secondary)
                }

                Section("Progress this week") {
                    Gauge(value: habit.progress) {
                        Text("Progress")
                    } currentValueLabel: {
                        Text(habit.progress, format: .percent.precision(.fractionLength(0)))
                    }
                    .gaugeStyle(.accessoryCircularCapacity)
                    .tint(.teal)
                    .frame(maxWidth: .infinity)

                    Stepper("Completed \(habit.completionCount) times", value: completionBinding(for: habit), in: 0...100)

                    Stepper("Goal: \(habit.goalPerWeek) per week", value: goalBinding(for: habit), in: 1...14)
                }

                Section {
                    Button {
                        var updated = habit
                        updated.completionCount += 1
                        habits.update(updated)
                    } label: {
                        Label("Mark Completed", systemImage: "checkmark.circle.fill")
                            .frame(maxWidth: .infinity)
                    }
                    .buttonStyle(.borderedProminent)
                    .tint(.teal)
                    .listRowBackground(Color.clear)
                }
            }
            .navigationTitle(habit.title)
            .navigationBarTitleDisplayMode(.inline)
        } else {
            ContentUnavailableView("Habit Deleted", systemImage: "trash")
        }
    }

    private func completionBinding(for habit: Habit) -> Binding<Int> {
        Binding {
            habit.completionCount
        } set: { newValue in
            var updated = habit
            updated.completionCount = newValue
            habits.update(updated)
        }
    }

    private func goalBinding(for habit: Habit) -> Binding<Int> {
        Binding {
            habit.goalPerWeek
        } set: { newValue in
            var updated = habit
            updated.goalPerWeek = newValue
            habits.update(updated)
        }
    }
}

#Preview {
    let habits = Habits()
    return NavigationStack {
        HabitDetailView(habitID: habits.items[0].id)
    }
    .environment(habits)
}
