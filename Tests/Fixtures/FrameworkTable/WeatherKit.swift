import CoreLocation
import SwiftUI
import WeatherKit

// claim: Text "WeatherKit: unknown, not reachable, Partly Cloudy"
// claim: effect: WeatherService asks Apple's weather service for the current weather and the
struct WeatherKitRow: View {
    @State private var summary = "?"

    var body: some View {
        Text("WeatherKit: \(summary)")
            .task { summary = await load() }
    }

    private func load() async -> String {
        let cupertino = CLLocation(latitude: 37.3349, longitude: -122.009)
        do {
            let (current, daily) = try await WeatherService.shared.weather(for: cupertino, including: .current, .daily)
            return "\(current.temperature.formatted()), \(daily.count) days"
        } catch let error as WeatherError {
            let reason = error.localizedDescription.contains("not reachable") ? "not reachable" : "reachable"
            return "\(error == .unknown ? "unknown" : "other"), \(reason), \(WeatherCondition.partlyCloudy.description)"
        } catch {
            return "other error"
        }
    }
}
