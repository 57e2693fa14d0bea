/// What the user sees: the rendered tree of built-in views, one line each (D12).
///
/// The screen is what the last evaluation of each body produced, plus controls that re-read
/// their binding after the user operated them (D11). Bodies draw nothing themselves.
package struct Screen: Equatable, Codable {
    package var lines: [ScreenLine]

    /// The screen as indented text, two spaces a level.
    package var text: [String] {
        lines.map { String(repeating: "  ", count: $0.depth) + $0.text }
    }
}

/// One line of the screen, with the identity of the view that draws it.
package struct ScreenLine: Equatable, Codable {
    package var depth: Int
    package var text: String
    package var identity: String
    /// Whether what the line shows is drawn by the app's own UIKit code, which dataflow runs but
    /// cannot see: an unchanged line there says nothing about what the user saw.
    package var isOpaque = false
}

/// Collects screen lines while nodes render themselves.
package struct ScreenBuilder {
    package private(set) var lines: [ScreenLine] = []
    private var depth = 0

    package init() {}

    package mutating func add(_ text: String, identity: String, isOpaque: Bool = false) {
        lines.append(ScreenLine(depth: depth, text: text, identity: identity, isOpaque: isOpaque))
    }

    /// Renders `content` one level deeper (a container's children).
    package mutating func indent(_ content: (inout ScreenBuilder) -> Void) {
        depth += 1
        content(&self)
        depth -= 1
    }

    /// Renders `content` and appends `note` to its first line (`Circle .frame(width: 16, height: 16)`).
    package mutating func annotate(_ note: String, _ content: (inout ScreenBuilder) -> Void) {
        let first = lines.count
        content(&self)
        if first < lines.count { lines[first].text += " " + note }
    }

    package var screen: Screen { Screen(lines: lines) }
}

extension ViewGraph {
    /// The current screen. A UUID a view shows as text (`Text(item.id.uuidString)`) is named as
    /// the run names it, so the screen is the same every run.
    package func screen() -> Screen {
        var builder = ScreenBuilder()
        root?.render(into: &builder)
        var screen = builder.screen
        let describer = host.reporter.describer
        for index in screen.lines.indices { screen.lines[index].text = describer.namingUUIDs(in: screen.lines[index].text) }
        return screen
    }
}

extension Node {
    /// The text this subtree shows, joined by spaces: a control's label (`Toggle "AAA"`).
    /// Without any text, the names of its images (`Button { } label: { Image(systemName: "plus") }`
    /// is the button "plus", as VoiceOver reads a symbol by its name).
    package func labelText() -> String {
        var words: [String] = []
        appendText(to: &words)
        if words.isEmpty { appendSymbolNames(to: &words) }
        return words.joined(separator: " ")
    }
}
