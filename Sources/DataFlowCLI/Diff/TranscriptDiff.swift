import DataFlow

/// Two runs of the same script, step by step, reduced to what differs: the bodies that ran or
/// were skipped, the writes, SwiftUI's warnings and dataflow's notes, the console, the screen and
/// the stale views. Both sides are transcripts' values (a user's program returns them as data),
/// so two variants of a lesson and two versions of a user's files are compared by one piece of code.
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

    /// A transcript's variants, as sides.
    static func sides(of transcript: Transcript) -> [Side] {
        transcript.variants.map(side)
    }

    private static func side(_ run: VariantRun) -> Side {
        let steps = run.steps.map { step in
            Step(
                index: step.index, action: step.action,
                facts: [
                    ("ran", step.bodies.map { located($0.changes, $0.node) }),
                    ("skipped", step.skipped.map { located($0.view, $0) }),
                    ("writes", step.writes.map { "\($0.target): \($0.old ?? "(absent)") → \($0.new) (\(JSONTranscript.outcomeName($0.outcome)))" }),
                    ("warnings and notes", step.issues.map { "\($0.voice): \($0.text)" }),
                    ("console", step.console),
                    ("screen", step.screen),
                    ("stale", step.stale.map { "\($0.shows ?? "(not shown)") → \($0.current ?? "(not shown)")  (\($0.identity))" }),
                ])
        }
        return Side(name: run.name, steps: steps, failure: run.failure.map { "step \($0.step): \($0.problem)" })
    }

    /// `Row: @self changed.  (ContentView/List/ForEach[2]/Row)`: the path where it says more.
    private static func located(_ text: String, _ node: NodeRecord) -> String {
        node.identity == node.view ? text : "\(text)  (\(node.identity))"
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
