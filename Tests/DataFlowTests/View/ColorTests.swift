import DataFlow
import Foundation
import Testing

/// The hex helper apps carry: a colour turned into numbers through UIKit.
private func hex(_ color: Color) -> String? {
    guard let components = UIColor(color).cgColor.components, components.count >= 3 else { return nil }
    return String(
        format: "%02lX%02lX%02lX", lroundf(Float(components[0]) * 255), lroundf(Float(components[1]) * 255), lroundf(Float(components[2]) * 255))
}

/// A view that shows a colour's resolved values, as an app that stores a theme does.
private struct Swatch: View {
    @Environment(\.self) private var environment
    @State private var color = Color.red
    var body: some View {
        VStack {
            Text("\(color.resolve(in: environment))")
            Button("Blue") { color = .blue }
        }
    }
}

/// A colour carries the components an iPhone in light mode resolves it to, and keeps the name
/// it is shown by.
@Suite struct ColorTests {
    @Test func systemColoursResolveToTheirLightModeValues() {
        let environment = EnvironmentValues()
        let red = Color.red.resolve(in: environment)
        #expect(red.red == 1 && abs(red.green - 59.0 / 255) < 1e-6 && abs(red.blue - 48.0 / 255) < 1e-6 && red.opacity == 1)
        #expect(Color.blue.resolve(in: environment).description == "#007AFFFF")
        #expect(Color.secondary.resolve(in: environment).description == "#3C3C4399")
        #expect(Color.clear.resolve(in: environment).opacity == 0)
    }

    @Test func coloursMadeFromNumbersResolveToThoseNumbers() {
        let environment = EnvironmentValues()
        let made = Color(red: 0.2, green: 0.4, blue: 0.6, opacity: 0.5).resolve(in: environment)
        #expect(made == Color.Resolved(red: 0.2, green: 0.4, blue: 0.6, opacity: 0.5))
        #expect(Color(white: 0.5).resolve(in: environment).description == "#808080FF")
        #expect(Color(hue: 0, saturation: 1, brightness: 1).resolve(in: environment).description == "#FF0000FF")
        #expect(Color(hue: 2.0 / 3, saturation: 1, brightness: 1).resolve(in: environment).description == "#0000FFFF")
        #expect(Color.red.opacity(0.5).resolve(in: environment).opacity == 0.5)
        #expect(Color(.sRGBLinear, red: 1, green: 0, blue: 0).resolve(in: environment).description == "#FF0000FF")
        #expect(abs(Color(.sRGBLinear, white: 0.5).resolve(in: environment).red - 0.7354) < 1e-3)
        // Display P3's pure red lies outside sRGB: extended range, red above 1, green below 0.
        let p3 = Color(.displayP3, red: 1, green: 0, blue: 0).resolve(in: environment)
        #expect(p3.red > 1 && p3.green < 0)
    }

    @Test func aResolvedColourIsAColourAgainAndKnowsItsLinearValues() {
        var resolved = Color.Resolved(red: 0.5, green: 0, blue: 1)
        #expect(abs(resolved.linearRed - 0.2140) < 1e-3)
        resolved.linearGreen = 1
        #expect(abs(resolved.green - 1) < 1e-6)
        #expect(Color(resolved).resolve(in: EnvironmentValues()) == resolved)
    }

    @Test func anAssetColourHasNoKnownValues() {
        #expect(Color("Brand").resolve(in: EnvironmentValues()).opacity == 0)
        #expect(hex(Color("Brand")) == nil)
    }

    @Test func theHexHelperAppsCarryGetsAnIPhonesNumbers() {
        #expect(hex(.blue) == "007AFF")
        #expect(hex(.green) == "34C759")
        #expect(hex(Color(red: 1, green: 0.5, blue: 0)) == "FF8000")
    }

    @Test func theScreenStillShowsAColourByItsName() throws {
        let session = Session(Swatch())
        #expect(session.mount.screen.contains("  Text \"#FF3B30FF\""))
        let step = try session.tap("Blue")
        #expect(step.screen.contains("  Text \"#007AFFFF\""))
        #expect(Session(Color(red: 1, green: 0, blue: 0)).mount.screen == ["Color Color(red: 1.0, green: 0.0, blue: 0.0)"])
    }

    /// iOS 18's mix: evenly in the components for `.device`, perceptually (Oklab) by default.
    @Test func mixingBlendsTheComponents() {
        let environment = EnvironmentValues()
        #expect(Color.black.mix(with: .white, by: 0.5, in: .device).resolve(in: environment).description == "#808080FF")
        let perceptual = Color.black.mix(with: .white, by: 0.5).resolve(in: environment)
        #expect(abs(perceptual.red - 0.3885) < 2e-3 && abs(perceptual.red - perceptual.blue) < 1e-4)
        #expect(Color.blue.mix(with: .red, by: 0).resolve(in: environment).description == "#007AFFFF")
        #expect(Color.blue.mix(with: .red, by: 0.5) == Color.blue.mix(with: .red, by: 0.5))
        #expect(Color("Brand").mix(with: .red, by: 0.5).resolve(in: environment).opacity == 0, "an asset colour stays unknown")
    }
}
