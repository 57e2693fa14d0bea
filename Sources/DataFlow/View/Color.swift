/// A colour, as a value and as a view that fills its space.
public struct Color: View, Equatable, Hashable, Sendable, CustomValueDescription {
    let name: String

    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        name = "Color(red: \(red), green: \(green), blue: \(blue)\(opacity == 1 ? "" : ", opacity: \(opacity)"))"
    }

    init(named name: String) {
        self.name = "." + name
    }

    public static let clear = Color(named: "clear")
    public static let black = Color(named: "black")
    public static let white = Color(named: "white")
    public static let gray = Color(named: "gray")
    public static let red = Color(named: "red")
    public static let orange = Color(named: "orange")
    public static let yellow = Color(named: "yellow")
    public static let green = Color(named: "green")
    public static let blue = Color(named: "blue")
    public static let purple = Color(named: "purple")
    public static let pink = Color(named: "pink")
    public static let primary = Color(named: "primary")
    public static let secondary = Color(named: "secondary")
    public static let accentColor = Color(named: "accentColor")

    package func valueDescription(using describer: ValueDescriber) -> ValueDescription { .atom(name) }
}

extension Color: StructuralContent {
    package var screenLine: String? { "Color \(name)" }
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

    public static func system(size: Double) -> Font {
        Font(named: "system(size: \(formatNumber(size)))")
    }

    package func valueDescription(using describer: ValueDescriber) -> ValueDescription { .atom(name) }
}

/// `16` rather than `16.0` for whole numbers, as a reader writes them.
func formatNumber(_ value: Double) -> String {
    Int(exactly: value).map(String.init) ?? String(value)
}
