import Foundation

/// What the sky is doing, so an app's `switch` over conditions, its symbols and its labels compile.
/// Each case's description is its name in words (`Mostly Cloudy`), the same on every run.
public enum WeatherCondition: String, CaseIterable, CustomStringConvertible, Hashable, Sendable {
    /// Every condition WeatherKit reports, in its order, so exhaustive switches match the SDK's.
    case blizzard, blowingDust, blowingSnow, breezy, clear, cloudy, drizzle, flurries, foggy, freezingDrizzle, freezingRain,
        frigid, hail, haze, heavyRain, heavySnow, hot, hurricane, isolatedThunderstorms, mostlyClear, mostlyCloudy, partlyCloudy,
        rain, scatteredThunderstorms, sleet, smoky, snow, strongStorms, sunFlurries, sunShowers, thunderstorms, tropicalStorm, windy,
        wintryMix

    /// The condition in words, so `Text(condition.description)` shows a label.
    public var description: String { titleWords(rawValue) }

    /// The words VoiceOver reads, so an accessibility label has the condition.
    public var accessibilityDescription: String { description }
}

/// Conditions encode by their raw value, so an app can cache them.
extension WeatherCondition: Codable {}

/// What falls from the sky, so an app can label a forecast's precipitation.
public enum Precipitation: String, CaseIterable, CustomStringConvertible, Hashable, Sendable {
    /// Each kind WeatherKit reports, so exhaustive switches match the SDK's.
    case none, hail, mixed, rain, sleet, snow

    /// The kind in words, so an app can show it.
    public var description: String { titleWords(rawValue) }

    /// The words VoiceOver reads, so an accessibility label has the kind.
    public var accessibilityDescription: String { description }
}

/// Kinds encode by their raw value, so an app can cache them.
extension Precipitation: Codable {}

/// Where the air pressure is heading, so an app can draw an arrow beside it.
public enum PressureTrend: String, CaseIterable, CustomStringConvertible, Hashable, Sendable {
    /// Each trend WeatherKit reports, so exhaustive switches match the SDK's.
    case rising, falling, steady

    /// The trend in words, so an app can show it.
    public var description: String { titleWords(rawValue) }

    /// The words VoiceOver reads, so an accessibility label has the trend.
    public var accessibilityDescription: String { description }
}

/// Trends encode by their raw value, so an app can cache them.
extension PressureTrend: Codable {}

/// The sun's ultraviolet strength, so an app can warn about sunburn.
public struct UVIndex {
    /// The index as a number, so an app can show it.
    public var value: Int

    /// The band the number falls in, so an app can colour it.
    public var category: ExposureCategory

    /// The bands of the index, ordered from low to extreme, so an app can compare them.
    public enum ExposureCategory: String, Codable, Comparable, CustomStringConvertible, CaseIterable, Sendable {
        /// Each band, weakest first, so `<` orders them as the SDK does.
        case low, moderate, high, veryHigh, extreme

        /// The index values the band covers (the World Health Organization's bands), so an app can label a scale.
        public var rangeValue: ClosedRange<Int> {
            switch self {
            case .low: 0...2
            case .moderate: 3...5
            case .high: 6...7
            case .veryHigh: 8...10
            case .extreme: 11...Int.max
            }
        }

        /// The band in words (`Very High`), so an app can show it.
        public var description: String { titleWords(rawValue) }

        /// The words VoiceOver reads, so an accessibility label has the band.
        public var accessibilityDescription: String { description }

        /// Orders bands by strength, so `category >= .high` reads as on a device.
        public static func < (lhs: UVIndex.ExposureCategory, rhs: UVIndex.ExposureCategory) -> Bool { lhs.strength < rhs.strength }

        /// The band's place from the weakest, so comparing bands compares their order.
        private var strength: Int { Self.allCases.firstIndex(of: self) ?? 0 }
    }
}

/// Indices compare by value and band, as Apple's do.
extension UVIndex: Equatable {}

/// Indices encode and decode, so an app can cache them.
extension UVIndex: Codable {}

/// The wind's direction, speed and gusts, so an app can show them with Foundation's measurements.
public struct Wind {
    /// The direction as a compass point, so an app can write `NNE`.
    public var compassDirection: CompassDirection

    /// The direction the wind blows from, as an angle, so an app can turn an arrow.
    public var direction: Measurement<UnitAngle>

    /// The wind's speed, so an app can convert it to the user's unit.
    public var speed: Measurement<UnitSpeed>

    /// The gusts' speed where the service has one, so an app can show it when there.
    public var gust: Measurement<UnitSpeed>?

    /// The sixteen points of the compass, so an app can name a direction.
    public enum CompassDirection: String, Codable, CaseIterable, CustomStringConvertible, Sendable {
        /// Each point, clockwise from north, so exhaustive switches match the SDK's.
        case north, northNortheast, northeast, eastNortheast, east, eastSoutheast, southeast, southSoutheast,
            south, southSouthwest, southwest, westSouthwest, west, westNorthwest, northwest, northNorthwest

        /// The point's letters (`NNE`), so an app can show it where room is short.
        public var abbreviation: String {
            switch self {
            case .north: "N"
            case .northNortheast: "NNE"
            case .northeast: "NE"
            case .eastNortheast: "ENE"
            case .east: "E"
            case .eastSoutheast: "ESE"
            case .southeast: "SE"
            case .southSoutheast: "SSE"
            case .south: "S"
            case .southSouthwest: "SSW"
            case .southwest: "SW"
            case .westSouthwest: "WSW"
            case .west: "W"
            case .westNorthwest: "WNW"
            case .northwest: "NW"
            case .northNorthwest: "NNW"
            }
        }

        /// The point in words (`North Northeast`), so an app can show it.
        public var description: String { titleWords(rawValue) }

        /// The words VoiceOver reads, so an accessibility label has the direction.
        public var accessibilityDescription: String { description }
    }
}

/// Points compare and hash by case, so an app may key a dictionary by them.
extension Wind.CompassDirection: Hashable {}

/// Winds compare by their values, as Apple's do.
extension Wind: Equatable {}

/// Winds encode and decode, so an app can cache them.
extension Wind: Codable {}
