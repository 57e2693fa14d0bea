//
//  HikeListView.swift
//  Trails
//

import SwiftUI
import SwiftData

struct HikeListView: View {
    @Environment(\.modelContext) private var modelContext
    @Query(sort: \Hike.date, order: .reverse) private var hikes: [Hike]
    @State private var isAdding = false

    var body: some View {
        NavigationStack {
            List {
                ForEach(hikes) { hike in
                    HikeRow(hike: hike)
                        .swipeActions {
                            Button("Delete", role: .destructive) {
                                modelContext.delete(hike)
                            }
                        }
                }
            }
            .overlay {
                if hikes.isEmpty {
                    ContentUnavailableView("No Hikes", systemImage: "figure.hiking", description: Text("Add your first hike."))
                }
            }
            .navigationTitle("Hikes")
            .toolbar {
                Button("Add Hike", systemImage: "plus") {
                    isAdding = true
                }
            }
            .sheet(isPresented: $isAdding) {
                AddHikeView()
            }
        }
    }
}

struct HikeRow: View {
    let hike: Hike
    @Environment(\.distanceUnit) private var unit

    var body: some View {
        HStack {
            Text(hike.name)
            Spacer()
            Text(unit.format(hike.kilometers))
                .foregroundStyle(.secondary)
            Button {
                hike.isFavorite.toggle()
            } label: {
                Image(systemName: hike.isFavorite ? "star.fill" : "star")
            }
            .accessibilityLabel("Favorite \(hike.name)")
        }
    }
}
