import Foundation

/// The web view, a `UIView` an app wraps in a `UIViewRepresentable` (§32). dataflow loads
/// nothing: the view keeps the last request the app gave it (its `url`), and no delegate is ever
/// told of a navigation.
open class WKWebView: UIView, @unchecked Sendable {
    public let configuration: WKWebViewConfiguration
    open weak var navigationDelegate: (any WKNavigationDelegate)?
    open weak var uiDelegate: (any WKUIDelegate)?
    open var allowsBackForwardNavigationGestures = false
    open var isInspectable = false
    open var customUserAgent: String?
    /// The page asked for last.
    open private(set) var url: URL?
    open private(set) var title: String?
    open private(set) var isLoading = false
    open private(set) var estimatedProgress = 0.0
    open var canGoBack: Bool { false }
    open var canGoForward: Bool { false }

    public init(frame: CGRect, configuration: WKWebViewConfiguration) {
        self.configuration = configuration
        super.init(frame: frame)
    }

    public override init(frame: CGRect) {
        configuration = WKWebViewConfiguration()
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        configuration = WKWebViewConfiguration()
        super.init(coder: coder)
    }

    @discardableResult
    open func load(_ request: URLRequest) -> WKNavigation? {
        url = request.url
        return WKNavigation()
    }

    @discardableResult
    open func loadHTMLString(_ string: String, baseURL: URL?) -> WKNavigation? {
        url = baseURL
        return WKNavigation()
    }

    @discardableResult open func reload() -> WKNavigation? { WKNavigation() }
    @discardableResult open func goBack() -> WKNavigation? { nil }
    @discardableResult open func goForward() -> WKNavigation? { nil }
    open func stopLoading() {}

    open func evaluateJavaScript(_ javaScriptString: String, completionHandler: (@MainActor (Any?, (any Error)?) -> Void)? = nil) {}
}

/// How a web view is set up.
open class WKWebViewConfiguration: @unchecked Sendable {
    open var allowsInlineMediaPlayback = false
    open var userContentController = WKUserContentController()
    public init() {}
}

open class WKUserContentController: @unchecked Sendable {
    public init() {}
}

/// One navigation a load started.
open class WKNavigation: @unchecked Sendable {
    public init() {}
}

/// Told of a web view's navigations: a run navigates nowhere, so never told.
public protocol WKNavigationDelegate: AnyObject {}

/// Told of a page's requests for windows and panels.
public protocol WKUIDelegate: AnyObject {}
