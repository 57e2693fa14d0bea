import DataFlow
import Foundation
import Testing

@testable import DataFlowWebKit

/// The web view as apps wrap it; it loads nothing, and keeps the page asked for.
struct ArticleWebView: UIViewRepresentable {
    let url: URL

    func makeUIView(context: Context) -> WKWebView {
        let view = WKWebView()
        view.allowsBackForwardNavigationGestures = true
        return view
    }

    func updateUIView(_ webView: WKWebView, context: Context) {
        webView.load(URLRequest(url: url))
    }
}

/// iOS 26's SwiftUI web view over an observable page.
struct Browser: View {
    @State private var page = WebPage()
    var body: some View {
        VStack {
            WebView(page)
            Text(page.url?.host() ?? "blank")
            Button("Docs") { page.load(URL(string: "https://developer.apple.com")) }
        }
    }
}

/// A reader's web view set up as apps set theirs up: media, scripts, a message handler and a
/// navigation delegate that decides which links open.
final class ReaderCoordinator: NSObject, WKNavigationDelegate, WKScriptMessageHandler {
    var messages: [String] = []

    func userContentController(_ userContentController: WKUserContentController, didReceive message: WKScriptMessage) {
        messages.append(message.name)
    }

    func webView(
        _ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction, decisionHandler: @escaping (WKNavigationActionPolicy) -> Void
    ) {
        decisionHandler(navigationAction.navigationType == .linkActivated ? .cancel : .allow)
    }

    static func makeWebView(coordinator: ReaderCoordinator) -> WKWebView {
        let configuration = WKWebViewConfiguration()
        configuration.allowsInlineMediaPlayback = true
        configuration.mediaTypesRequiringUserActionForPlayback = []
        configuration.dataDetectorTypes = [.link, .phoneNumber]
        configuration.defaultWebpagePreferences.allowsContentJavaScript = true
        configuration.websiteDataStore = .nonPersistent()
        configuration.userContentController.add(coordinator, name: "reader")
        configuration.userContentController.addUserScript(WKUserScript(source: "1", injectionTime: .atDocumentEnd, forMainFrameOnly: true))
        let webView = WKWebView(frame: .zero, configuration: configuration)
        webView.navigationDelegate = coordinator
        webView.scrollView.isScrollEnabled = false
        return webView
    }
}

@Suite struct WebKitTests {
    /// The configuration is kept as set; no page runs, so no message arrives.
    @Test func aConfiguredWebViewKeepsItsSettingsAndHearsNothing() {
        let coordinator = ReaderCoordinator()
        let webView = ReaderCoordinator.makeWebView(coordinator: coordinator)
        webView.loadFileURL(URL(fileURLWithPath: "/book/index.html"), allowingReadAccessTo: URL(fileURLWithPath: "/book"))
        #expect(webView.url?.path == "/book/index.html")
        #expect(webView.configuration.mediaTypesRequiringUserActionForPlayback.isEmpty)
        #expect(!webView.configuration.websiteDataStore.isPersistent)
        #expect(webView.configuration.userContentController.userScripts.map(\.injectionTime) == [.atDocumentEnd])
        #expect(!webView.scrollView.isScrollEnabled)
        #expect(coordinator.messages.isEmpty)
    }

    /// `makeUIView` and `updateUIView` run: the web view is asked for the page (§32).
    @Test func aWrappedWebViewIsMadeAndUpdated() {
        let session = Session(ArticleWebView(url: URL(string: "https://example.com")!))
        #expect(session.screen == ["ArticleWebView (UIKit WKWebView)"])
    }

    /// A page is observable: loading changes its URL, and what read it runs again; nothing loads.
    @Test func aWebPageIsObservedAndLoadsNothing() async throws {
        let session = Session(Browser())
        #expect(session.screen.contains("  WebView (no page)"))
        let step = try session.tap("Docs")
        #expect(step.screen.contains("  WebView \"https://developer.apple.com\""))
        #expect(step.screen.contains("  Text \"developer.apple.com\""))
        let page = WebPage()
        var events = 0
        for try await _ in page.load(URL(string: "https://example.com")) { events += 1 }
        #expect(events == 0 && page.title == "" && !page.isLoading)
    }

    @Test func aWebViewKeepsThePageItWasAskedFor() {
        let view = WKWebView(frame: .zero, configuration: WKWebViewConfiguration())
        view.load(URLRequest(url: URL(string: "https://example.com/a")!))
        #expect(view.url?.absoluteString == "https://example.com/a")
        #expect(!view.canGoBack)
    }
}
