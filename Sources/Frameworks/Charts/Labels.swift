import Foundation

/// A label as the screen line shows it: the text a `.value("Day", …)` was given, so a transcript
/// names each plotted value the way the app's code does.
enum ChartLabel {
    static func text(_ key: LocalizedStringKey) -> String { key.string }

    static func text(_ text: Text) -> String { text.string }

    static func text<S: StringProtocol>(_ string: S) -> String { String(string) }
}
