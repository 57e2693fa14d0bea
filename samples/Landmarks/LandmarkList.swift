import SwiftUI

struct LandmarkList: View {
    @Environment(ModelData.self) private var modelData
    @EnvironmentObject private var sync: SyncStatus

    var body: some View {
        NavigationStack {
            List {
                Section {
                    Text("Last sync: \(sync.lastSync)")
                    Button("Sync now") {
                        sync.lastSync = "just now"
                    }
                }
                ForEach(modelData.landmarks) { landmark in
                    LandmarkRow(landmark: landmark)
                }
            }
            .navigationTitle("Landmarks")
            .navigationDestination(for: Landmark.ID.self) { id in
                if let landmark = modelData.landmark(id) {
                    LandmarkDetail(landmark: landmark)
                }
            }
        }
    }
}

struct LandmarkRow: View {
    @Environment(ModelData.self) private var modelData
    @EnvironmentObject private var sync: SyncStatus
    let landmark: Landmark

    var body: some View {
        HStack {
            NavigationLink(landmark.name, value: landmark.id)
            if sync.showsParks {
                Text(landmark.park)
            }
            Button {
                modelData.toggleFavorite(landmark)
            } label: {
                Image(systemName: modelData.favorites.contains(landmark.id) ? "star.fill" : "star")
            }
            .accessibilityLabel("Favorite \(landmark.name)")
        }
    }
}
