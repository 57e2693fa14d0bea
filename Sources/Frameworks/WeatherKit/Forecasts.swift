import DataFlowCoreLocation
import Foundation

/// Every data set for a place, as `weather(for:)` answers on a device, so app code that reads
/// `weather.currentWeather.temperature` compiles. A run never makes one: the request throws.
public struct Weather {
    /// The conditions now, so an app can show the temperature and sky.
    public var currentWeather: CurrentWeather

    /// The next hour by minute, where the service has it, so an app can show rain starting.
    public var minuteForecast: Forecast<MinuteWeather>?

    /// The coming hours, so an app can list them.
    public var hourlyForecast: Forecast<HourWeather>

    /// The coming days, so an app can list highs and lows.
    public var dailyForecast: Forecast<DayWeather>

    /// Severe weather alerts, where the service issues them, so an app can warn.
    public var weatherAlerts: [WeatherAlert]?

    /// Which optional data sets the place has, so an app can explain a missing one.
    public var availability: WeatherAvailability
}

/// Weathers compare by their values, as Apple's do.
extension Weather: Equatable {}

/// Weathers encode and decode, so an app can cache one.
extension Weather: Codable {}

/// A run of forecasts with when and where they were made, a collection of its elements so an app
/// can `ForEach`, `map` and index it as on a device.
public struct Forecast<Element>: RandomAccessCollection, Codable, Equatable where Element: Decodable, Element: Encodable, Element: Equatable {
    /// Forecasts are indexed by position, so `forecast[0]` reads the first.
    public typealias Index = Int

    /// The positions of the elements, as the SDK names them.
    public typealias Indices = Range<Forecast<Element>.Index>

    /// Iterates the elements in order, as the SDK names it.
    public typealias Iterator = IndexingIterator<Forecast<Element>>

    /// A part of a forecast, as `prefix(7)` answers, as the SDK names it.
    public typealias SubSequence = Slice<Forecast<Element>>

    /// The elements in time order, so an app can read them as an array.
    public var forecast: [Element]

    /// When and where the forecast was made, so an app knows how fresh it is.
    public var metadata: WeatherMetadata

    /// The first position, so the collection starts at its first element.
    public var startIndex: Forecast<Element>.Index { forecast.startIndex }

    /// The position after the last, so the collection ends at its last element.
    public var endIndex: Forecast<Element>.Index { forecast.endIndex }

    /// The element at a position, so `forecast[i]` reads it.
    public subscript(position: Forecast<Element>.Index) -> Element { forecast[position] }
}

/// What only a minute forecast has, so its one-line summary compiles where apps read it.
extension Forecast where Element == MinuteWeather {
    /// The hour's precipitation in a line, so an app can show it above its minute chart.
    public var summary: String {
        guard let wet = forecast.first(where: { $0.precipitation != Precipitation.none }) else { return "No precipitation for the hour" }
        return "\(wet.precipitation.description) in the next hour"
    }
}

/// When a forecast was made, when it goes stale and for where, so an app can decide when to ask
/// again.
public struct WeatherMetadata {
    /// When the data was made, so an app can show its age.
    public var date: Date

    /// When the data should be asked for again, so an app can cache until then.
    public var expirationDate: Date

    /// The place the data is for, so an app can match it to its request.
    public internal(set) var location: CLLocation
}

/// Metadata compares by dates and place (a location's coordinate and altitude), as values do,
/// not by which `CLLocation` object holds the place.
extension WeatherMetadata: Equatable {
    /// Equal when the dates and the place are, so forecasts compare by what they say.
    public static func == (a: WeatherMetadata, b: WeatherMetadata) -> Bool {
        a.date == b.date && a.expirationDate == b.expirationDate && a.location.coordinate.latitude == b.location.coordinate.latitude
            && a.location.coordinate.longitude == b.location.coordinate.longitude && a.location.altitude == b.location.altitude
    }
}

/// Metadata encodes its place as numbers (a `CLLocation` is not `Codable`), so a forecast can be cached.
extension WeatherMetadata: Codable {
    /// The keys of the encoded form, one a value.
    private enum CodingKeys: String, CodingKey {
        case date, expirationDate, latitude, longitude, altitude
    }

    /// Reads metadata back, stamping the place with the data's date, so decoding never reads the clock.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        date = try container.decode(Date.self, forKey: .date)
        expirationDate = try container.decode(Date.self, forKey: .expirationDate)
        let latitude = try container.decode(Double.self, forKey: .latitude)
        let longitude = try container.decode(Double.self, forKey: .longitude)
        let altitude = try container.decode(Double.self, forKey: .altitude)
        location = CLLocation(
            coordinate: CLLocationCoordinate2D(latitude: latitude, longitude: longitude), altitude: altitude, horizontalAccuracy: 0,
            verticalAccuracy: -1, timestamp: date)
    }

    /// Writes the dates and the place's numbers, so `init(from:)` can read them back.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(date, forKey: .date)
        try container.encode(expirationDate, forKey: .expirationDate)
        try container.encode(location.coordinate.latitude, forKey: .latitude)
        try container.encode(location.coordinate.longitude, forKey: .longitude)
        try container.encode(location.altitude, forKey: .altitude)
    }
}

/// The conditions at a place now, so an app's current-weather card compiles with Foundation's
/// measurements (`temperature.formatted()`, `converted(to: .fahrenheit)`).
public struct CurrentWeather {
    /// When the conditions hold, so an app can show their time.
    public var date: Date

    /// The sky's cover, from 0 to 1, so an app can show a percentage.
    public var cloudCover: Double

    /// The conditions in one case, so an app can label and switch on them.
    public var condition: WeatherCondition

    /// The conditions' SF Symbol, so `Image(systemName:)` can show them.
    public var symbolName: String

    /// The temperature at which dew forms, so an app can show it.
    public var dewPoint: Measurement<UnitTemperature>

    /// The relative humidity, from 0 to 1, so an app can show a percentage.
    public var humidity: Double

    /// How fast precipitation falls, as a speed, so an app can show its rate.
    public var precipitationIntensity: Measurement<UnitSpeed>

    /// The air pressure at sea level, so an app can show it.
    public var pressure: Measurement<UnitPressure>

    /// Where the pressure is heading, so an app can draw its arrow.
    public var pressureTrend: PressureTrend

    /// Whether the sun is up, so an app can pick a day or night background.
    public var isDaylight: Bool

    /// The air temperature, so an app can show it in the user's unit.
    public var temperature: Measurement<UnitTemperature>

    /// How warm it feels with wind and humidity, so an app can show "feels like".
    public var apparentTemperature: Measurement<UnitTemperature>

    /// The sun's ultraviolet strength, so an app can warn about sunburn.
    public var uvIndex: UVIndex

    /// How far one can see, so an app can show visibility.
    public var visibility: Measurement<UnitLength>

    /// The wind now, so an app can show its speed and direction.
    public var wind: Wind

    /// When and where the conditions were made, so an app knows how fresh they are.
    public var metadata: WeatherMetadata
}

/// Current weathers compare by their values, as Apple's do.
extension CurrentWeather: Equatable {}

/// Current weathers encode and decode, so an app can cache one.
extension CurrentWeather: Codable {}

/// One day's forecast, so an app's ten-day list compiles with highs, lows, sun and moon.
public struct DayWeather {
    /// The day's start, so an app can name the weekday.
    public var date: Date

    /// The day's conditions in one case, so an app can label and switch on them.
    public var condition: WeatherCondition

    /// The conditions' SF Symbol, so `Image(systemName:)` can show them.
    public var symbolName: String

    /// The day's highest temperature, so an app can show the high.
    public var highTemperature: Measurement<UnitTemperature>

    /// The day's lowest temperature, so an app can show the low.
    public var lowTemperature: Measurement<UnitTemperature>

    /// What falls that day, so an app can label it.
    public var precipitation: Precipitation

    /// The chance of precipitation, from 0 to 1, so an app can show a percentage.
    public var precipitationChance: Double

    /// The day's precipitation as a depth, so an app can show how much falls (the name iOS 16.4 gave `rainfallAmount`).
    public var precipitationAmount: Measurement<UnitLength> { rainfallAmount }

    /// The day's precipitation as a depth under its first name, so code written for iOS 16.0 compiles.
    @available(iOS, deprecated: 16.4, renamed: "precipitationAmount")
    public var rainfallAmount: Measurement<UnitLength>

    /// The day's snow as a depth, so an app can show it.
    public var snowfallAmount: Measurement<UnitLength>

    /// The sun's times that day, so an app can show sunrise and sunset.
    public var sun: SunEvents

    /// The moon's phase and times that day, so an app can show the moon.
    public var moon: MoonEvents

    /// The day's highest ultraviolet strength, so an app can warn about sunburn.
    public var uvIndex: UVIndex

    /// The day's wind, so an app can show its speed and direction.
    public var wind: Wind
}

/// Days compare by their values, as Apple's do.
extension DayWeather: Equatable {}

/// Days encode and decode, so an app can cache them.
extension DayWeather: Codable {}

/// One hour's forecast, so an app's hourly strip compiles.
public struct HourWeather {
    /// The hour's start, so an app can label it.
    public var date: Date

    /// The sky's cover, from 0 to 1, so an app can show a percentage.
    public var cloudCover: Double

    /// The hour's conditions in one case, so an app can label and switch on them.
    public var condition: WeatherCondition

    /// The conditions' SF Symbol, so `Image(systemName:)` can show them.
    public var symbolName: String

    /// The temperature at which dew forms, so an app can show it.
    public var dewPoint: Measurement<UnitTemperature>

    /// The relative humidity, from 0 to 1, so an app can show a percentage.
    public var humidity: Double

    /// Whether the sun is up that hour, so an app can pick a day or night symbol.
    public var isDaylight: Bool

    /// What falls that hour, so an app can label it.
    public var precipitation: Precipitation

    /// The chance of precipitation, from 0 to 1, so an app can show a percentage.
    public var precipitationChance: Double

    /// The hour's precipitation as a depth, so an app can show how much falls.
    public var precipitationAmount: Measurement<UnitLength>

    /// The air pressure at sea level, so an app can show it.
    public var pressure: Measurement<UnitPressure>

    /// Where the pressure is heading, so an app can draw its arrow.
    public var pressureTrend: PressureTrend

    /// The air temperature, so an app can show it in the user's unit.
    public var temperature: Measurement<UnitTemperature>

    /// How warm it feels with wind and humidity, so an app can show "feels like".
    public var apparentTemperature: Measurement<UnitTemperature>

    /// The hour's ultraviolet strength, so an app can warn about sunburn.
    public var uvIndex: UVIndex

    /// How far one can see, so an app can show visibility.
    public var visibility: Measurement<UnitLength>

    /// The hour's wind, so an app can show its speed and direction.
    public var wind: Wind
}

/// Hours compare by their values, as Apple's do.
extension HourWeather: Equatable {}

/// Hours encode and decode, so an app can cache them.
extension HourWeather: Codable {}

/// One minute of the next hour's forecast, so an app's "rain starting soon" chart compiles.
public struct MinuteWeather {
    /// The minute's start, so an app can place it on a chart.
    public var date: Date

    /// What falls that minute, so an app can label it.
    public var precipitation: Precipitation

    /// The chance of precipitation, from 0 to 1, so an app can chart it.
    public var precipitationChance: Double

    /// How fast precipitation falls, as a speed, so an app can chart its rate.
    public var precipitationIntensity: Measurement<UnitSpeed>
}

/// Minutes compare by their values, as Apple's do.
extension MinuteWeather: Equatable {}

/// Minutes encode and decode, so an app can cache them.
extension MinuteWeather: Codable {}
