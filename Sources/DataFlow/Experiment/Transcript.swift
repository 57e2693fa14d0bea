/// What one run of an experiment produced, as data. The CLI turns it into text or JSON.
package struct Transcript {
    package var id: String
    package var title: String
    package var claims: [String]
    package var lesson: String
    package var variants: [VariantRun]
    /// For a compile-time lesson: the snippet and its expected diagnostic (no variants run).
    package var compileError: CompileError?

    /// Whether every variant ended as expected: the whole script played, or the fatal error it
    /// demonstrates reached.
    package var succeeded: Bool { variants.allSatisfy(\.endedAsExpected) }
}

/// One variant played through the script.
package struct VariantRun {
    package var name: String
    package var summary: String
    package var steps: [StepRecord]
    /// Set when a scripted action could not be played; the steps before it are kept.
    package var failure: ScriptFailure?
    /// The variant demonstrates a fatal error (see `Variant.expectsFatalError`).
    package var expectsFatalError = false

    /// The script played through, or stopped at the fatal error the variant demonstrates.
    package var endedAsExpected: Bool {
        expectsFatalError ? failure?.isFatal == true : failure == nil
    }
}

/// Why a variant stopped early: a scripted action named a control that does not exist, or the
/// experiment's code hit something SwiftUI treats as fatal.
package struct ScriptFailure: Error, Equatable {
    package var step: Int
    package var action: String
    /// What went wrong, e.g. `no toggle labelled "CCC"`.
    package var problem: String
    /// The controls that do exist, as a script would name them (empty for a fatal error).
    package var available: [String]
    /// Whether SwiftUI would have stopped the app here.
    package var isFatal = false

    package init(step: Int, action: String, problem: String, available: [String]) {
        self.step = step
        self.action = action
        self.problem = problem
        self.available = available
    }

    /// SwiftUI's fatal error, reported as the experiment's failure.
    package init(fatal message: String, step: Int, action: String) {
        self.init(step: step, action: action, problem: "SwiftUI stops the app here: Fatal error: \(message)", available: [])
        isFatal = true
    }
}

/// One step: step 0 is the mount, each later step one scripted action.
package struct StepRecord {
    package var index: Int
    package var action: String
    /// Everything the graph reported during the step, in order.
    package var events: [TraceEvent]
    /// Object properties that changed during the step with nothing SwiftUI tracks noticing.
    package var untrackedWrites: [WriteRecord]
    package var screen: Screen
    package var stale: [StaleView]
    package var state: StateSnapshot
    /// The views the experiment asked to look inside (S4.4).
    package var internals: [ViewInternals]

    package var passes: Int { events.filter { if case .passBegan = $0 { true } else { false } }.count }

    package var bodies: [BodyRecord] {
        events.compactMap { if case .bodyEvaluated(let record) = $0 { record } else { nil } }
    }

    package var skipped: [NodeRecord] {
        events.compactMap { if case .bodySkipped(let record) = $0 { record } else { nil } }
    }

    /// Untracked object writes first (they happened in the action), then the rest in order.
    package var writes: [WriteRecord] {
        untrackedWrites + events.compactMap { if case .write(let record) = $0 { record } else { nil } }
    }

    package var issues: [Issue] {
        events.compactMap { if case .issue(let issue) = $0 { issue } else { nil } }
    }

    package var console: [String] {
        events.compactMap { if case .console(let text) = $0 { text } else { nil } }
    }
}

/// A view's struct twice: as its parent created it (never installed) and as the graph's installed
/// copy, so `_value` and `_location` can be compared (S4.4).
package struct ViewInternals: Equatable {
    package var identity: String
    package var created: ValueDescription
    package var installed: ValueDescription
}
