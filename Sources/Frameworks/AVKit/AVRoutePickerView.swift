/// The AirPlay button, for apps that wrap it in a `UIViewRepresentable`. There is no AirPlay
/// here and the wrapper is a leaf that runs no UIKit, so these properties are kept and never read.
public final class AVRoutePickerView: UIView, @unchecked Sendable {
    public var activeTintColor: UIColor?
    /// UIKit's `UIView.tintColor`, which DataFlow's `UIView` does not declare: declared here until
    /// it does (then this one must go).
    public var prioritizesVideoDevices = false
    public weak var delegate: (any AVRoutePickerViewDelegate)?
}

/// What an `AVRoutePickerView` tells its delegate: never called here.
public protocol AVRoutePickerViewDelegate: AnyObject {
    func routePickerViewWillBeginPresentingRoutes(_ routePickerView: AVRoutePickerView)
    func routePickerViewDidEndPresentingRoutes(_ routePickerView: AVRoutePickerView)
}

extension AVRoutePickerViewDelegate {
    public func routePickerViewWillBeginPresentingRoutes(_ routePickerView: AVRoutePickerView) {}
    public func routePickerViewDidEndPresentingRoutes(_ routePickerView: AVRoutePickerView) {}
}
