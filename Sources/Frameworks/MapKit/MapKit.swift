import DataFlowCoreLocation
import Foundation

public struct MKCoordinateSpan: Sendable {
    public var latitudeDelta: CLLocationDegrees
    public var longitudeDelta: CLLocationDegrees
    public init() { self.init(latitudeDelta: 0, longitudeDelta: 0) }
    public init(latitudeDelta: CLLocationDegrees, longitudeDelta: CLLocationDegrees) {
        self.latitudeDelta = latitudeDelta
        self.longitudeDelta = longitudeDelta
    }
}

public struct MKCoordinateRegion: Sendable {
    public var center: CLLocationCoordinate2D
    public var span: MKCoordinateSpan
    public init() { self.init(center: CLLocationCoordinate2D(), span: MKCoordinateSpan()) }
    public init(center: CLLocationCoordinate2D, span: MKCoordinateSpan) {
        self.center = center
        self.span = span
    }
    public init(center: CLLocationCoordinate2D, latitudinalMeters: CLLocationDistance, longitudinalMeters: CLLocationDistance) {
        self.init(center: center, span: MKCoordinateSpan(latitudeDelta: 0.01, longitudeDelta: 0.01))
    }
}

/// A region's four numbers, to compare positions made from regions.
private struct RegionNumbers: Equatable {
    let numbers: [Double]
    init(_ region: MKCoordinateRegion) {
        numbers = [region.center.latitude, region.center.longitude, region.span.latitudeDelta, region.span.longitudeDelta]
    }
}

/// Where a map looks (iOS 17): the region or camera it was given, so that two positions compare
/// as the code expects (a new region is a change `onChange(of:)` sees; the same one is not).
public struct MapCameraPosition: Equatable, Sendable {
    /// The region the position shows, when it was made from one.
    public let region: MKCoordinateRegion?
    /// The camera the position shows, when it was made from one.
    public let camera: MapCamera?
    /// Whether the position follows the user's location.
    public let followsUserLocation: Bool
    /// Whether the position is the map's own choice.
    public let isAutomatic: Bool
    /// The place the position frames, when it was made from one (`.item(mapItem)`).
    public let item: MKMapItem?
    /// Whether a position framing a place may tilt the map to show it.
    public let allowsAutomaticPitch: Bool
    /// Whether a position following the user turns with their heading.
    public let followsUserHeading: Bool
    /// Where a position following the user looks until a location arrives (here: always).
    public var fallbackPosition: MapCameraPosition? { fallback.first }
    /// Whether the user moved the map there (never here: no one pans).
    public var positionedByUser: Bool { false }

    /// The fallback, boxed in an array: a struct cannot hold its own type directly.
    private let fallback: [MapCameraPosition]

    private init(
        region: MKCoordinateRegion? = nil, camera: MapCamera? = nil, followsUserLocation: Bool = false, isAutomatic: Bool = false,
        item: MKMapItem? = nil, allowsAutomaticPitch: Bool = false, followsUserHeading: Bool = false, fallback: MapCameraPosition? = nil
    ) {
        self.region = region
        self.camera = camera
        self.followsUserLocation = followsUserLocation
        self.isAutomatic = isAutomatic
        self.item = item
        self.allowsAutomaticPitch = allowsAutomaticPitch
        self.followsUserHeading = followsUserHeading
        self.fallback = fallback.map { [$0] } ?? []
    }

    /// Equal when made the same way from the same numbers (the SDK's comparison).
    public static func == (lhs: MapCameraPosition, rhs: MapCameraPosition) -> Bool {
        lhs.region.map(RegionNumbers.init) == rhs.region.map(RegionNumbers.init) && lhs.camera == rhs.camera
            && lhs.followsUserLocation == rhs.followsUserLocation && lhs.isAutomatic == rhs.isAutomatic && lhs.item === rhs.item
            && lhs.allowsAutomaticPitch == rhs.allowsAutomaticPitch && lhs.followsUserHeading == rhs.followsUserHeading
            && lhs.fallback == rhs.fallback
    }

    public static func region(_ region: MKCoordinateRegion) -> MapCameraPosition { MapCameraPosition(region: region) }
    public static func camera(_ camera: MapCamera) -> MapCameraPosition { MapCameraPosition(camera: camera) }
    public static var automatic: MapCameraPosition { MapCameraPosition(isAutomatic: true) }
    /// A position that frames a place (iOS 17).
    public static func item(_ mapItem: MKMapItem, allowsAutomaticPitch: Bool = false) -> MapCameraPosition {
        MapCameraPosition(item: mapItem, allowsAutomaticPitch: allowsAutomaticPitch)
    }
    public static var userLocation: MapCameraPosition { MapCameraPosition(followsUserLocation: true) }
    /// Following the user: no location arrives in a run (D19), so the map stays on the fallback,
    /// whose region and camera the position shows.
    public static func userLocation(followsHeading: Bool = false, fallback: MapCameraPosition) -> MapCameraPosition {
        MapCameraPosition(
            region: fallback.region, camera: fallback.camera, followsUserLocation: true, followsUserHeading: followsHeading, fallback: fallback)
    }
}

/// A viewpoint over the map (iOS 17): where it looks, from how far, at what angles.
public struct MapCamera: Equatable, Sendable {
    public var centerCoordinate: CLLocationCoordinate2D
    public var distance: Double
    public var heading: Double
    public var pitch: Double

    public static func == (lhs: MapCamera, rhs: MapCamera) -> Bool {
        (lhs.centerCoordinate.latitude, lhs.centerCoordinate.longitude, lhs.distance, lhs.heading, lhs.pitch)
            == (rhs.centerCoordinate.latitude, rhs.centerCoordinate.longitude, rhs.distance, rhs.heading, rhs.pitch)
    }

    public init(centerCoordinate: CLLocationCoordinate2D, distance: Double, heading: Double = 0, pitch: Double = 0) {
        self.centerCoordinate = centerCoordinate
        self.distance = distance
        self.heading = heading
        self.pitch = pitch
    }
}

/// A map: a leaf of the screen (`Map`); its content (markers) is not shown, and nothing moves its
/// camera but the app's own writes to the position binding.
public struct Map: View {
    public init(
        coordinateRegion: Binding<MKCoordinateRegion>, interactionModes: MapInteractionModes = .all, showsUserLocation: Bool = false,
        userTrackingMode: Binding<MapUserTrackingMode>? = nil
    ) {}
    public init<Items: RandomAccessCollection, Annotation: View>(
        coordinateRegion: Binding<MKCoordinateRegion>, interactionModes: MapInteractionModes = .all, showsUserLocation: Bool = false,
        userTrackingMode: Binding<MapUserTrackingMode>? = nil, annotationItems: Items, annotationContent: @escaping (Items.Element) -> Annotation
    ) where Items.Element: Identifiable {}

    // iOS 17: a camera position, optional bounds, and content built of markers and annotations.
    public init(bounds: MapCameraBounds? = nil, interactionModes: MapInteractionModes = .all, scope: Namespace.ID? = nil) {}
    public init<C: View>(
        bounds: MapCameraBounds? = nil, interactionModes: MapInteractionModes = .all, scope: Namespace.ID? = nil, @ViewBuilder content: () -> C
    ) {}
    public init(
        initialPosition: MapCameraPosition, bounds: MapCameraBounds? = nil, interactionModes: MapInteractionModes = .all, scope: Namespace.ID? = nil
    ) {}
    public init<C: View>(
        initialPosition: MapCameraPosition, bounds: MapCameraBounds? = nil, interactionModes: MapInteractionModes = .all, scope: Namespace.ID? = nil,
        @ViewBuilder content: () -> C
    ) {}
    public init(
        position: Binding<MapCameraPosition>, bounds: MapCameraBounds? = nil, interactionModes: MapInteractionModes = .all, scope: Namespace.ID? = nil
    ) {}
    public init<C: View>(
        position: Binding<MapCameraPosition>, bounds: MapCameraBounds? = nil, interactionModes: MapInteractionModes = .all,
        scope: Namespace.ID? = nil, @ViewBuilder content: () -> C
    ) {}

    // Selection (iOS 17): no one taps a marker here, so the selection stays what the app sets.
    @_disfavoredOverload
    public init<SelectedValue: Hashable>(
        bounds: MapCameraBounds? = nil, interactionModes: MapInteractionModes = .all, selection: Binding<SelectedValue?>, scope: Namespace.ID? = nil
    ) {}
    @_disfavoredOverload
    public init<SelectedValue: Hashable, C: View>(
        bounds: MapCameraBounds? = nil, interactionModes: MapInteractionModes = .all, selection: Binding<SelectedValue?>, scope: Namespace.ID? = nil,
        @ViewBuilder content: () -> C
    ) {}
    @_disfavoredOverload
    public init<SelectedValue: Hashable, C: View>(
        initialPosition: MapCameraPosition, bounds: MapCameraBounds? = nil, interactionModes: MapInteractionModes = .all,
        selection: Binding<SelectedValue?>, scope: Namespace.ID? = nil, @ViewBuilder content: () -> C
    ) {}
    @_disfavoredOverload
    public init<SelectedValue: Hashable, C: View>(
        position: Binding<MapCameraPosition>, bounds: MapCameraBounds? = nil, interactionModes: MapInteractionModes = .all,
        selection: Binding<SelectedValue?>, scope: Namespace.ID? = nil, @ViewBuilder content: () -> C
    ) {}
}

/// How far a map's camera may move and zoom (iOS 17): kept by nothing here (no one pans).
public struct MapCameraBounds: Sendable {
    public init(centerCoordinateBounds: MKCoordinateRegion, minimumDistance: Double? = nil, maximumDistance: Double? = nil) {}
    public init(minimumDistance: Double? = nil, maximumDistance: Double? = nil) {}
}

/// Whether a map follows the user's location (iOS 14's maps).
public enum MapUserTrackingMode: Hashable, Sendable { case none, follow }

/// A point of interest on the map the user can select (iOS 17): never selected here.
public struct MapFeature: Hashable, Sendable {
    public var title: String? { nil }
    public var coordinate: CLLocationCoordinate2D { kCLLocationCoordinate2DInvalid }
    public static func == (lhs: MapFeature, rhs: MapFeature) -> Bool { true }
    public func hash(into hasher: inout Hasher) {}
}

extension Map: StructuralContent {
    package var screenLine: String? { "Map" }
    package func children() -> [ChildSlot] { [] }
}

public struct MapInteractionModes: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let pan = MapInteractionModes(rawValue: 1)
    public static let zoom = MapInteractionModes(rawValue: 2)
    public static let rotate = MapInteractionModes(rawValue: 4)
    public static let pitch = MapInteractionModes(rawValue: 8)
    public static let all: MapInteractionModes = [.pan, .zoom, .rotate, .pitch]
}

public struct MapMarker: View {
    public init(coordinate: CLLocationCoordinate2D, tint: Color? = nil) {}
    public var body: some View { EmptyView() }
}

public struct MapPin: View {
    public init(coordinate: CLLocationCoordinate2D, tint: Color? = nil) {}
    public var body: some View { EmptyView() }
}

public struct MapAnnotation<Content: View>: View {
    public init(coordinate: CLLocationCoordinate2D, anchorPoint: UnitPoint = .center, @ViewBuilder content: () -> Content) {}
    public var body: some View { EmptyView() }
}

public struct Marker: View {
    public init(_ titleKey: LocalizedStringKey, coordinate: CLLocationCoordinate2D) {}
    public init(_ titleKey: LocalizedStringKey, systemImage: String, coordinate: CLLocationCoordinate2D) {}
    @_disfavoredOverload public init<S: StringProtocol>(_ title: S, coordinate: CLLocationCoordinate2D) {}
    @_disfavoredOverload public init<S: StringProtocol>(_ title: S, systemImage: String, coordinate: CLLocationCoordinate2D) {}
    public init(_ titleKey: LocalizedStringKey, monogram: Text, coordinate: CLLocationCoordinate2D) {}
    @_disfavoredOverload public init<S: StringProtocol>(_ title: S, monogram: Text, coordinate: CLLocationCoordinate2D) {}
    public init(_ titleKey: LocalizedStringKey, image: String, coordinate: CLLocationCoordinate2D) {}
    @_disfavoredOverload public init<S: StringProtocol>(_ title: S, image: String, coordinate: CLLocationCoordinate2D) {}
    public init<L: View>(coordinate: CLLocationCoordinate2D, @ViewBuilder label: () -> L) {}
    /// A marker at a place, titled by its name (iOS 17).
    public init(item: MKMapItem) {}
    public var body: some View { EmptyView() }
}

/// The user's location on a `Map` (iOS 17): never located here (D19), so nothing is shown.
public struct UserAnnotation: View {
    public init(anchor: UnitPoint = .center) {}
    public var body: some View { EmptyView() }
}

public struct Annotation<Content: View>: View {
    public init(_ titleKey: LocalizedStringKey, coordinate: CLLocationCoordinate2D, anchor: UnitPoint = .center, @ViewBuilder content: () -> Content)
    {}
    @_disfavoredOverload public init<S: StringProtocol>(
        _ title: S, coordinate: CLLocationCoordinate2D, anchor: UnitPoint = .center, @ViewBuilder content: () -> Content
    ) {}
    /// An annotation at a place (iOS 17).
    public init(item: MKMapItem, anchor: UnitPoint = .center, @ViewBuilder content: () -> Content) {}
    public var body: some View { EmptyView() }
}

/// A map's look (iOS 17): appearance only.
public struct MapStyle: Sendable {
    public static var standard: MapStyle { MapStyle() }
    public static var hybrid: MapStyle { MapStyle() }
    public static var imagery: MapStyle { MapStyle() }
    public static func standard(
        elevation: MapStyle.Elevation = .automatic, pointsOfInterest: PointOfInterestCategories = .all, showsTraffic: Bool = false
    ) -> MapStyle { MapStyle() }
    public static func hybrid(
        elevation: MapStyle.Elevation = .automatic, pointsOfInterest: PointOfInterestCategories = .all, showsTraffic: Bool = false
    ) -> MapStyle { MapStyle() }
    public static func imagery(elevation: MapStyle.Elevation = .automatic) -> MapStyle { MapStyle() }

    public struct Elevation: Sendable {
        public static var automatic: Elevation { Elevation() }
        public static var flat: Elevation { Elevation() }
        public static var realistic: Elevation { Elevation() }
    }
}

/// Which points of interest a map shows: appearance only.
public struct PointOfInterestCategories: Sendable {
    public static var all: PointOfInterestCategories { PointOfInterestCategories() }
    public static var excludingAll: PointOfInterestCategories { PointOfInterestCategories() }
}

extension View {
    public func mapStyle(_ mapStyle: MapStyle) -> ModifiedContent<Self, _AppearanceModifier> { styled(".mapStyle") }

    /// Whether a map's markers and annotations show their titles (iOS 17): no map is drawn.
    public func annotationTitles(_ visibility: Visibility) -> ModifiedContent<Self, _AppearanceModifier> { styled(".annotationTitles") }
    public func annotationSubtitles(_ visibility: Visibility) -> ModifiedContent<Self, _AppearanceModifier> { styled(".annotationSubtitles") }

    /// The controls drawn over a map (iOS 17): no map is drawn, so neither are they.
    public func mapControls<Content: View>(@ViewBuilder _ content: () -> Content) -> ModifiedContent<Self, _AppearanceModifier> {
        styled(".mapControls")
    }
}

/// A map's compass, scale, location button and pitch toggle (iOS 17), for `.mapControls`.
public struct MapCompass: View {
    public init(scope: Namespace.ID? = nil) {}
    public var body: some View { EmptyView() }
}

public struct MapScaleView: View {
    public init(anchorEdge: HorizontalEdge = .leading, scope: Namespace.ID? = nil) {}
    public var body: some View { EmptyView() }
}

public struct MapUserLocationButton: View {
    public init(scope: Namespace.ID? = nil) {}
    public var body: some View { EmptyView() }
}

public struct MapPitchToggle: View {
    public init(scope: Namespace.ID? = nil) {}
    public var body: some View { EmptyView() }
}

/// `MapReader { proxy in Map { … } }` (iOS 17): its content, with a proxy that converts screen
/// points to coordinates. dataflow draws no map, so there is no point on one: `convert` gives nil
/// (a tap on the map places nothing).
public struct MapReader<Content: View>: View {
    let content: Content

    public init(@ViewBuilder content: (MapProxy) -> Content) {
        self.content = content(MapProxy())
    }

    public var body: some View { content }
}

public struct MapProxy {
    public func convert(_ point: CGPoint, from coordinateSpace: some CoordinateSpaceProtocol) -> CLLocationCoordinate2D? { nil }
    public func convert(_ coordinate: CLLocationCoordinate2D, to coordinateSpace: some CoordinateSpaceProtocol) -> CGPoint? { nil }
}
