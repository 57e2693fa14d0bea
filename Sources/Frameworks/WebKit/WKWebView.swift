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
    /// The scroll view the page is shown in, which apps set up (`isScrollEnabled`).
    public let scrollView = UIScrollView(frame: .zero)

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

    @discardableResult
    open func loadFileURL(_ url: URL, allowingReadAccessTo readAccessURL: URL) -> WKNavigation? {
        self.url = url
        return WKNavigation()
    }

    @discardableResult
    open func load(_ data: Data, mimeType: String, characterEncodingName: String, baseURL: URL) -> WKNavigation? {
        url = baseURL
        return WKNavigation()
    }
}

/// How a web view is set up: kept as the app sets it; a run plays no media and runs no script.
open class WKWebViewConfiguration: @unchecked Sendable {
    open var allowsInlineMediaPlayback = false
    open var allowsAirPlayForMediaPlayback = true
    open var allowsPictureInPictureMediaPlayback = true
    open var mediaTypesRequiringUserActionForPlayback: WKAudiovisualMediaTypes = .all
    open var dataDetectorTypes: WKDataDetectorTypes = []
    open var suppressesIncrementalRendering = false
    open var limitsNavigationsToAppBoundDomains = false
    open var upgradeKnownHostsToHTTPS = true
    open var applicationNameForUserAgent: String?
    open var userContentController = WKUserContentController()
    open var preferences = WKPreferences()
    open var defaultWebpagePreferences = WKWebpagePreferences()
    open var websiteDataStore = WKWebsiteDataStore.default()
    public init() {}
}

/// Which media a page may not play until the user asks.
public struct WKAudiovisualMediaTypes: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let audio = WKAudiovisualMediaTypes(rawValue: 1 << 0)
    public static let video = WKAudiovisualMediaTypes(rawValue: 1 << 1)
    public static let all: WKAudiovisualMediaTypes = [.audio, .video]
}

/// Which kinds of text a web view turns into links.
public struct WKDataDetectorTypes: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let phoneNumber = WKDataDetectorTypes(rawValue: 1 << 0)
    public static let link = WKDataDetectorTypes(rawValue: 1 << 1)
    public static let address = WKDataDetectorTypes(rawValue: 1 << 2)
    public static let calendarEvent = WKDataDetectorTypes(rawValue: 1 << 3)
    public static let all = WKDataDetectorTypes(rawValue: UInt.max)
}

/// A web view's settings for every page.
open class WKPreferences: @unchecked Sendable {
    open var minimumFontSize: CGFloat = 0
    open var javaScriptCanOpenWindowsAutomatically = false
    open var isFraudulentWebsiteWarningEnabled = true
    open var isTextInteractionEnabled = true
    public init() {}
}

/// The settings a page loads with.
open class WKWebpagePreferences: @unchecked Sendable {
    public enum ContentMode: Int, Sendable { case recommended, mobile, desktop }
    open var allowsContentJavaScript = true
    open var preferredContentMode: ContentMode = .recommended
    public init() {}
}

/// Where a web view keeps cookies and caches: a run keeps none.
open class WKWebsiteDataStore: @unchecked Sendable {
    public let isPersistent: Bool
    init(isPersistent: Bool) { self.isPersistent = isPersistent }
    open class func `default`() -> WKWebsiteDataStore { WKWebsiteDataStore(isPersistent: true) }
    open class func nonPersistent() -> WKWebsiteDataStore { WKWebsiteDataStore(isPersistent: false) }
}

/// The scripts and message handlers an app gives its pages: kept; no page runs them, so no
/// handler is ever sent a message.
open class WKUserContentController: @unchecked Sendable {
    open private(set) var userScripts: [WKUserScript] = []
    private var handlers: [String: any WKScriptMessageHandler] = [:]
    public init() {}
    open func add(_ scriptMessageHandler: any WKScriptMessageHandler, name: String) { handlers[name] = scriptMessageHandler }
    open func removeScriptMessageHandler(forName name: String) { handlers[name] = nil }
    open func removeAllScriptMessageHandlers() { handlers.removeAll() }
    open func addUserScript(_ userScript: WKUserScript) { userScripts.append(userScript) }
    open func removeAllUserScripts() { userScripts.removeAll() }
}

/// A script injected into a page.
open class WKUserScript: @unchecked Sendable {
    public let source: String
    public let injectionTime: WKUserScriptInjectionTime
    public let isForMainFrameOnly: Bool
    public init(source: String, injectionTime: WKUserScriptInjectionTime, forMainFrameOnly: Bool) {
        self.source = source
        self.injectionTime = injectionTime
        isForMainFrameOnly = forMainFrameOnly
    }
}

public enum WKUserScriptInjectionTime: Int, Sendable { case atDocumentStart, atDocumentEnd }

/// Receives the messages a page's script posts (never, in a run).
public protocol WKScriptMessageHandler: AnyObject {
    func userContentController(_ userContentController: WKUserContentController, didReceive message: WKScriptMessage)
}

/// A message a page's script posted.
open class WKScriptMessage: @unchecked Sendable {
    public let name: String
    public let body: Any
    init(name: String, body: Any) {
        self.name = name
        self.body = body
    }
}

/// What a navigation was started by, for a delegate deciding whether to allow it (never asked in
/// a run).
open class WKNavigationAction: @unchecked Sendable {
    public let request: URLRequest
    public let navigationType: WKNavigationType
    public let sourceFrame: WKFrameInfo
    public let targetFrame: WKFrameInfo?
    init(request: URLRequest, navigationType: WKNavigationType) {
        self.request = request
        self.navigationType = navigationType
        sourceFrame = WKFrameInfo(request: request)
        targetFrame = sourceFrame
    }
}

public enum WKNavigationType: Int, Sendable {
    case linkActivated, formSubmitted, backForward, reload, formResubmitted
    case other = -1
}

public enum WKNavigationActionPolicy: Int, Sendable { case cancel, allow, download }
public enum WKNavigationResponsePolicy: Int, Sendable { case cancel, allow, download }

/// A response a navigation received (never, in a run).
open class WKNavigationResponse: @unchecked Sendable {
    public let response: URLResponse
    public let isForMainFrame: Bool
    public let canShowMIMEType: Bool
    init(response: URLResponse) {
        self.response = response
        isForMainFrame = true
        canShowMIMEType = true
    }
}

/// A frame of a page.
open class WKFrameInfo: @unchecked Sendable {
    public let isMainFrame: Bool
    public let request: URLRequest
    init(request: URLRequest) {
        isMainFrame = true
        self.request = request
    }
}

/// One navigation a load started.
open class WKNavigation: @unchecked Sendable {
    public init() {}
}

/// Told of a web view's navigations: a run navigates nowhere, so never told.
public protocol WKNavigationDelegate: AnyObject {}

/// Told of a page's requests for windows and panels.
public protocol WKUIDelegate: AnyObject {}
