import Foundation

extension Gradient {
    /// The space colours are blended in (iOS 18).
    public struct ColorSpace: Hashable, Sendable {
        let name: String
        /// Blends the components as they are stored (gamma-encoded sRGB).
        public static let device = ColorSpace(name: "device")
        /// Blends so the steps look even to the eye (Oklab).
        public static let perceptual = ColorSpace(name: "perceptual")
    }
}

extension Color {
    /// The colour `fraction` of the way from this colour to `rhs` (iOS 18): shown as the code
    /// writes it, with the blend of the two colours' components where both are known.
    public func mix(with rhs: Color, by fraction: Double, in colorSpace: Gradient.ColorSpace = .perceptual) -> Color {
        let components = self.components.flatMap { lhs in rhs.components.map { ColorComponents.mix(lhs, $0, by: fraction, in: colorSpace) } }
        return Color(description: "\(name).mix(with: \(rhs.name), by: \(formatNumber(fraction)))", components: components)
    }
}

extension ColorComponents {
    /// `a` blended `t` of the way to `b`; opacity blends linearly.
    static func mix(_ a: ColorComponents, _ b: ColorComponents, by t: Double, in space: Gradient.ColorSpace) -> ColorComponents {
        let opacity = a.opacity + (b.opacity - a.opacity) * t
        guard space == .perceptual else {
            return ColorComponents(
                red: a.red + (b.red - a.red) * t, green: a.green + (b.green - a.green) * t, blue: a.blue + (b.blue - a.blue) * t,
                opacity: opacity)
        }
        let (l1, m1, s1) = a.oklab
        let (l2, m2, s2) = b.oklab
        var mixed = ColorComponents(oklab: (l1 + (l2 - l1) * t, m1 + (m2 - m1) * t, s1 + (s2 - s1) * t))
        mixed.opacity = opacity
        return mixed
    }

    /// The colour in Oklab (lightness, a, b), from linear sRGB (Björn Ottosson's matrices).
    var oklab: (Double, Double, Double) {
        let r = Self.decode(red), g = Self.decode(green), b = Self.decode(blue)
        let l = cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b)
        let m = cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b)
        let s = cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b)
        return (
            0.2104542553 * l + 0.7936177850 * m - 0.0040720468 * s,
            1.9779984951 * l - 2.4285922050 * m + 0.4505937099 * s,
            0.0259040371 * l + 0.7827717662 * m - 0.8086757660 * s
        )
    }

    /// An opaque colour from Oklab.
    init(oklab: (Double, Double, Double)) {
        let (lightness, a, b) = oklab
        let l = pow(lightness + 0.3963377774 * a + 0.2158037573 * b, 3)
        let m = pow(lightness - 0.1055613458 * a - 0.0638541728 * b, 3)
        let s = pow(lightness - 0.0894841775 * a - 1.2914855480 * b, 3)
        self.init(
            red: Self.encode(4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s),
            green: Self.encode(-1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s),
            blue: Self.encode(-0.0041960863 * l - 0.7034186147 * m + 1.7076147010 * s))
    }
}
