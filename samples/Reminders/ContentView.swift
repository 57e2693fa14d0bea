//
//  ContentView.swift
//  Reminders
//

import SwiftUI

struct ContentView: View {
    @Environment(ReminderStore.self) private var store
    @State private var title = ""
    @State private var minutes = 30

    var body: some View {
        NavigationStack {
            Form {
                Section("New reminder") {
                    TextField("Title", text: $title)
                    Stepper("In \(minutes) min", value: $minutes, in: 5...240, step: 5)
                    Button("Add") {
                        store.add(title: title, minutes: minutes)
                        title = ""
                    }
                    .disabled(title.isEmpty)
                }
                Section("\(store.pending) pending") {
                    ForEach(store.reminders) { reminder in
                        ReminderRow(reminder: reminder)
                    }
                }
            }
            .navigationTitle("Reminders")
            .task { store.requestPermission() }
        }
    }
}

struct ReminderRow: View {
    @Environment(ReminderStore.self) private var store
    let reminder: Reminder

    var body: some View {
        HStack {
            Text(reminder.title)
                .strikethrough(reminder.isDone)
            Spacer()
            if !reminder.isDone {
                Button("Done") { store.complete(reminder) }
            }
        }
    }
}

#Preview {
    ContentView()
        .environment(ReminderStore())
}
