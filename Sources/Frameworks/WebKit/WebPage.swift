import Foundation

/// iOS 26's web page, the model a SwiftUI `WebView` shows: `@Observable`, as WebKit's is, so a
/// view that reads its `url` or `title` runs again when they change. A run loads nothing (it has
/// no network and no web engine): `load` keeps the URL asked for, the title stays empty, nothing
/// is ever loading, and the navigation events it returns end at once, with none.
public final class WebPage: Observable, @unchecked Sendable {
    private let registrar = ObservationRegistrar()
    public let configuration: Configuration
    private var storedURL: URL?
    private var storedCustomUserAgent: String?
    private var storedMediaType: CSSMediaType?

    public init(configuration: Configuration = Configuration()) {
        self.configuration = configuration
    }

    /// The page asked for last.
    public var url: URL? {
        registrar.access(self, keyPath: \.url)
        return storedURL
    }

    /// The page's title: empty, since nothing loads.
    public var title: String {
        registrar.access(self, keyPath: \.title)
        return ""
    }

    public var estimatedProgress: Double { 0 }
    public var isLoading: Bool { false }
    public var hasOnlySecureContent: Bool { storedURL?.scheme == "https" }
    public var isWritingToolsActive: Bool { false }
    public var isBlockedByScreenTime: Bool { false }
    public var fullscreenState: FullscreenState { .notInFullscreen }
    public var themeColor: Color? { nil }
    public var isInspectable = false
    public var backForwardList: BackForwardList { BackForwardList() }

    public var customUserAgent: String? {
        get {
            registrar.access(self, keyPath: \.customUserAgent)
            return storedCustomUserAgent
        }
        set { registrar.withMutation(of: self, keyPath: \.customUserAgent) { storedCustomUserAgent = newValue } }
    }

    public var mediaType: CSSMediaType? {
        get {
            registrar.access(self, keyPath: \.mediaType)
            return storedMediaType
        }
        set { registrar.withMutation(of: self, keyPath: \.mediaType) { storedMediaType = newValue } }
    }

    /// The navigations of every load: none ever happens.
    public var navigations: Navigations { Navigations() }

    @discardableResult
    public func load(_ url: URL?) -> Navigations {
        registrar.withMutation(of: self, keyPath: \.url) { storedURL = url }
        return Navigations()
    }

    @discardableResult
    public func load(_ request: URLRequest) -> Navigations { load(request.url) }

    @discardableResult
    public func load(_ data: Data, mimeType: String, characterEncoding: String.Encoding, baseURL: URL) -> Navigations { load(baseURL) }

    @discardableResult
    public func load(html: String, baseURL: URL = URL(string: "about:blank")!) -> Navigations { load(baseURL) }

    @discardableResult
    public func reload(fromOrigin: Bool = false) -> Navigations { Navigations() }

    public func stopLoading() {}

    /// Runs JavaScript in the page: there is no page, so nothing runs and there is no result.
    @discardableResult
    public func callJavaScript(_ functionBody: String, arguments: [String: Any] = [:], in frame: FrameInfo? = nil) async throws -> Any? {
        nil
    }

    public func pauseAllMediaPlayback() async {}
    public func setAllMediaPlaybackSuspended(_ suspended: Bool) async {}
    public func closeAllMediaPresentations() async {}

    /// A load's navigation events, in order: in a run, none, and the sequence ends.
    public struct Navigations: AsyncSequence, Sendable {
        public typealias Element = NavigationEvent
        public struct AsyncIterator: AsyncIteratorProtocol {
            public mutating func next() async throws -> NavigationEvent? { nil }
        }
        public func makeAsyncIterator() -> AsyncIterator { AsyncIterator() }
    }

    public enum NavigationEvent: Hashable, Sendable {
        case startedProvisionalNavigation, receivedServerRedirect, committed, finished
    }

    public enum NavigationError: Error {
        case failedProvisionalNavigation(any Error)
        case pageClosed
        case webContentProcessTerminated
        case invalidURL
    }

    public enum FullscreenState: Hashable, Sendable {
        case enteringFullscreen, inFullscreen, exitingFullscreen, notInFullscreen
    }

    public struct CSSMediaType: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public static let screen = CSSMediaType("screen")
        public static let print = CSSMediaType("print")
    }

    /// The frame a script runs in.
    public struct FrameInfo {
        public var isMainFrame: Bool { true }
        public var request: URLRequest? { nil }
    }

    /// The pages visited: none.
    public struct BackForwardList: Equatable, Sendable {
        public struct Item: Equatable, Identifiable, Sendable {
            public struct ID: Hashable, Sendable {}
            public let id = ID()
            public let title: String?
            public let url: URL
            public let initialURL: URL
        }
        public var backList: [Item] { [] }
        public var currentItem: Item? { nil }
        public var forwardList: [Item] { [] }
        public subscript(index: Int) -> Item? { nil }
    }

    /// How a page is set up: kept.
    public struct Configuration {
        public init() {}
        public var applicationNameForUserAgent: String?
        public var limitsNavigationsToAppBoundDomains = false
        public var upgradeKnownHostsToHTTPS = true
        public var suppressesIncrementalRendering = false
        public var allowsAirPlayForMediaPlayback = true
        public var loadsSubresources = true
        public var allowsInlinePredictions = false
        public var ignoresViewportScaleLimits = false
        public var mediaPlaybackBehavior: MediaPlaybackBehavior = .automatic
        public var userContentController = WKUserContentController()

        public enum MediaPlaybackBehavior: Hashable, Sendable { case automatic, allowsInlinePlayback, alwaysFullscreen }
    }
}
