//
//  ContentView.swift
//  Trails
//

import SwiftUI
import SwiftData

enum AppTab: Hashable {
    case hikes, stats, settings
}

struct ContentView: View {
    @State private var selectedTab: AppTab = .hikes
    @AppStorage("distanceUnit") private var unit: DistanceUnit = .kilometers

    var body: some View {
        TabView(selection: $selectedTab) {
            Tab("Hikes", systemImage: "figure.hiking", value: .hikes) {
                HikeListView()
            }
            Tab("Stats", systemImage: "chart.bar", value: .stats) {
                StatsView()
            }
            .badge(2)
            Tab("Settings", systemImage: "gear", value: .settings) {
                SettingsView(unit: $unit)
            }
        }
        .environment(\.distanceUnit, unit)
    }
}

#Preview(traits: .sizeThatFitsLayout) {
    ContentView()
        .modelContainer(for: Hike.self, inMemory: true)
}
