import Foundation

// Resolving a font (iOS 26): the concrete size, weight and traits a `Font` has in an environment,
// for code that measures or inspects text. dataflow renders no glyphs; the values come from the
// font as the code built it (its text style or size and its modifiers) and the environment's
// Dynamic Type size, with Apple's default sizes for the text styles.

extension Font {
    /// What resolving a font depends on in an environment: here, its Dynamic Type size.
    ///
    /// It exists so a font can be resolved outside a view (`font.resolve(in: environment.fontResolutionContext)`).
    public struct Context: Hashable, Sendable {
        /// The Dynamic Type size text styles are sized for.
        let dynamicTypeSize: DynamicTypeSize

        /// A context at `dynamicTypeSize` (the default Large size unless given).
        init(dynamicTypeSize: DynamicTypeSize = .large) {
            self.dynamicTypeSize = dynamicTypeSize
        }
    }

    /// A font's concrete values: its point size, weight, width, leading and traits.
    ///
    /// It exists for code that reads a font's size or traits (iOS 26). SwiftUI also gives the
    /// Core Text font (`ctFont`); Core Text is not on Linux, so that member is not declared.
    public struct Resolved: Hashable, Sendable {
        /// Whether the weight is semibold or heavier, as the bold trait is.
        public let isBold: Bool
        /// Whether `.italic()` was applied.
        public let isItalic: Bool
        /// The size in points.
        public let pointSize: CGFloat
        /// The weight: the text style's own, or the one a modifier or `system(…weight:)` gave.
        public let weight: Font.Weight
        /// The width `.width(_:)` gave, or `.standard`.
        public let width: Font.Width
        /// The line spacing `.leading(_:)` gave, or `.standard`.
        public let leading: Font.Leading
        /// Whether every glyph has the same advance: `.monospaced()` or the monospaced design.
        public let isMonospaced: Bool
        /// Whether lowercase letters are drawn as small capitals.
        public let isLowercaseSmallCaps: Bool
        /// Whether uppercase letters are drawn as small capitals.
        public let isUppercaseSmallCaps: Bool
        /// Whether both cases are drawn as small capitals, as `.smallCaps()` makes them.
        public let isSmallCaps: Bool
    }

    /// The system's default font for text: the body style, what text has when no font is set.
    public static var `default`: Font { Font(named: "default") }

    /// The font's concrete values in `context`.
    ///
    /// A text style has its size at the context's Dynamic Type size (Apple's default sizes at
    /// Large, scaled elsewhere by the body style's ratio, rounded to whole points, as
    /// `@ScaledMetric` scales); `.custom(_:size:)` scales by the same ratio unrounded;
    /// `.system(size:)` keeps its size. Modifiers apply in the order the code wrote them.
    public func resolve(in context: Font.Context) -> Font.Resolved {
        let ratio = CGFloat(ScaledMetric<Double>.bodyPointSize(at: context.dynamicTypeSize) / 17)
        var size: CGFloat = (17 * ratio).rounded()
        var weight = Font.Weight.regular
        var width = Font.Width.standard
        var leading = Font.Leading.standard
        var isItalic = false
        var isMonospaced = false
        var lowercaseSmallCaps = false
        var uppercaseSmallCaps = false

        let segments = Self.resolutionParts(of: name, separatedBy: ".").filter { !$0.isEmpty }
        for (position, segment) in segments.enumerated() {
            let (head, arguments) = Self.resolutionCall(segment)
            let values = Self.resolutionArguments(arguments)
            if position == 0 {
                // The font itself: a text style, `system(…)`, `custom(…)` or `default`.
                if let style = TextStyle(rawValue: head) {
                    size = (Self.defaultPointSize(style) * ratio).rounded()
                    weight = Self.defaultWeight(style)
                    continue
                }
                switch head {
                case "system":
                    if let style = values[""].flatMap({ TextStyle(rawValue: String($0.dropFirst())) }) {
                        size = (Self.defaultPointSize(style) * ratio).rounded()
                        weight = Self.defaultWeight(style)
                    } else if let given = values["size"].flatMap({ Double($0) }) {
                        size = CGFloat(given)
                    }
                    if let named = values["weight"].flatMap({ Self.resolutionWeight(String($0.dropFirst())) }) { weight = named }
                    if values["design"] == ".monospaced" { isMonospaced = true }
                case "custom":
                    if let given = values["size"].flatMap({ Double($0) }) { size = CGFloat(given) * ratio }
                default:
                    break
                }
                continue
            }
            // A modifier, applied to what came before.
            switch head {
            case "bold": weight = .bold
            case "italic": isItalic = true
            case "weight": weight = Self.resolutionWeight(String(arguments.dropFirst())) ?? weight
            case "monospaced": isMonospaced = true
            case "smallCaps":
                lowercaseSmallCaps = true
                uppercaseSmallCaps = true
            case "lowercaseSmallCaps": lowercaseSmallCaps = true
            case "uppercaseSmallCaps": uppercaseSmallCaps = true
            case "pointSize": size = Double(arguments).map { CGFloat($0) } ?? size
            case "scaled": size *= values["by"].flatMap({ Double($0) }).map { CGFloat($0) } ?? 1
            case "leading": leading = Self.resolutionLeading(String(arguments.dropFirst())) ?? leading
            case "width": width = Self.resolutionWidth(String(arguments.dropFirst())) ?? width
            default: break
            }
        }
        let boldWeights: [Font.Weight] = [.semibold, .bold, .heavy, .black]
        return Font.Resolved(
            isBold: boldWeights.contains(weight), isItalic: isItalic, pointSize: size, weight: weight, width: width, leading: leading,
            isMonospaced: isMonospaced, isLowercaseSmallCaps: lowercaseSmallCaps, isUppercaseSmallCaps: uppercaseSmallCaps,
            isSmallCaps: lowercaseSmallCaps && uppercaseSmallCaps)
    }

    /// A text style's size in points at the default Dynamic Type size (Large), as Apple lists them.
    private static func defaultPointSize(_ style: TextStyle) -> CGFloat {
        switch style {
        case .largeTitle: 34
        case .title: 28
        case .title2: 22
        case .title3: 20
        case .headline: 17
        case .subheadline: 15
        case .body: 17
        case .callout: 16
        case .footnote: 13
        case .caption: 12
        case .caption2: 11
        case .extraLargeTitle: 36
        case .extraLargeTitle2: 28
        }
    }

    /// A text style's own weight: semibold for the headline, bold for the extra-large titles.
    private static func defaultWeight(_ style: TextStyle) -> Font.Weight {
        switch style {
        case .headline: .semibold
        case .extraLargeTitle, .extraLargeTitle2: .bold
        default: .regular
        }
    }

    /// The weight a font's description names (`bold`), if it names one.
    private static func resolutionWeight(_ name: String) -> Font.Weight? {
        let weights: [Font.Weight] = [.ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black]
        return weights.first { $0.name == name }
    }

    /// The width a font's description names (`condensed`), if it names one.
    private static func resolutionWidth(_ name: String) -> Font.Width? {
        switch name {
        case "compressed": .compressed
        case "condensed": .condensed
        case "standard": .standard
        case "expanded": .expanded
        default: nil
        }
    }

    /// The leading a font's description names (`tight`), if it names one.
    private static func resolutionLeading(_ name: String) -> Font.Leading? {
        switch name {
        case "standard": .standard
        case "tight": .tight
        case "loose": .loose
        default: nil
        }
    }

    /// `text` cut at each `separator` outside parentheses and quoted strings: a font's
    /// description into its calls, or a call's arguments into each argument.
    private static func resolutionParts(of text: String, separatedBy separator: Character) -> [String] {
        var parts: [String] = []
        var current = ""
        var depth = 0
        var inQuote = false
        var escaped = false
        for character in text {
            if inQuote {
                if escaped {
                    escaped = false
                } else if character == "\\" {
                    escaped = true
                } else if character == "\"" {
                    inQuote = false
                }
            } else if character == "\"" {
                inQuote = true
            } else if character == "(" {
                depth += 1
            } else if character == ")" {
                depth -= 1
            } else if character == separator, depth == 0 {
                parts.append(current)
                current = ""
                continue
            }
            current.append(character)
        }
        parts.append(current)
        return parts
    }

    /// A call's name and the text between its parentheses: `weight(.bold)` is `weight`, `.bold`.
    private static func resolutionCall(_ segment: String) -> (head: String, arguments: String) {
        guard let open = segment.firstIndex(of: "(") else { return (segment, "") }
        var arguments = segment[segment.index(after: open)...]
        if arguments.hasSuffix(")") { arguments = arguments.dropLast() }
        return (String(segment[..<open]), String(arguments))
    }

    /// A call's arguments by label (`""` for the unlabelled one): `size: 17, weight: .bold` is
    /// `["size": "17", "weight": ".bold"]`.
    private static func resolutionArguments(_ arguments: String) -> [String: String] {
        var values: [String: String] = [:]
        for part in resolutionParts(of: arguments, separatedBy: ",") {
            let trimmed = part.trimmingCharacters(in: .whitespaces)
            if let colon = trimmed.range(of: ": "), !trimmed.hasPrefix("\""), !trimmed.hasPrefix(".") {
                values[String(trimmed[..<colon.lowerBound])] = String(trimmed[colon.upperBound...])
            } else if values[""] == nil {
                values[""] = trimmed
            }
        }
        return values
    }
}

extension Font.Context: CustomDebugStringConvertible {
    /// The context's Dynamic Type size, for logs: `Font.Context(dynamicTypeSize: .large)`.
    public var debugDescription: String { "Font.Context(dynamicTypeSize: .\(dynamicTypeSize))" }
}

extension EnvironmentValues {
    /// What a font resolves against in this environment: its Dynamic Type size.
    public var fontResolutionContext: Font.Context { Font.Context(dynamicTypeSize: dynamicTypeSize) }
}
