/// The sizes dataflow lays views out with: enough to know which rows of a list fit on a phone's
/// screen (RULES §33), not to draw pixels.
///
/// Each default is iOS's own where Apple publishes it (the Human Interface Guidelines' type sizes
/// at the default Dynamic Type size, Large) and a measured or conventional value where it does not;
/// RULES §33 gives each one's source and confidence.
package enum LayoutMetrics {
    /// The status bar's safe area on a phone with a Dynamic Island (iPhone 14 Pro to 16).
    package static let topSafeArea = 59.0
    /// The home indicator's safe area at the bottom.
    package static let bottomSafeArea = 34.0
    /// A navigation bar with a large title (44 for the bar, 52 for the title below it).
    package static let largeTitleBar = 96.0
    /// A tab bar above the home indicator.
    package static let tabBar = 49.0
    /// The system spacing between the views of a stack (`spacing: nil`).
    package static let stackSpacing = 8.0
    /// `.padding()` without a length.
    package static let padding = 16.0
    /// A list row's minimum height, and its content's inset above and below.
    package static let listRowMinimum = 44.0
    package static let listRowInset = 11.0
    /// The gap above a list's first section and between sections (inset grouped style).
    package static let listSectionGap = 35.0
    /// A section header's text line in a list, with its space.
    package static let listSectionHeader = 38.0
    /// A list's horizontal margins (inset grouped: 16 each side) and a row's content inset (20).
    package static let listContentInset = 36.0 + 40.0
    /// A switch's height (a `Toggle`'s control).
    package static let toggleHeight = 31.0
    /// A stepper's height.
    package static let stepperHeight = 32.0
    /// A slider's height.
    package static let sliderHeight = 28.0

    /// A text line's height in `font`: the HIG's leading for each text style at the Large size.
    package static func textLineHeight(_ font: Font?) -> Double {
        guard let name = font?.name else { return 22 }
        if name.hasPrefix(".system(size: "), let size = Double(name.dropFirst(14).prefix { $0.isNumber || $0 == "." }) {
            return (size * 1.2).rounded()
        }
        // Longest names first: `.title2` before `.title`.
        let styles: [(String, Double)] = [
            (".largeTitle", 41), (".title2", 28), (".title3", 25), (".title", 34), (".headline", 22), (".body", 22),
            (".callout", 21), (".subheadline", 20), (".footnote", 18), (".caption2", 13), (".caption", 16),
        ]
        return styles.first { name.hasPrefix($0.0) }?.1 ?? 22
    }

    /// The average width of a character in `font`, for where a text wraps: about half its size.
    package static func characterWidth(_ font: Font?) -> Double {
        textLineHeight(font) * 0.4
    }
}
