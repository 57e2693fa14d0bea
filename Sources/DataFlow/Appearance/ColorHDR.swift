import Foundation

// iOS 26's high-dynamic-range colours: a resolved colour with a headroom (how far above
// standard white it may go), and the modifiers that set a colour's headroom or brighten it by
// photographic stops. dataflow draws nothing; the values are computed from a colour's own
// components (`Color.resolve(in:)`), so code that stores or compares HDR colours gets numbers.

extension Color {
    /// A colour's concrete values with its headroom: how many times brighter than standard
    /// white the colour may be shown.
    ///
    /// It exists for code that resolves, stores or animates HDR colours (iOS 26). Its components
    /// are `Color.Resolved`'s (extended sRGB, so values above 1 are brighter than white); a
    /// headroom of nil leaves the limit to the display.
    public struct ResolvedHDR: Hashable, Sendable {
        /// The colour's components, without the headroom.
        var base: Color.Resolved

        /// The most the colour may exceed standard white by (a factor), or nil for the display's own.
        public var headroom: Float?

        /// A resolved colour with a headroom, or with the display's own when `headroom` is nil.
        public init(_ color: Color.Resolved, headroom: Float? = nil) {
            base = color
            self.headroom = headroom
        }

        /// The red component without sRGB's transfer curve (linear light).
        public var linearRed: Float {
            get { base.linearRed }
            set { base.linearRed = newValue }
        }

        /// The green component without sRGB's transfer curve (linear light).
        public var linearGreen: Float {
            get { base.linearGreen }
            set { base.linearGreen = newValue }
        }

        /// The blue component without sRGB's transfer curve (linear light).
        public var linearBlue: Float {
            get { base.linearBlue }
            set { base.linearBlue = newValue }
        }

        /// The red component, gamma-encoded extended sRGB.
        public var red: Float {
            get { base.red }
            set { base.red = newValue }
        }

        /// The green component, gamma-encoded extended sRGB.
        public var green: Float {
            get { base.green }
            set { base.green = newValue }
        }

        /// The blue component, gamma-encoded extended sRGB.
        public var blue: Float {
            get { base.blue }
            set { base.blue = newValue }
        }

        /// The opacity, from 0 (clear) to 1 (opaque).
        public var opacity: Float {
            get { base.opacity }
            set { base.opacity = newValue }
        }
    }

    /// A colour of the fixed values of an HDR resolution, keeping its headroom.
    public init(_ resolved: Color.ResolvedHDR) {
        let plain = Color(resolved.base)
        if let headroom = resolved.headroom {
            self = plain.headroom(Double(headroom))
        } else {
            self = plain
        }
    }

    /// The colour's values and headroom in an environment.
    ///
    /// The components are `resolve(in:)`'s (an iPhone in light mode); the headroom is the one
    /// the colour's last `.headroom(_:)` gave, or nil where it was given none.
    public func resolveHDR(in environment: EnvironmentValues) -> Color.ResolvedHDR {
        Color.ResolvedHDR(resolve(in: environment), headroom: headroom.map(Float.init))
    }

    /// The colour with its headroom limited to `headroom` times standard white (nil: the display's
    /// own), as `resolveHDR(in:)` reports it.
    public func headroom(_ headroom: Double?) -> Color {
        let amount = headroom.map { formatNumber($0) } ?? "nil"
        var limited = Color(description: "\(name).headroom(\(amount))", components: components)
        limited.headroom = headroom
        return limited
    }

    /// The colour brightened (or, for negative `stops`, dimmed) by photographic stops: each stop
    /// doubles the linear light of red, green and blue; opacity is unchanged.
    public func exposureAdjust(_ stops: Double) -> Color {
        let factor = exp2(stops)
        let adjusted = components.map { value in
            ColorComponents(
                red: ColorComponents.encode(ColorComponents.decode(value.red) * factor),
                green: ColorComponents.encode(ColorComponents.decode(value.green) * factor),
                blue: ColorComponents.encode(ColorComponents.decode(value.blue) * factor),
                opacity: value.opacity)
        }
        var brightened = Color(description: "\(name).exposureAdjust(\(formatNumber(stops)))", components: adjusted)
        brightened.headroom = headroom
        return brightened
    }
}

extension Color.ResolvedHDR: ShapeStyle {
    /// An HDR colour resolves to nothing further: it is already concrete values.
    public typealias Resolved = Never

    /// The style as the screen would name it: `Color.ResolvedHDR(#FF0000FF headroom: 2)`.
    public var _styleName: String { "Color.ResolvedHDR(\(description))" }
}

extension Color.ResolvedHDR: Animatable {
    /// The values an animation interpolates: `_Animatable`.
    public typealias AnimatableData = _Animatable

    /// The colour's linear components, opacity and headroom, for animating between HDR colours.
    ///
    /// A headroom of nil reads as zero and stays nil when set: only a given headroom animates.
    public var animatableData: AnimatableData {
        get {
            _Animatable(linearRed: linearRed, linearGreen: linearGreen, linearBlue: linearBlue, opacity: opacity, headroom: headroom ?? 0)
        }
        set {
            linearRed = newValue.linearRed
            linearGreen = newValue.linearGreen
            linearBlue = newValue.linearBlue
            opacity = newValue.opacity
            if headroom != nil { headroom = newValue.headroom }
        }
    }

    /// An HDR colour's numbers as one vector: linear red, green and blue, opacity, headroom.
    public struct _Animatable: VectorArithmetic, Sendable {
        /// The red component in linear light.
        var linearRed: Float
        /// The green component in linear light.
        var linearGreen: Float
        /// The blue component in linear light.
        var linearBlue: Float
        /// The opacity.
        var opacity: Float
        /// The headroom, or zero where the colour has none.
        var headroom: Float

        /// Every number zero: the origin animations add to.
        public static var zero: _Animatable { _Animatable(linearRed: 0, linearGreen: 0, linearBlue: 0, opacity: 0, headroom: 0) }

        /// Adds `rhs` to `lhs`, number by number.
        public static func += (lhs: inout _Animatable, rhs: _Animatable) { lhs = lhs + rhs }

        /// Subtracts `rhs` from `lhs`, number by number.
        public static func -= (lhs: inout _Animatable, rhs: _Animatable) { lhs = lhs - rhs }

        /// The sum, number by number.
        public static func + (lhs: _Animatable, rhs: _Animatable) -> _Animatable {
            _Animatable(
                linearRed: lhs.linearRed + rhs.linearRed, linearGreen: lhs.linearGreen + rhs.linearGreen,
                linearBlue: lhs.linearBlue + rhs.linearBlue, opacity: lhs.opacity + rhs.opacity, headroom: lhs.headroom + rhs.headroom)
        }

        /// The difference, number by number.
        public static func - (lhs: _Animatable, rhs: _Animatable) -> _Animatable {
            _Animatable(
                linearRed: lhs.linearRed - rhs.linearRed, linearGreen: lhs.linearGreen - rhs.linearGreen,
                linearBlue: lhs.linearBlue - rhs.linearBlue, opacity: lhs.opacity - rhs.opacity, headroom: lhs.headroom - rhs.headroom)
        }

        /// Multiplies every number by `rhs`, as an animation scales a step.
        public mutating func scale(by rhs: Double) {
            let factor = Float(rhs)
            linearRed *= factor
            linearGreen *= factor
            linearBlue *= factor
            opacity *= factor
            headroom *= factor
        }

        /// The sum of the numbers' squares: how far the vector is from zero.
        public var magnitudeSquared: Double {
            Double(linearRed * linearRed + linearGreen * linearGreen + linearBlue * linearBlue + opacity * opacity + headroom * headroom)
        }
    }
}

extension Color.ResolvedHDR: CustomStringConvertible {
    /// The colour as `#RRGGBBAA` (as `Color.Resolved` prints it), with its headroom if it has one.
    public var description: String {
        guard let headroom else { return base.description }
        return "\(base.description) headroom: \(formatNumber(Double(headroom)))"
    }
}

extension Color.ResolvedHDR: Codable {
    /// The keys an HDR colour is stored under: its four components and its headroom.
    private enum CodingKeys: String, CodingKey { case red, green, blue, opacity, headroom }

    /// Writes the components, and the headroom where there is one.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(red, forKey: .red)
        try container.encode(green, forKey: .green)
        try container.encode(blue, forKey: .blue)
        try container.encode(opacity, forKey: .opacity)
        try container.encodeIfPresent(headroom, forKey: .headroom)
    }

    /// Reads what `encode(to:)` wrote; a missing headroom is nil.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let color = Color.Resolved(
            red: try container.decode(Float.self, forKey: .red), green: try container.decode(Float.self, forKey: .green),
            blue: try container.decode(Float.self, forKey: .blue), opacity: try container.decode(Float.self, forKey: .opacity))
        self.init(color, headroom: try container.decodeIfPresent(Float.self, forKey: .headroom))
    }
}
