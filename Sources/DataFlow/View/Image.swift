import Foundation

/// An image: a symbol (`Image(systemName: "plus")`) or an asset (`Image("Germany")`), shown by its
/// name (dataflow reads no asset catalog). A button whose label is only an image is tapped by the
/// image's name (`tap "plus"`), as VoiceOver names it by its symbol.
public struct Image: View, Equatable, Hashable, Sendable {
    let name: String
    let notes: [String]

    init(name: String, notes: [String] = []) {
        self.name = name
        self.notes = notes
    }

    public init(systemName: String) { self.init(name: systemName) }
    public init(systemName: String, variableValue: Double?) { self.init(name: systemName) }
    public init(_ name: String, bundle: Bundle? = nil) { self.init(name: name) }
    public init(_ name: String, bundle: Bundle? = nil, label: Text) { self.init(name: name) }
    public init(decorative name: String, bundle: Bundle? = nil) { self.init(name: name) }
    /// An image made in code: shown as `Image "UIImage"`.
    public init(uiImage: UIImage) { self.init(name: uiImage.name) }

    private func with(_ note: String) -> Image { Image(name: name, notes: notes + [note]) }

    public enum ResizingMode: Sendable { case tile, stretch }
    public enum TemplateRenderingMode: Sendable { case template, original }
    public enum Interpolation: Sendable { case none, low, medium, high }
    public enum Scale: Sendable { case small, medium, large }

    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image { with(".resizable()") }
    public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image { self }
    public func interpolation(_ interpolation: Interpolation) -> Image { self }
    public func antialiased(_ isAntialiased: Bool) -> Image { self }
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image { self }
}

/// How a symbol's layers are coloured.
public struct SymbolRenderingMode: Hashable, Sendable {
    let name: String
    public static let monochrome = SymbolRenderingMode(name: "monochrome")
    public static let multicolor = SymbolRenderingMode(name: "multicolor")
    public static let hierarchical = SymbolRenderingMode(name: "hierarchical")
    public static let palette = SymbolRenderingMode(name: "palette")
}

/// A symbol's variant: `.fill`, `.circle`.
public struct SymbolVariants: Hashable, Sendable {
    /// The parts in SF Symbols' order (`slash.circle.fill`), or `none`.
    let name: String
    private let isSlashed: Bool
    /// `circle`, `square` or `rectangle`: a symbol has at most one enclosing shape.
    private let shape: String?
    private let isFilled: Bool

    private init(slash: Bool = false, shape: String? = nil, fill: Bool = false) {
        isSlashed = slash
        self.shape = shape
        isFilled = fill
        let parts = (slash ? ["slash"] : []) + (shape.map { [$0] } ?? []) + (fill ? ["fill"] : [])
        name = parts.isEmpty ? "none" : parts.joined(separator: ".")
    }

    public static let none = SymbolVariants()
    public static let fill = SymbolVariants(fill: true)
    public static let circle = SymbolVariants(shape: "circle")
    public static let square = SymbolVariants(shape: "square")
    public static let rectangle = SymbolVariants(shape: "rectangle")
    public static let slash = SymbolVariants(slash: true)

    /// This variant, filled.
    public var fill: SymbolVariants { SymbolVariants(slash: isSlashed, shape: shape, fill: true) }
    /// This variant in a circle (in place of another shape).
    public var circle: SymbolVariants { SymbolVariants(slash: isSlashed, shape: "circle", fill: isFilled) }
    /// This variant in a square (in place of another shape).
    public var square: SymbolVariants { SymbolVariants(slash: isSlashed, shape: "square", fill: isFilled) }
    /// This variant in a rectangle (in place of another shape).
    public var rectangle: SymbolVariants { SymbolVariants(slash: isSlashed, shape: "rectangle", fill: isFilled) }
    /// This variant, slashed.
    public var slash: SymbolVariants { SymbolVariants(slash: true, shape: shape, fill: isFilled) }

    /// Whether this variant has every part of `other` (`.circle.fill` contains `.fill`; every
    /// variant contains `.none`).
    public func contains(_ other: SymbolVariants) -> Bool {
        (!other.isSlashed || isSlashed) && (other.shape == nil || other.shape == shape) && (!other.isFilled || isFilled)
    }

    /// This variant with `other`'s parts added (its shape replacing this one's).
    func adding(_ other: SymbolVariants) -> SymbolVariants {
        SymbolVariants(slash: isSlashed || other.isSlashed, shape: other.shape ?? shape, fill: isFilled || other.isFilled)
    }
}

extension Image: BuiltinView {
    package func makeNode(in context: NodeContext) -> Node { ImageNode(image: self, context: context) }
}

/// The node of an image: one screen line; its name labels a control that has no text.
final class ImageNode: Node {
    private var image: Image

    init(image: Image, context: NodeContext) {
        self.image = image
        super.init(context, viewType: Image.self)
    }

    override package var pathName: String? { "Image" }

    override package func apply(_ view: any View) {
        if let image = view as? Image { self.image = image }
    }

    override package func render(into screen: inout ScreenBuilder) {
        screen.add((["Image \(image.name.quotedLiteral)"] + image.notes).joined(separator: " "), identity: identityPath)
    }

    override package func appendSymbolNames(to names: inout [String]) { names.append(image.name) }

    /// A symbol is a line of text tall; an image's own size is unknown here, and counts as one too.
    override package func layout(width: Double) -> NodeLayout { .fixed(LayoutMetrics.textLineHeight(environment.font)) }
}
