import Foundation

// iOS 26 makes SwiftUI's font, colour and line-style attributes codable, so rich text an app
// edits can be saved (`JSONEncoder` with `AttributeScopes.SwiftUIAttributes`) and read back.
// dataflow's values are descriptions (`.headline`, `Color(red: 1, green: 0, blue: 0)`), so that
// is what is written: the same value comes back, with its components where dataflow knows them.

extension AttributeScopes.SwiftUIAttributes.FontAttribute: CodableAttributedStringKey {
    /// Reads a font saved by `encode(_:to:)`.
    public static func decode(from decoder: any Decoder) throws -> Font {
        try Font(description: decoder.singleValueContainer().decode(String.self))
    }

    /// Saves a font as its description.
    public static func encode(_ value: Font, to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(value.name)
    }
}

extension AttributeScopes.SwiftUIAttributes.ForegroundColorAttribute: CodableAttributedStringKey {
    /// Reads a text colour saved by `encode(_:to:)`.
    public static func decode(from decoder: any Decoder) throws -> AttributeScopes.SwiftUIAttributes.ForegroundColorAttribute.Value {
        try CodedColor(from: decoder).color
    }

    /// Saves a text colour as its description and components.
    public static func encode(_ value: AttributeScopes.SwiftUIAttributes.ForegroundColorAttribute.Value, to encoder: any Encoder) throws {
        try CodedColor(value).encode(to: encoder)
    }
}

extension AttributeScopes.SwiftUIAttributes.BackgroundColorAttribute: CodableAttributedStringKey {
    /// Reads a highlight colour saved by `encode(_:to:)`.
    public static func decode(from decoder: any Decoder) throws -> AttributeScopes.SwiftUIAttributes.BackgroundColorAttribute.Value {
        try CodedColor(from: decoder).color
    }

    /// Saves a highlight colour as its description and components.
    public static func encode(_ value: AttributeScopes.SwiftUIAttributes.BackgroundColorAttribute.Value, to encoder: any Encoder) throws {
        try CodedColor(value).encode(to: encoder)
    }
}

extension AttributeScopes.SwiftUIAttributes.StrikethroughStyleAttribute: CodableAttributedStringKey {
    /// Reads a strikethrough saved by `encode(_:to:)`.
    public static func decode(from decoder: any Decoder) throws -> AttributeScopes.SwiftUIAttributes.StrikethroughStyleAttribute.Value {
        try CodedLineStyle(from: decoder).lineStyle
    }

    /// Saves a strikethrough as its pattern and colour.
    public static func encode(_ value: AttributeScopes.SwiftUIAttributes.StrikethroughStyleAttribute.Value, to encoder: any Encoder) throws {
        try CodedLineStyle(value).encode(to: encoder)
    }
}

extension AttributeScopes.SwiftUIAttributes.UnderlineStyleAttribute: CodableAttributedStringKey {
    /// Reads an underline saved by `encode(_:to:)`.
    public static func decode(from decoder: any Decoder) throws -> AttributeScopes.SwiftUIAttributes.UnderlineStyleAttribute.Value {
        try CodedLineStyle(from: decoder).lineStyle
    }

    /// Saves an underline as its pattern and colour.
    public static func encode(_ value: AttributeScopes.SwiftUIAttributes.UnderlineStyleAttribute.Value, to encoder: any Encoder) throws {
        try CodedLineStyle(value).encode(to: encoder)
    }
}

/// A colour as saved: its description, and its sRGB components where dataflow knows them, so a
/// read colour shows and resolves as the saved one did.
private struct CodedColor: Codable {
    /// How the colour is shown (`.red`, `Color(white: 0.5)`).
    var name: String
    /// Red, green, blue and opacity, or nil for a colour whose components are unknown.
    var components: [Double]?

    /// The saved form of `color`.
    init(_ color: Color) {
        name = color.name
        components = color.components.map { [$0.red, $0.green, $0.blue, $0.opacity] }
    }

    /// The colour this form describes.
    var color: Color {
        guard let components, components.count == 4 else { return Color(description: name) }
        let resolved = ColorComponents(red: components[0], green: components[1], blue: components[2], opacity: components[3])
        return Color(description: name, components: resolved)
    }
}

/// A line style as saved: its pattern's name and its colour, if it has one.
private struct CodedLineStyle: Codable {
    /// The pattern (`solid`, `dash`).
    var pattern: String
    /// The line's own colour, or nil for the text's.
    var color: CodedColor?

    /// The saved form of `style`.
    init(_ style: Text.LineStyle) {
        pattern = style.pattern.name
        color = style.color.map { CodedColor($0) }
    }

    /// The line style this form describes.
    var lineStyle: Text.LineStyle {
        Text.LineStyle(pattern: Text.LineStyle.Pattern(name: pattern), color: color?.color)
    }
}
