//
//  DashboardView.swift
//  Dashboard
//

import SwiftUI
import Charts

struct DashboardView: View {
    @State private var model = DashboardModel()

    var body: some View {
        NavigationStack {
            VStack(alignment: .leading, spacing: 16) {
                Picker("Region", selection: $model.region) {
                    Text("North").tag("North")
                    Text("South").tag("South")
                }
                .pickerStyle(.segmented)
                if model.isLoading {
                    ProgressView("Loading…")
                } else {
                    TotalView(total: model.total)
                    Chart(model.sales) { day in
                        BarMark(x: .value("Day", day.day), y: .value("Units", day.units))
                    }
                    .frame(height: 180)
                }
            }
            .padding()
            .navigationTitle("Sales")
            .onAppear { model.load() }
            .onChange(of: model.region) { model.load() }
        }
    }
}

struct TotalView: View {
    let total: Int

    var body: some View {
        Text("Total: \(total) units")
            .font(.title2.bold())
    }
}

#Preview {
    DashboardView()
}
