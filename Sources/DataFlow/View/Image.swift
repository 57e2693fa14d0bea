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
    let name: String
    public static let none = SymbolVariants(name: "none")
    public static let fill = SymbolVariants(name: "fill")
    public static let circle = SymbolVariants(name: "circle")
    public static let square = SymbolVariants(name: "square")
    public static let rectangle = SymbolVariants(name: "rectangle")
    public static let slash = SymbolVariants(name: "slash")
    public var fill: SymbolVariants { SymbolVariants(name: name + ".fill") }
    public var circle: SymbolVariants { SymbolVariants(name: name + ".circle") }
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
