import Foundation

/// The in-app Safari view, as apps show a web page: presented, or wrapped in a
/// `UIViewControllerRepresentable` shown in a `.sheet` (§32). dataflow loads nothing (as
/// WebKit's view loads nothing): the controller keeps the page it was given, no delegate is told
/// of a load, and when its sheet closes (a script's `dismiss`, the user's Done) its delegate is
/// told it finished.
open class SFSafariViewController: UIViewController, ReportsLeaving, @unchecked Sendable {
    /// The page it was made for.
    public let url: URL
    public let configuration: Configuration
    open weak var delegate: (any SFSafariViewControllerDelegate)?
    open var preferredBarTintColor: UIColor?
    open var preferredControlTintColor: UIColor?
    open var dismissButtonStyle: DismissButtonStyle = .done
    private var finished = false

    public init(url URL: URL, configuration: Configuration) {
        url = URL
        self.configuration = configuration
        super.init()
    }

    public convenience init(url URL: URL) {
        self.init(url: URL, configuration: Configuration())
    }

    @available(iOS, deprecated: 11.0, renamed: "init(url:configuration:)")
    public convenience init(url URL: URL, entersReaderIfAvailable: Bool) {
        let configuration = Configuration()
        configuration.entersReaderIfAvailable = entersReaderIfAvailable
        self.init(url: URL, configuration: configuration)
    }

    public required init?(coder: NSCoder) { nil }

    /// Prewarming connects to nothing: there is no network.
    open class func prewarmConnections(to URLs: [URL]) -> SFSafariViewController.PrewarmingToken { PrewarmingToken() }

    package func leavingReport() -> (() -> Void)? {
        guard !finished, let delegate else { return nil }
        finished = true
        return { [self] in delegate.safariViewControllerDidFinish(self) }
    }

    /// The button that closes the view.
    public enum DismissButtonStyle: Int, Sendable {
        case done, close, cancel
    }

    /// How the view opens the page.
    open class Configuration: NSObject, NSCopying, @unchecked Sendable {
        open var entersReaderIfAvailable = false
        open var barCollapsingEnabled = true
        open var activityButton: ActivityButton?

        public override init() { super.init() }

        open func copy(with zone: NSZone? = nil) -> Any {
            let copy = Configuration()
            copy.entersReaderIfAvailable = entersReaderIfAvailable
            copy.barCollapsingEnabled = barCollapsingEnabled
            copy.activityButton = activityButton
            return copy
        }
    }

    /// A share extension's button in the view's toolbar.
    open class ActivityButton: NSObject, NSCopying, @unchecked Sendable {
        open private(set) var templateImage: UIImage?
        open private(set) var extensionIdentifier: String?

        public init(templateImage: UIImage, extensionIdentifier: String) {
            self.templateImage = templateImage
            self.extensionIdentifier = extensionIdentifier
            super.init()
        }

        open func copy(with zone: NSZone? = nil) -> Any { self }
    }

    /// What prewarming returns; invalidating it does nothing.
    open class PrewarmingToken: NSObject, @unchecked Sendable {
        open func invalidate() {}
    }
}

public protocol SFSafariViewControllerDelegate: NSObjectProtocol {
    func safariViewController(_ controller: SFSafariViewController, activityItemsFor URL: URL, title: String?) -> [UIActivity]
    func safariViewController(_ controller: SFSafariViewController, excludedActivityTypesFor URL: URL, title: String?) -> [UIActivity.ActivityType]
    func safariViewControllerDidFinish(_ controller: SFSafariViewController)
    func safariViewController(_ controller: SFSafariViewController, didCompleteInitialLoad didLoadSuccessfully: Bool)
    func safariViewController(_ controller: SFSafariViewController, initialLoadDidRedirectTo URL: URL)
    func safariViewControllerWillOpenInBrowser(_ controller: SFSafariViewController)
}

extension SFSafariViewControllerDelegate {
    public func safariViewController(_ controller: SFSafariViewController, activityItemsFor URL: URL, title: String?) -> [UIActivity] { [] }
    public func safariViewController(
        _ controller: SFSafariViewController, excludedActivityTypesFor URL: URL, title: String?
    )
        -> [UIActivity.ActivityType]
    { [] }
    public func safariViewControllerDidFinish(_ controller: SFSafariViewController) {}
    public func safariViewController(_ controller: SFSafariViewController, didCompleteInitialLoad didLoadSuccessfully: Bool) {}
    public func safariViewController(_ controller: SFSafariViewController, initialLoadDidRedirectTo URL: URL) {}
    public func safariViewControllerWillOpenInBrowser(_ controller: SFSafariViewController) {}
}
