import Foundation

/// A view that draws in code (iOS 15): `Canvas { context, size in context.fill(path, with: …) }`.
///
/// SwiftUI calls the renderer when it draws the canvas: after the update that made it, each
/// time the view that holds it runs its body (a canvas's closure never compares equal, so any
/// change above it redraws it). Here the renderer runs at the same point, with the screen's size
/// (dataflow lays nothing out yet), and its drawing is kept as a summary on the canvas's screen
/// line: how many shapes it filled or stroked, and the text it drew, so a canvas that draws a
/// changing value shows the change. Nothing is rasterised.
public struct Canvas<Symbols: View>: View {
    public var symbols: Symbols
    public var renderer: (inout GraphicsContext, CGSize) -> Void
    public var isOpaque: Bool
    public var colorMode: ColorRenderingMode
    public var rendersAsynchronously: Bool

    public init(
        opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
        renderer: @escaping (inout GraphicsContext, CGSize) -> Void, @ViewBuilder symbols: () -> Symbols
    ) {
        self.symbols = symbols()
        self.renderer = renderer
        self.isOpaque = opaque
        self.colorMode = colorMode
        self.rendersAsynchronously = rendersAsynchronously
    }

    public var body: some View {
        let drawing = GraphicsContext.Drawing()
        var context = GraphicsContext(drawing: drawing)
        renderer(&context, UIScreen.main.bounds.size)
        return DrawnView(kind: "Canvas", detail: drawing.summary)
    }
}

extension Canvas where Symbols == EmptyView {
    public init(
        opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
        renderer: @escaping (inout GraphicsContext, CGSize) -> Void
    ) {
        self.init(opaque: opaque, colorMode: colorMode, rendersAsynchronously: rendersAsynchronously, renderer: renderer) { EmptyView() }
    }
}
