import DataFlow

/// Fitting transcript lines into a terminal's width: text wraps at spaces onto continuation lines
/// marked `↳`, and values are shortened with `…` where they are elided; nothing is cut silently.
struct TextLayout: Equatable {
    /// The most characters a line may take (100 unless the terminal says otherwise).
    let width: Int

    static let standard = TextLayout(width: 100)
    /// The narrowest layout: `--width` and a terminal's width alike.
    static let narrowest = 40
    /// The widest: `--width` beyond it is no terminal's.
    static let widest = 10_000

    /// `text` as lines starting with `indent`, broken at spaces (or, for a word longer than a
    /// line, after a `/` or inside it); each continuation starts two columns deeper with `↳ `.
    func wrap(_ text: String, indent: String) -> [String] {
        wrap(text, indent: indent, continuing: String(repeating: " ", count: indent.count))
    }

    /// As `wrap(_:indent:)`, with the first line starting with `indent` (a tag, say) and the
    /// continuation lines aligned under `continuing`.
    func wrap(_ text: String, indent: String, continuing: String) -> [String] {
        let first = width - visibleCount(indent)
        let continuationIndent = continuing + "  ↳ "
        // At least a few characters a line, so that even a deep indent at the narrowest width
        // moves on; never more than the line has room for.
        let rest = max(4, width - continuationIndent.count)
        // The characters left are counted down as lines are cut, never counted again: a
        // megabyte printed on one line wraps in time linear in its length.
        var remainingCount = text.count
        guard remainingCount > first else { return [indent + text] }
        var lines: [String] = []
        var remaining = Substring(text)
        var budget = max(4, first)
        while remainingCount > budget {
            let cut = Self.breakIndex(in: remaining, budget: budget)
            let head = remaining[..<cut]
            lines.append((lines.isEmpty ? indent : continuationIndent) + head)
            remainingCount -= head.count
            var next = cut
            while next < remaining.endIndex, remaining[next] == " " {
                next = remaining.index(after: next)
                remainingCount -= 1
            }
            remaining = remaining[next...]
            budget = rest
        }
        if !remaining.isEmpty { lines.append((lines.isEmpty ? indent : continuationIndent) + remaining) }
        return lines
    }

    /// Where a line of at most `budget` characters ends: at the last space that fits, else just
    /// after the last `/` (an identity path keeps its segments whole), else inside the word.
    private static func breakIndex(in text: Substring, budget: Int) -> Substring.Index {
        let start = text.startIndex
        let window = text.prefix(budget + 1)
        if let space = window.lastIndex(of: " "), space > start { return space }
        if let slash = window.dropLast().lastIndex(of: "/"), slash > start { return text.index(after: slash) }
        return text.index(start, offsetBy: budget)
    }

    /// Characters a terminal shows: escape sequences of colour take no room.
    func visibleCount(_ text: String) -> Int {
        var count = 0
        var inEscape = false
        for character in text {
            if character == "\u{1B}" {
                inEscape = true
            } else if inEscape {
                if character == "m" { inEscape = false }
            } else {
                count += 1
            }
        }
        return count
    }

    /// A value rendered in at most `budget` characters: whole if it fits, else with nested parts
    /// and list tails elided (`Item(…)`, `… +3 more`), else cut with a closing `…`.
    static func fit(_ value: ValueDescription, in budget: Int) -> String {
        let full = value.text
        if full.count <= budget { return full }
        for depth in stride(from: 3, through: 0, by: -1) {
            let text = render(value, depth: depth, budget: budget)
            if text.count <= budget { return text }
        }
        return String(full.prefix(max(1, budget - 1))) + "…"
    }

    /// Renders with composites below `depth` shown as `Type(…)` and lists cut to what fits.
    private static func render(_ value: ValueDescription, depth: Int, budget: Int) -> String {
        switch value {
        case .atom(let text), .object(let text):
            return text
        case .composite(let type, let fields):
            if depth == 0 { return fields.isEmpty ? "\(type)()" : "\(type)(…)" }
            let inner = fields.map { field in
                let text = render(field.value, depth: depth - 1, budget: budget)
                return field.label.map { "\($0): \(text)" } ?? text
            }
            return "\(type)(\(inner.joined(separator: ", ")))"
        case .list(let elements):
            if depth == 0 { return elements.isEmpty ? "[]" : "[… \(elements.count) element\(elements.count == 1 ? "" : "s")]" }
            var shown: [String] = []
            var length = 2
            for (offset, element) in elements.enumerated() {
                let text = render(element, depth: depth - 1, budget: budget)
                let more = elements.count - offset - 1
                let tail = more > 0 ? ", … +\(more) more".count : 0
                if !shown.isEmpty, length + text.count + 2 + tail > budget {
                    shown.append("… +\(elements.count - offset) more")
                    break
                }
                shown.append(text)
                length += text.count + 2
            }
            return "[" + shown.joined(separator: ", ") + "]"
        case .dictionary(let entries):
            if depth == 0 { return entries.isEmpty ? "[:]" : "[… \(entries.count) entries]" }
            let inner = entries.map { "\(render($0.key, depth: depth - 1, budget: budget)): \(render($0.value, depth: depth - 1, budget: budget))" }
            return entries.isEmpty ? "[:]" : "[" + inner.joined(separator: ", ") + "]"
        }
    }
}
