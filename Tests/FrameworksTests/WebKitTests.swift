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

@Suite struct WebKitTests {
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
