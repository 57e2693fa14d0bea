import DataFlow
import DataFlowProgram

/// Transcripts and the catalog as JSON for tools and CI. Field names and their order follow
/// docs/TRANSCRIPT.md; fields may be added, never renamed.
enum JSONTranscript {
    static func render(_ transcript: Transcript) -> String { json(transcript).rendered() }

    static func render(_ transcripts: [Transcript]) -> String { JSONValue.array(transcripts.map(json)).rendered() }

    static func catalog(_ experiments: [ExperimentSummary]) -> String {
        JSONValue.array(
            experiments.map { experiment in
                var members: [(String, JSONValue)] = [
                    ("id", .string(experiment.id)),
                    ("title", .string(experiment.title)),
                    ("claims", JSONValue(experiment.claims)),
                ]
                if let compileError = experiment.compileError {
                    members.append(("compileError", .string(compileError.diagnostic)))
                }
                return .object(members)
            }
        ).rendered()
    }

    static func json(_ transcript: Transcript) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("experiment", .string(transcript.id)),
            ("title", .string(transcript.title)),
            ("models", .string(Help.modelledSwiftUI)),
            ("claims", JSONValue(transcript.claims)),
            ("lesson", .string(transcript.lesson)),
            ("variants", .array(transcript.variants.map(json))),
        ]
        if let compileError = transcript.compileError {
            members.append(
                (
                    "compileError",
                    .object([
                        ("snippet", .string(Snippets.displayPath(compileError))),
                        ("diagnostic", .string(compileError.diagnostic)),
                        ("source", .string(Snippets.source(of: compileError))),
                    ])
                ))
        }
        return .object(members)
    }

    private static func json(_ run: VariantRun) -> JSONValue {
        let hints = Hint.perStep(run.steps)
        var members: [(String, JSONValue)] = [
            ("name", .string(run.name)),
            ("summary", .string(run.summary)),
            ("steps", .array(zip(run.steps, hints).map { json($0, hints: $1) })),
            (
                "updates",
                .array(
                    UpdateCount.over(run.steps, hints: hints).map { count in
                        .object([
                            ("view", .string(count.view)), ("ran", .number(count.ran)), ("wasted", .number(count.wasted)),
                            ("skipped", .number(count.skipped)),
                        ])
                    })
            ),
        ]
        if let failure = run.failure {
            members.append(
                (
                    "failure",
                    .object([
                        ("step", .number(failure.step)),
                        ("action", .string(failure.action)),
                        ("problem", .string(failure.problem)),
                        ("available", JSONValue(failure.available)),
                        ("fatal", .bool(failure.isFatal)),
                        ("expected", .bool(run.endedAsExpected)),
                    ])
                ))
        }
        return .object(members)
    }

    private static func json(_ hint: Hint) -> JSONValue {
        var members: [(String, JSONValue)] = [("view", .string(hint.view)), ("id", .string(hint.identity))]
        if hint.kind != .wasted { members.append(("kind", .string(hint.kind.rawValue))) }
        members += [("cause", .string(hint.cause)), ("fix", .string(hint.fix)), ("rule", .string(hint.rule))]
        return .object(members)
    }

    private static func json(_ step: StepRecord, hints: [Hint]) -> JSONValue {
        .object([
            ("index", .number(step.index)),
            ("action", .string(step.action)),
            ("passes", .number(step.passes)),
            (
                "bodies",
                .array(
                    step.bodies.map { body in
                        var members: [(String, JSONValue)] = [
                            ("view", .string(body.node.view)), ("id", .string(body.node.identity)), ("changes", .string(body.changes)),
                        ]
                        if !body.dependencies.isEmpty { members.append(("dependencies", JSONValue(body.dependencies))) }
                        return .object(members)
                    })
            ),
            (
                "skipped",
                .array(
                    step.skipped.map { node in
                        .object([("view", .string(node.view)), ("id", .string(node.identity))])
                    })
            ),
            (
                "rows",
                .array(
                    step.rowContents.map { row in
                        .object([("id", .string(row.identity)), ("dependencies", JSONValue(row.dependencies))])
                    })
            ),
            (
                "wasted",
                .array(
                    hints.filter { $0.kind == .wasted }.map(json))
            ),
            ("hints", .array(hints.filter { $0.kind != .wasted }.map(json))),
            ("writes", .array(step.writes.map(json))),
            (
                "issues",
                .array(
                    step.issues.map { issue in
                        .object([("voice", .string(issue.voice)), ("text", .string(issue.text))])
                    })
            ),
            ("console", JSONValue(step.console)),
            ("actions", JSONValue(step.queuedActions)),
            ("screen", JSONValue(step.screen)),
            (
                "stale",
                .array(
                    step.stale.map { view in
                        .object([("id", .string(view.identity)), ("shows", JSONValue(view.shows)), ("current", JSONValue(view.current))])
                    })
            ),
            ("state", state(step.state)),
            ("objects", .array(step.state.objects.map { .object([("name", .string($0.name)), ("value", .string($0.fields.text))]) })),
            ("tasks", JSONValue(step.taskEvents)),
            ("internals", internals(step)),
        ])
    }

    /// Every installed property's value, by owner.
    private static func state(_ state: StateSnapshot) -> JSONValue {
        .array(
            state.entries.map { entry in
                .object([("owner", .string(entry.owner)), ("property", .string(entry.property)), ("value", .string(entry.value.text))])
            })
    }

    /// The structs the experiment asked to look inside (S4.4).
    private static func internals(_ step: StepRecord) -> JSONValue {
        .array(
            step.internals.map { view in
                .object([("id", .string(view.identity)), ("created", .string(view.created.text)), ("installed", .string(view.installed.text))])
            })
    }

    private static func json(_ write: WriteLine) -> JSONValue {
        .object([
            ("target", .string(write.target)), ("old", JSONValue(write.old)), ("new", .string(write.new)),
            ("tracked", .bool(write.isTracked)), ("dropped", .bool(write.isDropped)), ("outcome", .string(outcomeName(write.outcome))),
        ])
    }

    static func outcomeName(_ outcome: WriteRecord.Outcome) -> String {
        switch outcome {
        case .applied: "applied"
        case .ignoredEqual: "ignored-equal"
        case .droppedDuringUpdate: "dropped-during-update"
        case .droppedUninstalled: "dropped-uninstalled"
        case .droppedConstant: "dropped-constant"
        case .untracked: "untracked"
        case .observed: "observed"
        case .published: "published"
        }
    }
}
