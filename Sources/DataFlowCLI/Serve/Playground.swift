import DataFlow
import Foundation

/// The session `serve` keeps: a source, the actions played so far, and the last run that drew a
/// page. Every change plays the whole script again from the mount (steps are deterministic, so
/// the steps before are the same ones), one run at a time.
final class Playground: @unchecked Sendable {
    // @unchecked Sendable: every stored property below `source` is read and written under `lock`.
    let source: PlaygroundSource
    private let lock = NSLock()
    private var actions: [ScriptAction] = []
    /// The latest run with a page: kept when the code stops compiling, so the page stays.
    private var shown: PlaygroundRun
    /// Why the latest run has no page of its own (a compile error), or how it ended (a crash).
    private var problem: String?
    /// Counts the runs that changed what the page shows: a page polls it to know when to reload.
    private var version = 1
    private var fingerprint: String?
    private var watching = false
    private let watchEnded = DispatchSemaphore(value: 0)

    /// Plays `actions` (an experiment's own script, or `--script`) for the first page.
    init(source: PlaygroundSource, actions: [ScriptAction]) {
        self.source = source
        fingerprint = source.fingerprint()
        let run = source.play(actions)
        self.actions = actions
        shown = run
        problem = run.problem
    }

    /// What the page and the exports read, taken together under the lock.
    struct Snapshot {
        var version: Int
        var actions: [ScriptAction]
        var run: PlaygroundRun
        var problem: String?
        var watching: Bool
    }

    var snapshot: Snapshot {
        lock.withLock { Snapshot(version: version, actions: actions, run: shown, problem: problem, watching: watching) }
    }

    /// What became of a new script.
    enum Outcome: Equatable {
        case played
        /// It named a control that is not on screen at its step: nothing changed.
        case refused(String)
    }

    /// Plays `newActions` from the mount and shows them, unless one of them names a control
    /// that is not on screen (every variant refused it): then the session stays as it was.
    func play(_ newActions: [ScriptAction]) -> Outcome {
        lock.withLock {
            let run = source.play(newActions)
            if let refusal = Self.refusal(in: run) { return .refused(refusal) }
            actions = newActions
            show(run)
            return .played
        }
    }

    /// Plays the same actions again when a file of the source changed since the last look;
    /// whether it did.
    @discardableResult
    func replayIfEdited() -> Bool {
        lock.withLock {
            let now = source.fingerprint()
            guard now != fingerprint else { return false }
            // Taken before the run: an edit saved while it compiles is seen at the next look.
            fingerprint = now
            show(source.play(actions))
            return true
        }
    }

    /// Looks for edits every `interval` seconds on a thread of its own, until `stopWatching`.
    func watch(every interval: Double) {
        guard source.fingerprint() != nil else { return }
        lock.withLock { watching = true }
        let thread = Thread { [self] in
            while lock.withLock({ watching }) {
                Thread.sleep(forTimeInterval: interval)
                if lock.withLock({ watching }) { replayIfEdited() }
            }
            watchEnded.signal()
        }
        thread.name = "dataflow serve watch"
        thread.start()
    }

    func stopWatching() {
        let was = lock.withLock {
            defer { watching = false }
            return watching
        }
        if was { watchEnded.wait() }
    }

    /// Called under the lock: a run with a page replaces the one shown; one without (the code
    /// no longer compiles) keeps it, and says why.
    private func show(_ run: PlaygroundRun) {
        if run.page != nil { shown = run }
        problem = run.problem
        version += 1
    }

    /// Why every variant stopped before a step of the script: it named a control that is not
    /// on screen there (the step was never played). A crash or SwiftUI's stop is shown, not refused.
    static func refusal(in run: PlaygroundRun) -> String? {
        let variants = run.transcripts.flatMap(\.variants)
        guard !variants.isEmpty else { return nil }
        var first: String?
        for variant in variants {
            guard let failure = variant.failure, !failure.isFatal, (variant.steps.last?.index ?? -1) < failure.step else { return nil }
            first = first ?? failure.description
        }
        return first
    }
}
