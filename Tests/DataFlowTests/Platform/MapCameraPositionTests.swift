import DataFlow
import Testing

/// A map that recentres on a place, and counts the moves.
private struct PlaceMap: View {
    @State private var position = MapCameraPosition.automatic
    @State private var moves = 0
    let strip = CLLocationCoordinate2D(latitude: 36.1147, longitude: -115.1728)
    var body: some View {
        VStack {
            Map(position: $position)
            Text("moves: \(moves)")
            Button("Strip") { position = .camera(MapCamera(centerCoordinate: strip, distance: 1000, heading: 250, pitch: 80)) }
        }
        .onChange(of: position) { moves += 1 }
    }
}

/// A camera position is the region or camera it was made from: a new one is a change, the same
/// one is not (§4, §11).
@Suite struct MapCameraPositionTests {
    @Test func movingTheCameraIsAChangeAndTheSameCameraIsNot() {
        let harness = Harness(PlaceMap())
        harness.tap("Strip")
        #expect(harness.screen.contains("  Text \"moves: 1\""))
        let again = harness.tap("Strip")
        #expect(again.ran.isEmpty)
        #expect(harness.screen.contains("  Text \"moves: 1\""))
        #expect(MapCameraPosition.automatic != .userLocation && MapCameraPosition.automatic.isAutomatic)
        let region = MKCoordinateRegion(center: CLLocationCoordinate2D(latitude: 1, longitude: 2), span: MKCoordinateSpan())
        #expect(MapCameraPosition.region(region).region == region && MapCameraPosition.region(region).camera == nil)
    }
}
