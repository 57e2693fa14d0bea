import Foundation

/// The sun's times for a day, each optional where the sun does not reach it (polar days and
/// nights), so an app can show sunrise and sunset.
public struct SunEvents {
    /// When the sky starts to lighten (the sun 18° below the horizon), so an app can show first light.
    public var astronomicalDawn: Date?

    /// When the horizon becomes visible at sea (12° below), so an app can show it.
    public var nauticalDawn: Date?

    /// When there is light enough outdoors without lamps (6° below), so an app can show it.
    public var civilDawn: Date?

    /// When the sun's edge rises, so an app can show sunrise.
    public var sunrise: Date?

    /// When the sun is highest, so an app can show midday.
    public var solarNoon: Date?

    /// When the sun's edge sets, so an app can show sunset.
    public var sunset: Date?

    /// When outdoor light ends (6° below), so an app can show it.
    public var civilDusk: Date?

    /// When the sea's horizon fades (12° below), so an app can show it.
    public var nauticalDusk: Date?

    /// When the sky is fully dark (18° below), so an app can show it.
    public var astronomicalDusk: Date?

    /// When the sun is lowest, so an app can show the middle of the night.
    public var solarMidnight: Date?
}

/// Sun times compare by their dates, as Apple's do.
extension SunEvents: Equatable {}

/// Sun times encode and decode, so an app can cache them.
extension SunEvents: Codable {}

/// The moon's phase and times for a day, so an app can show the moon beside the forecast.
public struct MoonEvents {
    /// The moon's phase that day, so an app can draw its symbol.
    public var phase: MoonPhase

    /// When the moon rises, if it does that day, so an app can show it.
    public var moonrise: Date?

    /// When the moon sets, if it does that day, so an app can show it.
    public var moonset: Date?
}

/// Moon times compare by their values, as Apple's do.
extension MoonEvents: Equatable {}

/// Moon times encode and decode, so an app can cache them.
extension MoonEvents: Codable {}

/// The eight phases of the moon, so an app can name a phase and show its SF Symbol.
public enum MoonPhase: String, CustomStringConvertible, CaseIterable, Sendable {
    /// Each phase, from new round to waning crescent, so exhaustive switches match the SDK's.
    case new, waxingCrescent, firstQuarter, waxingGibbous, full, waningGibbous, lastQuarter, waningCrescent

    /// The phase in words (`Waxing Crescent`), so an app can show it.
    public var description: String { titleWords(rawValue) }

    /// The words VoiceOver reads, so an accessibility label has the phase.
    public var accessibilityDescription: String { description }

    /// The phase's SF Symbol, so `Image(systemName: phase.symbolName)` names one that exists.
    public var symbolName: String {
        switch self {
        case .new: "moonphase.new.moon"
        case .waxingCrescent: "moonphase.waxing.crescent"
        case .firstQuarter: "moonphase.first.quarter"
        case .waxingGibbous: "moonphase.waxing.gibbous"
        case .full: "moonphase.full.moon"
        case .waningGibbous: "moonphase.waning.gibbous"
        case .lastQuarter: "moonphase.last.quarter"
        case .waningCrescent: "moonphase.waning.crescent"
        }
    }
}

/// Phases compare and hash by case, so an app may key a dictionary by them.
extension MoonPhase: Hashable {}

/// Phases encode by their raw value, so an app can cache them.
extension MoonPhase: Codable {}
