import Foundation

// More ways to make an image (iOS 13–17) and the image-only modifiers of iOS 17 and 26. An image
// shows by its name (dataflow reads no asset catalog and decodes no bitmap, D15): a named image by
// its name, a symbol by its symbol's, a Core Graphics image by what drew it, a drawn image by
// what its renderer drew.

extension Image {
    /// A Core Graphics image, shown by what drew it (`CGContext(100×100)`).
    public init(_ cgImage: CGImage, scale: CGFloat, orientation: Image.Orientation = .up, label: Text) {
        self.init(name: cgImage.recipe)
    }

    /// A Core Graphics image that is decoration only, shown by what drew it.
    public init(decorative cgImage: CGImage, scale: CGFloat, orientation: Image.Orientation = .up) {
        self.init(name: cgImage.recipe)
    }

    /// An asset image whose variable parts are drawn to `variableValue` (iOS 16): shown by name.
    public init(_ name: String, variableValue: Double?, bundle: Bundle? = nil) {
        self.init(name: name)
    }

    /// An asset image with a variable value and an accessibility label (iOS 16): shown by name.
    public init(_ name: String, variableValue: Double?, bundle: Bundle? = nil, label: Text) {
        self.init(name: name)
    }

    /// A decorative asset image with a variable value (iOS 16): shown by name.
    public init(decorative name: String, variableValue: Double?, bundle: Bundle? = nil) {
        self.init(name: name)
    }

    /// A system symbol, by the name SwiftUI's own code uses: as `Image(systemName:)`.
    public init(_internalSystemName systemName: String) {
        self.init(name: systemName)
    }

    /// A system symbol with a variable value, by SwiftUI's internal name: as `Image(systemName:variableValue:)`.
    public init(_internalSystemName systemName: String, variableValue: Double?) {
        self.init(name: systemName)
    }

    /// A system symbol with its colours given, by SwiftUI's internal name: as `Image(systemName:)`.
    public init(_systemName systemName: String, colorPalette: [Color]? = nil) {
        self.init(name: systemName)
    }

    /// A system symbol with its colours given, by SwiftUI's internal name: as `Image(systemName:)`.
    public init(_internalSystemName systemName: String, colorPalette: [Color]? = nil) {
        self.init(name: systemName)
    }

    /// An image drawn in code (iOS 16). The renderer runs once, when the image is made, into a
    /// context of `size`, and the image is named by what it drew, as a canvas's screen line is:
    /// `drawing (2 shapes)`, or `drawing` when it drew nothing. Nothing is rasterised.
    public init(
        size: CGSize, label: Text? = nil, opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear,
        renderer: @escaping (inout GraphicsContext) -> Void
    ) {
        let drawing = GraphicsContext.Drawing()
        var context = GraphicsContext(drawing: drawing)
        renderer(&context)
        self.init(name: drawing.summary.isEmpty ? "drawing" : "drawing " + drawing.summary)
    }

    /// How a symbol's variable value is shown (iOS 26): appearance, the same image here.
    public func symbolVariableValueMode(_ mode: SymbolVariableValueMode?) -> Image { self }

    /// How a symbol's colours are rendered (iOS 26): appearance, the same image here.
    public func symbolColorRenderingMode(_ mode: SymbolColorRenderingMode?) -> Image { self }

    /// The dynamic range the image may be shown in (iOS 17): appearance, the same image here.
    public func allowedDynamicRange(_ range: Image.DynamicRange?) -> Image { self }
}
