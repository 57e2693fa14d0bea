import DataFlow
import DataFlowCoreLocation
import Foundation
import Testing

@testable import DataFlowWeatherKit

/// A forecast card as apps of 2025–26 write it: when it appears it asks for the current weather and
/// the days ahead, then for the attribution it must show, and shows the error when they fail.
private struct ForecastCard: View {
    @State private var status = "loading"
    @State private var credit = "?"

    var body: some View {
        VStack {
            Text(status)
            Text("credit: \(credit)")
        }
        .task {
            let london = CLLocation(latitude: 51.5072, longitude: -0.1276)
            do {
                let (current, daily) = try await WeatherService.shared.weather(for: london, including: .current, .daily)
                status = "\(current.condition.description), \(daily.count) days"
            } catch {
                status = error.localizedDescription
            }
            do {
                credit = try await WeatherService.shared.attribution.serviceName
            } catch {
                credit = (error as? WeatherError) == .unknown ? "unknown" : "other"
            }
        }
    }
}

/// WeatherKit on a phone whose network never reaches Apple's weather service (D19): every request
/// is noted as an effect and throws `WeatherError.unknown`; the names of conditions and the like
/// are the same words every run.
@Suite struct WeatherKitTests {
    /// A fixed place and time, so no test reads the clock.
    static let paris = CLLocation(
        coordinate: CLLocationCoordinate2D(latitude: 48.8566, longitude: 2.3522), altitude: 35, horizontalAccuracy: 5, verticalAccuracy: 5,
        timestamp: Date(timeIntervalSinceReferenceDate: 800_000_000))

    @Test func aRequestInAViewsTaskIsNotedAndItsFailureShown() {
        let session = Session(ForecastCard())
        let notes = session.mount.notes
        #expect(
            notes.contains {
                $0.hasPrefix("effect: WeatherService asks Apple's weather service for the current weather and the daily forecast at <")
                    && $0.hasSuffix("(no network here: WeatherError.unknown) (the system's, not run here)")
            }, "\(notes)")
        #expect(notes.contains { $0.hasPrefix("effect: WeatherService asks Apple's weather service for its attribution") }, "\(notes)")
        #expect(
            session.screen.contains { $0.contains("Text \"The weather service is not reachable in a run: a run has no network.\"") },
            "\(session.screen)")
        #expect(session.screen.contains { $0.contains("Text \"credit: unknown\"") }, "\(session.screen)")
    }

    @Test func everyRequestThrowsAsTheServiceIsNotReachable() async {
        let service = WeatherService()
        let place = Self.paris
        let start = Date(timeIntervalSinceReferenceDate: 800_000_000)
        await #expect(throws: WeatherError.unknown) { _ = try await service.weather(for: place) }
        await #expect(throws: WeatherError.unknown) { _ = try await WeatherService.shared.weather(for: place, including: .minute) }
        await #expect(throws: WeatherError.unknown) {
            _ = try await service.weather(for: place, including: .daily(startDate: start, endDate: start.addingTimeInterval(7 * 86_400)))
        }
        await #expect(throws: WeatherError.unknown) {
            _ = try await service.weather(for: place, including: .hourly(startDate: start, endDate: start.addingTimeInterval(86_400)))
        }
        await #expect(throws: WeatherError.unknown) {
            _ = try await service.weather(for: place, including: .current, .minute, .hourly, .daily, .alerts, .availability)
        }
        await #expect(throws: WeatherError.unknown) { _ = try await service.attribution }
    }

    @Test func theErrorSaysWhyInLocalizedDescription() {
        let error: any Error = WeatherError.unknown
        #expect(error.localizedDescription == "The weather service is not reachable in a run: a run has no network.")
        #expect(WeatherError.permissionDenied != .unknown)
        let listed = WeatherService.listed(["the current weather", "the hourly forecast", "weather alerts"])
        #expect(listed == "the current weather, the hourly forecast and weather alerts")
    }

    @Test func conditionsAndTheirKinHaveTheirNames() {
        #expect(WeatherCondition.allCases.count == 34)
        #expect(WeatherCondition.mostlyCloudy.description == "Mostly Cloudy")
        #expect(WeatherCondition.isolatedThunderstorms.accessibilityDescription == "Isolated Thunderstorms")
        #expect(WeatherCondition(rawValue: "blowingSnow") == .blowingSnow)
        #expect(WeatherCondition.sunShowers.rawValue == "sunShowers")
        #expect(Wind.CompassDirection.northNortheast.abbreviation == "NNE")
        #expect(Wind.CompassDirection.westSouthwest.description == "West Southwest")
        #expect(MoonPhase.waxingGibbous.symbolName == "moonphase.waxing.gibbous")
        #expect(UVIndex.ExposureCategory.veryHigh > .high)
        #expect(UVIndex.ExposureCategory.veryHigh.rangeValue == 8...10)
        #expect(Precipitation.mixed.description == "Mixed")
        #expect(PressureTrend.falling.description == "Falling")
        #expect(WeatherSeverity.extreme.description == "Extreme")
    }

    @Test func aForecastIsACollectionThatRoundTripsThroughJSON() throws {
        let made = Date(timeIntervalSinceReferenceDate: 800_000_000)
        let metadata = WeatherMetadata(date: made, expirationDate: made.addingTimeInterval(3_600), location: Self.paris)
        func minute(_ index: Int, _ precipitation: Precipitation, chance: Double, intensity: Double) -> MinuteWeather {
            MinuteWeather(
                date: made.addingTimeInterval(Double(index) * 60), precipitation: precipitation, precipitationChance: chance,
                precipitationIntensity: Measurement(value: intensity, unit: UnitSpeed.metersPerSecond))
        }
        let minutes: [MinuteWeather] = [
            minute(0, .none, chance: 0, intensity: 0), minute(1, .none, chance: 0, intensity: 0), minute(2, .rain, chance: 0.6, intensity: 1.5),
        ]
        let forecast = Forecast<MinuteWeather>(forecast: minutes, metadata: metadata)
        #expect(forecast.count == 3)
        #expect(forecast[2].precipitation == .rain)
        #expect(forecast.summary == "Rain in the next hour")
        let decoded = try JSONDecoder().decode(Forecast<MinuteWeather>.self, from: JSONEncoder().encode(forecast))
        #expect(decoded == forecast)
        #expect(decoded.metadata.location.coordinate.latitude == 48.8566)
    }
}
