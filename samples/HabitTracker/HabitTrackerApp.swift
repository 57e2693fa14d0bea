//
//  HabitTrackerApp.swift
//  HabitTracker
//

import SwiftUI

@main
struct HabitTrackerApp: App {
    @State private var habits = Habits()

    var body: some Scene {
        WindowGroup {
            ContentView()
                .environment(habits)
        }
    }
}
