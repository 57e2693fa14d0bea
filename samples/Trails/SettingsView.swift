//
//  SettingsView.swift
//  Trails
//

import SwiftUI

struct SettingsView: View {
    @Binding var unit: DistanceUnit

    var body: some View {
        NavigationStack {
            Form {
                Picker("Units", selection: $unit) {
                    ForEach(DistanceUnit.allCases) { unit in
                        Text(unit.rawValue.capitalized).tag(unit)
                    }
                }
            }
            .navigationTitle("Settings")
        }
    }
}
