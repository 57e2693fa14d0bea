/// Modifiers that only change how a view looks. dataflow shows them on the view's screen line so
/// that a colour or size change is visible in a transcript; they hold no state.

/// `.padding()`.
public struct _PaddingLayout: BuiltinModifier {
    let amount: Double?
    package var screenAnnotation: String? { amount.map { ".padding(\(formatNumber($0)))" } ?? ".padding()" }
}

/// `.frame(width:height:alignment:)`.
public struct _FrameLayout: BuiltinModifier {
    let width: Double?
    let height: Double?

    package var screenAnnotation: String? {
        let parts = [width.map { "width: \(formatNumber($0))" }, height.map { "height: \(formatNumber($0))" }].compactMap { $0 }
        return ".frame(\(parts.joined(separator: ", ")))"
    }
}

/// A style: `.background(.black)`, `.strokeBorder(.blue)`, `.fill(.red)`, `.foregroundColor(.red)`.
public struct _StyleModifier: BuiltinModifier {
    let name: String
    let style: Color
    package var screenAnnotation: String? { ".\(name)(\(style.name))" }
}

/// A text style without a value: `.bold()`, `.italic()`.
public struct _TextStyleModifier: BuiltinModifier {
    let name: String
    package var screenAnnotation: String? { ".\(name)()" }
}

extension View {
    public func padding(_ length: Double? = nil) -> ModifiedContent<Self, _PaddingLayout> {
        modifier(_PaddingLayout(amount: length))
    }

    public func frame(width: Double? = nil, height: Double? = nil, alignment: Alignment = .center) -> ModifiedContent<Self, _FrameLayout> {
        modifier(_FrameLayout(width: width, height: height))
    }

    public func background(_ color: Color) -> ModifiedContent<Self, _StyleModifier> {
        modifier(_StyleModifier(name: "background", style: color))
    }

    public func foregroundColor(_ color: Color?) -> ModifiedContent<Self, _StyleModifier> {
        modifier(_StyleModifier(name: "foregroundColor", style: color ?? .primary))
    }

    public func foregroundStyle(_ color: Color) -> ModifiedContent<Self, _StyleModifier> {
        modifier(_StyleModifier(name: "foregroundStyle", style: color))
    }

    public func bold() -> ModifiedContent<Self, _TextStyleModifier> {
        modifier(_TextStyleModifier(name: "bold"))
    }

    public func italic() -> ModifiedContent<Self, _TextStyleModifier> {
        modifier(_TextStyleModifier(name: "italic"))
    }
}

extension Shape {
    public func fill(_ color: Color) -> ModifiedContent<Self, _StyleModifier> {
        modifier(_StyleModifier(name: "fill", style: color))
    }

    public func stroke(_ color: Color, lineWidth: Double = 1) -> ModifiedContent<Self, _StyleModifier> {
        modifier(_StyleModifier(name: "stroke", style: color))
    }

    public func strokeBorder(_ color: Color, lineWidth: Double = 1) -> ModifiedContent<Self, _StyleModifier> {
        modifier(_StyleModifier(name: "strokeBorder", style: color))
    }
}
