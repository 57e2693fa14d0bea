import DataFlowEmbedded
import Foundation

/// The rulebook's entries by id: rules (`§6`), decisions (`D10`), open questions (`Q7`), sources
/// (`[OS-State]`) and the seed articles' claims (`S0.6`), as `docs/rules/` and `docs/SEEDS.md`
/// write them.
///
/// An entry is a `### <id> — <title>` heading and the text up to the next heading.
struct Rulebook {
    struct Entry {
        var id: String
        /// The entry's text, heading first, without trailing blank lines.
        var text: String
    }

    let entries: [Entry]

    static let embedded = Rulebook(documents: EmbeddedDocs.rules.map(\.text) + [EmbeddedDocs.seeds])

    init(documents: [String]) {
        var entries: [Entry] = []
        for document in documents {
            var current: (id: String, lines: [String])?
            func finish() {
                guard let entry = current else { return }
                var lines = entry.lines
                while lines.last?.trimmingCharacters(in: .whitespaces).isEmpty == true { lines.removeLast() }
                entries.append(Entry(id: entry.id, text: lines.joined(separator: "\n")))
                current = nil
            }
            for line in document.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
                if line.hasPrefix("### "), let dash = line.range(of: " — ") {
                    finish()
                    current = (String(line[line.index(line.startIndex, offsetBy: 4)..<dash.lowerBound]), [line])
                } else if line.hasPrefix("## ") || line.hasPrefix("# ") {
                    finish()
                } else {
                    current?.lines.append(line)
                }
            }
            finish()
        }
        self.entries = entries
    }

    func entry(_ id: String) -> Entry? {
        entries.first { $0.id == id }
    }

    var ids: [String] { entries.map(\.id) }
}
