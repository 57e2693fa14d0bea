//
//  RemindersApp.swift
//  Reminders
//

import SwiftUI

@main
struct RemindersApp: App {
    @State private var store = ReminderStore()

    var body: some Scene {
        WindowGroup {
            ContentView()
                .environment(store)
        }
    }
}
