import DataFlowCoreLocation
import Foundation

/// The way into Apple's weather service, so an app's forecast code compiles and takes its failure
/// path: a run has no network, and the service is on the network (D19).
///
/// Every request (`weather(for:)`, and `weather(for:including:)` with one to six queries) and the
/// `attribution` is recorded as an effect of its step, then throws `WeatherError.unknown`, whose
/// description says the weather service is not reachable in a run. Nothing is cached and nothing
/// reads the clock, so every run answers the same.
public final class WeatherService: @unchecked Sendable {
    /// The service apps share, so `WeatherService.shared` reads as on a device.
    public static let shared = WeatherService(instance: ())

    /// A service of the app's own, so code that keeps one answers as the shared one does.
    public convenience init() { self.init(instance: ()) }

    /// The one designated initializer, so `shared` and `init()` make the same service.
    init(instance: Void) {}

    /// Apple Weather's name, marks and legal page, fetched from the network on a device: in a run
    /// the request is an effect and throws `WeatherError.unknown`.
    public var attribution: WeatherAttribution {
        get async throws { throw fail(asking: "its attribution (name, marks and legal page)") }
    }

    /// Every data set for a place, so an app that asks for all of the weather takes its failure path.
    public func weather(for location: CLLocation) async throws -> Weather {
        throw fail(asking: ["all of the weather (current, by minute, hourly, daily, alerts and availability)"], at: location)
    }

    /// One data set for a place, typed by its query, so `including: .current` compiles as on a device and fails as offline.
    public func weather<T>(for location: CLLocation, including dataSet: WeatherQuery<T>) async throws -> T {
        throw fail(asking: [dataSet.asked], at: location)
    }

    /// Two data sets in one request, so a tuple-destructuring call compiles and fails as offline.
    public func weather<T1, T2>(
        for location: CLLocation, including dataSet1: WeatherQuery<T1>, _ dataSet2: WeatherQuery<T2>
    ) async throws -> (T1, T2) {
        throw fail(asking: [dataSet1.asked, dataSet2.asked], at: location)
    }

    /// Three data sets in one request, so a tuple-destructuring call compiles and fails as offline.
    public func weather<T1, T2, T3>(
        for location: CLLocation, including dataSet1: WeatherQuery<T1>, _ dataSet2: WeatherQuery<T2>, _ dataSet3: WeatherQuery<T3>
    ) async throws -> (T1, T2, T3) {
        throw fail(asking: [dataSet1.asked, dataSet2.asked, dataSet3.asked], at: location)
    }

    /// Four data sets in one request, so a tuple-destructuring call compiles and fails as offline.
    public func weather<T1, T2, T3, T4>(
        for location: CLLocation, including dataSet1: WeatherQuery<T1>, _ dataSet2: WeatherQuery<T2>, _ dataSet3: WeatherQuery<T3>,
        _ dataSet4: WeatherQuery<T4>
    ) async throws -> (T1, T2, T3, T4) {
        throw fail(asking: [dataSet1.asked, dataSet2.asked, dataSet3.asked, dataSet4.asked], at: location)
    }

    /// Five data sets in one request, so a tuple-destructuring call compiles and fails as offline.
    public func weather<T1, T2, T3, T4, T5>(
        for location: CLLocation, including dataSet1: WeatherQuery<T1>, _ dataSet2: WeatherQuery<T2>, _ dataSet3: WeatherQuery<T3>,
        _ dataSet4: WeatherQuery<T4>, _ dataSet5: WeatherQuery<T5>
    ) async throws -> (T1, T2, T3, T4, T5) {
        throw fail(asking: [dataSet1.asked, dataSet2.asked, dataSet3.asked, dataSet4.asked, dataSet5.asked], at: location)
    }

    /// Six data sets in one request, so a tuple-destructuring call compiles and fails as offline.
    public func weather<T1, T2, T3, T4, T5, T6>(
        for location: CLLocation, including dataSet1: WeatherQuery<T1>, _ dataSet2: WeatherQuery<T2>, _ dataSet3: WeatherQuery<T3>,
        _ dataSet4: WeatherQuery<T4>, _ dataSet5: WeatherQuery<T5>, _ dataSet6: WeatherQuery<T6>
    ) async throws -> (T1, T2, T3, T4, T5, T6) {
        throw fail(
            asking: [dataSet1.asked, dataSet2.asked, dataSet3.asked, dataSet4.asked, dataSet5.asked, dataSet6.asked], at: location)
    }

    /// Records a request for data sets at a place and makes its error, so each request reads the same in the step.
    private func fail(asking dataSets: [String], at location: CLLocation) -> WeatherError {
        fail(asking: "\(Self.listed(dataSets)) at \(location.description)")
    }

    /// Records what the app asked the service for and makes the error a run answers with, so no request goes unnoted.
    private func fail(asking what: String) -> WeatherError {
        Effects.record("WeatherService asks Apple's weather service for \(what) (no network here: WeatherError.unknown)")
        return .unknown
    }

    /// Items as a sentence lists them (`a, b and c`), so an effect names a request's data sets in the app's order.
    static func listed(_ items: [String]) -> String {
        guard let last = items.last else { return "" }
        return items.count == 1 ? last : items.dropLast().joined(separator: ", ") + " and " + last
    }
}

/// A data set to ask the service for, typed by what it answers, so `weather(for:including:)`
/// returns what each query names (a current weather, a forecast, alerts).
public struct WeatherQuery<T> {
    /// The data set in words, so the effect of a request says what was asked.
    let asked: String

    /// Keeps the words an effect uses for this data set.
    init(asked: String) { self.asked = asked }

    /// The conditions now, so `including: .current` answers a `CurrentWeather`.
    public static var current: WeatherQuery<CurrentWeather> { WeatherQuery<CurrentWeather>(asked: "the current weather") }

    /// The next hour by minute, optional as where the service has none, so `including: .minute` answers one.
    public static var minute: WeatherQuery<Forecast<MinuteWeather>?> {
        WeatherQuery<Forecast<MinuteWeather>?>(asked: "the next hour's forecast by minute")
    }

    /// The coming hours, so `including: .hourly` answers an hourly forecast.
    public static var hourly: WeatherQuery<Forecast<HourWeather>> { WeatherQuery<Forecast<HourWeather>>(asked: "the hourly forecast") }

    /// The coming days, so `including: .daily` answers a daily forecast.
    public static var daily: WeatherQuery<Forecast<DayWeather>> { WeatherQuery<Forecast<DayWeather>>(asked: "the daily forecast") }

    /// Severe weather alerts, optional as where the service issues none, so `including: .alerts` answers them.
    public static var alerts: WeatherQuery<[WeatherAlert]?> { WeatherQuery<[WeatherAlert]?>(asked: "weather alerts") }

    /// Which data sets a place has, so an app can check before asking for minutes or alerts.
    public static var availability: WeatherQuery<WeatherAvailability> {
        WeatherQuery<WeatherAvailability>(asked: "which data sets are available")
    }
}

/// A query holds only its words, so an app may keep one in an actor or pass it across tasks.
extension WeatherQuery: Sendable {}

/// Queries for days between dates, so a planner can ask for the days of a trip.
extension WeatherQuery where T == Forecast<DayWeather> {
    /// The days between two dates, so a trip planner's `including: .daily(startDate:endDate:)` compiles and is noted with its dates.
    public static func daily(startDate: Date, endDate: Date) -> WeatherQuery<T> {
        WeatherQuery<T>(asked: "the daily forecast from \(startDate.description) to \(endDate.description)")
    }
}

/// Queries for hours between dates, so an app can ask for the hours of an event.
extension WeatherQuery where T == Forecast<HourWeather> {
    /// The hours between two dates, so `including: .hourly(startDate:endDate:)` compiles and is noted with its dates.
    public static func hourly(startDate: Date, endDate: Date) -> WeatherQuery<T> {
        WeatherQuery<T>(asked: "the hourly forecast from \(startDate.description) to \(endDate.description)")
    }
}
