import Foundation

/// UIKit's map view, for `UIViewRepresentable` map wrappers (§32): it keeps what the app gives it
/// (the region, the annotations, the registered view classes, the delegate) so the wrapper's
/// update code reads back what it set, as on a device. Nothing is drawn and nobody pans the map,
/// so the delegate is told of nothing a user would do; the map shows no user location (D19).
open class MKMapView: UIView, @unchecked Sendable {
    public enum ZoomRange {}

    open weak var delegate: (any MKMapViewDelegate)?
    open var region = MKCoordinateRegion(center: CLLocationCoordinate2D(), span: MKCoordinateSpan(latitudeDelta: 180, longitudeDelta: 360))
    open var centerCoordinate: CLLocationCoordinate2D {
        get { region.center }
        set { region.center = newValue }
    }
    open var mapType: MKMapType = .standard
    open var showsUserLocation = false
    open var userTrackingMode: MKUserTrackingMode = .none
    open var isZoomEnabled = true
    open var isScrollEnabled = true
    open var isRotateEnabled = true
    open var isPitchEnabled = true
    open var showsCompass = true
    open var showsScale = false
    open var pointOfInterestFilter: MKPointOfInterestFilter?
    open var userLocation: MKUserLocation { MKUserLocation() }
    open var isUserLocationVisible: Bool { false }
    open private(set) var annotations: [any MKAnnotation] = []
    open private(set) var selectedAnnotations: [any MKAnnotation] = []
    private var registered: [String: AnyClass] = [:]

    open func setRegion(_ region: MKCoordinateRegion, animated: Bool) { self.region = region }
    open func setCenter(_ coordinate: CLLocationCoordinate2D, animated: Bool) { region.center = coordinate }
    open func setUserTrackingMode(_ mode: MKUserTrackingMode, animated: Bool) { userTrackingMode = mode }
    open func regionThatFits(_ region: MKCoordinateRegion) -> MKCoordinateRegion { region }

    open func addAnnotation(_ annotation: any MKAnnotation) { annotations.append(annotation) }
    open func addAnnotations(_ annotations: [any MKAnnotation]) { self.annotations += annotations }
    open func removeAnnotation(_ annotation: any MKAnnotation) { annotations.removeAll { $0 === annotation } }
    open func removeAnnotations(_ annotations: [any MKAnnotation]) {
        self.annotations.removeAll { annotation in annotations.contains { $0 === annotation } }
    }
    open func selectAnnotation(_ annotation: any MKAnnotation, animated: Bool) { selectedAnnotations = [annotation] }
    open func deselectAnnotation(_ annotation: (any MKAnnotation)?, animated: Bool) { selectedAnnotations = [] }
    open func showAnnotations(_ annotations: [any MKAnnotation], animated: Bool) {}

    open func register(_ viewClass: AnyClass?, forAnnotationViewWithReuseIdentifier identifier: String) {
        registered[identifier] = viewClass
    }

    /// A marker view for the annotation. A run draws no map, so the map never asks its delegate
    /// for views; a registered class is kept but cannot be made from its class object here (Swift
    /// has no Objective-C `alloc`), so app code that asks gets a marker view.
    open func dequeueReusableAnnotationView(withIdentifier identifier: String, for annotation: any MKAnnotation) -> MKAnnotationView {
        MKMarkerAnnotationView(annotation: annotation, reuseIdentifier: identifier)
    }

    open func dequeueReusableAnnotationView(withIdentifier identifier: String) -> MKAnnotationView? { nil }
    open func view(for annotation: any MKAnnotation) -> MKAnnotationView? { nil }
}

public enum MKMapType: UInt, Sendable { case standard, satellite, hybrid, satelliteFlyover, hybridFlyover, mutedStandard }
public enum MKUserTrackingMode: Int, Sendable { case none, follow, followWithHeading }

public let MKMapViewDefaultAnnotationViewReuseIdentifier = "MKMapViewDefaultAnnotationViewReuseIdentifier"
public let MKMapViewDefaultClusterAnnotationViewReuseIdentifier = "MKMapViewDefaultClusterAnnotationViewReuseIdentifier"

/// Something placed on a map.
public protocol MKAnnotation: AnyObject {
    var coordinate: CLLocationCoordinate2D { get }
    var title: String? { get }
    var subtitle: String? { get }
}

extension MKAnnotation {
    public var title: String? { nil }
    public var subtitle: String? { nil }
}

open class MKPointAnnotation: NSObject, MKAnnotation, @unchecked Sendable {
    open var coordinate = CLLocationCoordinate2D()
    open var title: String?
    open var subtitle: String?
    public override init() {}
    public init(coordinate: CLLocationCoordinate2D, title: String? = nil, subtitle: String? = nil) {
        self.coordinate = coordinate
        self.title = title
        self.subtitle = subtitle
    }
}

/// The user's own dot: never located here (D19).
open class MKUserLocation: NSObject, MKAnnotation, @unchecked Sendable {
    open var coordinate = CLLocationCoordinate2D()
    open var title: String? = "My Location"
    open var subtitle: String?
    open var location: CLLocation? { nil }
    open var isUpdating: Bool { false }
}

/// Annotations drawn as one, where they crowd.
open class MKClusterAnnotation: NSObject, MKAnnotation, @unchecked Sendable {
    public let memberAnnotations: [any MKAnnotation]
    open var coordinate: CLLocationCoordinate2D { memberAnnotations.first?.coordinate ?? CLLocationCoordinate2D() }
    open var title: String?
    open var subtitle: String?
    public init(memberAnnotations: [any MKAnnotation]) { self.memberAnnotations = memberAnnotations }
}

/// The view of an annotation.
open class MKAnnotationView: UIView, @unchecked Sendable {
    open var annotation: (any MKAnnotation)?
    open var reuseIdentifier: String?
    open var image: UIImage?
    open var centerOffset: CGPoint = .zero
    open var calloutOffset: CGPoint = .zero
    open var canShowCallout = false
    open var isDraggable = false
    open var isSelected = false
    open var isHighlighted = false
    open var isEnabled = true
    open var clusteringIdentifier: String?
    open var displayPriority: MKFeatureDisplayPriority = .required
    open var collisionMode: CollisionMode = .rectangle
    open var leftCalloutAccessoryView: UIView?
    open var rightCalloutAccessoryView: UIView?
    open var detailCalloutAccessoryView: UIView?

    public enum CollisionMode: Int, Sendable { case rectangle, circle, none }

    public init(annotation: (any MKAnnotation)?, reuseIdentifier: String?) {
        self.annotation = annotation
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
    }

    public required init?(coder: NSCoder) { super.init(frame: .zero) }

    public override init(frame: CGRect) { super.init(frame: frame) }

    open func prepareForReuse() {}
    open func prepareForDisplay() {}
    open func setSelected(_ selected: Bool, animated: Bool) { isSelected = selected }
}

/// The balloon-shaped marker.
open class MKMarkerAnnotationView: MKAnnotationView, @unchecked Sendable {
    open var markerTintColor: UIColor?
    open var glyphTintColor: UIColor?
    open var glyphText: String?
    open var glyphImage: UIImage?
    open var selectedGlyphImage: UIImage?
    open var titleVisibility: MKFeatureVisibility = .adaptive
    open var subtitleVisibility: MKFeatureVisibility = .adaptive
    open var animatesWhenAdded = false
}

public enum MKFeatureVisibility: Int, Sendable { case adaptive, hidden, visible }

public struct MKFeatureDisplayPriority: RawRepresentable, Hashable, Sendable {
    public let rawValue: Float
    public init(rawValue: Float) { self.rawValue = rawValue }
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    public static let required = MKFeatureDisplayPriority(1000)
    public static let defaultHigh = MKFeatureDisplayPriority(750)
    public static let defaultLow = MKFeatureDisplayPriority(250)
}

/// What a map view tells its delegate; every method has a default, as UIKit's optional ones.
public protocol MKMapViewDelegate: AnyObject {
    func mapView(_ mapView: MKMapView, viewFor annotation: any MKAnnotation) -> MKAnnotationView?
    func mapView(_ mapView: MKMapView, regionDidChangeAnimated animated: Bool)
    func mapView(_ mapView: MKMapView, regionWillChangeAnimated animated: Bool)
    func mapView(_ mapView: MKMapView, didSelect view: MKAnnotationView)
    func mapView(_ mapView: MKMapView, didDeselect view: MKAnnotationView)
    func mapView(_ mapView: MKMapView, didSelect annotation: any MKAnnotation)
    func mapView(_ mapView: MKMapView, didDeselect annotation: any MKAnnotation)
    func mapView(_ mapView: MKMapView, didUpdate userLocation: MKUserLocation)
    func mapView(_ mapView: MKMapView, annotationView view: MKAnnotationView, calloutAccessoryControlTapped control: UIControl)
    func mapViewDidFinishLoadingMap(_ mapView: MKMapView)
}

extension MKMapViewDelegate {
    public func mapView(_ mapView: MKMapView, viewFor annotation: any MKAnnotation) -> MKAnnotationView? { nil }
    public func mapView(_ mapView: MKMapView, regionDidChangeAnimated animated: Bool) {}
    public func mapView(_ mapView: MKMapView, regionWillChangeAnimated animated: Bool) {}
    public func mapView(_ mapView: MKMapView, didSelect view: MKAnnotationView) {}
    public func mapView(_ mapView: MKMapView, didDeselect view: MKAnnotationView) {}
    public func mapView(_ mapView: MKMapView, didSelect annotation: any MKAnnotation) {}
    public func mapView(_ mapView: MKMapView, didDeselect annotation: any MKAnnotation) {}
    public func mapView(_ mapView: MKMapView, didUpdate userLocation: MKUserLocation) {}
    public func mapView(_ mapView: MKMapView, annotationView view: MKAnnotationView, calloutAccessoryControlTapped control: UIControl) {}
    public func mapViewDidFinishLoadingMap(_ mapView: MKMapView) {}
}

// MARK: Look Around

/// A Look Around scene: none is found offline (D19).
public final class MKLookAroundScene: @unchecked Sendable {}

public final class MKLookAroundSceneRequest: @unchecked Sendable {
    public init(coordinate: CLLocationCoordinate2D) {}
    public init(mapItem: MKMapItem) {}
    public var scene: MKLookAroundScene? {
        get async throws { throw serverRequest("find a Look Around scene") }
    }
    public func getSceneWithCompletionHandler(_ completionHandler: @escaping (MKLookAroundScene?, (any Error)?) -> Void) {
        completionHandler(nil, serverRequest("find a Look Around scene"))
    }
    public func cancel() {}
}

open class MKLookAroundViewController: UIViewController, @unchecked Sendable {
    open var scene: MKLookAroundScene?
    open var isNavigationEnabled = true
    open var showsRoadLabels = true
    public init(scene: MKLookAroundScene) {
        self.scene = scene
        super.init()
    }

    public required init?(coder: NSCoder) { super.init() }
}
