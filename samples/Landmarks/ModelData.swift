import Foundation
import Observation

struct Landmark: Identifiable, Hashable {
    let id: Int
    var name: String
    var park: String
    var note: String
}

@Observable
final class ModelData {
    var landmarks: [Landmark] = [
        Landmark(id: 1, name: "Tunnel View", park: "Yosemite", note: "Go at sunrise"),
        Landmark(id: 2, name: "Angels Landing", park: "Zion", note: "Permit needed"),
        Landmark(id: 3, name: "Jordan Pond", park: "Acadia", note: "Popovers"),
    ]
    var favorites: Set<Landmark.ID> = []

    func landmark(_ id: Landmark.ID) -> Landmark? {
        landmarks.first { $0.id == id }
    }

    func toggleFavorite(_ landmark: Landmark) {
        if favorites.contains(landmark.id) {
            favorites.remove(landmark.id)
        } else {
            favorites.insert(landmark.id)
        }
    }

    func clearNotes() {
        for index in landmarks.indices {
            landmarks[index].note = ""
        }
    }
}

final class SyncStatus: ObservableObject {
    @Published var lastSync = "never"
    @Published var showsParks = true
}
