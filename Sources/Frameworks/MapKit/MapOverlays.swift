import Foundation

/// A point on MapKit's flat map (the Mercator projection, 2²⁸ points around the equator).
public struct MKMapPoint: Hashable, Sendable {
    public var x: Double
    public var y: Double

    /// The map's width and height in points.
    static let worldSize = 268_435_456.0

    public init() { self.init(x: 0, y: 0) }

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    public init(_ coordinate: CLLocationCoordinate2D) {
        let latitude = coordinate.latitude * .pi / 180
        x = (coordinate.longitude + 180) / 360 * Self.worldSize
        y = (1 - log(tan(latitude) + 1 / cos(latitude)) / .pi) / 2 * Self.worldSize
    }

    /// The coordinate at the point.
    public var coordinate: CLLocationCoordinate2D {
        let longitude = x / Self.worldSize * 360 - 180
        let latitude = atan(sinh(.pi * (1 - 2 * y / Self.worldSize))) * 180 / .pi
        return CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
    }

    /// The distance to `other` on the ground, in meters: between the two coordinates, as
    /// `CLLocation.distance(from:)` measures it.
    public func distance(to other: MKMapPoint) -> CLLocationDistance {
        CLLocation(latitude: coordinate.latitude, longitude: coordinate.longitude)
            .distance(from: CLLocation(latitude: other.coordinate.latitude, longitude: other.coordinate.longitude))
    }
}

/// The distance between two map points, in meters.
public func MKMetersBetweenMapPoints(_ a: MKMapPoint, _ b: MKMapPoint) -> CLLocationDistance { a.distance(to: b) }

/// Where an overlay is drawn: above the roads, or above the labels too.
public enum MKOverlayLevel: Int, Sendable {
    case aboveRoads = 0, aboveLabels
}

/// A line through coordinates on a `Map` (iOS 17): drawn by the map, which shows nothing a
/// script reads (the screen lists the map's markers, not its drawing).
public struct MapPolyline: View {
    /// How the line runs between its points: straight on the flat map, or along the globe.
    public struct ContourStyle: Hashable, Sendable {
        let name: String
        public static let straight = ContourStyle(name: "straight")
        public static let geodesic = ContourStyle(name: "geodesic")
    }

    /// The line's points.
    public let coordinates: [CLLocationCoordinate2D]

    public init(coordinates: [CLLocationCoordinate2D], contourStyle: ContourStyle = .straight) { self.coordinates = coordinates }
    public init(points: [MKMapPoint], contourStyle: ContourStyle = .straight) { coordinates = points.map(\.coordinate) }

    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> MapPolyline { self }
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> MapPolyline { self }

    public var body: some View { EmptyView() }
}

/// A closed area on a `Map` (iOS 17), drawn by the map.
public struct MapPolygon: View {
    public let coordinates: [CLLocationCoordinate2D]

    public init(coordinates: [CLLocationCoordinate2D]) { self.coordinates = coordinates }
    public init(points: [MKMapPoint]) { coordinates = points.map(\.coordinate) }

    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> MapPolygon { self }
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> MapPolygon { self }

    public var body: some View { EmptyView() }
}

/// A circle of `radius` meters around a coordinate on a `Map` (iOS 17), drawn by the map.
public struct MapCircle: View {
    public let center: CLLocationCoordinate2D
    public let radius: CLLocationDistance

    public init(center: CLLocationCoordinate2D, radius: CLLocationDistance) {
        self.center = center
        self.radius = radius
    }

    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> MapCircle { self }
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> MapCircle { self }

    public var body: some View { EmptyView() }
}

extension View {
    /// Which level of the map an overlay is drawn at: drawing, recorded by nothing.
    public func mapOverlayLevel(level: MKOverlayLevel) -> some View { self }
}
