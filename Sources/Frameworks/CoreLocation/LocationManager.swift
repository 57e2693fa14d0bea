import Foundation

/// Whether the app may use the device's location.
public enum CLAuthorizationStatus: Int32, Sendable {
    case notDetermined = 0, restricted, denied, authorizedAlways, authorizedWhenInUse
    /// The old name of `.authorizedAlways`.
    public static var authorized: CLAuthorizationStatus { .authorizedAlways }
}

public enum CLAccuracyAuthorization: Int, Sendable { case fullAccuracy = 0, reducedAccuracy }

public enum CLActivityType: Int, Sendable { case other = 1, automotiveNavigation, fitness, otherNavigation, airborne }

/// What a location manager tells its delegate. Every method is optional, as in the SDK.
public protocol CLLocationManagerDelegate: AnyObject {
    func locationManagerDidChangeAuthorization(_ manager: CLLocationManager)
    func locationManager(_ manager: CLLocationManager, didChangeAuthorization status: CLAuthorizationStatus)
    func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation])
    func locationManager(_ manager: CLLocationManager, didFailWithError error: any Error)
    func locationManager(_ manager: CLLocationManager, didUpdateHeading newHeading: CLHeading)
}

extension CLLocationManagerDelegate {
    public func locationManagerDidChangeAuthorization(_ manager: CLLocationManager) {}
    public func locationManager(_ manager: CLLocationManager, didChangeAuthorization status: CLAuthorizationStatus) {}
    public func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {}
    public func locationManager(_ manager: CLLocationManager, didFailWithError error: any Error) {}
    public func locationManager(_ manager: CLLocationManager, didUpdateHeading newHeading: CLHeading) {}
}

/// A compass reading; a run has no compass, so none is delivered.
open class CLHeading: NSObject, @unchecked Sendable {
    open var magneticHeading: CLLocationDirection { 0 }
    open var trueHeading: CLLocationDirection { -1 }
    open var headingAccuracy: CLLocationDirection { -1 }
}

/// The device's location, as an app that was not given it sees it.
///
/// Using the location needs the user's answer to a prompt, and nobody answers in a run: the
/// status stays `.notDetermined`, each request is recorded in the step as an effect, and no
/// location is ever delivered (`location` is nil), so an app shows its "no location yet" path
/// deterministically. As on iOS 14 and later, the delegate hears
/// `locationManagerDidChangeAuthorization(_:)` once after it is set (the system calls it when
/// the manager is created), on a later turn of the main queue.
open class CLLocationManager: NSObject, @unchecked Sendable {
    public override init() {}

    /// Told of the authorization once it is set, then never of a location.
    open weak var delegate: (any CLLocationManagerDelegate)? {
        didSet {
            guard let delegate, !announced else { return }
            announced = true
            nonisolated(unsafe) let told = delegate
            let manager = self
            DispatchQueue.runOnMainQueueLater("CLLocationManager's first authorization callback") {
                told.locationManagerDidChangeAuthorization(manager)
                told.locationManager(manager, didChangeAuthorization: manager.authorizationStatus)
            }
        }
    }
    private var announced = false

    open var authorizationStatus: CLAuthorizationStatus { .notDetermined }
    open class func authorizationStatus() -> CLAuthorizationStatus { .notDetermined }
    open var accuracyAuthorization: CLAccuracyAuthorization { .fullAccuracy }
    open class func locationServicesEnabled() -> Bool { true }
    open class func headingAvailable() -> Bool { false }
    open class func significantLocationChangeMonitoringAvailable() -> Bool { false }

    open var desiredAccuracy: CLLocationAccuracy = kCLLocationAccuracyBest
    open var distanceFilter: CLLocationDistance = kCLDistanceFilterNone
    open var activityType: CLActivityType = .other
    open var allowsBackgroundLocationUpdates = false
    open var pausesLocationUpdatesAutomatically = true
    open var showsBackgroundLocationIndicator = false
    open var headingFilter: CLLocationDirection = 1

    /// The last location delivered: none, in a run.
    open var location: CLLocation? { nil }
    open var heading: CLHeading? { nil }

    open func requestWhenInUseAuthorization() { record("asks to use the location while the app is in use (no one answers here: not granted)") }
    open func requestAlwaysAuthorization() { record("asks to use the location always (no one answers here: not granted)") }
    open func requestTemporaryFullAccuracyAuthorization(withPurposeKey purposeKey: String) {
        record("asks for full accuracy (\(purposeKey.quotedLiteral); no one answers here)")
    }
    open func requestLocation() { record("requests one location (none is delivered without permission)") }
    open func startUpdatingLocation() { record("starts location updates (none is delivered without permission)") }
    open func stopUpdatingLocation() { record("stops location updates") }
    open func startUpdatingHeading() { record("starts heading updates (this device has no compass)") }
    open func stopUpdatingHeading() {}
    open func startMonitoringSignificantLocationChanges() { record("starts significant-change monitoring (nothing is delivered)") }
    open func stopMonitoringSignificantLocationChanges() {}

    private func record(_ what: String) { Effects.record("CLLocationManager " + what) }
}

/// Turns addresses into places and back. Geocoding is Apple's network service, and a run has no
/// network: every request fails with `CLError.network`, as on a device offline.
open class CLGeocoder: NSObject, @unchecked Sendable {
    public override init() {}
    open var isGeocoding: Bool { false }

    open func reverseGeocodeLocation(_ location: CLLocation, completionHandler: @escaping ([CLPlacemark]?, (any Error)?) -> Void) {
        completionHandler(nil, fail("reverse-geocode \(location.description)"))
    }
    open func reverseGeocodeLocation(_ location: CLLocation, preferredLocale locale: Locale?) async throws -> [CLPlacemark] {
        throw fail("reverse-geocode \(location.description)")
    }
    open func reverseGeocodeLocation(_ location: CLLocation) async throws -> [CLPlacemark] {
        throw fail("reverse-geocode \(location.description)")
    }
    open func geocodeAddressString(_ addressString: String, completionHandler: @escaping ([CLPlacemark]?, (any Error)?) -> Void) {
        completionHandler(nil, fail("geocode \(addressString.quotedLiteral)"))
    }
    open func geocodeAddressString(_ addressString: String) async throws -> [CLPlacemark] { throw fail("geocode \(addressString.quotedLiteral)") }
    open func cancelGeocode() {}

    private func fail(_ what: String) -> CLError {
        Effects.record("CLGeocoder asks Apple's servers to \(what) (no network here: CLError.network)")
        return CLError(.network)
    }
}
