/// Modifiers that only change how a view looks, which dataflow shows on the view's screen line so
/// that a colour or size change is visible in a transcript; they hold no state.

/// `.padding()`, `.padding(8)`, `.padding(.horizontal)`, `.padding(.top, 4)`.
public struct _PaddingLayout: BuiltinModifier {
    let amount: Double?
    var edges: Edge.Set = .all
    var insets: EdgeInsets?

    package var screenAnnotation: String? {
        if insets != nil { return ".padding(EdgeInsets)" }
        var arguments: [String] = []
        if edges != .all { arguments.append(edges.name) }
        if let amount { arguments.append(formatNumber(amount)) }
        return ".padding(\(arguments.joined(separator: ", ")))"
    }

    package var layout: NodeLayout {
        if let insets { return .around(top: Double(insets.top), bottom: Double(insets.bottom), height: nil) }
        let length = amount ?? LayoutMetrics.padding
        return .around(top: edges.contains(.top) ? length : 0, bottom: edges.contains(.bottom) ? length : 0, height: nil)
    }
}

/// `.frame(width:height:alignment:)`.
public struct _FrameLayout: BuiltinModifier {
    let width: Double?
    let height: Double?

    package var screenAnnotation: String? {
        let parts = [width.map { "width: \(formatNumber($0))" }, height.map { "height: \(formatNumber($0))" }].compactMap { $0 }
        return ".frame(\(parts.joined(separator: ", ")))"
    }

    package var layout: NodeLayout { .around(top: 0, bottom: 0, height: height) }
}

/// A style: `.background(.black)`, `.strokeBorder(.blue)`, `.fill(.red)`, `.foregroundColor(.red)`.
public struct _StyleModifier: BuiltinModifier {
    let name: String
    /// The style as code writes it (`.red`, `LinearGradient([.blue, .white])`).
    let style: String
    package var screenAnnotation: String? { ".\(name)(\(style))" }
}

/// A text style without a value: `.bold()`, `.italic()`.
public struct _TextStyleModifier: BuiltinModifier {
    let name: String
    package var screenAnnotation: String? { ".\(name)()" }
}

extension View {
    public func padding(_ length: CGFloat? = nil) -> ModifiedContent<Self, _PaddingLayout> {
        modifier(_PaddingLayout(amount: length.map(Double.init)))
    }

    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> ModifiedContent<Self, _FrameLayout> {
        modifier(_FrameLayout(width: width.map(Double.init), height: height.map(Double.init)))
    }

    public func foregroundColor(_ color: Color?) -> ModifiedContent<Self, _StyleModifier> {
        modifier(_StyleModifier(name: "foregroundColor", style: (color ?? .primary).name))
    }

    public func bold() -> ModifiedContent<Self, _TextStyleModifier> {
        modifier(_TextStyleModifier(name: "bold"))
    }

    public func italic() -> ModifiedContent<Self, _TextStyleModifier> {
        modifier(_TextStyleModifier(name: "italic"))
    }
}

// Filling and stroking shapes (`.fill(.red)`, `.stroke(…)`, `.strokeBorder(…)`) and iOS 17's shape
// views are in `View/ShapeViews.swift`; they show with this `_StyleModifier`.
