import Foundation

/// The name, marks and legal page an app must show beside Apple's weather data, so code that
/// reads them compiles. A run never has one: `WeatherService.attribution` throws, as offline.
public struct WeatherAttribution {
    /// The service's name, so an app can credit it in text.
    public var serviceName: String

    /// The page of the data's sources, so an app can link to it.
    public var legalPageURL: URL

    /// The square mark's image, so an app can show the small logo.
    public var squareMarkURL: URL

    /// The logo and name for a dark background, so an app picks the one that shows.
    public var combinedMarkDarkURL: URL

    /// The logo and name for a light background, so an app picks the one that shows.
    public var combinedMarkLightURL: URL

    /// The credit's text as the service wrote it, kept for `legalAttributionText`.
    var legalText: String

    /// The credit as text, so an app without room for the marks can still give it.
    public var legalAttributionText: String { legalText }
}

/// Attributions compare by their values, as Apple's do.
extension WeatherAttribution: Equatable {}

/// Attributions encode and decode, so an app can cache one.
extension WeatherAttribution: Codable {}
