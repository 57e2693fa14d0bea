import DataFlow
import Foundation

/// `--screen 390x844`: the size of the screen the views' program plays, which `GeometryReader`
/// and `UIScreen.main.bounds` report (393 × 852 points, an iPhone 15's, unless chosen).
struct ScreenSize: Equatable {
    var width: Int
    var height: Int

    /// The variable that carries the choice from `dataflow` to the views' program.
    static let variable = "DATAFLOW_SCREEN"

    /// `390x844` (or `390×844`): whole points, each from 100 to 10,000.
    init?(_ text: String) {
        let parts = text.split(whereSeparator: { $0 == "x" || $0 == "×" || $0 == "X" })
        guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]),
            (100...10_000).contains(width), (100...10_000).contains(height)
        else { return nil }
        self.width = width
        self.height = height
    }

    var description: String { "\(width)x\(height)" }

    /// In the views' program: the size its parent chose, if any, before anything is mounted.
    static func applyChosen() {
        guard let size = chosen else { return }
        UIScreen.size = CGSize(width: size.width, height: size.height)
    }

    /// The size the parent chose, in the views' program.
    static var chosen: ScreenSize? {
        ProcessInfo.processInfo.environment[variable].flatMap(ScreenSize.init)
    }

    /// The header's sentence about a chosen screen (none for the default).
    static var chosenNote: String {
        chosen.map { " The screen is \($0.width) × \($0.height) points (--screen)." } ?? ""
    }
}
