import DataFlow

/// Renders a transcript for people: the lesson, then each variant's numbered steps, then where the
/// variants differ. Within a step, what happened is in the order it happened.
enum TextTranscript {
    static func render(_ transcript: Transcript) -> String {
        var out = TextWriter()
        out.line(transcript.id)
        out.line(transcript.title)
        if !transcript.claims.isEmpty {
            out.line("claims: " + transcript.claims.joined(separator: ", ") + "  ('dataflow explain <id>' says what each means)")
        }
        if !transcript.lesson.isEmpty {
            out.blank()
            for line in wrap(transcript.lesson, width: 96) { out.line("  " + line) }
        }
        if let compileError = transcript.compileError {
            out.blank()
            out.line("== does not compile: \(Snippets.displayPath(compileError)) ==")
            out.blank()
            for line in Snippets.source(of: compileError).split(separator: "\n", omittingEmptySubsequences: false) {
                out.line(line.isEmpty ? "" : "    " + line)
            }
            out.line("  expected: error: \(compileError.diagnostic)")
            out.line("  (the test suite type-checks this snippet against the DataFlow module and expects that error)")
        }
        for variant in transcript.variants {
            out.blank()
            let heading = variant.summary.isEmpty ? "variant \(variant.name)" : "variant \(variant.name): \(variant.summary)"
            out.line("== \(heading) ==")
            render(variant, into: &out)
        }
        if transcript.variants.count > 1 {
            out.blank()
            VariantSummary(transcript: transcript).render(into: &out)
        }
        return out.text
    }

    private static func render(_ variant: VariantRun, into out: inout TextWriter) {
        var previous: StepRecord?
        for step in variant.steps {
            out.blank()
            render(step, after: previous, into: &out)
            previous = step
        }
        if let failure = variant.failure {
            out.blank()
            if failure.isFatal {
                out.line("  STOPPED at step \(failure.step): \(failure.problem)")
                if variant.expectsFatalError { out.line("  (this variant demonstrates that failure: expected)") }
            } else {
                out.line("[\(failure.step)] \(failure.action)")
                out.line("  FAILED: \(failure.problem)")
                out.line("  on screen: " + (failure.available.isEmpty ? "no controls" : failure.available.joined(separator: ", ")))
            }
        }
    }

    private static func render(_ step: StepRecord, after previous: StepRecord?, into out: inout TextWriter) {
        out.line("[\(step.index)] \(step.action)")
        for write in step.objectWrites.flatMap(\.lines) { out.line("  " + describe(write)) }
        var inPass = false
        for event in step.events {
            let indent = inPass ? "    " : "  "
            switch event {
            case .passBegan(let number, let cause):
                out.line("  pass \(number) (\(describe(cause)))")
                inPass = true
            case .bodyEvaluated(let record):
                let observed = record.dependencies.isEmpty ? "" : "  [changed: \(record.dependencies.joined(separator: ", "))]"
                out.line("    ran      \(record.changes)" + observed + location(record.node))
            case .bodySkipped(let node):
                out.line("    skipped  \(node.view): inputs equal, body not run" + location(node))
            case .write(let record):
                for write in record.lines { out.line(indent + describe(write)) }
            case .issue(let issue):
                out.line(indent + "\(issue.voice): \(issue.text)")
            case .console(let text):
                out.line(indent + "console  \(text)")
            case .actionRan(let label):
                out.line("  action   \(label)")
                inPass = false
            case .controlRefreshed(_, let from, let to):
                out.line(indent + "refresh  \(from) → \(to) (the control re-read its binding, D11)")
            case .task(let text):
                out.line("  task     \(text)")
                inPass = false
            }
        }
        if step.index > 0 && step.passes == 0 {
            out.line("  no update pass: nothing SwiftUI tracks changed")
        }
        if let previous, previous.screenLines == step.screenLines {
            out.line("  screen unchanged")
        } else {
            out.line("  screen")
            for line in step.screen { out.line("    " + line) }
        }
        if step.stale.isEmpty {
            out.line("  stale: none")
        } else {
            out.line("  stale (the screen shows → a fresh render of the current values would show)")
            for view in step.stale {
                out.line("    \(view.shows ?? "(not shown)") → \(view.current ?? "(not shown)")  (\(view.identity))")
            }
        }
        if !step.internals.isEmpty {
            out.line("  internals (the struct as its parent created it, then the graph's installed copy)")
            for view in step.internals {
                out.line("    \(view.identity)")
                out.line("      created    \(view.created.text)")
                out.line("      installed  \(view.installed.text)")
            }
        }
        if let previous, previous.state == step.state {
            out.line("  state unchanged")
        } else {
            out.line("  state")
            for entry in step.state.entries { out.line("    \(entry.owner).\(entry.property) = \(entry.value.text)") }
            for object in step.state.objects { out.line("    \(object.fields.text)") }
        }
    }

    private static func location(_ node: NodeRecord) -> String {
        node.identity == node.view ? "" : "  (\(node.identity))"
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
        }
    }

    /// One changed place of a write, and what became of it.
    static func describe(_ write: WriteLine) -> String {
        let change = "\(write.target): \(write.old ?? "?") → \(write.new)"
        switch write.outcome {
        case .applied:
            // Different to the graph (a new array storage, a new closure) yet printed the same.
            if write.printsTheSame { return "write    \(write.target) = \(write.new): prints the same, compares unequal (§4, D10)" }
            return "write    " + change
        case .untracked:
            return "write    \(change) (class instance: nothing tracks it)"
        case .observed:
            return "write    \(change) (@Observable: the views that read it are invalidated)"
        case .published:
            return "write    \(change) (@Published: objectWillChange fired first)"
        case .ignoredEqual:
            return "write    \(write.target) = \(write.new): equal to the stored value, nothing happens (§4)"
        case .droppedDuringUpdate:
            return "write    \(write.target) = \(write.new) dropped: written during an update (D5)"
        case .droppedUninstalled:
            return "write    \(write.target) = \(write.new) dropped: never installed, no storage (§2)"
        case .droppedConstant:
            return "write    \(write.target) = \(write.new) ignored: constant bindings ignore writes"
        }
    }
}

/// Accumulates lines; every line ends with a newline.
struct TextWriter {
    private(set) var text = ""

    mutating func line(_ line: String) {
        text += line
        text += "\n"
    }

    mutating func blank() { text += "\n" }
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
