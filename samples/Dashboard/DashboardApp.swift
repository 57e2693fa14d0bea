//
//  DashboardApp.swift
//  Dashboard
//

import SwiftUI

@main
struct DashboardApp: App {
    var body: some Scene {
        WindowGroup {
            DashboardView()
        }
    }
}
