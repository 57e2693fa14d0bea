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

@Suite struct WebKitTests {
    @Test func aWebViewIsALeafNamedByItsType() {
        let session = Session(ArticleWebView(url: URL(string: "https://example.com")!))
        #expect(session.screen.contains { $0.contains("ArticleWebView") })
    }

    @Test func aWebViewKeepsThePageItWasAskedFor() {
        let view = WKWebView(frame: .zero, configuration: WKWebViewConfiguration())
        view.load(URLRequest(url: URL(string: "https://example.com/a")!))
        #expect(view.url?.absoluteString == "https://example.com/a")
        #expect(!view.canGoBack)
    }
}
