import Foundation

/// The errors WeatherKit declares, so an app's `catch` and comparisons take the paths they take on
/// a device. WeatherKit declares no error of its own for a missing network, so a run's requests
/// throw `.unknown`, described as the weather service not being reachable in a run (D19).
public enum WeatherError: LocalizedError {
    /// The app may not use the service (no WeatherKit capability), so code that handles it compiles; a run never throws it.
    case permissionDenied

    /// Anything else, so every request of a run, which reaches no network, fails with it.
    case unknown

    /// The message an app shows with `localizedDescription`, so a failed screen says why.
    public var errorDescription: String? {
        switch self {
        case .permissionDenied: "The app is not allowed to use the weather service."
        case .unknown: "The weather service is not reachable in a run: a run has no network."
        }
    }

    /// Why the request failed, so an app that shows the reason has one.
    public var failureReason: String? {
        switch self {
        case .permissionDenied: "The app has no WeatherKit capability."
        case .unknown: "dataflow runs an app with no network, so Apple's weather service never answers."
        }
    }

    /// No help page, so an app that reads one finds none, as for most errors.
    public var helpAnchor: String? { nil }

    /// What could be done, so an app that shows a suggestion has one.
    public var recoverySuggestion: String? {
        switch self {
        case .permissionDenied: "Add the WeatherKit capability to the app's identifier."
        case .unknown: nil
        }
    }
}

/// Errors compare by case, so `error == .unknown` and `#expect(throws: WeatherError.unknown)` work.
extension WeatherError: Equatable {}

/// Errors hash by case, so an app may keep them in a set.
extension WeatherError: Hashable {}
