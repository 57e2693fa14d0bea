import Foundation

/// A colour's red, green, blue and opacity in extended sRGB (gamma-encoded, as `Color(red:green:blue:)`
/// takes them): what `Color.resolve(in:)`, `UIColor.getRed(_:green:blue:alpha:)` and
/// `cgColor.components` answer, so that code which turns a colour into numbers (a hex string, a
/// saved theme) gets the numbers an iPhone gives.
package struct ColorComponents: Hashable, Sendable {
    package var red: Double
    package var green: Double
    package var blue: Double
    package var opacity: Double

    package init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.opacity = opacity
    }

    /// A colour given as 0–255 values, as Apple's tables list the system colours.
    init(_ red: Int, _ green: Int, _ blue: Int, opacity: Double = 1) {
        self.init(red: Double(red) / 255, green: Double(green) / 255, blue: Double(blue) / 255, opacity: opacity)
    }

    init(white: Double, opacity: Double = 1) {
        self.init(red: white, green: white, blue: white, opacity: opacity)
    }

    /// Hue, saturation and brightness (each 0–1), as `Color(hue:saturation:brightness:)` and
    /// `UIColor(hue:saturation:brightness:alpha:)` take them.
    init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        let h = (hue - hue.rounded(.down)) * 6
        let sector = Int(h.rounded(.down)) % 6
        let f = h - h.rounded(.down)
        let v = brightness
        let p = v * (1 - saturation)
        let q = v * (1 - saturation * f)
        let t = v * (1 - saturation * (1 - f))
        let (r, g, b): (Double, Double, Double) =
            switch sector {
            case 0: (v, t, p)
            case 1: (q, v, p)
            case 2: (p, v, t)
            case 3: (p, q, v)
            case 4: (t, p, v)
            default: (v, p, q)
            }
        self.init(red: r, green: g, blue: b, opacity: opacity)
    }

    /// The components given in another colour space, converted to extended sRGB.
    init(_ space: Color.RGBColorSpace, red: Double, green: Double, blue: Double, opacity: Double) {
        switch space {
        case .sRGB:
            self.init(red: red, green: green, blue: blue, opacity: opacity)
        case .sRGBLinear:
            self.init(red: Self.encode(red), green: Self.encode(green), blue: Self.encode(blue), opacity: opacity)
        case .displayP3:
            // Display P3 shares sRGB's transfer curve; its primaries differ (the matrix takes
            // linear P3 to linear sRGB, from the two spaces' primaries and their shared white point).
            let (r, g, b) = (Self.decode(red), Self.decode(green), Self.decode(blue))
            self.init(
                red: Self.encode(1.2249401 * r - 0.2249404 * g),
                green: Self.encode(-0.0420569 * r + 1.0420571 * g),
                blue: Self.encode(-0.0196376 * r - 0.0786361 * g + 1.0982735 * b),
                opacity: opacity)
        }
    }

    /// The same colour at `opacity` times its opacity, as `.opacity(_:)` makes it.
    func multiplyingOpacity(by factor: Double) -> ColorComponents {
        ColorComponents(red: red, green: green, blue: blue, opacity: opacity * factor)
    }

    /// Hue, saturation and brightness, as `UIColor.getHue(_:saturation:brightness:alpha:)` gives them.
    var hsb: (hue: Double, saturation: Double, brightness: Double) {
        let maximum = max(red, green, blue)
        let minimum = min(red, green, blue)
        let delta = maximum - minimum
        guard maximum > 0, delta > 0 else { return (0, 0, maximum) }
        var hue: Double =
            if maximum == red {
                (green - blue) / delta
            } else if maximum == green {
                2 + (blue - red) / delta
            } else {
                4 + (red - green) / delta
            }
        hue /= 6
        if hue < 0 { hue += 1 }
        return (hue, delta / maximum, maximum)
    }

    /// sRGB's transfer curve, from linear light to the encoded value (extended: the sign is kept).
    static func encode(_ linear: Double) -> Double {
        let magnitude = abs(linear)
        let encoded = magnitude <= 0.0031308 ? 12.92 * magnitude : 1.055 * pow(magnitude, 1 / 2.4) - 0.055
        return linear < 0 ? -encoded : encoded
    }

    /// sRGB's transfer curve, from the encoded value to linear light.
    static func decode(_ encoded: Double) -> Double {
        let magnitude = abs(encoded)
        let linear = magnitude <= 0.04045 ? magnitude / 12.92 : pow((magnitude + 0.055) / 1.055, 2.4)
        return encoded < 0 ? -linear : linear
    }
}

extension ColorComponents {
    /// SwiftUI's named colours as an iPhone resolves them in light mode (iOS 17 and 18: the
    /// system colours of UIKit, `Color.red` being `UIColor.systemRed`, 255 59 48). An app's
    /// accent colour is its asset catalog's, which dataflow does not read: not listed.
    static let swiftUINamed: [String: ColorComponents] = [
        "clear": ColorComponents(0, 0, 0, opacity: 0),
        "black": ColorComponents(0, 0, 0),
        "white": ColorComponents(255, 255, 255),
        "gray": ColorComponents(142, 142, 147),
        "red": ColorComponents(255, 59, 48),
        "orange": ColorComponents(255, 149, 0),
        "yellow": ColorComponents(255, 204, 0),
        "green": ColorComponents(52, 199, 89),
        "mint": ColorComponents(0, 199, 190),
        "teal": ColorComponents(48, 176, 199),
        "cyan": ColorComponents(50, 173, 230),
        "blue": ColorComponents(0, 122, 255),
        "indigo": ColorComponents(88, 86, 214),
        "purple": ColorComponents(175, 82, 222),
        "pink": ColorComponents(255, 45, 85),
        "brown": ColorComponents(162, 132, 94),
        "primary": ColorComponents(0, 0, 0),
        "secondary": ColorComponents(60, 60, 67, opacity: 0.6),
    ]

    /// The names of UIKit's colours (`UIColor.systemGray`), which `Color(.systemGray)` means.
    package static var uiKitNamedColors: Set<String> { Set(uiKitNamed.keys).union(["accentColor"]) }

    /// UIKit's colours as an iPhone resolves them in light mode (iOS 17 and 18): the system
    /// colours and the semantic ones (labels, backgrounds, fills), and the fixed colours of
    /// `UIColor.red` (1 0 0) and its siblings.
    static let uiKitNamed: [String: ColorComponents] = [
        "systemRed": ColorComponents(255, 59, 48),
        "systemOrange": ColorComponents(255, 149, 0),
        "systemYellow": ColorComponents(255, 204, 0),
        "systemGreen": ColorComponents(52, 199, 89),
        "systemMint": ColorComponents(0, 199, 190),
        "systemTeal": ColorComponents(48, 176, 199),
        "systemCyan": ColorComponents(50, 173, 230),
        "systemBlue": ColorComponents(0, 122, 255),
        "systemIndigo": ColorComponents(88, 86, 214),
        "systemPurple": ColorComponents(175, 82, 222),
        "systemPink": ColorComponents(255, 45, 85),
        "systemBrown": ColorComponents(162, 132, 94),
        "systemGray": ColorComponents(142, 142, 147),
        "systemGray2": ColorComponents(174, 174, 178),
        "systemGray3": ColorComponents(199, 199, 204),
        "systemGray4": ColorComponents(209, 209, 214),
        "systemGray5": ColorComponents(229, 229, 234),
        "systemGray6": ColorComponents(242, 242, 247),
        "label": ColorComponents(0, 0, 0),
        "secondaryLabel": ColorComponents(60, 60, 67, opacity: 0.6),
        "tertiaryLabel": ColorComponents(60, 60, 67, opacity: 0.3),
        "quaternaryLabel": ColorComponents(60, 60, 67, opacity: 0.18),
        "placeholderText": ColorComponents(60, 60, 67, opacity: 0.3),
        "link": ColorComponents(0, 122, 255),
        "separator": ColorComponents(60, 60, 67, opacity: 0.29),
        "opaqueSeparator": ColorComponents(198, 198, 200),
        "systemBackground": ColorComponents(255, 255, 255),
        "secondarySystemBackground": ColorComponents(242, 242, 247),
        "tertiarySystemBackground": ColorComponents(255, 255, 255),
        "systemGroupedBackground": ColorComponents(242, 242, 247),
        "secondarySystemGroupedBackground": ColorComponents(255, 255, 255),
        "tertiarySystemGroupedBackground": ColorComponents(242, 242, 247),
        "systemFill": ColorComponents(120, 120, 128, opacity: 0.2),
        "secondarySystemFill": ColorComponents(120, 120, 128, opacity: 0.16),
        "tertiarySystemFill": ColorComponents(118, 118, 128, opacity: 0.12),
        "quaternarySystemFill": ColorComponents(116, 116, 128, opacity: 0.08),
        "darkText": ColorComponents(0, 0, 0),
        "lightText": ColorComponents(white: 1, opacity: 0.6),
        "black": ColorComponents(white: 0),
        "darkGray": ColorComponents(white: 1.0 / 3),
        "lightGray": ColorComponents(white: 2.0 / 3),
        "white": ColorComponents(white: 1),
        "gray": ColorComponents(white: 0.5),
        "red": ColorComponents(red: 1, green: 0, blue: 0),
        "green": ColorComponents(red: 0, green: 1, blue: 0),
        "blue": ColorComponents(red: 0, green: 0, blue: 1),
        "cyan": ColorComponents(red: 0, green: 1, blue: 1),
        "yellow": ColorComponents(red: 1, green: 1, blue: 0),
        "magenta": ColorComponents(red: 1, green: 0, blue: 1),
        "orange": ColorComponents(red: 1, green: 0.5, blue: 0),
        "purple": ColorComponents(red: 0.5, green: 0, blue: 0.5),
        "brown": ColorComponents(red: 0.6, green: 0.4, blue: 0.2),
        "clear": ColorComponents(white: 0, opacity: 0),
    ]
}
