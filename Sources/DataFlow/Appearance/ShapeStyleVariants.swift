import Foundation

// Styles made from other styles: blended, confined to a rectangle, with an active appearance
// (appearance, D15). Each is a style shown by its name, as `.opacity(_:)` and `.shadow(_:)` are.

extension ShapeStyle {
    /// The style drawn with a blend mode.
    public func blendMode(_ mode: BlendMode) -> some ShapeStyle { _NamedStyle(name: "\(_styleName).blendMode(.\(mode))") }

    /// The style with its geometry (a gradient's points) mapped into `rect` rather than the
    /// shape it fills.
    public func `in`(_ rect: CGRect) -> some ShapeStyle { _NamedStyle(name: "\(_styleName).in(\(rect))") }

    /// The style as a material that keeps (or drops) its active look in an inactive window
    /// (iOS 18; a phone's window is always active).
    public func materialActiveAppearance(_ appearance: MaterialActiveAppearance) -> some ShapeStyle { _NamedStyle(name: _styleName) }
}

extension ShapeStyle where Self == AnyShapeStyle {
    /// The current foreground style at an opacity: `.foregroundStyle(.opacity(0.5))`.
    public static func opacity(_ opacity: Double) -> some ShapeStyle { _NamedStyle(name: ".opacity(\(formatNumber(opacity)))") }

    /// The current foreground style with a blend mode.
    public static func blendMode(_ mode: BlendMode) -> some ShapeStyle { _NamedStyle(name: ".blendMode(.\(mode))") }
}
