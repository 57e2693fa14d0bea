/// What a text transcript shows, and how: the command line's `--variant`, `--steps`, `--summary`,
/// `--state`, `--width` and `--color`.
struct TextOptions: Equatable {
    /// Only these variants (all when nil).
    var variants: [String]?
    /// Only these steps (all when nil); 0 is the mount.
    var steps: StepSelection?
    /// Only the side-by-side summary of the variants.
    var summaryOnly = false
    /// The whole state after every step, not only what changed.
    var fullState = false
    /// Identity paths whole, not shortened to fit the line.
    var fullPaths = false
    var layout = TextLayout.standard
    var palette = Palette.plain

    static let standard = TextOptions()
}

/// Colours for a terminal: what ran, what was skipped, what is stale, SwiftUI's warnings and
/// dataflow's notes look different at a glance. Plain text carries no escape codes at all.
struct Palette: Equatable {
    var isColored: Bool

    static let plain = Palette(isColored: false)
    static let ansi = Palette(isColored: true)

    func ran(_ text: String) -> String { paint(text, "32") }  // green
    func skipped(_ text: String) -> String { paint(text, "2") }  // dim
    func stale(_ text: String) -> String { paint(text, "1;33") }  // bold yellow
    func swiftUI(_ text: String) -> String { paint(text, "1;35") }  // bold magenta
    func dataflow(_ text: String) -> String { paint(text, "36") }  // cyan
    func heading(_ text: String) -> String { paint(text, "1") }  // bold

    private func paint(_ text: String, _ code: String) -> String {
        isColored ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}

/// What the command line asks of a text transcript, before the terminal is known.
struct DisplayRequest: Equatable {
    enum ColorChoice: String, CaseIterable {
        case auto, always, never
    }

    var variants: [String]?
    var steps: StepSelection?
    var summaryOnly = false
    var fullState = false
    var fullPaths = false
    var width: Int?
    var color = ColorChoice.auto

    /// The options for an output that goes to `terminal` (nil: a file or a pipe): colour only on
    /// a terminal (or when asked), never with `NO_COLOR` or `TERM=dumb`; the terminal's width
    /// unless given.
    func options(terminal: Terminal?, environment: [String: String]) -> TextOptions {
        let colored: Bool
        switch color {
        case .always: colored = true
        case .never: colored = false
        case .auto: colored = terminal != nil && (environment["NO_COLOR"] ?? "").isEmpty && environment["TERM"] != "dumb"
        }
        let columns = width ?? terminal?.columns ?? 100
        return TextOptions(
            variants: variants, steps: steps, summaryOnly: summaryOnly, fullState: fullState, fullPaths: fullPaths,
            layout: TextLayout(width: max(TextLayout.narrowest, columns)), palette: colored ? .ansi : .plain)
    }
}

/// What dataflow knows of the terminal its output goes to.
public struct Terminal: Equatable, Sendable {
    public var columns: Int

    public init(columns: Int) {
        self.columns = columns
    }
}
