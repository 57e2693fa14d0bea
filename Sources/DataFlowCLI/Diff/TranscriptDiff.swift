import Foundation

/// Two runs of the same script, step by step, reduced to what differs: the bodies that ran or
/// were skipped, the writes, SwiftUI's warnings and dataflow's notes, the console, the screen and
/// the stale views. Both sides are read from `--format json` transcripts, so two variants of a
/// lesson and two versions of a user's files are compared by one piece of code.
struct TranscriptDiff {
    /// One side: a variant's steps, as facts grouped by what they are about.
    struct Side {
        var name: String
        var steps: [Step]
        /// Why the side stopped early, if it did.
        var failure: String?
    }

    struct Step {
        var index: Int
        var action: String
        /// `(kind, lines)` in the order a transcript prints them.
        var facts: [(kind: String, lines: [String])]
    }

    /// The variants of a `--format json` transcript (one object), as sides.
    static func sides(fromJSON text: String) throws -> [Side] {
        guard let object = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any],
            let variants = object["variants"] as? [[String: Any]]
        else { throw DiffError.unreadable }
        return variants.map(side)
    }

    enum DiffError: Error { case unreadable }

    private static func side(_ variant: [String: Any]) -> Side {
        let steps = (variant["steps"] as? [[String: Any]] ?? []).map { step in
            Step(
                index: step["index"] as? Int ?? 0, action: step["action"] as? String ?? "",
                facts: [
                    ("ran", objects(step["bodies"]).map { body in located(body["changes"], body) }),
                    ("skipped", objects(step["skipped"]).map { node in located(node["view"], node) }),
                    (
                        "writes",
                        objects(step["writes"]).map { write in
                            "\(write["target"] as? String ?? "?"): \(write["old"] as? String ?? "(absent)") → \(write["new"] as? String ?? "?") (\(write["outcome"] as? String ?? "?"))"
                        }
                    ),
                    ("warnings and notes", objects(step["issues"]).map { "\($0["voice"] as? String ?? ""): \($0["text"] as? String ?? "")" }),
                    ("console", step["console"] as? [String] ?? []),
                    ("screen", step["screen"] as? [String] ?? []),
                    (
                        "stale",
                        objects(step["stale"]).map { stale in
                            "\(stale["shows"] as? String ?? "(not shown)") → \(stale["current"] as? String ?? "(not shown)")  (\(stale["id"] as? String ?? ""))"
                        }
                    ),
                ])
        }
        let failure = (variant["failure"] as? [String: Any]).map { failure in
            "step \(failure["step"] as? Int ?? 0): \(failure["problem"] as? String ?? "")"
        }
        return Side(name: variant["name"] as? String ?? "", steps: steps, failure: failure)
    }

    private static func objects(_ value: Any?) -> [[String: Any]] { value as? [[String: Any]] ?? [] }

    /// `Row: @self changed.  (ContentView/List/ForEach[2]/Row)`: the path where it says more.
    private static func located(_ text: Any?, _ node: [String: Any]) -> String {
        let text = text as? String ?? ""
        let view = node["view"] as? String ?? ""
        let id = node["id"] as? String ?? ""
        return id == view ? text : "\(text)  (\(id))"
    }

    /// The comparison as text: per step, each kind of fact that differs, with `-` for what only
    /// the first side has and `+` for what only the second has.
    static func render(_ first: Side, _ second: Side, title: String, layout: TextLayout) -> String {
        var out = TextWriter(layout: layout)
        out.wrapped(title, indent: "")
        out.line("--- \(first.name)")
        out.line("+++ \(second.name)")
        var same: [Int] = []
        var differ: [Int] = []
        let count = max(first.steps.count, second.steps.count)
        for position in 0..<count {
            guard position < first.steps.count, position < second.steps.count else {
                let (side, step) = position < first.steps.count ? ("-", first.steps[position]) : ("+", second.steps[position])
                out.blank()
                out.wrapped("[\(step.index)] \(step.action): only \(side == "-" ? first.name : second.name) played it", indent: "")
                differ.append(step.index)
                continue
            }
            let a = first.steps[position]
            let b = second.steps[position]
            var lines: [(String, String)] = []
            for (factA, factB) in zip(a.facts, b.facts) {
                let edits = lineEdits(factA.lines, factB.lines).filter { $0.kind != .same }
                guard !edits.isEmpty else { continue }
                lines.append(("    ", factA.kind))
                for edit in edits { lines.append(("      ", (edit.kind == .delete ? "- " : "+ ") + edit.line)) }
            }
            if lines.isEmpty {
                same.append(a.index)
                continue
            }
            differ.append(a.index)
            out.blank()
            out.wrapped("[\(a.index)] \(a.action)", indent: "")
            for (indent, text) in lines { out.wrapped(text, indent: String(indent.dropFirst(2))) }
        }
        for (mark, side) in [("-", first), ("+", second)] {
            if let failure = side.failure {
                out.blank()
                out.wrapped("\(mark) \(side.name) stopped at \(failure)", indent: "")
            }
        }
        out.blank()
        if differ.isEmpty {
            out.line("no step differs: the two play the script alike")
        } else {
            let list = { (steps: [Int]) in steps.map(String.init).joined(separator: ", ") }
            out.wrapped("steps that differ: \(list(differ))" + (same.isEmpty ? "" : "; alike: \(list(same))"), indent: "")
        }
        return out.text
    }
}
