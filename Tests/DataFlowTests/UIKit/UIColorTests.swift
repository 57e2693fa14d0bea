import DataFlow
import Foundation
import Testing

/// UIKit's colours carry an iPhone's light-mode components: `getRed`, `getHue` and
/// `cgColor.components` give numbers, grey colours have two components, RGB ones four.
@Suite struct UIColorTests {
    @Test func getRedGivesTheSystemColoursValues() {
        var (red, green, blue, alpha): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
        #expect(UIColor.systemRed.getRed(&red, green: &green, blue: &blue, alpha: &alpha))
        #expect(red == 1 && abs(green - 59.0 / 255) < 1e-9 && abs(blue - 48.0 / 255) < 1e-9 && alpha == 1)
        #expect(UIColor(Color.orange).getRed(&red, green: &green, blue: &blue, alpha: &alpha))
        #expect(abs(green - 149.0 / 255) < 1e-9 && blue == 0)
    }

    @Test func anUnknownColourAnswersFalseAndWritesNothing() {
        var red: CGFloat = -1
        #expect(!(UIColor(named: "Brand")?.getRed(&red, green: nil, blue: nil, alpha: nil) ?? true))
        #expect(red == -1)
        #expect(UIColor(named: "Brand")?.cgColor.components == nil)
    }

    @Test func greysHaveTwoComponentsAndRGBColoursFour() {
        #expect(UIColor.white.cgColor.components == [1, 1])
        #expect(UIColor(white: 0.25, alpha: 0.5).cgColor.components == [0.25, 0.5])
        #expect(UIColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 1).cgColor.components == [0.1, 0.2, 0.3, 1])
        #expect(UIColor.red.cgColor.numberOfComponents == 4)
        #expect(UIColor.systemBlue.withAlphaComponent(0.5).cgColor.alpha == 0.5)
    }

    @Test func hueSaturationAndBrightnessRoundTrip() {
        var (hue, saturation, brightness, alpha): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
        let color = UIColor(hue: 0.6, saturation: 0.5, brightness: 0.8, alpha: 1)
        #expect(color.getHue(&hue, saturation: &saturation, brightness: &brightness, alpha: &alpha))
        #expect(abs(hue - 0.6) < 1e-9 && abs(saturation - 0.5) < 1e-9 && abs(brightness - 0.8) < 1e-9)
    }

    @Test func aSwiftUIColourMadeFromAUIColourKeepsItsValues() {
        let environment = EnvironmentValues()
        #expect(Color(uiColor: .systemGreen).resolve(in: environment).description == "#34C759FF")
        #expect(Color(UIColor.systemGray6).resolve(in: environment).description == "#F2F2F7FF")
        #expect(Color(cgColor: UIColor.systemPink.cgColor).resolve(in: environment).description == "#FF2D55FF")
    }

    /// A dynamic colour is the provider's colour for the run's trait collection: light mode.
    @Test func aDynamicColourIsItsLightModeColour() {
        let color = UIColor { traits in traits.userInterfaceStyle == .dark ? .black : .systemTeal }
        #expect(Color(color).resolve(in: EnvironmentValues()).description == Color(uiColor: .systemTeal).resolve(in: EnvironmentValues()).description)
        #expect(color.resolvedColor(with: UITraitCollection.current) === color)
    }
}
