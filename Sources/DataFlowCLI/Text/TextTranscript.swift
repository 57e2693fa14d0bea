import DataFlow
import Experiments
import Foundation

/// Renders a transcript for people: the lesson, then each variant's numbered steps, then where the
/// variants differ. Within a step, what happened is in the order it happened. Every line fits the
/// layout's width (100 columns unless a terminal is wider or narrower).
enum TextTranscript {
    static func render(_ transcript: Transcript, options: TextOptions = .standard) -> String {
        var out = TextWriter(layout: options.layout)
        let palette = options.palette
        out.wrapped(palette.heading(transcript.id), indent: "")
        out.wrapped(transcript.title, indent: "")
        if !transcript.claims.isEmpty {
            out.wrapped("claims: " + transcript.claims.joined(separator: ", ") + "  ('dataflow explain <id>' says what each means)", indent: "")
        }
        if let source = sourceHint(transcript) { out.wrapped(source, indent: "") }
        if !transcript.lesson.isEmpty {
            out.blank()
            for line in wrap(transcript.lesson, width: options.layout.width - 4) { out.line("  " + line) }
        }
        if let compileError = transcript.compileError {
            out.blank()
            out.wrapped("== does not compile: \(Snippets.displayPath(compileError)) ==", indent: "")
            out.blank()
            for line in Snippets.source(of: compileError).split(separator: "\n", omittingEmptySubsequences: false) {
                if line.isEmpty { out.blank() } else { out.wrapped(String(line), indent: "    ") }
            }
            out.wrapped("expected: error: \(compileError.diagnostic)", indent: "  ")
            out.wrapped("(the test suite type-checks this snippet against the DataFlow module and expects that error)", indent: "  ")
        }
        let variants = transcript.variants.filter { options.variants?.contains($0.name) ?? true }
        if !options.summaryOnly {
            for variant in variants {
                out.blank()
                let heading = variant.summary.isEmpty ? "variant \(variant.name)" : "variant \(variant.name): \(variant.summary)"
                out.wrapped(palette.heading("== \(heading) =="), indent: "")
                render(variant, options: options, into: &out)
            }
        }
        if variants.count > 1 || options.summaryOnly {
            out.blank()
            VariantSummary(variants: variants, steps: options.steps).render(into: &out)
        }
        return out.text
    }

    /// One step as a transcript prints it: what `dataflow play` shows after each action.
    /// `earlier` are the steps before it, whose views tell which bodies ran for nothing.
    static func render(step: StepRecord, after previous: StepRecord?, earlier: [StepRecord], options: TextOptions) -> String {
        var out = TextWriter(layout: options.layout)
        render(step, after: previous, hints: Hint.of(step, after: previous, earlier: earlier), options: options, into: &out)
        return out.text
    }

    /// Where to read the code the transcript is about.
    private static func sourceHint(_ transcript: Transcript) -> String? {
        guard transcript.compileError == nil else { return nil }
        // A user's files or folder: its id names them.
        if transcript.id.hasSuffix(".swift") || transcript.id.hasSuffix("/") || transcript.id.contains(" ") { return "code: \(transcript.id)" }
        // `dataflow show` knows only the catalog; a user's declared experiment is in their file.
        return Catalog.experiment(id: transcript.id) == nil ? nil : "code: 'dataflow show \(transcript.id)' prints it"
    }

    private static func render(_ variant: VariantRun, options: TextOptions, into out: inout TextWriter) {
        var previous: StepRecord?
        for (step, hints) in zip(variant.steps, Hint.perStep(variant.steps)) {
            if options.steps?.contains(step.index) ?? true {
                out.blank()
                render(step, after: previous, hints: hints, options: options, into: &out)
            }
            previous = step
        }
        if let failure = variant.failure {
            out.blank()
            if failure.isFatal {
                out.wrapped("STOPPED at step \(failure.step): \(failure.problem)", indent: "  ")
                if variant.expectsFatalError { out.wrapped("(this variant demonstrates that failure: expected)", indent: "  ") }
            } else {
                out.wrapped("[\(failure.step)] \(failure.action)", indent: "")
                out.wrapped("FAILED: \(failure.problem)", indent: "  ")
                out.wrapped("on screen: " + (failure.available.isEmpty ? "no controls" : failure.available.joined(separator: ", ")), indent: "  ")
            }
        }
    }

    private static func render(
        _ step: StepRecord, after previous: StepRecord?, hints: [Hint], options: TextOptions, into out: inout TextWriter
    ) {
        out.wrapped("[\(step.index)] \(step.action)", indent: "")
        for write in step.objectWrites.flatMap(\.lines) {
            out.line(describe(write, indent: "  ", layout: options.layout, fullPaths: options.fullPaths))
        }
        renderEvents(step, options: options, into: &out)
        if step.performed == .close {
            out.wrapped("the window closed: every view left the screen", indent: "  ")
        } else if step.index > 0 && step.passes == 0 {
            out.wrapped("no update pass: nothing SwiftUI tracks changed", indent: "  ")
        }
        renderScreen(step, after: previous, into: &out)
        renderStale(step, options: options, into: &out)
        renderHints(hints, options: options, into: &out)
        renderInternals(step, options: options, into: &out)
        renderState(step, after: previous, options: options, into: &out)
    }

    /// What the step's events say, in order: passes and the bodies that ran or were skipped in
    /// them, writes, warnings, the console, queued actions and tasks.
    private static func renderEvents(_ step: StepRecord, options: TextOptions, into out: inout TextWriter) {
        let palette = options.palette
        var inPass = false
        // A pass that printed nothing under it says so, rather than leave its heading bare.
        var quietPass = false
        func endPass() {
            if quietPass { out.line("    no body ran") }
            quietPass = false
        }
        for event in step.events {
            let indent = inPass ? "    " : "  "
            switch event {
            case .passBegan:
                endPass()
            case .actionRan, .task:
                endPass()
            case .withheld:
                break  // Not printed: it must not end a pass's silence.
            default:
                quietPass = false
            }
            switch event {
            case .passBegan(let number, let cause):
                out.wrapped("pass \(number) (\(describe(cause)))", indent: "  ")
                inPass = true
                quietPass = true
            case .bodyEvaluated(let record):
                let observed = record.dependencies.isEmpty ? "" : "  [changed: \(record.dependencies.joined(separator: ", "))]"
                out.tagged(palette.ran("ran"), record.changes + observed, at: location(record.node, options), indent: "    ")
            case .rowContentEvaluated(let row):
                let observed = row.dependencies.isEmpty ? "" : "  [changed: \(row.dependencies.joined(separator: ", "))]"
                out.tagged(
                    palette.ran("row"), "ForEach row content: @dependencies changed." + observed, at: "  (\(path(row.identity, options)))",
                    indent: "    ")
            case .bodySkipped(let skip):
                let why = skip.inputsDiffer ? "its == called the changed inputs equal" : "inputs equal"
                out.tagged(palette.skipped("skipped"), "\(skip.node.view): \(why), body not run", at: location(skip.node, options), indent: "    ")
            case .write(let record):
                for write in record.lines { out.line(describe(write, indent: indent, layout: options.layout, fullPaths: options.fullPaths)) }
            case .issue(let issue):
                render(issue, indent: indent, palette: palette, into: &out)
            case .console(let text):
                out.wrapped("console  \(TerminalText.escaped(text))", indent: indent)
            case .actionRan(let label):
                out.wrapped("action   \(label)", indent: "  ")
                inPass = false
            case .controlRefreshed(_, let from, let to):
                out.wrapped("refresh  \(from) → \(to) (the control re-read its binding, D11)", indent: indent)
            case .task(let text):
                out.wrapped("task     \(text)", indent: "  ")
                inPass = false
            case .inputNotKept, .everyRowMade:
                break  // A hint under the screen says it, with the fix.
            case .withheld:
                break  // `why` names it when asked about the view.
            }
        }
        endPass()
    }

    /// A warning or a note. A message of several paragraphs (SwiftUI's own line breaks) keeps
    /// them, each paragraph under the first.
    private static func render(_ issue: Issue, indent: String, palette: Palette, into out: inout TextWriter) {
        let voice = issue.voice + ":"
        let paragraphs = issue.text.components(separatedBy: "\n").filter { !$0.isEmpty }
        out.wrapped((issue.voice == "swiftui" ? palette.swiftUI(voice) : palette.dataflow(voice)) + " " + (paragraphs.first ?? ""), indent: indent)
        for paragraph in paragraphs.dropFirst() { out.wrapped(paragraph, indent: indent + String(repeating: " ", count: voice.count + 1)) }
    }

    /// The screen after the step, or that it did not change.
    private static func renderScreen(_ step: StepRecord, after previous: StepRecord?, into out: inout TextWriter) {
        if let previous, previous.screenLines == step.screenLines {
            out.line("  screen unchanged")
        } else if step.screen.isEmpty {
            out.line("  screen: empty")
        } else {
            out.line("  screen")
            for line in step.screen {
                let depth = line.prefix { $0 == " " }.count
                out.wrapped(String(line.dropFirst(depth)), indent: "    " + String(repeating: " ", count: depth))
            }
        }
    }

    /// The views whose screen differs from a fresh render of the current values (D12).
    private static func renderStale(_ step: StepRecord, options: TextOptions, into out: inout TextWriter) {
        if step.stale.isEmpty {
            out.line("  stale: none")
        } else {
            out.wrapped(options.palette.stale("stale") + " (the screen shows → a fresh render of the current values would show)", indent: "  ")
            for view in step.stale {
                out.tagged(
                    "", "\(view.shows ?? "(not shown)") → \(view.current ?? "(not shown)")", at: "  (\(path(view.identity, options)))", indent: "    "
                )
            }
        }
    }

    /// The step's hints, one per view type and cause (four rows that ran for nothing for one
    /// reason are one hint), each with its fix.
    private static func renderHints(_ hints: [Hint], options: TextOptions, into out: inout TextWriter) {
        let palette = options.palette
        var groups: [(first: Hint, count: Int)] = []
        for hint in hints {
            if let index = groups.firstIndex(where: { $0.first.kind == hint.kind && $0.first.view == hint.view && $0.first.cause == hint.cause }) {
                groups[index].count += 1
            } else {
                groups.append((hint, 1))
            }
        }
        for (hint, count) in groups {
            let place =
                count > 1
                ? "  (\(path(hint.identity, options)) and \(count - 1) more)"
                : location(NodeRecord(view: hint.view, identity: hint.identity), options)
            let tag = hint.kind == .wasted ? palette.skipped("wasted") : palette.stale("hint")
            out.tagged(tag, "\(hint.headline(times: count))  [\(hint.rule)]", at: place, indent: "  ")
            out.wrapped("fix: \(hint.fix)", indent: "           ")
        }
    }

    /// The structs the experiment asked to look inside (S4.4).
    private static func renderInternals(_ step: StepRecord, options: TextOptions, into out: inout TextWriter) {
        if !step.internals.isEmpty {
            out.wrapped("internals (the struct as its parent created it, then the graph's installed copy)", indent: "  ")
            for view in step.internals {
                out.wrapped(path(view.identity, options), indent: "    ")
                let budget = options.layout.width - "      installed  ".count
                out.line("      created    " + TextLayout.fit(view.created, in: budget))
                out.line("      installed  " + TextLayout.fit(view.installed, in: budget))
            }
        }
    }

    /// The state after a step: in full at the mount (and with `--state full`), else what changed.
    private static func renderState(_ step: StepRecord, after previous: StepRecord?, options: TextOptions, into out: inout TextWriter) {
        let width = options.layout.width
        guard let previous, !options.fullState else {
            out.line("  state")
            for entry in step.state.entries { stateLine("\(path(entry.owner, options)).\(entry.property)", entry.value, into: &out) }
            for object in step.state.objects { out.line("    " + TextLayout.fit(object.fields, in: width - 4)) }
            return
        }
        if previous.state == step.state {
            out.line("  state unchanged")
            return
        }
        out.wrapped("state (what changed; --state full shows all)", indent: "  ")
        var before: [String: ValueDescription] = [:]
        for entry in previous.state.entries { before["\(entry.owner).\(entry.property)"] = entry.value }
        var now = Set<String>()
        for entry in step.state.entries {
            let name = "\(entry.owner).\(entry.property)"
            now.insert(name)
            if before[name] != entry.value { stateLine("\(path(entry.owner, options)).\(entry.property)", entry.value, into: &out) }
        }
        for entry in previous.state.entries where !now.contains("\(entry.owner).\(entry.property)") {
            out.wrapped("\(path(entry.owner, options)).\(entry.property): gone (its identity left)", indent: "    ")
        }
        var objectsBefore: [String: ValueDescription] = [:]
        for object in previous.state.objects { objectsBefore[object.name] = object.fields }
        for object in step.state.objects where objectsBefore[object.name] != object.fields {
            out.line("    " + TextLayout.fit(object.fields, in: width - 4))
        }
        // An object no view reaches any more (a deleted model, a removed row's object) is not
        // state the screen can show; say that it left rather than print nothing.
        let objectsNow = Set(step.state.objects.map(\.name))
        for object in previous.state.objects where !objectsNow.contains(object.name) {
            out.wrapped("\(object.name): no view holds it any more", indent: "    ")
        }
    }

    /// `name = value` on one line, or the value on a line of its own when the name is long.
    private static func stateLine(_ name: String, _ value: ValueDescription, into out: inout TextWriter) {
        let width = out.layout.width
        let prefix = "    \(name) = "
        let fitted = TextLayout.fit(value, in: width - prefix.count)
        if prefix.count + fitted.count <= width { return out.line(prefix + fitted) }
        out.wrapped(name, indent: "    ")
        out.line("      = " + TextLayout.fit(value, in: width - 8))
    }

    private static func location(_ node: NodeRecord, _ options: TextOptions) -> String {
        node.identity == node.view ? "" : "  (\(path(node.identity, options)))"
    }

    /// An identity path as the layout fits it on a line of its own under a tagged line (the tag
    /// column and the parentheses), whole with `--paths full`.
    private static func path(_ identity: String, _ options: TextOptions) -> String {
        options.fullPaths ? PathElision.whole(identity) : PathElision.elide(identity, toFit: options.layout.width - 15)
    }

    static func describe(_ cause: PassCause) -> String {
        switch cause {
        case .mount: "first render"
        case .action: "the action's transaction"
        case .animation: "the withAnimation transaction"
        case .transaction: "the withTransaction transaction"
        case .queuedActions: "the queued actions' transaction"
        case .deferred: "views invalidated during the previous pass"
        case .task: "the tasks' transaction"
        case .scroll: "the scroll"
        }
    }

    /// One changed place of a write, and what became of it, fitted to the line.
    /// A write as one line (wrapped to the layout); its target's path is shortened to leave room
    /// for the values unless `fullPaths`.
    static func describe(_ write: WriteLine, indent: String, layout: TextLayout, fullPaths: Bool = true) -> String {
        let head = indent + "write    "
        let room = layout.width - head.count
        var write = write
        write.target = fullPaths ? PathElision.whole(write.target) : PathElision.elide(write.target, toFit: room - 12)
        func value(_ description: ValueDescription?, _ text: String?, share: Int) -> String {
            guard let description else { return text ?? "?" }
            return TextLayout.fit(description, in: max(12, share))
        }
        func change(_ note: String) -> String {
            let fixed = write.target.count + ": ".count + " → ".count + note.count
            let share = (room - fixed) / 2
            return "\(write.target): \(value(write.oldValue, write.old, share: share)) → \(value(write.newValue, write.new, share: share))\(note)"
        }
        func assignment(_ note: String) -> String {
            let share = room - write.target.count - " = ".count - note.count
            return "\(write.target) = \(value(write.newValue, write.new, share: share))\(note)"
        }
        let text: String
        switch write.outcome {
        case .applied:
            // Different to the graph (a new array storage, a new closure) yet printed the same.
            text = write.printsTheSame ? assignment(": prints the same, compares unequal (§4, D10)") : change("")
        case .untracked: text = change(" (class instance: nothing tracks it)")
        case .observed: text = change(" (@Observable: the views that read it are invalidated)")
        case .published: text = change(" (@Published: objectWillChange fired first)")
        case .ignoredEqual: text = assignment(": equal to the stored value, nothing happens (§4)")
        case .droppedDuringUpdate: text = assignment(" dropped: written during an update (D5)")
        case .droppedUninstalled: text = assignment(" dropped: never installed, no storage (§2)")
        case .droppedConstant: text = assignment(" ignored: constant bindings ignore writes")
        }
        return layout.wrap(text, indent: indent + "write    ").joined(separator: "\n")
    }
}

/// Accumulates lines; every line ends with a newline.
struct TextWriter {
    private(set) var text = ""
    var layout = TextLayout.standard

    mutating func line(_ line: String) {
        text += line
        text += "\n"
    }

    mutating func blank() { text += "\n" }

    /// `text` wrapped to the layout's width, starting at `indent`.
    mutating func wrapped(_ text: String, indent: String) {
        for line in layout.wrap(text, indent: indent) { self.line(line) }
    }

    /// `tag` in a column of its own, then `text`, then `place`; `place` goes on its own line
    /// when the three do not fit on one.
    mutating func tagged(_ tag: String, _ text: String, at place: String, indent: String) {
        let head = tag.isEmpty ? indent : indent + tag + String(repeating: " ", count: max(1, 9 - layout.visibleCount(tag)))
        let column = String(repeating: " ", count: layout.visibleCount(head))
        if layout.visibleCount(head + text + place) <= layout.width || place.isEmpty {
            for line in layout.wrap(text + place, indent: head, continuing: column) { self.line(line) }
        } else {
            for line in layout.wrap(text, indent: head, continuing: column) { self.line(line) }
            wrapped(place.trimmingCharacters(in: .whitespaces), indent: column)
        }
    }
}

/// Splits a paragraph into lines of at most `width` characters, at spaces.
func wrap(_ paragraph: String, width: Int) -> [String] {
    var lines: [String] = []
    var current = ""
    for word in paragraph.split(separator: " ", omittingEmptySubsequences: true) {
        if !current.isEmpty && current.count + 1 + word.count > width {
            lines.append(current)
            current = ""
        }
        current += current.isEmpty ? String(word) : " " + word
    }
    if !current.isEmpty { lines.append(current) }
    return lines
}
