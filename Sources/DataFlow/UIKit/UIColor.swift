import Foundation

/// A colour made in code, UIKit's: shown by name (`Color(uiColor: .systemRed)`), and carrying
/// its components where they are known, so `getRed(_:green:blue:alpha:)` and
/// `cgColor.components` give the numbers an iPhone in light mode gives.
///
/// `UIColor(white:alpha:)` and the fixed greys (`.white`, `.black`, `.gray`, `.clear`…) are grey
/// colours, two components in `cgColor`, as in UIKit; the others are RGB, four.
///
/// It is an `NSObject` that archives (`NSSecureCoding`), as apps store a chosen colour with
/// `NSKeyedArchiver`: its name and components go in, and come back out equal.
public final class UIColor: NSObject, NSSecureCoding, @unchecked Sendable {
    let name: String
    /// Extended sRGB components, or nil where dataflow cannot know them (an asset catalog's colour).
    let components: ColorComponents?
    /// A grey colour: its `cgColor` has two components.
    let isGrayscale: Bool

    init(name: String, components: ColorComponents?, isGrayscale: Bool = false) {
        self.name = name
        self.components = components
        self.isGrayscale = isGrayscale
        super.init()
    }

    public static var supportsSecureCoding: Bool { true }

    public func encode(with coder: NSCoder) {
        coder.encode(name as NSString, forKey: "name")
        coder.encode(isGrayscale, forKey: "grayscale")
        if let components {
            coder.encode([components.red, components.green, components.blue, components.opacity] as NSArray, forKey: "components")
        }
    }

    public init?(coder: NSCoder) {
        guard let name = coder.decodeObject(of: NSString.self, forKey: "name") as String? else { return nil }
        self.name = name
        isGrayscale = coder.decodeBool(forKey: "grayscale")
        let values = (coder.decodeObject(of: [NSArray.self, NSNumber.self], forKey: "components") as? [Double]) ?? []
        components = values.count == 4 ? ColorComponents(red: values[0], green: values[1], blue: values[2], opacity: values[3]) : nil
        super.init()
    }

    /// One of UIKit's named colours: `.systemRed`, `.label`.
    convenience init(system name: String) {
        self.init(name: "." + name, components: ColorComponents.uiKitNamed[name], isGrayscale: Self.fixedGreys.contains(name))
    }

    /// UIKit's fixed colours that live in a grey colour space.
    private static let fixedGreys: Set<String> = ["black", "darkGray", "lightGray", "white", "gray", "clear", "lightText"]

    /// A colour that adapts to its trait collection (`UIColor { $0.userInterfaceStyle == .dark ?
    /// … : … }`): a run is an iPhone in light mode, so it is the colour the provider gives for
    /// that collection, asked once, when the colour is made.
    public convenience init(dynamicProvider: @escaping @Sendable (UITraitCollection) -> UIColor) {
        let resolved = dynamicProvider(UITraitCollection.current)
        self.init(name: resolved.name, components: resolved.components, isGrayscale: resolved.isGrayscale)
    }

    /// The colour for a trait collection: the same colour, as a run has one collection.
    public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor { self }

    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(
            name: "UIColor(red: \(formatNumber(Double(red))), green: \(formatNumber(Double(green))), blue: \(formatNumber(Double(blue))))",
            components: ColorComponents(red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha)))
    }

    public convenience init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(
            name: "UIColor(displayP3Red: \(formatNumber(Double(red))), green: \(formatNumber(Double(green))), blue: \(formatNumber(Double(blue))))",
            components: ColorComponents(.displayP3, red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha)))
    }

    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(
            name: "UIColor(white: \(formatNumber(Double(white))))", components: ColorComponents(white: Double(white), opacity: Double(alpha)),
            isGrayscale: true)
    }

    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        self.init(
            name: "UIColor(hue: \(formatNumber(Double(hue))))",
            components: ColorComponents(hue: Double(hue), saturation: Double(saturation), brightness: Double(brightness), opacity: Double(alpha)))
    }

    /// An asset catalog's colour: dataflow reads no assets, so its components are unknown.
    public convenience init?(named name: String) { self.init(name: "UIColor(named: \(name.quotedLiteral))", components: nil) }

    /// A SwiftUI colour as UIKit sees it (iOS 14): the same components.
    public convenience init(_ color: Color) { self.init(name: "UIColor(\(color.name))", components: color.components) }

    public convenience init(cgColor: CGColor) {
        #if canImport(CoreGraphics)
        let components = cgColor.components.flatMap { values -> ColorComponents? in
            values.count == 4
                ? ColorComponents(red: Double(values[0]), green: Double(values[1]), blue: Double(values[2]), opacity: Double(values[3]))
                : values.count == 2 ? ColorComponents(white: Double(values[0]), opacity: Double(values[1])) : nil
        }
        self.init(name: "UIColor(cgColor:)", components: components, isGrayscale: cgColor.numberOfComponents == 2)
        #else
        self.init(name: "UIColor(cgColor: \(cgColor.name))", components: cgColor.colorComponents, isGrayscale: cgColor.numberOfComponents == 2)
        #endif
    }

    /// The colour as Core Graphics holds it.
    public var cgColor: CGColor { makeCGColor(components, grayscale: isGrayscale, name: "\(name).cgColor") }

    /// The colour at another opacity.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(
            name: "\(name).withAlphaComponent(\(formatNumber(Double(alpha))))",
            components: components.map { ColorComponents(red: $0.red, green: $0.green, blue: $0.blue, opacity: Double(alpha)) },
            isGrayscale: isGrayscale)
    }

    /// The colour's red, green, blue and alpha: false, and nothing written, where they are unknown.
    public func getRed(
        _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?, blue: UnsafeMutablePointer<CGFloat>?,
        alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        guard let components else { return false }
        red?.pointee = CGFloat(components.red)
        green?.pointee = CGFloat(components.green)
        blue?.pointee = CGFloat(components.blue)
        alpha?.pointee = CGFloat(components.opacity)
        return true
    }

    /// The colour's hue, saturation, brightness and alpha: false, and nothing written, where they are unknown.
    public func getHue(
        _ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?, brightness: UnsafeMutablePointer<CGFloat>?,
        alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        guard let components else { return false }
        let hsb = components.hsb
        hue?.pointee = CGFloat(hsb.hue)
        saturation?.pointee = CGFloat(hsb.saturation)
        brightness?.pointee = CGFloat(hsb.brightness)
        alpha?.pointee = CGFloat(components.opacity)
        return true
    }

    /// Its name, as code makes it (`UIColor.systemRed`): never an address.
    public override var description: String { name }

    /// Equal when made the same way: the same name and components.
    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIColor else { return false }
        return name == other.name && components == other.components
    }

    public override var hash: Int {
        var hasher = Hasher()
        hasher.combine(name)
        hasher.combine(components)
        return hasher.finalize()
    }

    public static let systemBackground = UIColor(system: "systemBackground")
    public static let secondarySystemBackground = UIColor(system: "secondarySystemBackground")
    public static let tertiarySystemBackground = UIColor(system: "tertiarySystemBackground")
    public static let systemGroupedBackground = UIColor(system: "systemGroupedBackground")
    public static let secondarySystemGroupedBackground = UIColor(system: "secondarySystemGroupedBackground")
    public static let tertiarySystemGroupedBackground = UIColor(system: "tertiarySystemGroupedBackground")
    public static let label = UIColor(system: "label")
    public static let secondaryLabel = UIColor(system: "secondaryLabel")
    public static let tertiaryLabel = UIColor(system: "tertiaryLabel")
    public static let quaternaryLabel = UIColor(system: "quaternaryLabel")
    public static let systemGray = UIColor(system: "systemGray")
    public static let systemGray2 = UIColor(system: "systemGray2")
    public static let systemGray3 = UIColor(system: "systemGray3")
    public static let systemGray4 = UIColor(system: "systemGray4")
    public static let systemGray5 = UIColor(system: "systemGray5")
    public static let systemGray6 = UIColor(system: "systemGray6")
    public static let systemBlue = UIColor(system: "systemBlue")
    public static let systemRed = UIColor(system: "systemRed")
    public static let systemGreen = UIColor(system: "systemGreen")
    public static let systemOrange = UIColor(system: "systemOrange")
    public static let systemYellow = UIColor(system: "systemYellow")
    public static let systemPink = UIColor(system: "systemPink")
    public static let systemPurple = UIColor(system: "systemPurple")
    public static let systemTeal = UIColor(system: "systemTeal")
    public static let systemIndigo = UIColor(system: "systemIndigo")
    public static let systemBrown = UIColor(system: "systemBrown")
    public static let systemMint = UIColor(system: "systemMint")
    public static let systemCyan = UIColor(system: "systemCyan")
    public static let separator = UIColor(system: "separator")
    public static let opaqueSeparator = UIColor(system: "opaqueSeparator")
    public static let systemFill = UIColor(system: "systemFill")
    public static let secondarySystemFill = UIColor(system: "secondarySystemFill")
    public static let tertiarySystemFill = UIColor(system: "tertiarySystemFill")
    public static let quaternarySystemFill = UIColor(system: "quaternarySystemFill")
    public static let placeholderText = UIColor(system: "placeholderText")
    public static let link = UIColor(system: "link")
    public static let darkText = UIColor(system: "darkText")
    public static let lightText = UIColor(system: "lightText")
    public static let white = UIColor(system: "white")
    public static let black = UIColor(system: "black")
    public static let clear = UIColor(system: "clear")
    public static let red = UIColor(system: "red")
    public static let blue = UIColor(system: "blue")
    public static let green = UIColor(system: "green")
    public static let gray = UIColor(system: "gray")
    public static let lightGray = UIColor(system: "lightGray")
    public static let darkGray = UIColor(system: "darkGray")
    public static let orange = UIColor(system: "orange")
    public static let yellow = UIColor(system: "yellow")
    public static let purple = UIColor(system: "purple")
    public static let brown = UIColor(system: "brown")
    public static let cyan = UIColor(system: "cyan")
    public static let magenta = UIColor(system: "magenta")
}

extension Color {
    public init(uiColor: UIColor) { self.init(description: "Color(uiColor: \(uiColor.name))", components: uiColor.components) }
    public init(_ uiColor: UIColor) { self.init(uiColor: uiColor) }
}

extension UIColor {
    // The colour drawing uses next in a renderer's context: kept by nothing (D15).
    public func set() {}
    public func setFill() {}
    public func setStroke() {}
}
