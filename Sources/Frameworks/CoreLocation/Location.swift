import Foundation

public typealias CLLocationDegrees = Double
public typealias CLLocationDistance = Double
public typealias CLLocationAccuracy = Double
public typealias CLLocationSpeed = Double
public typealias CLLocationSpeedAccuracy = Double
public typealias CLLocationDirection = Double
public typealias CLLocationDirectionAccuracy = Double

/// A latitude and longitude. As in the SDK (a C struct), it is neither Equatable nor Hashable:
/// apps that compare coordinates declare that conformance themselves.
public struct CLLocationCoordinate2D: Sendable {
    public var latitude: CLLocationDegrees
    public var longitude: CLLocationDegrees
    public init() { self.init(latitude: 0, longitude: 0) }
    public init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
        self.latitude = latitude
        self.longitude = longitude
    }
}

/// Whether a coordinate is a place on Earth.
public func CLLocationCoordinate2DIsValid(_ coord: CLLocationCoordinate2D) -> Bool {
    abs(coord.latitude) <= 90 && abs(coord.longitude) <= 180
}

/// `CLLocationCoordinate2D(latitude:longitude:)` as a function, as the SDK has it.
public func CLLocationCoordinate2DMake(_ latitude: CLLocationDegrees, _ longitude: CLLocationDegrees) -> CLLocationCoordinate2D {
    CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
}

/// The coordinate that stands for "no coordinate".
public let kCLLocationCoordinate2DInvalid = CLLocationCoordinate2D(latitude: -180, longitude: -180)

public let kCLLocationAccuracyBestForNavigation: CLLocationAccuracy = -2
public let kCLLocationAccuracyBest: CLLocationAccuracy = -1
public let kCLLocationAccuracyNearestTenMeters: CLLocationAccuracy = 10
public let kCLLocationAccuracyHundredMeters: CLLocationAccuracy = 100
public let kCLLocationAccuracyKilometer: CLLocationAccuracy = 1000
public let kCLLocationAccuracyThreeKilometers: CLLocationAccuracy = 3000
public let kCLLocationAccuracyReduced: CLLocationAccuracy = 3000
public let kCLDistanceFilterNone: CLLocationDistance = -1

/// A place and when it was measured. Distances are great-circle distances on a sphere of the
/// Earth's mean radius, so an app that sorts places by distance sorts them as on a device (to
/// within the ellipsoid's fraction of a percent).
open class CLLocation: NSObject, @unchecked Sendable {
    public let coordinate: CLLocationCoordinate2D
    public let altitude: CLLocationDistance
    public let ellipsoidalAltitude: CLLocationDistance
    public let horizontalAccuracy: CLLocationAccuracy
    public let verticalAccuracy: CLLocationAccuracy
    public let course: CLLocationDirection
    public let courseAccuracy: CLLocationDirectionAccuracy
    public let speed: CLLocationSpeed
    public let speedAccuracy: CLLocationSpeedAccuracy
    public let timestamp: Date

    public init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
        self.coordinate = CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
        (altitude, ellipsoidalAltitude, horizontalAccuracy, verticalAccuracy) = (0, 0, 0, -1)
        (course, courseAccuracy, speed, speedAccuracy) = (-1, -1, -1, -1)
        timestamp = Date()
    }

    public init(
        coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance, horizontalAccuracy hAccuracy: CLLocationAccuracy,
        verticalAccuracy vAccuracy: CLLocationAccuracy, timestamp: Date
    ) {
        self.coordinate = coordinate
        (self.altitude, ellipsoidalAltitude, horizontalAccuracy, verticalAccuracy) = (altitude, altitude, hAccuracy, vAccuracy)
        (course, courseAccuracy, speed, speedAccuracy) = (-1, -1, -1, -1)
        self.timestamp = timestamp
    }

    public init(
        coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance, horizontalAccuracy hAccuracy: CLLocationAccuracy,
        verticalAccuracy vAccuracy: CLLocationAccuracy, course: CLLocationDirection, speed: CLLocationSpeed, timestamp: Date
    ) {
        self.coordinate = coordinate
        (self.altitude, ellipsoidalAltitude, horizontalAccuracy, verticalAccuracy) = (altitude, altitude, hAccuracy, vAccuracy)
        (self.course, courseAccuracy, self.speed, speedAccuracy) = (course, -1, speed, -1)
        self.timestamp = timestamp
    }

    /// The great-circle distance in metres.
    public func distance(from location: CLLocation) -> CLLocationDistance {
        let radius = 6_371_008.8
        let (lat1, lat2) = (coordinate.latitude * .pi / 180, location.coordinate.latitude * .pi / 180)
        let dLat = lat2 - lat1
        let dLon = (location.coordinate.longitude - coordinate.longitude) * .pi / 180
        let a = sin(dLat / 2) * sin(dLat / 2) + cos(lat1) * cos(lat2) * sin(dLon / 2) * sin(dLon / 2)
        return 2 * radius * atan2(a.squareRoot(), (1 - a).squareRoot())
    }

    open override var description: String {
        "<\(coordinate.latitude.formatted()),\(coordinate.longitude.formatted())>"
    }
}

/// A place's name and address, as a geocoder finds it.
open class CLPlacemark: NSObject, @unchecked Sendable {
    open var location: CLLocation?
    open var name: String?
    open var thoroughfare: String?
    open var subThoroughfare: String?
    open var locality: String?
    open var subLocality: String?
    open var administrativeArea: String?
    open var subAdministrativeArea: String?
    open var postalCode: String?
    open var isoCountryCode: String?
    open var country: String?
    open var inlandWater: String?
    open var ocean: String?
    open var areasOfInterest: [String]?
    open var timeZone: TimeZone?

    public init(placemark: CLPlacemark) {
        location = placemark.location
        name = placemark.name
        thoroughfare = placemark.thoroughfare
        subThoroughfare = placemark.subThoroughfare
        locality = placemark.locality
        subLocality = placemark.subLocality
        administrativeArea = placemark.administrativeArea
        subAdministrativeArea = placemark.subAdministrativeArea
        postalCode = placemark.postalCode
        isoCountryCode = placemark.isoCountryCode
        country = placemark.country
        timeZone = placemark.timeZone
    }

    /// A placemark at a coordinate with no address (MapKit's `MKPlacemark` starts here).
    package init(coordinate: CLLocationCoordinate2D) {
        location = CLLocation(latitude: coordinate.latitude, longitude: coordinate.longitude)
    }
}

/// CoreLocation's errors.
public struct CLError: Error, Sendable {
    public enum Code: Int, Sendable {
        case locationUnknown = 0, denied, network, headingFailure, regionMonitoringDenied, regionMonitoringFailure
        case regionMonitoringSetupDelayed, regionMonitoringResponseDelayed, geocodeFoundNoResult, geocodeFoundPartialResult
        case geocodeCanceled, deferredFailed, deferredNotUpdatingLocation, deferredAccuracyTooLow, deferredDistanceFiltered
        case deferredCanceled, rangingUnavailable, rangingFailure, promptDeclined, historicalLocationError = 19
    }
    public let code: Code
    public init(_ code: Code) { self.code = code }
    public static let locationUnknown = Code.locationUnknown
    public static let denied = Code.denied
    public static let network = Code.network
    public static let geocodeFoundNoResult = Code.geocodeFoundNoResult
}

public let kCLErrorDomain = "kCLErrorDomain"
