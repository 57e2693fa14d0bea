import Foundation

/// A colour, gradient or material that fills or strokes a shape, or styles text.
///
/// dataflow draws nothing: a style is a value to compile against, shown by its name where the
/// screen annotates it (`.fill(.red)`, `.background(.ultraThinMaterial)`).
public protocol ShapeStyle: Sendable {
    /// What the style resolves to in an environment (iOS 17): a colour's `Color.Resolved`;
    /// `Never` for styles that resolve to nothing simpler (gradients, materials).
    associatedtype Resolved: ShapeStyle = Never
    /// The style's concrete value in `environment` (see `ShapeStyleResolution.swift`).
    func resolve(in environment: EnvironmentValues) -> Resolved
    /// The style as code writes it: `.red`, `LinearGradient(…)`.
    var _styleName: String { get }
}

extension ShapeStyle {
    public var _styleName: String { "\(type(of: self))" }

    /// The style at another opacity.
    public func opacity(_ opacity: Double) -> some ShapeStyle { _NamedStyle(name: "\(_styleName).opacity(\(formatNumber(opacity)))") }
}

/// A drop or inner shadow, for a style that casts one: `.fill(.blue.shadow(.drop(radius: 2)))`.
/// Appearance only: shown by name, as the style it shadows.
public struct ShadowStyle: Equatable, Sendable {
    let name: String

    public static func drop(
        color: Color = .init(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0
    )
        -> ShadowStyle
    { ShadowStyle(name: ".drop(radius: \(formatNumber(Double(radius))))") }

    public static func inner(
        color: Color = .init(.sRGBLinear, white: 0, opacity: 0.55), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0
    )
        -> ShadowStyle
    { ShadowStyle(name: ".inner(radius: \(formatNumber(Double(radius))))") }
}

extension ShapeStyle {
    /// The style with a shadow.
    public func shadow(_ style: ShadowStyle) -> some ShapeStyle { _NamedStyle(name: "\(_styleName).shadow(\(style.name))") }
}

extension ShapeStyle where Self == AnyShapeStyle {
    /// The foreground style with a shadow.
    public static func shadow(_ style: ShadowStyle) -> some ShapeStyle { _NamedStyle(name: ".shadow(\(style.name))") }
}

/// A style known only by its name (`.red.opacity(0.5)`, a material).
public struct _NamedStyle: ShapeStyle, Hashable {
    let name: String
    public var _styleName: String { name }
}

extension Color: ShapeStyle {
    public var _styleName: String { name }
}

/// The named colours, `Color.red` and `.foregroundStyle(.red)` alike: one declaration each.
extension ShapeStyle where Self == Color {
    public static var red: Color { Color(named: "red") }
    public static var orange: Color { Color(named: "orange") }
    public static var yellow: Color { Color(named: "yellow") }
    public static var green: Color { Color(named: "green") }
    public static var mint: Color { Color(named: "mint") }
    public static var teal: Color { Color(named: "teal") }
    public static var cyan: Color { Color(named: "cyan") }
    public static var blue: Color { Color(named: "blue") }
    public static var indigo: Color { Color(named: "indigo") }
    public static var purple: Color { Color(named: "purple") }
    public static var pink: Color { Color(named: "pink") }
    public static var brown: Color { Color(named: "brown") }
    public static var white: Color { Color(named: "white") }
    public static var gray: Color { Color(named: "gray") }
    public static var black: Color { Color(named: "black") }
    public static var clear: Color { Color(named: "clear") }
}

/// `.primary`, `.secondary`: the foreground's levels.
public struct HierarchicalShapeStyle: ShapeStyle, Hashable {
    let level: String
    public static let primary = HierarchicalShapeStyle(level: "primary")
    public static let secondary = HierarchicalShapeStyle(level: "secondary")
    public static let tertiary = HierarchicalShapeStyle(level: "tertiary")
    public static let quaternary = HierarchicalShapeStyle(level: "quaternary")
    public static let quinary = HierarchicalShapeStyle(level: "quinary")
    public var _styleName: String { "." + level }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    public static var primary: HierarchicalShapeStyle { .primary }
    public static var secondary: HierarchicalShapeStyle { .secondary }
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
    public static var quaternary: HierarchicalShapeStyle { .quaternary }
    public static var quinary: HierarchicalShapeStyle { .quinary }
}

extension ShapeStyle {
    /// iOS 17: this style at a lower level of the hierarchy (`.fill.tertiary`, `.red.secondary`).
    public var secondary: some ShapeStyle { _NamedStyle(name: "\(_styleName).secondary") }
    public var tertiary: some ShapeStyle { _NamedStyle(name: "\(_styleName).tertiary") }
    public var quaternary: some ShapeStyle { _NamedStyle(name: "\(_styleName).quaternary") }
    public var quinary: some ShapeStyle { _NamedStyle(name: "\(_styleName).quinary") }
}

/// iOS 17's system fill and separator styles: `.fill`, `.fill.tertiary` (the widget template's
/// background), `.separator`.
public struct FillShapeStyle: ShapeStyle, Hashable {
    public init() {}
    public var _styleName: String { ".fill" }
}

extension ShapeStyle where Self == FillShapeStyle {
    public static var fill: FillShapeStyle { FillShapeStyle() }
}

public struct SeparatorShapeStyle: ShapeStyle, Hashable {
    public init() {}
    public var _styleName: String { ".separator" }
}

extension ShapeStyle where Self == SeparatorShapeStyle {
    public static var separator: SeparatorShapeStyle { SeparatorShapeStyle() }
}

/// The accent colour as a style: `.tint`.
public struct TintShapeStyle: ShapeStyle, Hashable {
    public init() {}
    public var _styleName: String { ".tint" }
}

extension ShapeStyle where Self == TintShapeStyle {
    public static var tint: TintShapeStyle { TintShapeStyle() }
}

/// The current foreground style: `.foreground`.
public struct ForegroundStyle: ShapeStyle, Hashable {
    public init() {}
    public var _styleName: String { ".foreground" }
}

extension ShapeStyle where Self == ForegroundStyle {
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

/// The background style: `.background`.
public struct BackgroundStyle: ShapeStyle, Hashable {
    public init() {}
    public var _styleName: String { ".background" }
}

extension ShapeStyle where Self == BackgroundStyle {
    public static var background: BackgroundStyle { BackgroundStyle() }
}

/// A blur of what is behind: `.ultraThinMaterial` … `.ultraThickMaterial`.
public struct Material: ShapeStyle, Hashable {
    let name: String
    public static let ultraThinMaterial = Material(name: "ultraThinMaterial")
    public static let thinMaterial = Material(name: "thinMaterial")
    public static let regularMaterial = Material(name: "regularMaterial")
    public static let thickMaterial = Material(name: "thickMaterial")
    public static let ultraThickMaterial = Material(name: "ultraThickMaterial")
    public static let bar = Material(name: "bar")
    public static let regular = Material(name: "regularMaterial")
    public static let thick = Material(name: "thickMaterial")
    public static let thin = Material(name: "thinMaterial")
    public static let ultraThin = Material(name: "ultraThinMaterial")
    public static let ultraThick = Material(name: "ultraThickMaterial")
    public var _styleName: String { "." + name }
    public func materialActiveAppearance(_ appearance: MaterialActiveAppearance) -> Material { self }
}

extension ShapeStyle where Self == Material {
    public static var ultraThinMaterial: Material { .ultraThinMaterial }
    public static var thinMaterial: Material { .thinMaterial }
    public static var regularMaterial: Material { .regularMaterial }
    public static var thickMaterial: Material { .thickMaterial }
    public static var ultraThickMaterial: Material { .ultraThickMaterial }
    public static var bar: Material { .bar }
}

/// Any style, its type erased.
public struct AnyShapeStyle: ShapeStyle {
    let base: any ShapeStyle
    public init<S: ShapeStyle>(_ style: S) { base = style }
    public var _styleName: String { base._styleName }
}

/// Colours and where they stop, for gradients.
public struct Gradient: Hashable, Sendable {
    public struct Stop: Hashable, Sendable {
        public var color: Color
        public var location: CGFloat
        public init(color: Color, location: CGFloat) {
            self.color = color
            self.location = location
        }
    }

    public var stops: [Stop]

    public init(stops: [Stop]) { self.stops = stops }
    public init(colors: [Color]) {
        stops = colors.enumerated().map { Stop(color: $0.element, location: colors.count > 1 ? CGFloat($0.offset) / CGFloat(colors.count - 1) : 0) }
    }

    var colorNames: String { "[" + stops.map(\.color.name).joined(separator: ", ") + "]" }
}

/// A gradient along a line. As a view, it fills its space.
public struct LinearGradient: ShapeStyle, View, Hashable {
    let gradient: Gradient
    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) { self.gradient = gradient }
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) { gradient = Gradient(colors: colors) }
    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) { gradient = Gradient(stops: stops) }
    public var _styleName: String { "LinearGradient(\(gradient.colorNames))" }
}

/// A gradient out from a centre.
public struct RadialGradient: ShapeStyle, View, Hashable {
    let gradient: Gradient
    public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) { self.gradient = gradient }
    public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) { gradient = Gradient(colors: colors) }
    public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) { gradient = Gradient(stops: stops) }
    public var _styleName: String { "RadialGradient(\(gradient.colorNames))" }
}

/// A gradient around a centre.
public struct AngularGradient: ShapeStyle, View, Hashable {
    let gradient: Gradient
    public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) { self.gradient = gradient }
    public init(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) { gradient = Gradient(colors: colors) }
    public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) { self.gradient = gradient }
    public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) { gradient = Gradient(colors: colors) }
    public init(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero) { gradient = Gradient(stops: stops) }
    public init(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) { gradient = Gradient(stops: stops) }
    public var _styleName: String { "AngularGradient(\(gradient.colorNames))" }
}

/// A gradient in an ellipse.
public struct EllipticalGradient: ShapeStyle, View, Hashable {
    let gradient: Gradient
    public init(gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.gradient = gradient
    }
    public init(colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        gradient = Gradient(colors: colors)
    }
    public var _styleName: String { "EllipticalGradient(\(gradient.colorNames))" }
}

extension ShapeStyle where Self == LinearGradient {
    public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
    }
    public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
    }
    public static func linearGradient(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(stops: stops, startPoint: startPoint, endPoint: endPoint)
    }
}

extension ShapeStyle where Self == RadialGradient {
    public static func radialGradient(_ gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(gradient: gradient, center: center, startRadius: startRadius, endRadius: endRadius)
    }
    public static func radialGradient(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
    }
}

extension ShapeStyle where Self == AngularGradient {
    public static func angularGradient(_ gradient: Gradient, center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(gradient: gradient, center: center, startAngle: startAngle, endAngle: endAngle)
    }
    public static func angularGradient(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(colors: colors, center: center, startAngle: startAngle, endAngle: endAngle)
    }
    public static func conicGradient(colors: [Color], center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(colors: colors, center: center, angle: angle)
    }
}

extension LinearGradient: StructuralContent {
    package var screenLine: String? { _styleName }
    package func children() -> [ChildSlot] { [] }
}

extension RadialGradient: StructuralContent {
    package var screenLine: String? { _styleName }
    package func children() -> [ChildSlot] { [] }
}

extension AngularGradient: StructuralContent {
    package var screenLine: String? { _styleName }
    package func children() -> [ChildSlot] { [] }
}

extension EllipticalGradient: StructuralContent {
    package var screenLine: String? { _styleName }
    package func children() -> [ChildSlot] { [] }
}

extension Gradient: ShapeStyle {
    public var _styleName: String { "Gradient(\(colorNames))" }
}

/// A gradient whose kind the context chooses: a colour's standard gradient (`Color.blue.gradient`)
/// or any gradient (iOS 16: `AnyGradient(gradient)`), shown as the code writes it.
public struct AnyGradient: ShapeStyle, Hashable {
    let name: String

    init(name: String) { self.name = name }

    /// A gradient of `gradient`'s stops.
    public init(_ gradient: Gradient) { name = gradient._styleName }

    public var _styleName: String { name }

    /// The same gradient blended in `space`: appearance, the same value here (D15).
    public func colorSpace(_ space: Gradient.ColorSpace) -> AnyGradient { self }
}

extension Color {
    public var gradient: AnyGradient { AnyGradient(name: "\(name).gradient") }
}

extension Gradient {
    /// This gradient blended in `space` (iOS 16), as an `AnyGradient`; the blend is appearance.
    public func colorSpace(_ space: Gradient.ColorSpace) -> AnyGradient { AnyGradient(self) }
}
