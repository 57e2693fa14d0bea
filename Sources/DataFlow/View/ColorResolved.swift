import Foundation

extension Color {
    /// A colour's concrete values (iOS 17): red, green, blue and opacity, so code can store a
    /// colour or turn it into a hex string.
    ///
    /// The components are extended sRGB; `linearRed` and its siblings are the same light without
    /// sRGB's transfer curve. Printed as Apple prints it, `#RRGGBBAA`.
    public struct Resolved: Hashable, Sendable, ShapeStyle, Codable, CustomStringConvertible {
        public var red: Float
        public var green: Float
        public var blue: Float
        public var opacity: Float

        public init(colorSpace: Color.RGBColorSpace = .sRGB, red: Float, green: Float, blue: Float, opacity: Float = 1) {
            let components = ColorComponents(colorSpace, red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(opacity))
            self.init(components)
        }

        init(_ components: ColorComponents) {
            red = Float(components.red)
            green = Float(components.green)
            blue = Float(components.blue)
            opacity = Float(components.opacity)
        }

        var components: ColorComponents {
            ColorComponents(red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(opacity))
        }

        public var linearRed: Float {
            get { Float(ColorComponents.decode(Double(red))) }
            set { red = Float(ColorComponents.encode(Double(newValue))) }
        }

        public var linearGreen: Float {
            get { Float(ColorComponents.decode(Double(green))) }
            set { green = Float(ColorComponents.encode(Double(newValue))) }
        }

        public var linearBlue: Float {
            get { Float(ColorComponents.decode(Double(blue))) }
            set { blue = Float(ColorComponents.encode(Double(newValue))) }
        }

        /// The colour as Core Graphics holds it: four components, red, green, blue and alpha.
        public var cgColor: CGColor { makeCGColor(components, name: "CGColor(\(description))") }

        public var description: String {
            let bytes = [red, green, blue, opacity].map { value in
                String(format: "%02X", Int((min(max(value, 0), 1) * 255).rounded()))
            }
            return "#" + bytes.joined()
        }

        public var _styleName: String { "Color.Resolved(\(description))" }
    }

    /// A colour of fixed values, as `resolve(in:)` gave them.
    public init(_ resolved: Resolved) {
        self.init(
            description:
                "Color(red: \(formatNumber(Double(resolved.red))), green: \(formatNumber(Double(resolved.green))), blue: \(formatNumber(Double(resolved.blue))))"
                + (resolved.opacity == 1 ? "" : ".opacity(\(formatNumber(Double(resolved.opacity))))"),
            components: resolved.components)
    }

    /// The colour's values in an environment, as an iPhone in light mode resolves them (the
    /// system colours' light-mode values; an environment's `.dark` colour scheme is not applied).
    ///
    /// An asset catalog's colour, whose values dataflow does not read, resolves as clear
    /// (0, 0, 0, 0).
    public func resolve(in environment: EnvironmentValues) -> Resolved {
        Resolved(components ?? ColorComponents(red: 0, green: 0, blue: 0, opacity: 0))
    }
}
