//
//  TrailsApp.swift
//  Trails
//

import SwiftUI
import SwiftData

@main
struct TrailsApp: App {
    var body: some Scene {
        WindowGroup {
            ContentView()
        }
        .modelContainer(for: Hike.self)
    }
}
