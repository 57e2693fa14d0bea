import PencilKit
import SwiftUI
import WebKit

// claim: Text "WebKit: https://example.com/"
// script: tap "Load page"
// claim: WebLoader (UIKit WKWebView)
// claim: Canvas (UIKit PKCanvasView)
struct WebLoader: UIViewRepresentable {
    let url: URL
    func makeUIView(context: Context) -> WKWebView { WKWebView() }
    func updateUIView(_ view: WKWebView, context: Context) { view.load(URLRequest(url: url)) }
}

struct Canvas: UIViewRepresentable {
    func makeUIView(context: Context) -> PKCanvasView { PKCanvasView() }
    func updateUIView(_ view: PKCanvasView, context: Context) {}
}

struct WebKitRow: View {
    @State private var page = WebPage()

    var body: some View {
        VStack {
            WebLoader(url: URL(string: "https://example.com/")!)
            Canvas()
            Text("WebKit: \(page.url?.absoluteString ?? "none")")
            Button("Load page") { page.load(URLRequest(url: URL(string: "https://example.com/")!)) }
        }
    }
}
