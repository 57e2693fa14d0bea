/// What one run of an experiment produced, as data. The CLI turns it into text or JSON.
package struct Transcript: Codable {
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
package struct VariantRun: Codable {
    package var name: String
    package var summary: String
    package var steps: [StepRecord]
    /// Set when a scripted action could not be played; the steps before it are kept.
    package var failure: ScriptFailure?
    /// The variant demonstrates a fatal error (see `Variant.expectsFatalError`).
    package var expectsFatalError = false
    /// The controls on screen when the run ended, as a script names them (what `play` offers
    /// next); empty when the run was not inspected.
    package var controlsAtEnd: [String] = []
    /// What SwiftUI stopped the app for, if it did.
    package var stop: Stop?

    /// SwiftUI's fatal error, and the sentence that says the app stops there.
    package struct Stop: Codable, Equatable {
        package var fatalError: String
        package var description: String

        package init(fatalError: String, description: String) {
            self.fatalError = fatalError
            self.description = description
        }
    }

    /// The script played through, or stopped at the fatal error the variant demonstrates.
    package var endedAsExpected: Bool {
        expectsFatalError ? failure?.isFatal == true : failure == nil
    }
}

/// Why a script stopped early: an action named a control that is not on screen, or the views'
/// code hit something SwiftUI treats as fatal.
public struct ScriptFailure: Error, Equatable, Codable, CustomStringConvertible {
    /// The step the action would have been.
    public var step: Int
    public var action: String
    /// What went wrong, e.g. `no toggle labelled "CCC"`.
    public var problem: String
    /// The controls that are on screen, as a script names them (empty for a fatal error).
    public var available: [String]
    /// Whether SwiftUI would have stopped the app here.
    public var isFatal = false

    public var description: String {
        let place = step == 0 ? "at mount" : "step \(step), \(action)"
        let available = isFatal ? "" : "; on screen: " + (self.available.isEmpty ? "no controls" : self.available.joined(separator: ", "))
        return "\(place): \(problem)\(available)"
    }

    package init(step: Int, action: String, problem: String, available: [String]) {
        self.step = step
        self.action = action
        self.problem = problem
        self.available = available
    }

    /// Why the app stopped (SwiftUI's fatal error, or a crash), reported as the experiment's
    /// failure.
    package init(stopped description: String, step: Int, action: String) {
        self.init(step: step, action: action, problem: description, available: [])
        isFatal = true
    }
}

/// A view's struct twice: as its parent created it (never installed) and as the graph's installed
/// copy, so `_value` and `_location` can be compared (S4.4).
package struct ViewInternals: Equatable, Codable {
    package var identity: String
    package var created: ValueDescription
    package var installed: ValueDescription
}
