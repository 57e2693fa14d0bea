//
//  ContentView.swift
//  HabitTracker
//

import SwiftUI

struct ContentView: View {
    @Environment(Habits.self) private var habits
    @State private var showingAddHabit = false

    var body: some View {
        NavigationStack {
            List {
                ForEach(habits.items) { habit in
                    NavigationLink(value: habit.id) {
                        HabitRow(habit: habit)
                    }
                    .swipeActions {
                        Button("Delete", systemImage: "trash", role: .destructive) {
                            withAnimation {
                                habits.delete(habit)
                            }
                        }
                    }
                }
            }
            .navigationTitle("Habits")
            .navigationDestination(for: UUID.self) { id in
                HabitDetailView(habitID: id)
            }
            .toolbar {
                ToolbarItem(placement: .primaryAction) {
                    Button {
                        showingAddHabit = true
                    } label: {
                        Image(systemName: "plus")
                    }
                    .accessibilityLabel("Add habit")
                }
            }
            .sheet(isPresented: $showingAddHabit) {
                AddHabitView()
            }
        }
    }
}

struct HabitRow: View {
    let habit: Habit

    var body: some View {
        HStack(spacing: 12) {
            Image(systemName: habit.icon)
                .font(.title2)
                .frame(width: 44, height: 44)
                .background(.teal.gradient, in: Circle())
                .foregroundStyle(.white)

            VStack(alignment: .leading, spacing: 4) {
                Text(habit.title)
                    .font(.headline)
                ProgressView(value: habit.progress)
                    .tint(.teal)
            }

            Text("\(habit.completionCount)/\(habit.goalPerWeek)")
                .font(.caption.monospacedDigit())
                .foregroundStyle(.secondary)
        }
        .padding(.vertical, 4)
    }
}

#Preview {
    ContentView()
        .environment(Habits())
}
