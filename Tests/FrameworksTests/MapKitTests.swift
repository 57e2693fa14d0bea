import DataFlow
import DataFlowMapKit
import Foundation
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

private struct Pins: View {
    @State private var taps: [String] = []
    var body: some View {
        VStack {
            MapReader { proxy in
                Map()
                    .mapStyle(.hybrid)
                    .onTapGesture { position in
                        let place = proxy.convert(position, from: .local)
                        taps.append("(\(Int(position.x)), \(Int(position.y))) → \(place == nil ? "no coordinate" : "a coordinate")")
                    }
            }
            Text(taps.joined(separator: "; "))
        }
    }
}

/// A location model as apps write it: a delegate that asks for permission when it is told the
/// status, and publishes what it hears.
private final class Locator: NSObject, ObservableObject, CLLocationManagerDelegate {
    @Published var status = "starting"
    @Published var heard: [String] = []
    private let manager = CLLocationManager()

    override init() {
        super.init()
        manager.desiredAccuracy = kCLLocationAccuracyBest
        manager.delegate = self
    }

    func locationManagerDidChangeAuthorization(_ manager: CLLocationManager) {
        heard.append("authorization \(manager.authorizationStatus.rawValue)")
        if manager.authorizationStatus == .notDetermined { manager.requestWhenInUseAuthorization() }
        status = "asked"
    }
    func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {
        heard.append("location")
    }
}

private struct WhereAmI: View {
    @StateObject private var locator = Locator()
    var body: some View {
        Text("\(locator.status): \(locator.heard.joined(separator: ", "))")
    }
}

/// MapKit and CoreLocation (D15): a camera position is the region or camera it was made from;
/// the location needs an answer nobody gives; Apple's servers are not reachable.
@Suite struct MapKitTests {
    @Test func movingTheCameraIsAChangeAndTheSameCameraIsNot() throws {
        let session = Session(PlaceMap())
        try session.tap("Strip")
        #expect(session.screen.contains("  Text \"moves: 1\""))
        let again = try session.tap("Strip")
        #expect(again.ranViews.isEmpty)
        #expect(session.screen.contains("  Text \"moves: 1\""))
        #expect(MapCameraPosition.automatic != .userLocation && MapCameraPosition.automatic.isAutomatic)
        let region = MKCoordinateRegion(center: CLLocationCoordinate2D(latitude: 1, longitude: 2), span: MKCoordinateSpan())
        #expect(MapCameraPosition.region(region) == .region(region) && MapCameraPosition.region(region).camera == nil)
        #expect(MapCameraPosition.region(region) != .region(MKCoordinateRegion()))
        // Following the user keeps its fallback (no location arrives) and its heading choice.
        let following = MapCameraPosition.userLocation(followsHeading: true, fallback: .region(region))
        #expect(following.followsUserLocation && following.followsUserHeading && following.fallbackPosition == .region(region))
        #expect(following != .userLocation(fallback: .region(region)), "the heading is part of the position")
        let place = MKMapItem(placemark: MKPlacemark(coordinate: CLLocationCoordinate2D(latitude: 1, longitude: 2)))
        #expect(MapCameraPosition.item(place, allowsAutomaticPitch: true).allowsAutomaticPitch)
        #expect(MapCameraPosition.item(place) == .item(place) && MapCameraPosition.item(place) != .item(place, allowsAutomaticPitch: true))
    }

    /// iOS 17's located tap: dataflow lays nothing out, so the tap lands at the view's origin,
    /// and a map (never drawn) converts no point to a coordinate.
    @Test func aLocatedTapLandsAtTheOriginAndAMapConvertsNothing() throws {
        let session = Session(Pins())
        try session.play(.tapGesture("Map", occurrence: 1))
        #expect(session.screen.contains("  Text \"(0, 0) → no coordinate\""))
    }

    /// As on iOS 14 and later, the delegate hears the authorization once after it is set, on a
    /// later turn of the main queue; asking is an effect, and no location ever comes.
    @Test func theDelegateHearsTheStatusOnceAndNeverALocation() {
        let session = Session(WhereAmI())
        #expect(session.screen == ["Text \"asked: authorization 0\""])
        #expect(session.mount.notes.contains { $0.contains("CLLocationManager asks to use the location while the app is in use") })
    }

    @Test func distancesAreGreatCircleDistances() {
        let paris = CLLocation(latitude: 48.8566, longitude: 2.3522)
        let london = CLLocation(latitude: 51.5074, longitude: -0.1278)
        #expect(abs(paris.distance(from: london) - 343_560) < 1_000)
        #expect(paris.distance(from: paris) == 0)
    }

    @Test func searchAndGeocodingFailAsOfflineAndMapsOpensAsAnEffect() async throws {
        let request = MKLocalSearch.Request()
        request.naturalLanguageQuery = "coffee"
        await #expect(throws: MKError.self) { try await MKLocalSearch(request: request).start() }
        await #expect(throws: CLError.self) { try await CLGeocoder().geocodeAddressString("1 Infinite Loop") }
        let item = MKMapItem(placemark: MKPlacemark(coordinate: CLLocationCoordinate2D(latitude: 1, longitude: 2)))
        item.name = "Home"
        #expect(item.openInMaps(launchOptions: [MKLaunchOptionsDirectionsModeKey: MKLaunchOptionsDirectionsModeDriving]))
        #expect(item.placemark.coordinate.latitude == 1)
    }
}

/// A pin as an app's model declares it.
private final class Pin: NSObject, MKAnnotation {
    let coordinate: CLLocationCoordinate2D
    let title: String?
    init(_ title: String, latitude: Double) {
        self.title = title
        coordinate = CLLocationCoordinate2D(latitude: latitude, longitude: 0)
    }
}

/// UIKit's map in a representable, as apps with clustered pins write it: the update puts the
/// model's pins on the map and reads back what is there.
private final class MapProbe: @unchecked Sendable {
    var annotations = 0
    var region: MKCoordinateRegion?
}

private struct PinMap: UIViewRepresentable {
    let names: [String]
    let probe: MapProbe

    func makeUIView(context: Context) -> MKMapView {
        let map = MKMapView()
        map.register(MKMarkerAnnotationView.self, forAnnotationViewWithReuseIdentifier: MKMapViewDefaultAnnotationViewReuseIdentifier)
        map.showsUserLocation = true
        return map
    }

    func updateUIView(_ map: MKMapView, context: Context) {
        let shown = Set(map.annotations.compactMap(\.title))
        map.addAnnotations(names.filter { !shown.contains($0) }.enumerated().map { Pin($0.element, latitude: Double($0.offset)) })
        map.setRegion(
            MKCoordinateRegion(
                center: CLLocationCoordinate2D(latitude: 1, longitude: 2), span: MKCoordinateSpan(latitudeDelta: 1, longitudeDelta: 1)),
            animated: false)
        probe.annotations = map.annotations.count
        probe.region = map.region
    }
}

private struct Places: View {
    let probe: MapProbe
    @State private var names = ["Cafe"]
    var body: some View {
        VStack {
            PinMap(names: names, probe: probe)
            Button("Add") { names.append("Bakery") }
        }
    }
}

/// The map view keeps what its representable gives it; the map draws nothing and finds no user.
@Suite struct MapViewTests {
    @Test func aRepresentedMapKeepsItsAnnotationsAndRegion() throws {
        let probe = MapProbe()
        let session = Session(Places(probe: probe))
        #expect(probe.annotations == 1)
        try session.tap("Add")
        #expect(probe.annotations == 2, "the update added the new pin and read both back")
        #expect(probe.region?.center.longitude == 2)
        let map = MKMapView()
        map.addAnnotation(Pin("Cafe", latitude: 0))
        #expect(map.dequeueReusableAnnotationView(withIdentifier: "pin", for: map.annotations[0]) is MKMarkerAnnotationView)
        #expect(!map.isUserLocationVisible)
    }

    @Test func lookAroundFindsNoSceneOffline() async {
        await #expect(throws: MKError.self) { _ = try await MKLookAroundSceneRequest(coordinate: CLLocationCoordinate2D()).scene }
    }

    /// MapKit's overlay makes a coordinate animatable as its latitude and longitude.
    @Test func aCoordinateAnimatesAsItsLatitudeAndLongitude() {
        var coordinate = CLLocationCoordinate2D(latitude: 48.85, longitude: 2.35)
        #expect(coordinate.animatableData == AnimatablePair(48.85, 2.35))
        coordinate.animatableData = AnimatablePair(51.5, -0.12)
        #expect(coordinate.latitude == 51.5 && coordinate.longitude == -0.12)
    }

    /// Map points are Mercator points; their distance is measured on the ground.
    @Test func aMapPointRoundTripsItsCoordinateAndMeasuresOnTheGround() {
        let paris = CLLocationCoordinate2D(latitude: 48.8566, longitude: 2.3522)
        let london = CLLocationCoordinate2D(latitude: 51.5074, longitude: -0.1278)
        let point = MKMapPoint(paris)
        #expect(abs(point.coordinate.latitude - paris.latitude) < 1e-9 && abs(point.coordinate.longitude - paris.longitude) < 1e-9)
        #expect(MKMapPoint(CLLocationCoordinate2D(latitude: 0, longitude: 0)) == MKMapPoint(x: 134_217_728, y: 134_217_728))
        let meters = point.distance(to: MKMapPoint(london))
        #expect(meters > 340_000 && meters < 345_000, "\(meters)")
        #expect(MapPolyline(coordinates: [paris, london]).stroke(.blue, lineWidth: 4).coordinates.count == 2)
    }
}
