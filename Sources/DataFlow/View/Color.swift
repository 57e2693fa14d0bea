/// A colour, as a value and as a view that fills its space.
///
/// A colour is shown by the name its code gives it (`.red`, `Color(red: 1, green: 0, blue: 0)`);
/// where its components are known (made from numbers, or one of the system colours, which
/// resolve as an iPhone in light mode resolves them) it also carries them, for code that turns
/// a colour into numbers (`resolve(in:)`, `UIColor(color).getRed(…)`).
public struct Color: View, Equatable, Hashable, Sendable, CustomValueDescription {
    let name: String
    /// Extended sRGB components, or nil where dataflow cannot know them (an asset catalog's colour).
    let components: ColorComponents?
    /// How far above standard white the colour may go (iOS 26's `.headroom(_:)`), if it was given.
    var headroom: Double?
    /// How SwiftUI prints the colour and whether it adapts to its environment, where that is not
    /// its components' `#RRGGBBAA` (`ColorDescription.swift`).
    var detail: ColorDetail?

    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        name = "Color(red: \(red), green: \(green), blue: \(blue)\(opacity == 1 ? "" : ", opacity: \(opacity)"))"
        components = ColorComponents(red: red, green: green, blue: blue, opacity: opacity)
    }

    init(named name: String) {
        self.name = "." + name
        components = ColorComponents.swiftUINamed[name]
        detail = ColorDetail(text: name, isDynamic: true)
    }

    init(description: String, components: ColorComponents? = nil) {
        name = description
        self.components = components
    }

    /// A colour from the app's asset catalog: shown by its name (dataflow reads no assets).
    public init(_ name: String, bundle: Bundle? = nil) {
        self.name = "Color(\(name.quotedLiteral))"
        components = nil
        detail = ColorDetail(text: "NamedColor(name: \(name.quotedLiteral), bundle: \(bundle == nil ? "nil" : "bundle"))", isDynamic: true)
    }

    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        name =
            "Color(hue: \(formatNumber(hue)), saturation: \(formatNumber(saturation)), brightness: \(formatNumber(brightness))\(opacity == 1 ? "" : ", opacity: \(formatNumber(opacity))"))"
        components = ColorComponents(hue: hue, saturation: saturation, brightness: brightness, opacity: opacity)
    }

    public init(white: Double, opacity: Double = 1) {
        name = "Color(white: \(formatNumber(white))\(opacity == 1 ? "" : ", opacity: \(formatNumber(opacity))"))"
        components = ColorComponents(white: white, opacity: opacity)
    }

    /// The colour spaces a colour's components can be given in.
    public enum RGBColorSpace: Hashable, Sendable { case sRGB, sRGBLinear, displayP3 }

    /// Components in another space: shown as `Color(red:green:blue:)` shows them, resolved to
    /// the sRGB values they stand for.
    public init(_ colorSpace: RGBColorSpace, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.init(red: red, green: green, blue: blue, opacity: opacity)
        if colorSpace != .sRGB {
            self = Color(description: name, components: ColorComponents(colorSpace, red: red, green: green, blue: blue, opacity: opacity))
        }
        if colorSpace == .displayP3 {
            detail = ColorDetail(text: "DisplayP3(red: \(red), green: \(green), blue: \(blue), opacity: \(opacity))", isDynamic: false)
        }
    }

    public init(_ colorSpace: RGBColorSpace, white: Double, opacity: Double = 1) {
        self.init(white: white, opacity: opacity)
        if colorSpace != .sRGB {
            self = Color(description: name, components: ColorComponents(colorSpace, red: white, green: white, blue: white, opacity: opacity))
        }
    }

    /// The colour at another opacity: `Color.red.opacity(0.5)`.
    public func opacity(_ opacity: Double) -> Color {
        var faded = Color(description: "\(name).opacity(\(formatNumber(opacity)))", components: components?.multiplyingOpacity(by: opacity))
        faded.detail = ColorDetail(text: "\(Int((opacity * 100).rounded()))% \(description)", isDynamic: detail?.isDynamic ?? false)
        return faded
    }

    // The named colours (`Color.red`) are declared once, in `ShapeStyle where Self == Color`
    // (ShapeStyle.swift), which `Color.red` finds as well as `.foregroundStyle(.red)` does.
    // SwiftUI declares them twice, on Color and on ShapeStyle; two overloads of every colour
    // make an array of `("red", Color.red)` pairs take the type checker seconds (issue 41).
    public static let primary = Color(named: "primary")
    public static let secondary = Color(named: "secondary")
    public static let accentColor = Color(named: "accentColor")

    package func valueDescription(using describer: ValueDescriber) -> ValueDescription { .atom(name) }
}

extension Color: StructuralContent {
    package var screenLine: String? { "Color \(name)" }
    package var layout: NodeLayout { .flexible }
    package func children() -> [ChildSlot] { [] }
}

/// A font, as `.font(_:)` and the environment carry it.
public struct Font: Equatable, Hashable, Sendable, CustomValueDescription {
    let name: String

    init(named name: String) {
        self.name = "." + name
    }

    public static let largeTitle = Font(named: "largeTitle")
    public static let title = Font(named: "title")
    public static let title2 = Font(named: "title2")
    public static let title3 = Font(named: "title3")
    public static let headline = Font(named: "headline")
    public static let subheadline = Font(named: "subheadline")
    public static let body = Font(named: "body")
    public static let callout = Font(named: "callout")
    public static let footnote = Font(named: "footnote")
    public static let caption = Font(named: "caption")

    public static let caption2 = Font(named: "caption2")

    init(description: String) {
        name = description
    }

    public static func system(size: CGFloat) -> Font {
        Font(named: "system(size: \(formatNumber(size)))")
    }

    public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
        let parts = ["size: \(formatNumber(size))", weight.map { "weight: .\($0.name)" }, design.map { "design: .\($0.rawValue)" }].compactMap { $0 }
        return Font(named: "system(\(parts.joined(separator: ", ")))")
    }

    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        let parts = [".\(style.rawValue)", design.map { "design: .\($0.rawValue)" }, weight.map { "weight: .\($0.name)" }].compactMap { $0 }
        return Font(named: "system(\(parts.joined(separator: ", ")))")
    }

    public static func custom(_ name: String, size: CGFloat) -> Font {
        Font(named: "custom(\(name.quotedLiteral), size: \(formatNumber(size)))")
    }

    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: TextStyle) -> Font {
        custom(name, size: size)
    }

    public static func custom(_ name: String, fixedSize: Double) -> Font {
        custom(name, size: fixedSize)
    }

    /// A font's weight.
    public struct Weight: Hashable, Sendable {
        let name: String
        public static let ultraLight = Weight(name: "ultraLight")
        public static let thin = Weight(name: "thin")
        public static let light = Weight(name: "light")
        public static let regular = Weight(name: "regular")
        public static let medium = Weight(name: "medium")
        public static let semibold = Weight(name: "semibold")
        public static let bold = Weight(name: "bold")
        public static let heavy = Weight(name: "heavy")
        public static let black = Weight(name: "black")
    }

    public enum Design: String, Hashable, Sendable { case `default`, serif, rounded, monospaced }

    public enum TextStyle: String, Hashable, Sendable, CaseIterable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2, extraLargeTitle, extraLargeTitle2
    }

    public enum Width: Hashable, Sendable { case compressed, condensed, standard, expanded }

    private func with(_ suffix: String) -> Font { Font(description: name + suffix) }

    public func bold() -> Font { with(".bold()") }
    public func italic() -> Font { with(".italic()") }
    public func weight(_ weight: Weight) -> Font { with(".weight(.\(weight.name))") }
    public func monospacedDigit() -> Font { with(".monospacedDigit()") }
    public func monospaced() -> Font { with(".monospaced()") }
    public func smallCaps() -> Font { with(".smallCaps()") }
    public func lowercaseSmallCaps() -> Font { with(".lowercaseSmallCaps()") }
    public func uppercaseSmallCaps() -> Font { with(".uppercaseSmallCaps()") }
    // iOS 26: each trait switched on or off, and a size or a scale of the same font.
    public func bold(_ isActive: Bool) -> Font { isActive ? bold() : self }
    public func italic(_ isActive: Bool) -> Font { isActive ? italic() : self }
    public func monospaced(_ isActive: Bool) -> Font { isActive ? monospaced() : self }
    public func smallCaps(_ isActive: Bool) -> Font { isActive ? smallCaps() : self }
    public func lowercaseSmallCaps(_ isActive: Bool) -> Font { isActive ? lowercaseSmallCaps() : self }
    public func uppercaseSmallCaps(_ isActive: Bool) -> Font { isActive ? uppercaseSmallCaps() : self }
    public func pointSize(_ size: CGFloat) -> Font { with(".pointSize(\(number(size)))") }
    public func scaled(by factor: CGFloat) -> Font { with(".scaled(by: \(number(factor)))") }
    public func leading(_ leading: Leading) -> Font { with(".leading(.\(leading))") }
    public func width(_ width: Width) -> Font { with(".width(.\(width))") }

    public enum Leading: Hashable, Sendable { case standard, tight, loose }

    package func valueDescription(using describer: ValueDescriber) -> ValueDescription { .atom(name) }
}

/// `16` rather than `16.0` for whole numbers, as a reader writes them.
package func formatNumber(_ value: Double) -> String {
    Int(exactly: value).map(String.init) ?? String(value)
}
