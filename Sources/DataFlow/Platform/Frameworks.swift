import Foundation

// Apple frameworks that apps' views touch beside SwiftUI, supplied so the files compile as they
// are (their `import` line is taken out): they have no effect a transcript could show. dataflow
// shows no map, plays no sound, feels no haptic, sends no notification; README's "Supported
// SwiftUI" lists them as accepted, and what a lesson should not rely on.

// MARK: CoreLocation

public typealias CLLocationDegrees = Double
public typealias CLLocationDistance = Double

public struct CLLocationCoordinate2D: Hashable, Sendable, Codable {
    public var latitude: CLLocationDegrees
    public var longitude: CLLocationDegrees
    public init() { self.init(latitude: 0, longitude: 0) }
    public init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
        self.latitude = latitude
        self.longitude = longitude
    }
}

public final class CLLocation: @unchecked Sendable {
    public let coordinate: CLLocationCoordinate2D
    public init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
        coordinate = CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
    }
    public func distance(from location: CLLocation) -> CLLocationDistance { 0 }
}

public final class CLLocationManager: @unchecked Sendable {
    public init() {}
    public weak var delegate: AnyObject?
    public func requestWhenInUseAuthorization() {}
    public func startUpdatingLocation() {}
    public func stopUpdatingLocation() {}
    public var location: CLLocation? { nil }
}

// MARK: MapKit

public struct MKCoordinateSpan: Hashable, Sendable {
    public var latitudeDelta: CLLocationDegrees
    public var longitudeDelta: CLLocationDegrees
    public init() { self.init(latitudeDelta: 0, longitudeDelta: 0) }
    public init(latitudeDelta: CLLocationDegrees, longitudeDelta: CLLocationDegrees) {
        self.latitudeDelta = latitudeDelta
        self.longitudeDelta = longitudeDelta
    }
}

public struct MKCoordinateRegion: Hashable, Sendable {
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

/// A UIKit map view, for `UIViewRepresentable` map wrappers.
public final class MKMapView: @unchecked Sendable {
    public init() {}
    public init(frame: CGRect) {}
    public func setRegion(_ region: MKCoordinateRegion, animated: Bool) {}
    public func addAnnotation(_ annotation: AnyObject) {}
    public var delegate: AnyObject?
}

public final class MKPointAnnotation: @unchecked Sendable {
    public init() {}
    public var coordinate = CLLocationCoordinate2D()
    public var title: String?
    public var subtitle: String?
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
    /// Whether the user moved the map there (never here: no one pans).
    public var positionedByUser: Bool { false }

    private init(region: MKCoordinateRegion? = nil, camera: MapCamera? = nil, followsUserLocation: Bool = false, isAutomatic: Bool = false) {
        self.region = region
        self.camera = camera
        self.followsUserLocation = followsUserLocation
        self.isAutomatic = isAutomatic
    }

    public static func region(_ region: MKCoordinateRegion) -> MapCameraPosition { MapCameraPosition(region: region) }
    public static func camera(_ camera: MapCamera) -> MapCameraPosition { MapCameraPosition(camera: camera) }
    public static var automatic: MapCameraPosition { MapCameraPosition(isAutomatic: true) }
    public static var userLocation: MapCameraPosition { MapCameraPosition(followsUserLocation: true) }
    public static func userLocation(fallback: MapCameraPosition) -> MapCameraPosition {
        MapCameraPosition(region: fallback.region, camera: fallback.camera, followsUserLocation: true)
    }
}

/// A viewpoint over the map (iOS 17): where it looks, from how far, at what angles.
public struct MapCamera: Equatable, Sendable {
    public var centerCoordinate: CLLocationCoordinate2D
    public var distance: Double
    public var heading: Double
    public var pitch: Double

    public init(centerCoordinate: CLLocationCoordinate2D, distance: Double, heading: Double = 0, pitch: Double = 0) {
        self.centerCoordinate = centerCoordinate
        self.distance = distance
        self.heading = heading
        self.pitch = pitch
    }
}

/// A map: a leaf of the screen (`Map`); its content (markers) is not shown.
public struct Map: View {
    public init(coordinateRegion: Binding<MKCoordinateRegion>, interactionModes: MapInteractionModes = .all, showsUserLocation: Bool = false) {}
    public init<Items: RandomAccessCollection, Annotation: View>(
        coordinateRegion: Binding<MKCoordinateRegion>, interactionModes: MapInteractionModes = .all, showsUserLocation: Bool = false,
        annotationItems: Items, annotationContent: @escaping (Items.Element) -> Annotation
    ) where Items.Element: Identifiable {}
    public init(position: Binding<MapCameraPosition>, interactionModes: MapInteractionModes = .all) {}
    public init<C: View>(position: Binding<MapCameraPosition>, interactionModes: MapInteractionModes = .all, @ViewBuilder content: () -> C) {}
    public init<C: View>(initialPosition: MapCameraPosition = .automatic, interactionModes: MapInteractionModes = .all, @ViewBuilder content: () -> C)
    {}
    public init(initialPosition: MapCameraPosition = .automatic, interactionModes: MapInteractionModes = .all) {}
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
    public var body: some View { EmptyView() }
}

public struct Annotation<Content: View>: View {
    public init(_ titleKey: LocalizedStringKey, coordinate: CLLocationCoordinate2D, anchor: UnitPoint = .center, @ViewBuilder content: () -> Content)
    {}
    @_disfavoredOverload public init<S: StringProtocol>(
        _ title: S, coordinate: CLLocationCoordinate2D, anchor: UnitPoint = .center, @ViewBuilder content: () -> Content
    ) {}
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

// MARK: AVFoundation, AudioToolbox

public final class AVAudioPlayer: @unchecked Sendable {
    public init(contentsOf url: URL) throws {}
    public init(data: Data) throws {}
    public var volume: Float = 1
    public var numberOfLoops = 0
    public var isPlaying: Bool { false }
    public var currentTime: TimeInterval = 0
    public var duration: TimeInterval { 0 }
    @discardableResult public func play() -> Bool { true }
    public func pause() {}
    public func stop() {}
    @discardableResult public func prepareToPlay() -> Bool { true }
}

public final class AVPlayer: @unchecked Sendable {
    public init() {}
    public init(url: URL) {}
    public func play() {}
    public func pause() {}
    public func seek(to time: CMTime) {}
    public static var sharedDingPlayer: AVPlayer { AVPlayer() }
}

public struct CMTime: Sendable {
    public static let zero = CMTime()
}

public final class AVSpeechSynthesizer: @unchecked Sendable {
    public init() {}
    public func speak(_ utterance: AVSpeechUtterance) {}
    @discardableResult public func stopSpeaking(at boundary: AVSpeechBoundary) -> Bool { true }
}

public enum AVSpeechBoundary: Sendable { case immediate, word }

public final class AVSpeechUtterance: @unchecked Sendable {
    public init(string: String) {}
    public var rate: Float = 0.5
    public var voice: AVSpeechSynthesisVoice?
}

public final class AVSpeechSynthesisVoice: @unchecked Sendable {
    public init?(language: String?) {}
}

public typealias SystemSoundID = UInt32

public func AudioServicesPlaySystemSound(_ inSystemSoundID: SystemSoundID) {}
public func AudioServicesPlayAlertSound(_ inSystemSoundID: SystemSoundID) {}

// MARK: CoreHaptics

public final class CHHapticEngine: @unchecked Sendable {
    public struct Capabilities: Sendable { public var supportsHaptics: Bool { false } }
    public static func capabilitiesForHardware() -> Capabilities { Capabilities() }
    public init() throws {}
    public func start() throws {}
    public func stop(completionHandler: ((Error?) -> Void)? = nil) {}
    public func makePlayer(with pattern: CHHapticPattern) throws -> CHHapticPatternPlayer { CHHapticPatternPlayer() }
    public var stoppedHandler: ((Int) -> Void)?
    public var resetHandler: (() -> Void)?
}

public final class CHHapticPatternPlayer: @unchecked Sendable {
    public func start(atTime time: TimeInterval) throws {}
}

public final class CHHapticPattern: @unchecked Sendable {
    public init(events: [CHHapticEvent], parameters: [CHHapticDynamicParameter]) throws {}
    public init(events: [CHHapticEvent], parameterCurves: [CHHapticParameterCurve]) throws {}
}

public final class CHHapticEvent: @unchecked Sendable {
    public struct EventType: Sendable {
        public static let hapticTransient = EventType()
        public static let hapticContinuous = EventType()
    }
    public init(eventType type: EventType, parameters: [CHHapticEventParameter], relativeTime time: TimeInterval) {}
    public init(eventType type: EventType, parameters: [CHHapticEventParameter], relativeTime time: TimeInterval, duration: TimeInterval) {}
}

public final class CHHapticEventParameter: @unchecked Sendable {
    public struct ID: Sendable {
        public static let hapticIntensity = ID()
        public static let hapticSharpness = ID()
    }
    public init(parameterID: ID, value: Float) {}
}

public final class CHHapticDynamicParameter: @unchecked Sendable {}

public final class CHHapticParameterCurve: @unchecked Sendable {
    public final class ControlPoint: @unchecked Sendable {
        public init(relativeTime: TimeInterval, value: Float) {}
    }
    public init(parameterID: CHHapticDynamicParameter.ID, controlPoints: [ControlPoint], relativeTime: TimeInterval) {}
}

extension CHHapticDynamicParameter {
    public struct ID: Sendable {
        public static let hapticIntensityControl = ID()
        public static let hapticSharpnessControl = ID()
    }
}

// MARK: UserNotifications

/// The system's notification center. Notifications are the system's: none is shown here, so
/// what the app asks of the center is recorded in the step as an effect (as widget reloads are),
/// and no user answers the permission prompt: authorization is not granted.
public final class UNUserNotificationCenter: @unchecked Sendable {
    private static let shared = UNUserNotificationCenter()
    public static func current() -> UNUserNotificationCenter { shared }

    public func requestAuthorization(options: UNAuthorizationOptions = [], completionHandler: @escaping (Bool, Error?) -> Void) {
        Effects.record("UNUserNotificationCenter asks permission to notify (no one answers here: not granted)")
        completionHandler(false, nil)
    }

    public func requestAuthorization(options: UNAuthorizationOptions = []) async throws -> Bool {
        Effects.record("UNUserNotificationCenter asks permission to notify (no one answers here: not granted)")
        return false
    }

    public func add(_ request: UNNotificationRequest, withCompletionHandler completionHandler: ((Error?) -> Void)? = nil) {
        Effects.record("UNUserNotificationCenter schedules \(request.summary)")
        completionHandler?(nil)
    }

    public func add(_ request: UNNotificationRequest) async throws {
        Effects.record("UNUserNotificationCenter schedules \(request.summary)")
    }

    public func getNotificationSettings(completionHandler: @escaping (UNNotificationSettings) -> Void) {
        completionHandler(UNNotificationSettings())
    }
    public func notificationSettings() async -> UNNotificationSettings { UNNotificationSettings() }
    public func removeAllPendingNotificationRequests() {
        Effects.record("UNUserNotificationCenter removes every pending notification")
    }
    public func removePendingNotificationRequests(withIdentifiers identifiers: [String]) {
        Effects.record("UNUserNotificationCenter removes the pending notifications \(identifiers.map(\.quotedLiteral).joined(separator: ", "))")
    }
    public func removeAllDeliveredNotifications() {}

    /// Told when a notification arrives while the app is open, or is answered. No notification
    /// is delivered in a run: the delegate is kept and never called.
    public weak var delegate: (any UNUserNotificationCenterDelegate)?
}

/// What the notification center tells the app; a run delivers nothing, so it is never told.
public protocol UNUserNotificationCenterDelegate: AnyObject {
    func userNotificationCenter(
        _ center: UNUserNotificationCenter, willPresent notification: UNNotification
    ) async
        -> UNNotificationPresentationOptions
    func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse) async
}

extension UNUserNotificationCenterDelegate {
    public func userNotificationCenter(
        _ center: UNUserNotificationCenter, willPresent notification: UNNotification
    ) async
        -> UNNotificationPresentationOptions
    { [] }
    public func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse) async {}
}

/// A delivered notification: its request and when it came.
public final class UNNotification: @unchecked Sendable {
    public let request: UNNotificationRequest
    public let date: Date
    init(request: UNNotificationRequest, date: Date) {
        self.request = request
        self.date = date
    }
}

/// The user's answer to a notification.
public final class UNNotificationResponse: @unchecked Sendable {
    public let notification: UNNotification
    public let actionIdentifier: String
    init(notification: UNNotification, actionIdentifier: String) {
        self.notification = notification
        self.actionIdentifier = actionIdentifier
    }
    public static let defaultActionIdentifier = "com.apple.UNNotificationDefaultActionIdentifier"
}

/// How a notification that arrives while the app is open is presented.
public struct UNNotificationPresentationOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let badge = UNNotificationPresentationOptions(rawValue: 1)
    public static let sound = UNNotificationPresentationOptions(rawValue: 2)
    public static let alert = UNNotificationPresentationOptions(rawValue: 4)
    public static let list = UNNotificationPresentationOptions(rawValue: 8)
    public static let banner = UNNotificationPresentationOptions(rawValue: 16)
}

public struct UNAuthorizationOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let badge = UNAuthorizationOptions(rawValue: 1)
    public static let sound = UNAuthorizationOptions(rawValue: 2)
    public static let alert = UNAuthorizationOptions(rawValue: 4)
}

public enum UNAuthorizationStatus: Int, Sendable { case notDetermined, denied, authorized, provisional, ephemeral }

public final class UNNotificationSettings: @unchecked Sendable {
    public var authorizationStatus: UNAuthorizationStatus { .notDetermined }
}

public class UNNotificationContent: @unchecked Sendable {
    public var title = ""
    public var subtitle = ""
    public var body = ""
    public var sound: UNNotificationSound?
    public var badge: NSNumber?
    public init() {}
}

public final class UNMutableNotificationContent: UNNotificationContent, @unchecked Sendable {}

public final class UNNotificationSound: @unchecked Sendable {
    public static let `default` = UNNotificationSound()
}

public class UNNotificationTrigger: @unchecked Sendable {
    public let repeats: Bool
    init(repeats: Bool) { self.repeats = repeats }
    var summary: String { "" }
}

public final class UNTimeIntervalNotificationTrigger: UNNotificationTrigger, @unchecked Sendable {
    public let timeInterval: TimeInterval
    public init(timeInterval: TimeInterval, repeats: Bool) {
        self.timeInterval = timeInterval
        super.init(repeats: repeats)
    }
    override var summary: String { "in \(formatNumber(timeInterval)) s" + (repeats ? ", repeating" : "") }
}

public final class UNCalendarNotificationTrigger: UNNotificationTrigger, @unchecked Sendable {
    public let dateComponents: DateComponents
    public init(dateMatching dateComponents: DateComponents, repeats: Bool) {
        self.dateComponents = dateComponents
        super.init(repeats: repeats)
    }
    override var summary: String {
        let parts = [
            ("hour", dateComponents.hour), ("minute", dateComponents.minute), ("day", dateComponents.day), ("weekday", dateComponents.weekday),
        ]
        let text = parts.compactMap { name, value in value.map { "\(name) \($0)" } }.joined(separator: ", ")
        return "at \(text.isEmpty ? "a date" : text)" + (repeats ? ", repeating" : "")
    }
}

public final class UNNotificationRequest: @unchecked Sendable {
    public let identifier: String
    public let content: UNNotificationContent
    public let trigger: UNNotificationTrigger?
    public init(identifier: String, content: UNNotificationContent, trigger: UNNotificationTrigger?) {
        self.identifier = identifier
        self.content = content
        self.trigger = trigger
    }

    /// `"reminder-1" ("Water the plants", in 3600 s)`: what the step says was scheduled.
    var summary: String {
        let details = [content.title.isEmpty ? nil : content.title.quotedLiteral, trigger.map(\.summary)].compactMap { $0 }
        return identifier.quotedLiteral + (details.isEmpty ? "" : " (" + details.joined(separator: ", ") + ")")
    }
}
