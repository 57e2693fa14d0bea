//
//  MissionsGridApp.swift
//  MissionsGrid
//

import SwiftUI

@main
struct MissionsGridApp: App {
    var body: some Scene {
        WindowGroup {
            ContentView()
        }
    }
}
