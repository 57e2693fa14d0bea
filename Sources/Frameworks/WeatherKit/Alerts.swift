import Foundation

/// A severe weather warning from a local agency, so an app's alert list compiles. A run receives
/// none: the request for alerts throws, as offline.
public struct WeatherAlert {
    /// The agency's page for the alert, so an app can link to the details.
    public var detailsURL: URL

    /// The agency that issued it, so an app can credit it.
    public var source: String

    /// The alert in a line, so an app can list it.
    public var summary: String

    /// The area it covers, where the agency names one, so an app can show it.
    public var region: String?

    /// How serious it is, so an app can colour or sort it.
    public var severity: WeatherSeverity

    /// When and where the alert was issued, so an app knows how fresh it is.
    public var metadata: WeatherMetadata
}

/// Alerts compare by their values, as Apple's do.
extension WeatherAlert: Equatable {}

/// Alerts encode and decode, so an app can cache them.
extension WeatherAlert: Codable {}

/// How serious an alert is, so an app can sort and colour alerts.
public enum WeatherSeverity: String, CaseIterable, CustomStringConvertible, Hashable, Sendable {
    /// Each level WeatherKit reports, so exhaustive switches match the SDK's.
    case minor, moderate, severe, extreme, unknown

    /// The level in words, so an app can show it.
    public var description: String { titleWords(rawValue) }

    /// The words VoiceOver reads, so an accessibility label has the level.
    public var accessibilityDescription: String { description }
}

/// Levels encode by their raw value, so an app can cache them.
extension WeatherSeverity: Codable {}

/// Which optional data sets a place has, so an app can skip asking for minutes or alerts where
/// there are none.
public struct WeatherAvailability {
    /// Whether the next hour by minute is there, so an app can hide its minute chart.
    public var minuteAvailability: AvailabilityKind

    /// Whether alerts are issued there, so an app can hide its alert list.
    public var alertAvailability: AvailabilityKind

    /// How a data set is available, so an app can tell "not here" from "not now".
    public enum AvailabilityKind: String, Codable, Hashable, Sendable {
        /// Each answer WeatherKit gives, so exhaustive switches match the SDK's.
        case available, temporarilyUnavailable, unsupported, unknown
    }
}

/// Availabilities compare by their values, as Apple's do.
extension WeatherAvailability: Equatable {}

/// Availabilities encode and decode, so an app can cache them.
extension WeatherAvailability: Codable {}
