import DataFlow
import Foundation

/// Renders transcripts and the catalog as JSON for tools and CI. Field names follow
/// TRANSCRIPT.md and do not change; keys are sorted so the bytes are stable.
enum JSONTranscript {
    static func render(_ transcript: Transcript) -> String { encode(TranscriptJSON(transcript)) }

    static func render(_ transcripts: [Transcript]) -> String { encode(transcripts.map(TranscriptJSON.init)) }

    static func encode<Value: Encodable>(_ value: Value) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(value), let text = String(data: data, encoding: .utf8) else {
            preconditionFailure("transcript values are strings, numbers and booleans: encoding cannot fail")
        }
        return text + "\n"
    }
}

struct TranscriptJSON: Encodable {
    var experiment: String
    var title: String
    var claims: [String]
    var lesson: String
    var variants: [VariantJSON]

    init(_ transcript: Transcript) {
        experiment = transcript.id
        title = transcript.title
        claims = transcript.claims
        lesson = transcript.lesson
        variants = transcript.variants.map(VariantJSON.init)
    }
}

struct VariantJSON: Encodable {
    var name: String
    var summary: String
    var steps: [StepJSON]
    var failure: FailureJSON?

    init(_ run: VariantRun) {
        name = run.name
        summary = run.summary
        steps = run.steps.map(StepJSON.init)
        failure = run.failure.map(FailureJSON.init)
    }
}

struct FailureJSON: Encodable {
    var step: Int
    var action: String
    var problem: String
    var available: [String]

    init(_ failure: ScriptFailure) {
        step = failure.step
        action = failure.action
        problem = failure.problem
        available = failure.available
    }
}

struct StepJSON: Encodable {
    struct Body: Encodable { var view, id, changes: String }
    struct Node: Encodable { var view, id: String }
    struct Write: Encodable {
        var target: String
        var old: String?
        var new: String
        var tracked: Bool
        var dropped: Bool
        var outcome: String
    }
    struct IssueJSON: Encodable { var voice, text: String }
    struct Stale: Encodable { var id: String; var shows, current: String? }
    struct State: Encodable { var owner, property, value: String }
    struct Object: Encodable { var name, value: String }

    var index: Int
    var action: String
    var passes: Int
    var bodies: [Body]
    var skipped: [Node]
    var writes: [Write]
    var issues: [IssueJSON]
    var console: [String]
    var actions: [String]
    var screen: [String]
    var stale: [Stale]
    var state: [State]
    var objects: [Object]

    init(_ step: StepRecord) {
        index = step.index
        action = step.action
        passes = step.passes
        bodies = step.bodies.map { Body(view: $0.node.view, id: $0.node.identity, changes: $0.changes) }
        skipped = step.skipped.map { Node(view: $0.view, id: $0.identity) }
        writes = step.writes.flatMap(Self.writes)
        issues = step.issues.map { IssueJSON(voice: $0.voice, text: $0.text) }
        console = step.console
        actions = step.events.compactMap { if case .actionRan(let label) = $0 { label } else { nil } }
        screen = step.screen.text
        stale = step.stale.map { Stale(id: $0.identity, shows: $0.shows, current: $0.current) }
        state = step.state.entries.map { State(owner: $0.owner, property: $0.property, value: $0.value.text) }
        objects = step.state.objects.map { Object(name: $0.name, value: $0.fields.text) }
    }

    /// An applied write becomes one entry per changed place, like the text form.
    private static func writes(_ record: WriteRecord) -> [Write] {
        let outcome = outcomeName(record.outcome)
        let tracked = record.outcome == .applied || record.outcome == .ignoredEqual
        let dropped = [.droppedDuringUpdate, .droppedUninstalled, .droppedConstant].contains(record.outcome)
        guard record.outcome == .applied || record.outcome == .untracked, let old = record.old else {
            return [Write(target: record.target, old: record.old?.text, new: record.new.text, tracked: tracked, dropped: dropped, outcome: outcome)]
        }
        return old.changes(to: record.new).map { change in
            Write(target: record.target + change.path, old: change.old.text, new: change.new.text,
                  tracked: tracked, dropped: dropped, outcome: outcome)
        }
    }

    private static func outcomeName(_ outcome: WriteRecord.Outcome) -> String {
        switch outcome {
        case .applied: "applied"
        case .ignoredEqual: "ignored-equal"
        case .droppedDuringUpdate: "dropped-during-update"
        case .droppedUninstalled: "dropped-uninstalled"
        case .droppedConstant: "dropped-constant"
        case .untracked: "untracked"
        }
    }
}

struct CatalogEntryJSON: Encodable {
    var id: String
    var title: String
    var claims: [String]
}
