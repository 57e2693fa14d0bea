import Foundation

/// What a `Canvas` renderer draws into (iOS 15). Its state (transform, opacity, blend mode,
/// clip, filters) is a value, as SwiftUI's is: a copy drawn into by `drawLayer` changes nothing
/// outside it. Fills, strokes and drawn text and images are counted for the canvas's screen line.
public struct GraphicsContext {
    /// The drawing every copy of a context adds to.
    final class Drawing {
        var shapes = 0
        var images: [String] = []
        var texts: [String] = []

        /// `(3 shapes, text "42")`, or empty when nothing was drawn.
        var summary: String {
            var parts: [String] = []
            if shapes > 0 { parts.append("\(shapes) shape\(shapes == 1 ? "" : "s")") }
            if !images.isEmpty { parts.append("image " + images.map(\.quotedLiteral).joined(separator: ", ")) }
            if !texts.isEmpty { parts.append("text " + texts.map(\.quotedLiteral).joined(separator: ", ")) }
            return parts.isEmpty ? "" : "(" + parts.joined(separator: ", ") + ")"
        }
    }

    let drawing: Drawing

    init(drawing: Drawing) { self.drawing = drawing }

    public var opacity: Double = 1
    public var blendMode: BlendMode = .normal
    /// The environment the canvas was drawn with: its defaults (a canvas reads no values here).
    public var environment: EnvironmentValues { EnvironmentValues() }
    public var transform = CGAffineTransform()
    public var clipBoundingRect: CGRect { CGRect(origin: .zero, size: UIScreen.main.bounds.size) }

    public mutating func scaleBy(x: CGFloat, y: CGFloat) { transform = transform.scaledBy(x: x, y: y) }
    public mutating func translateBy(x: CGFloat, y: CGFloat) { transform = transform.translatedBy(x: x, y: y) }
    public mutating func rotate(by angle: Angle) { transform = transform.rotated(by: CGFloat(angle.radians)) }
    public mutating func concatenate(_ matrix: CGAffineTransform) { transform = transform.concatenating(matrix) }

    public mutating func clip(to path: Path, style: FillStyle = FillStyle(), options: ClipOptions = ClipOptions()) {}
    public mutating func clipToLayer(
        opacity: Double = 1, options: ClipOptions = ClipOptions(), content: (inout GraphicsContext) throws -> Void
    ) rethrows {
        var layer = GraphicsContext(drawing: Drawing())
        try content(&layer)
    }
    public mutating func addFilter(_ filter: Filter, options: FilterOptions = FilterOptions()) {}

    /// Draws into a copy of this context, composited as one layer.
    public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {
        var layer = self
        try content(&layer)
    }

    public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) { drawing.shapes += 1 }
    public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) { drawing.shapes += 1 }
    public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) { drawing.shapes += 1 }

    public func resolve(_ shading: Shading) -> Shading { shading }
    public func resolve(_ image: Image) -> ResolvedImage { ResolvedImage(name: image.name) }
    public func resolve(_ text: Text) -> ResolvedText { ResolvedText(string: text.string) }
    public func resolveSymbol<ID: Hashable>(id: ID) -> ResolvedSymbol? { nil }

    public func draw(_ image: ResolvedImage, in rect: CGRect, style: FillStyle = FillStyle()) { drawing.images.append(image.name) }
    public func draw(_ image: ResolvedImage, at point: CGPoint, anchor: UnitPoint = .center) { drawing.images.append(image.name) }
    public func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) { draw(resolve(image), in: rect, style: style) }
    public func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) { draw(resolve(image), at: point, anchor: anchor) }
    public func draw(_ text: ResolvedText, in rect: CGRect) { drawing.texts.append(text.string) }
    public func draw(_ text: ResolvedText, at point: CGPoint, anchor: UnitPoint = .center) { drawing.texts.append(text.string) }
    public func draw(_ text: Text, in rect: CGRect) { draw(resolve(text), in: rect) }
    public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) { draw(resolve(text), at: point, anchor: anchor) }
    public func draw(_ symbol: ResolvedSymbol, in rect: CGRect) {}
    public func draw(_ symbol: ResolvedSymbol, at point: CGPoint, anchor: UnitPoint = .center) {}

    /// Core Graphics drawing inside the canvas: the calls run and draw nothing.
    public func withCGContext(content: (CGContext) throws -> Void) rethrows { try content(CGContext()) }

    /// An image resolved for drawing: its size is not known here (zero).
    public struct ResolvedImage {
        let name: String
        public var size: CGSize { .zero }
        public let baseline: CGFloat = 0
        public var shading: Shading?
    }

    /// Text resolved for drawing; `measure` answers with a line of SwiftUI's body font (17 pt,
    /// 22 pt line height) at 9 pt a character, as an estimate.
    public struct ResolvedText {
        let string: String
        public var shading: Shading = .foreground
        public func measure(in size: CGSize) -> CGSize { CGSize(width: min(size.width, CGFloat(string.count) * 9), height: 22) }
        public func firstBaseline(in size: CGSize) -> CGFloat { 17 }
        public func lastBaseline(in size: CGSize) -> CGFloat { 17 }
    }

    public struct ResolvedSymbol {
        public var size: CGSize { .zero }
    }

    public struct ClipOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static var inverse: ClipOptions { ClipOptions(rawValue: 1) }
    }

    public struct FilterOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static var linearColor: FilterOptions { FilterOptions(rawValue: 1) }
    }

    public struct ShadowOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static var shadowAbove: ShadowOptions { ShadowOptions(rawValue: 1) }
        public static var shadowOnly: ShadowOptions { ShadowOptions(rawValue: 2) }
        public static var invertsAlpha: ShadowOptions { ShadowOptions(rawValue: 4) }
        public static var disablesGroup: ShadowOptions { ShadowOptions(rawValue: 8) }
    }

    public struct BlurOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static var opaque: BlurOptions { BlurOptions(rawValue: 1) }
        public static var dithersResult: BlurOptions { BlurOptions(rawValue: 2) }
    }

    public struct GradientOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static var `repeat`: GradientOptions { GradientOptions(rawValue: 1) }
        public static var mirror: GradientOptions { GradientOptions(rawValue: 2) }
        public static var linearColor: GradientOptions { GradientOptions(rawValue: 4) }
    }

    /// How a fill or stroke is coloured: appearance only.
    public struct Shading: Sendable {
        let name: String
        public static var backdrop: Shading { Shading(name: "backdrop") }
        public static var foreground: Shading { Shading(name: "foreground") }
        public static func palette(_ array: [Shading]) -> Shading { Shading(name: "palette") }
        public static func color(_ color: Color) -> Shading { Shading(name: color.name) }
        public static func color(_ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) -> Shading
        {
            Shading(name: "color")
        }
        public static func color(_ colorSpace: Color.RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) -> Shading { Shading(name: "color") }
        public static func style<S: ShapeStyle>(_ style: S) -> Shading { Shading(name: style._styleName) }
        public static func linearGradient(
            _ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint, options: GradientOptions = GradientOptions()
        ) -> Shading {
            Shading(name: "linearGradient")
        }
        public static func radialGradient(
            _ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat, options: GradientOptions = GradientOptions()
        ) -> Shading { Shading(name: "radialGradient") }
        public static func conicGradient(
            _ gradient: Gradient, center: CGPoint, angle: Angle = Angle(), options: GradientOptions = GradientOptions()
        ) -> Shading {
            Shading(name: "conicGradient")
        }
        public static func tiledImage(
            _ image: Image, origin: CGPoint = .zero, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1), scale: CGFloat = 1
        )
            -> Shading
        { Shading(name: "tiledImage") }
    }

    /// A filter a context applies to what it draws after: appearance only.
    public struct Filter: Sendable {
        public static func shadow(
            color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0,
            blendMode: BlendMode = .normal,
            options: ShadowOptions = ShadowOptions()
        ) -> Filter { Filter() }
        public static func colorMultiply(_ color: Color) -> Filter { Filter() }
        public static func hueRotation(_ angle: Angle) -> Filter { Filter() }
        public static func saturation(_ amount: Double) -> Filter { Filter() }
        public static func brightness(_ amount: Double) -> Filter { Filter() }
        public static func contrast(_ amount: Double) -> Filter { Filter() }
        public static func colorInvert(_ amount: Double = 1) -> Filter { Filter() }
        public static func grayscale(_ amount: Double) -> Filter { Filter() }
        public static var luminanceToAlpha: Filter { Filter() }
        public static func blur(radius: CGFloat, options: BlurOptions = BlurOptions()) -> Filter { Filter() }
        public static func alphaThreshold(min: Double, max: Double = 1, color: Color = Color.black) -> Filter { Filter() }
    }

    /// How drawing composites with what is below it: appearance only.
    public struct BlendMode: RawRepresentable, Equatable, Sendable {
        public let rawValue: Int32
        public init(rawValue: Int32) { self.rawValue = rawValue }
        public static var normal: BlendMode { BlendMode(rawValue: 0) }
        public static var multiply: BlendMode { BlendMode(rawValue: 1) }
        public static var screen: BlendMode { BlendMode(rawValue: 2) }
        public static var overlay: BlendMode { BlendMode(rawValue: 3) }
        public static var darken: BlendMode { BlendMode(rawValue: 4) }
        public static var lighten: BlendMode { BlendMode(rawValue: 5) }
        public static var colorDodge: BlendMode { BlendMode(rawValue: 6) }
        public static var colorBurn: BlendMode { BlendMode(rawValue: 7) }
        public static var softLight: BlendMode { BlendMode(rawValue: 8) }
        public static var hardLight: BlendMode { BlendMode(rawValue: 9) }
        public static var difference: BlendMode { BlendMode(rawValue: 10) }
        public static var exclusion: BlendMode { BlendMode(rawValue: 11) }
        public static var hue: BlendMode { BlendMode(rawValue: 12) }
        public static var saturation: BlendMode { BlendMode(rawValue: 13) }
        public static var color: BlendMode { BlendMode(rawValue: 14) }
        public static var luminosity: BlendMode { BlendMode(rawValue: 15) }
        public static var clear: BlendMode { BlendMode(rawValue: 16) }
        public static var copy: BlendMode { BlendMode(rawValue: 17) }
        public static var sourceIn: BlendMode { BlendMode(rawValue: 18) }
        public static var sourceOut: BlendMode { BlendMode(rawValue: 19) }
        public static var sourceAtop: BlendMode { BlendMode(rawValue: 20) }
        public static var destinationOver: BlendMode { BlendMode(rawValue: 21) }
        public static var destinationIn: BlendMode { BlendMode(rawValue: 22) }
        public static var destinationOut: BlendMode { BlendMode(rawValue: 23) }
        public static var destinationAtop: BlendMode { BlendMode(rawValue: 24) }
        public static var xor: BlendMode { BlendMode(rawValue: 25) }
        public static var plusDarker: BlendMode { BlendMode(rawValue: 26) }
        public static var plusLighter: BlendMode { BlendMode(rawValue: 27) }
    }
}
