//
//  StatsView.swift
//  Trails
//

import SwiftUI
import SwiftData
import Charts

struct StatsView: View {
    @Query private var hikes: [Hike]
    @Environment(\.distanceUnit) private var unit

    private var total: Double { hikes.reduce(0) { $0 + $1.kilometers } }

    var body: some View {
        NavigationStack {
            VStack(alignment: .leading) {
                Text("Total: \(unit.format(total))")
                    .font(.headline)
                Chart(hikes) { hike in
                    BarMark(
                        x: .value("Hike", hike.name),
                        y: .value("Distance", hike.kilometers)
                    )
                }
                .frame(height: 200)
            }
            .padding()
            .navigationTitle("Stats")
        }
    }
}
