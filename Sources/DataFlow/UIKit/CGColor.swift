import Foundation

#if !canImport(CoreGraphics)
/// A Core Graphics colour (Apple's systems only): its components, as `UIColor.cgColor` and
/// `Color.Resolved.cgColor` give them, so code that reads `cgColor.components` gets numbers.
///
/// An RGB colour has four components (red, green, blue, alpha), a grey one two (white, alpha),
/// as in Core Graphics; a colour dataflow cannot know (an asset catalog's) has none.
public final class CGColor: @unchecked Sendable {
    let name: String
    /// The components, or nil where they are unknown.
    public let components: [CGFloat]?

    init(name: String, components: [CGFloat]?) {
        self.name = name
        self.components = components
    }

    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(
            name: "CGColor(red: \(formatNumber(Double(red))), green: \(formatNumber(Double(green))), blue: \(formatNumber(Double(blue))))",
            components: [red, green, blue, alpha])
    }

    public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    public convenience init(gray: CGFloat, alpha: CGFloat) {
        self.init(name: "CGColor(gray: \(formatNumber(Double(gray))))", components: [gray, alpha])
    }

    /// How many components the colour has: 4 for RGB, 2 for grey (0 when unknown).
    public var numberOfComponents: Int { components?.count ?? 0 }

    /// The colour's opacity, its last component.
    public var alpha: CGFloat { components?.last ?? 1 }

    /// The same colour at another opacity.
    public func copy(alpha: CGFloat) -> CGColor? {
        CGColor(name: name, components: components.map { Array($0.dropLast()) + [alpha] })
    }
}

extension Color {
    public init(cgColor: CGColor) {
        self.init(description: "Color(cgColor: \(cgColor.name))", components: cgColor.colorComponents)
    }
    public init(_ cgColor: CGColor) { self.init(cgColor: cgColor) }
}

/// A Core Graphics colour for components UIKit or SwiftUI hands out (none when unknown).
func makeCGColor(_ components: ColorComponents?, grayscale: Bool = false, name: String) -> CGColor {
    guard let components else { return CGColor(name: name, components: nil) }
    let values: [CGFloat] =
        grayscale
        ? [CGFloat(components.red), CGFloat(components.opacity)]
        : [CGFloat(components.red), CGFloat(components.green), CGFloat(components.blue), CGFloat(components.opacity)]
    return CGColor(name: name, components: values)
}

extension CGColor {
    /// The components as red, green, blue and opacity (a grey's white read three times).
    var colorComponents: ColorComponents? {
        guard let components else { return nil }
        switch components.count {
        case 2: return ColorComponents(white: Double(components[0]), opacity: Double(components[1]))
        case 4:
            return ColorComponents(
                red: Double(components[0]), green: Double(components[1]), blue: Double(components[2]), opacity: Double(components[3]))
        default: return nil
        }
    }
}
#else
import CoreGraphics

/// A Core Graphics colour for components UIKit or SwiftUI hands out.
func makeCGColor(_ components: ColorComponents?, grayscale: Bool = false, name: String) -> CGColor {
    let c = components ?? ColorComponents(red: 0, green: 0, blue: 0, opacity: 0)
    return grayscale
        ? CGColor(gray: CGFloat(c.red), alpha: CGFloat(c.opacity))
        : CGColor(srgbRed: CGFloat(c.red), green: CGFloat(c.green), blue: CGFloat(c.blue), alpha: CGFloat(c.opacity))
}
#endif
