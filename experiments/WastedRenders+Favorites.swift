import DataFlow

extension Variant {
    static var wastedContains: Variant {
        Variant("contains", "rows ask favorites.contains(landmark)") { ContainsList() }
    }

    static var wastedPerRow: Variant {
        Variant("per-row", "each landmark knows whether it is a favourite") { PerRowList() }
    }
}

fileprivate struct Landmark: Identifiable, Hashable {
    let id: Int
    let name: String
}

fileprivate let landmarks = [Landmark(id: 1, name: "Yosemite"), Landmark(id: 2, name: "Zion"), Landmark(id: 3, name: "Acadia")]

@Observable fileprivate final class Favorites {
    var ids: Set<Int> = []
    var changes = 0
}

fileprivate struct ContainsList: View {
    @State private var favorites = Favorites()
    var body: some View {
        VStack {
            Text("\(favorites.changes) changes")
            ForEach(landmarks) { landmark in
                ContainsRow(landmark: landmark, favorites: favorites)
            }
            Button("CHANGE") {
                favorites.ids.insert(2)
                favorites.changes += 1
            }
        }
    }
}

fileprivate struct ContainsRow: View {
    let landmark: Landmark
    let favorites: Favorites
    var body: some View {
        Text(landmark.name + (favorites.ids.contains(landmark.id) ? " ★" : ""))
    }
}

@Observable fileprivate final class FavoriteLandmark: Identifiable {
    let id: Int
    let name: String
    var isFavorite = false

    init(_ landmark: Landmark) {
        id = landmark.id
        name = landmark.name
    }
}

@Observable fileprivate final class Places {
    var all = landmarks.map(FavoriteLandmark.init)
    var changes = 0
}

fileprivate struct PerRowList: View {
    @State private var places = Places()
    var body: some View {
        VStack {
            Text("\(places.changes) changes")
            ForEach(places.all) { landmark in
                PerRow(landmark: landmark)
            }
            Button("CHANGE") {
                places.all[1].isFavorite = true
                places.changes += 1
            }
        }
    }
}

fileprivate struct PerRow: View {
    let landmark: FavoriteLandmark
    var body: some View {
        Text(landmark.name + (landmark.isFavorite ? " ★" : ""))
    }
}
