import DataFlow
import Foundation

/// `--screen 390x844`: the size of the screen the views' program plays, which `GeometryReader`,
/// `UIScreen.main.bounds` and the lazy lists' visible rows follow (393 × 852 points, an iPhone
/// 15's, unless chosen). It travels in the program's request.
package struct ScreenSize: Codable, Equatable {
    package var width: Int
    package var height: Int

    /// `390x844` (or `390×844`): whole points, each from 100 to 10,000.
    package init?(_ text: String) {
        let parts = text.split(whereSeparator: { $0 == "x" || $0 == "×" || $0 == "X" })
        guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]),
            (100...10_000).contains(width), (100...10_000).contains(height)
        else { return nil }
        self.width = width
        self.height = height
    }

    package var description: String { "\(width)x\(height)" }

    /// Makes it the screen of everything mounted from now on (in the views' program).
    func apply() {
        UIScreen.size = CGSize(width: width, height: height)
    }

    /// The header's sentence about a chosen screen.
    var note: String { " The screen is \(width) × \(height) points (--screen)." }
}
