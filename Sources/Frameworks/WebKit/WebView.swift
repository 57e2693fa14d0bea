import Foundation

/// iOS 26's SwiftUI web view: one line on the screen, with the page's URL (`WebView
/// "https://apple.com"`); it reads the page's `url`, so it runs again when a load changes it.
/// Nothing is drawn or loaded.
public struct WebView: View {
    private let page: WebPage?
    private let url: URL?

    public init(_ page: WebPage) {
        self.page = page
        url = nil
    }

    public init(url: URL?) {
        page = nil
        self.url = url
    }

    public var body: some View {
        let shown = page?.url ?? url
        DrawnView(kind: "WebView", detail: shown.map { $0.absoluteString.quotedLiteral } ?? "(no page)")
    }

    public struct BackForwardNavigationGesturesBehavior: Sendable {
        let name: String
        public static let automatic = BackForwardNavigationGesturesBehavior(name: "automatic")
        public static let enabled = BackForwardNavigationGesturesBehavior(name: "enabled")
        public static let disabled = BackForwardNavigationGesturesBehavior(name: "disabled")
    }

    public struct MagnificationGesturesBehavior: Sendable {
        let name: String
        public static let automatic = MagnificationGesturesBehavior(name: "automatic")
        public static let enabled = MagnificationGesturesBehavior(name: "enabled")
        public static let disabled = MagnificationGesturesBehavior(name: "disabled")
    }

    public struct LinkPreviewBehavior: Sendable {
        let name: String
        public static let automatic = LinkPreviewBehavior(name: "automatic")
        public static let enabled = LinkPreviewBehavior(name: "enabled")
        public static let disabled = LinkPreviewBehavior(name: "disabled")
    }

    public struct ElementFullscreenBehavior: Sendable {
        let name: String
        public static let automatic = ElementFullscreenBehavior(name: "automatic")
        public static let enabled = ElementFullscreenBehavior(name: "enabled")
        public static let disabled = ElementFullscreenBehavior(name: "disabled")
    }
}

// The web view's options: appearance and gestures a script cannot make (D15).
extension View {
    public func webViewBackForwardNavigationGestures(_ value: WebView.BackForwardNavigationGesturesBehavior) -> some View {
        styled(".webViewBackForwardNavigationGestures")
    }
    public func webViewMagnificationGestures(_ value: WebView.MagnificationGesturesBehavior) -> some View {
        styled(".webViewMagnificationGestures")
    }
    public func webViewLinkPreviews(_ value: WebView.LinkPreviewBehavior) -> some View { styled(".webViewLinkPreviews") }
    public func webViewElementFullscreenBehavior(_ value: WebView.ElementFullscreenBehavior) -> some View {
        styled(".webViewElementFullscreenBehavior")
    }
    public func webViewContentBackground(_ visibility: Visibility) -> some View { styled(".webViewContentBackground") }
}
