import Foundation

/// A placemark MapKit makes from a coordinate (and, optionally, an address dictionary).
open class MKPlacemark: CLPlacemark, @unchecked Sendable {
    public override init(coordinate: CLLocationCoordinate2D) { super.init(coordinate: coordinate) }
    public init(coordinate: CLLocationCoordinate2D, addressDictionary: [String: Any]?) {
        super.init(coordinate: coordinate)
        name = addressDictionary?["Name"] as? String
        thoroughfare = addressDictionary?["Street"] as? String
        locality = addressDictionary?["City"] as? String
        postalCode = addressDictionary?["ZIP"] as? String
        country = addressDictionary?["Country"] as? String
    }
    public override init(placemark: CLPlacemark) { super.init(placemark: placemark) }
    open var coordinate: CLLocationCoordinate2D { location?.coordinate ?? kCLLocationCoordinate2DInvalid }
    open var countryCode: String? { isoCountryCode }
    open var title: String? { name }
    /// The address line under the title: the placemark's street and city, when it has them.
    open var subtitle: String? {
        let parts = [thoroughfare, locality].compactMap { $0 }
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }
}

/// A place on the map, as search, geocoding and directions hand them around.
open class MKMapItem: NSObject, @unchecked Sendable {
    open var placemark: MKPlacemark
    open var isCurrentLocation: Bool
    open var name: String?
    open var phoneNumber: String?
    open var url: URL?
    open var timeZone: TimeZone?
    open var pointOfInterestCategory: MKPointOfInterestCategory?

    public init(placemark: MKPlacemark) {
        self.placemark = placemark
        self.isCurrentLocation = false
        self.name = placemark.name
    }

    /// A place at a location with an optional address (iOS 26).
    public init(location: CLLocation, address: MKAddress?) {
        placemark = MKPlacemark(coordinate: location.coordinate)
        isCurrentLocation = false
        self.address = address
    }

    /// Where the place is (iOS 26).
    open var location: CLLocation {
        placemark.location ?? CLLocation(latitude: kCLLocationCoordinate2DInvalid.latitude, longitude: kCLLocationCoordinate2DInvalid.longitude)
    }
    /// The place's address (iOS 26).
    open var address: MKAddress?
    /// The place's address in the forms the system shows (iOS 26).
    open var addressRepresentations: MKAddressRepresentations? { address.map(MKAddressRepresentations.init) }

    /// The device's own location: unknown in a run.
    open class func forCurrentLocation() -> MKMapItem {
        let item = MKMapItem(placemark: MKPlacemark(coordinate: kCLLocationCoordinate2DInvalid))
        item.isCurrentLocation = true
        return item
    }

    /// Opens Maps at the place: the system's app, so the step records it and nothing opens.
    @discardableResult
    open func openInMaps(launchOptions: [String: Any]? = nil) -> Bool {
        let mode = (launchOptions?[MKLaunchOptionsDirectionsModeKey] as? String).map { " with directions (\($0))" } ?? ""
        Effects.record("MKMapItem opens Maps at \((name ?? placemark.coordinate.description).quotedLiteral)\(mode)")
        return true
    }
    @discardableResult
    open class func openMaps(with mapItems: [MKMapItem], launchOptions: [String: Any]? = nil) -> Bool {
        Effects.record("MKMapItem opens Maps with \(mapItems.count) place\(mapItems.count == 1 ? "" : "s")")
        return true
    }
}

extension CLLocationCoordinate2D {
    /// `(latitude, longitude)`, to name a place that has no name.
    fileprivate var description: String { "(\(latitude.formatted()), \(longitude.formatted()))" }
}

/// A place's address (iOS 26).
public final class MKAddress: NSObject, @unchecked Sendable {
    public let fullAddress: String
    public let shortAddress: String?
    public init?(fullAddress: String, shortAddress: String?) {
        self.fullAddress = fullAddress
        self.shortAddress = shortAddress
    }
}

/// An address in the forms the system shows (iOS 26).
public final class MKAddressRepresentations: NSObject, @unchecked Sendable {
    let address: MKAddress
    init(_ address: MKAddress) { self.address = address }
    public var cityName: String? { nil }
    public var cityWithContext: String? { nil }
    public var regionName: String? { nil }
    public var regionCode: String? { nil }
    public func fullAddress(includingRegion: Bool, singleLine: Bool) -> String? { address.fullAddress }
}

/// A kind of place (restaurant, park, …): a name only.
public struct MKPointOfInterestCategory: Hashable, Sendable, RawRepresentable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public static let restaurant = MKPointOfInterestCategory("MKPOICategoryRestaurant")
    public static let cafe = MKPointOfInterestCategory("MKPOICategoryCafe")
    public static let store = MKPointOfInterestCategory("MKPOICategoryStore")
    public static let park = MKPointOfInterestCategory("MKPOICategoryPark")
    public static let gasStation = MKPointOfInterestCategory("MKPOICategoryGasStation")
    public static let hotel = MKPointOfInterestCategory("MKPOICategoryHotel")
    public static let hospital = MKPointOfInterestCategory("MKPOICategoryHospital")
    public static let museum = MKPointOfInterestCategory("MKPOICategoryMuseum")
    public static let parking = MKPointOfInterestCategory("MKPOICategoryParking")
}

/// A filter of point-of-interest categories.
public final class MKPointOfInterestFilter: NSObject, @unchecked Sendable {
    public static let includingAllCategories = MKPointOfInterestFilter(including: [])
    public static let excludingAllCategories = MKPointOfInterestFilter(excluding: [])
    public init(including categories: [MKPointOfInterestCategory]) {}
    public init(excluding categories: [MKPointOfInterestCategory]) {}
}

public let MKLaunchOptionsDirectionsModeKey = "MKLaunchOptionsDirectionsMode"
public let MKLaunchOptionsMapTypeKey = "MKLaunchOptionsMapType"
public let MKLaunchOptionsShowsTrafficKey = "MKLaunchOptionsShowsTraffic"
public let MKLaunchOptionsMapCenterKey = "MKLaunchOptionsMapCenter"
public let MKLaunchOptionsMapSpanKey = "MKLaunchOptionsMapSpan"
public let MKLaunchOptionsDirectionsModeDefault = "MKLaunchOptionsDirectionsModeDefault"
public let MKLaunchOptionsDirectionsModeDriving = "MKLaunchOptionsDirectionsModeDriving"
public let MKLaunchOptionsDirectionsModeWalking = "MKLaunchOptionsDirectionsModeWalking"
public let MKLaunchOptionsDirectionsModeTransit = "MKLaunchOptionsDirectionsModeTransit"
public let MKLaunchOptionsDirectionsModeCycling = "MKLaunchOptionsDirectionsModeCycling"

/// MapKit's errors.
public struct MKError: Error, Sendable {
    public enum Code: UInt, Sendable {
        case unknown = 1, serverFailure, loadingThrottled, placemarkNotFound, directionsNotFound, decodingFailed
    }
    public let code: Code
    public init(_ code: Code) { self.code = code }
}

/// What a place search and a geocoding request ask Apple's servers. A run has no network: each
/// fails with `MKError.serverFailure`, as offline on a device, and the step records the request.
func serverRequest(_ what: String) -> MKError {
    Effects.record("MapKit asks Apple's servers to \(what) (no network here: MKError.serverFailure)")
    return MKError(.serverFailure)
}

/// A search for places by name or category.
open class MKLocalSearch: NSObject, @unchecked Sendable {
    private let query: String

    public init(request: MKLocalSearch.Request) {
        query = request.naturalLanguageQuery.map { "search for \($0.quotedLiteral)" } ?? "search for places"
    }
    public init(request: MKLocalPointsOfInterestRequest) { query = "search for points of interest within \(request.radius.formatted()) m" }

    open func start() async throws -> MKLocalSearch.Response { throw serverRequest(query) }
    open func start(completionHandler: @escaping (MKLocalSearch.Response?, (any Error)?) -> Void) { completionHandler(nil, serverRequest(query)) }
    open func cancel() {}
    open var isSearching: Bool { false }

    /// What to search for, and where.
    open class Request: NSObject, @unchecked Sendable {
        open var naturalLanguageQuery: String?
        open var region = MKCoordinateRegion()
        open var resultTypes: ResultType = [.address, .pointOfInterest]
        open var pointOfInterestFilter: MKPointOfInterestFilter?
        public override init() {}
        public init(naturalLanguageQuery: String) { self.naturalLanguageQuery = naturalLanguageQuery }
    }

    /// What a search found.
    open class Response: NSObject, @unchecked Sendable {
        open var mapItems: [MKMapItem] { [] }
        open var boundingRegion: MKCoordinateRegion { MKCoordinateRegion() }
    }

    public struct ResultType: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let address = ResultType(rawValue: 1)
        public static let pointOfInterest = ResultType(rawValue: 2)
        public static let physicalFeature = ResultType(rawValue: 4)
    }
}

/// A search for the points of interest around a place.
open class MKLocalPointsOfInterestRequest: NSObject, @unchecked Sendable {
    public let radius: CLLocationDistance
    public let coordinate: CLLocationCoordinate2D
    open var pointOfInterestFilter: MKPointOfInterestFilter?
    public init(center coordinate: CLLocationCoordinate2D, radius: CLLocationDistance) {
        self.coordinate = coordinate
        self.radius = radius
    }
}

/// Finds the address at a location (iOS 26).
public final class MKReverseGeocodingRequest: NSObject, @unchecked Sendable {
    private let location: CLLocation
    public init?(location: CLLocation) { self.location = location }
    public var isCancelled: Bool { false }
    public var isLoading: Bool { false }
    public var preferredLocale: Locale?
    public var mapItems: [MKMapItem] { get async throws { throw serverRequest("reverse-geocode \(location.description)") } }
    public func getMapItems(completionHandler: @escaping ([MKMapItem]?, (any Error)?) -> Void) {
        completionHandler(nil, serverRequest("reverse-geocode \(location.description)"))
    }
    public func cancel() {}
}

/// Finds the places an address names (iOS 26).
public final class MKGeocodingRequest: NSObject, @unchecked Sendable {
    private let address: String
    public init?(addressString: String) { address = addressString }
    public var isCancelled: Bool { false }
    public var isLoading: Bool { false }
    public var region: MKCoordinateRegion?
    public var preferredLocale: Locale?
    public var mapItems: [MKMapItem] { get async throws { throw serverRequest("geocode \(address.quotedLiteral)") } }
    public func getMapItems(completionHandler: @escaping ([MKMapItem]?, (any Error)?) -> Void) {
        completionHandler(nil, serverRequest("geocode \(address.quotedLiteral)"))
    }
    public func cancel() {}
}

/// Completes a partly typed place or address as the user types. Completions come from Apple's
/// servers, and a run has no network: each query fragment ends with the delegate told it failed.
open class MKLocalSearchCompleter: NSObject, @unchecked Sendable {
    public override init() {}
    open weak var delegate: (any MKLocalSearchCompleterDelegate)?
    open var region = MKCoordinateRegion()
    open var resultTypes: ResultType = [.address, .pointOfInterest, .query]
    open var pointOfInterestFilter: MKPointOfInterestFilter?
    open private(set) var results: [MKLocalSearchCompletion] = []
    open var isSearching: Bool { false }
    open var queryFragment = "" {
        didSet {
            guard !queryFragment.isEmpty else { return }
            delegate?.completer(self, didFailWithError: serverRequest("complete \(queryFragment.quotedLiteral)"))
        }
    }
    open func cancel() {}

    public struct ResultType: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let address = ResultType(rawValue: 1)
        public static let pointOfInterest = ResultType(rawValue: 2)
        public static let query = ResultType(rawValue: 4)
        public static let physicalFeature = ResultType(rawValue: 8)
    }
}

/// What a completer tells its delegate.
public protocol MKLocalSearchCompleterDelegate: AnyObject {
    func completerDidUpdateResults(_ completer: MKLocalSearchCompleter)
    func completer(_ completer: MKLocalSearchCompleter, didFailWithError error: any Error)
}

extension MKLocalSearchCompleterDelegate {
    public func completerDidUpdateResults(_ completer: MKLocalSearchCompleter) {}
    public func completer(_ completer: MKLocalSearchCompleter, didFailWithError error: any Error) {}
}

/// One completion a completer offers: none, in a run.
open class MKLocalSearchCompletion: NSObject, @unchecked Sendable {
    open var title: String { "" }
    open var subtitle: String { "" }
}

extension MKLocalSearch.Request {
    /// A search for a completion the user picked.
    public convenience init(completion: MKLocalSearchCompletion) {
        self.init()
        naturalLanguageQuery = completion.title
    }
}

/// A coordinate animates as its latitude and longitude, as MapKit's SwiftUI overlay declares it
/// (iOS 17): a marker moved inside `withAnimation` interpolates both.
extension CLLocationCoordinate2D: Animatable {
    public var animatableData: AnimatablePair<CLLocationDegrees, CLLocationDegrees> {
        get { AnimatablePair(latitude, longitude) }
        set {
            latitude = newValue.first
            longitude = newValue.second
        }
    }
}
