import DataFlow

/// `--format html`: one self-contained page (no network, no other file): the lesson, the code of
/// each variant, a step control, and for the chosen step, each variant side by side: the screen
/// drawn as a phone (controls as controls, sheets and alerts as layers) with the views whose body
/// ran outlined and stale ones marked, the `why` chain of any view clicked, the tree of body
/// views, what each depends on, the writes, SwiftUI's warnings, dataflow's notes and the console.
enum HTMLFormat {
    static func render(_ transcripts: [Transcript], code: [String: [(name: String, text: String)]]) -> String {
        let data = JSONValue.array(transcripts.map { json($0, code: code[$0.id] ?? []) }).rendered()
        let title = transcripts.count == 1 ? transcripts[0].title : "dataflow: \(transcripts.count) experiments"
        // Each placeholder is filled once, in a part of the page the other's text never enters.
        let parts = page.components(separatedBy: "{{DATA}}")
        return parts[0].replacingOccurrences(of: "{{TITLE}}", with: escape(title)) + scriptSafe(data) + parts[1]
    }

    /// JSON that cannot end or alter the `<script>` element holding it: `<`, `>` and `&` occur
    /// only inside JSON strings, where `\u003c` and the like mean the same characters (`</script>`
    /// and `<!--` in a label stay text).
    static func scriptSafe(_ json: String) -> String {
        json.replacingOccurrences(of: "<", with: "\\u003c")
            .replacingOccurrences(of: ">", with: "\\u003e")
            .replacingOccurrences(of: "&", with: "\\u0026")
    }

    private static func json(_ transcript: Transcript, code: [(name: String, text: String)]) -> JSONValue {
        .object([
            ("id", .string(transcript.id)),
            ("title", .string(transcript.title)),
            ("claims", JSONValue(transcript.claims)),
            ("lesson", .string(transcript.lesson)),
            ("code", .array(code.map { .object([("name", .string($0.name)), ("text", .string($0.text))]) })),
            (
                "variants",
                .array(
                    transcript.variants.map { variant in
                        let run = WhyRunIndex(variant.steps)
                        // Hints, found as the text transcript finds them.
                        let hints = Hint.perStep(variant.steps)
                        let steps = variant.steps.indices.map { step(variant, at: $0, run, hints: hints[$0]) }
                        return .object([
                            ("name", .string(variant.name)),
                            ("summary", .string(variant.summary)),
                            ("failure", variant.failure.map { .string($0.description) } ?? .null),
                            ("steps", .array(steps)),
                        ])
                    })
            ),
        ])
    }

    /// How many views of one step carry their `why` chain: past it (a list of thousands of rows)
    /// the page points to `dataflow why` instead of growing with rows × steps.
    static let explainedViewsPerStep = 200

    private static func step(_ variant: VariantRun, at position: Int, _ run: WhyRunIndex, hints: [Hint]) -> JSONValue {
        let step = variant.steps[position]
        let wastedBy = Dictionary(hints.filter { $0.kind == .wasted }.map { ($0.identity, $0) }, uniquingKeysWith: { first, _ in first })
        let hintBy = Dictionary(hints.filter { $0.kind != .wasted }.map { ($0.identity, $0) }, uniquingKeysWith: { first, _ in first })
        func json(_ hint: Hint) -> JSONValue {
            .object([("cause", .string(hint.cause)), ("fix", .string(hint.fix)), ("rule", .string(hint.rule))])
        }
        let indexed = run.index(at: position)
        let picture = StepPicture(title: "", step: step)
        let ownerIDs = Dictionary(picture.views.map { ($0.identity, $0.id) }, uniquingKeysWith: { first, _ in first })
        let staleIdentities = Set(step.stale.map(\.identity))
        let lines = step.screenLines.lines
        let owners = lines.map { indexed.owner(of: $0.identity).flatMap { ownerIDs[$0.identity] } }
        let edges = Dictionary(grouping: picture.edges, by: \.view)
        let sources = Dictionary(picture.sources.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        return .object([
            ("index", .number(step.index)),
            ("action", .string(step.action)),
            (
                "views",
                .array(
                    picture.views.enumerated().map { index, view in
                        .object([
                            ("id", .string(view.id)), ("name", .string(view.name)), ("identity", .string(view.identity)),
                            ("parent", view.parent.map { .string($0) } ?? .null),
                            // A body that ran for nothing (D17) is drawn apart, with its cause and fix.
                            (
                                "state",
                                .string(wastedBy[view.identity] != nil && view.ran && !view.stale ? "wasted" : GraphFormats.style(of: view) ?? "")
                            ),
                            ("wasted", wastedBy[view.identity].map(json) ?? .null),
                            // A view whose state is not what its code says: a kept copy, a lost object.
                            ("hint", hintBy[view.identity].map(json) ?? .null),
                            ("changes", view.changes.map { .string($0) } ?? .null),
                            (
                                "dependsOn",
                                JSONValue(
                                    (edges[view.id] ?? []).compactMap { edge in
                                        sources[edge.source].map { "\(edge.kind): \($0.name)\($0.written ? " (written)" : "")" }
                                    })
                            ),
                            ("why", index < explainedViewsPerStep ? why(view.identity, in: variant, run, step: step.index) : .null),
                        ])
                    })
            ),
            // The screen with each line's body view (the deepest whose path leads to it), for
            // the phone drawing: outlines follow what ran, clicks ask `why`. A control's line can
            // stand for bodies below it (a NavigationLink's label row): those that ran are `inner`.
            ("lines", screen(lines, owners: owners, stale: staleIdentities, picture: picture)),
            ("writes", JSONValue(step.writes.map { TextTranscript.describe($0, indent: "", layout: TextLayout(width: 10_000)) })),
            ("warnings", JSONValue(step.warnings)),
            ("notes", JSONValue(step.notes)),
            ("console", JSONValue(step.console)),
            ("actions", JSONValue(step.queuedActions + step.taskEvents)),
            ("screen", JSONValue(step.screen)),
            // The state after the step, a line per property or object, as `--state full` prints it.
            (
                "state",
                JSONValue(
                    step.state.entries.map { "\(PathElision.whole($0.owner)).\($0.property) = \(TextLayout.fit($0.value, in: 400))" }
                        + step.state.objects.map { TextLayout.fit($0.fields, in: 400) })
            ),
            ("stale", JSONValue(step.stale.map { "\($0.shows ?? "(not shown)") → \($0.current ?? "(not shown)")" })),
        ])
    }

    /// The screen's lines with their body views, whether each is stale, and the bodies each
    /// stands for.
    private static func screen(_ lines: [ScreenLine], owners: [String?], stale: Set<String>, picture: StepPicture) -> JSONValue {
        // A body that ran but draws no line of its own (a row's view inside a NavigationLink's
        // label) belongs to the line that stands for it, a line with nothing drawn below it: that
        // line is outlined for it. A body that is not on screen (covered by a push) has none.
        var inner = Array(repeating: [String](), count: lines.count)
        let drawing = Set(owners.compactMap { $0 })
        let leaves = lines.indices.filter { $0 + 1 == lines.count || lines[$0 + 1].depth <= lines[$0].depth }
        for view in picture.views where view.ran && !drawing.contains(view.id) {
            let candidates = leaves.filter { StepPicture.leads(lines[$0].identity, to: view.identity) }
            if let deepest = candidates.max(by: { lines[$0].identity.count < lines[$1].identity.count }) { inner[deepest].append(view.id) }
        }
        return .array(
            lines.indices.map { index in
                .object([
                    ("depth", .number(lines[index].depth)), ("text", .string(lines[index].text)),
                    ("owner", owners[index].map(JSONValue.string) ?? .null), ("stale", .bool(stale.contains(lines[index].identity))),
                    ("inner", JSONValue(inner[index])),
                ])
            })
    }

    /// The `why` answer for one body view, as `dataflow why` prints it: the verdict and the chain.
    private static func why(_ identity: String, in variant: VariantRun, _ run: WhyRunIndex, step index: Int) -> JSONValue {
        guard let answer = try? WhyAnswer.answer(for: identity, in: run, of: variant.name, step: index) else { return .null }
        return .object([("verdict", .string(answer.verdict.rawValue)), ("reasons", answer.reasonsJSON)])
    }

    private static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
    }
}
