import Foundation

// What code reads from a colour besides its resolved values: how it prints (`description`), its
// Core Graphics colour (`cgColor`), a colour made from any style that resolves to colour values,
// its transfer as data, and a resolved colour's animatable values.

/// How SwiftUI prints a colour, and whether the colour adapts to its environment (a system or
/// asset colour), for the colours whose print is not their `#RRGGBBAA`.
struct ColorDetail: Hashable, Sendable {
    var text: String
    var isDynamic: Bool
}

extension Color: CustomStringConvertible {
    /// The colour as SwiftUI prints it: a system colour by its name (`red`, `primary`), one at an
    /// opacity with its percentage (`50% red`), a Display P3 colour by its components
    /// (`DisplayP3(red: 1.0, green: 0.0, blue: 0.0, opacity: 1.0)`), an asset colour as
    /// `NamedColor(name: "Brand", bundle: nil)`, and any other colour by its sRGB values,
    /// `#RRGGBBAA` (as `Color.Resolved` prints them).
    public var description: String {
        if let detail { return detail.text }
        if let components { return Color.Resolved(components).description }
        return name
    }
}

extension Color: DescribedIdentifier {
    /// A colour used as an id (`ForEach(colors, id: \.self)`) is named in identity paths as the
    /// screen names it (`.red`), whatever `description` prints.
    package func identifier(using describer: ValueDescriber) -> String { name }
}

extension Color {
    /// The colour as Core Graphics holds it (iOS 14), or nil for a colour that adapts to its
    /// environment: the system colours (`.red`, `.primary`) and asset colours, as SwiftUI
    /// answers nil for dynamic colours. Colours made from components (`Color(red:green:blue:)`,
    /// `Color(white:)`, `Color(hue:…)`, a resolved colour) give their sRGB components and opacity.
    public var cgColor: CGColor? {
        guard detail?.isDynamic != true, let components else { return nil }
        return makeCGColor(components, name: "CGColor(\(description))")
    }

    /// A colour from any style that resolves to a colour's values (iOS 17): the style resolved in
    /// the default environment (an iPhone in light mode, D15). A `Color` stays itself.
    public init<T: Hashable & ShapeStyle>(_ color: T) where T.Resolved == Color.Resolved {
        if let itself = color as? Color {
            self = itself
            return
        }
        let resolved = color.resolve(in: EnvironmentValues())
        self.init(description: "Color(\(color._styleName))", components: resolved.components)
    }

    /// A colour from any style that resolves to HDR values (iOS 26), keeping the headroom.
    public init<T: Hashable & ShapeStyle>(_ color: T) where T.Resolved == Color.ResolvedHDR {
        self.init(color.resolve(in: EnvironmentValues()))
    }
}

extension Color: Transferable {
    /// A colour travels as its resolved values (`Color.Resolved`'s JSON): a dropped or pasted
    /// colour comes back with the same components.
    public static var transferRepresentation: DataRepresentation<Color> {
        DataRepresentation(
            contentType: .data,
            exporting: { color in try JSONEncoder().encode(color.resolve(in: EnvironmentValues())) },
            importing: { data in try Color(JSONDecoder().decode(Color.Resolved.self, from: data)) })
    }
}

extension Color.Resolved: Animatable {
    /// The values an animation moves: the linear red, green and blue, and the opacity.
    public typealias AnimatableData = AnimatablePair<Float, AnimatablePair<Float, AnimatablePair<Float, Float>>>

    /// The linear components and opacity, so an animation between two resolved colours moves
    /// in linear light; setting it sets the colour.
    public var animatableData: AnimatableData {
        get { AnimatablePair(linearRed, AnimatablePair(linearGreen, AnimatablePair(linearBlue, opacity))) }
        set {
            linearRed = newValue.first
            linearGreen = newValue.second.first
            linearBlue = newValue.second.second.first
            opacity = newValue.second.second.second
        }
    }
}
