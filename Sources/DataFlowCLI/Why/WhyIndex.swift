import DataFlow

/// A step's records looked up by view, built once per step: the HTML page asks `why` of every
/// view of every step, and a deep tree (a view nested 10,000 times) would otherwise cost the
/// square of its size per step.
final class StepIndex {
    typealias View = DependencySnapshot.View

    let step: StepRecord
    let snapshot: DependencySnapshot
    private let views: [String: View]
    private let bodies: [String: [BodyRecord]]
    private let skips: [String: SkipRecord]
    private let dependencies: [String: [DependencySnapshot.Dependency]]
    private let state: [String: [StateSnapshot.Entry]]
    /// The stale screen lines by the body view that owns each (see `owner(of:)`).
    private let stale: [String: [StaleView]]
    /// The warnings and notes reported while each body's update ran: after the body ran, before
    /// the next one did (its children's updates, a ForEach's rows).
    private let issues: [String: [Issue]]

    init(_ step: StepRecord) {
        self.step = step
        snapshot = step.dependencies ?? DependencySnapshot()
        var views: [String: View] = [:]
        for view in snapshot.views where views[view.identity] == nil { views[view.identity] = view }
        self.views = views
        bodies = Dictionary(grouping: step.bodies, by: \.node.identity)
        skips = Dictionary(step.skips.map { ($0.node.identity, $0) }, uniquingKeysWith: { first, _ in first })
        dependencies = Dictionary(grouping: snapshot.dependencies, by: \.view)
        state = Dictionary(grouping: step.state.entries, by: \.owner)
        var stale: [String: [StaleView]] = [:]
        for line in step.stale {
            if let owner = Self.owner(of: line.identity, in: views) { stale[owner.identity, default: []].append(line) }
        }
        self.stale = stale
        var issues: [String: [Issue]] = [:]
        var current: String?
        for event in step.events {
            switch event {
            case .bodyEvaluated(let record): current = record.node.identity
            case .passBegan, .actionRan, .task: current = nil
            case .issue(let issue): issues[current ?? "", default: []].append(issue)
            default: break
            }
        }
        self.issues = issues
    }

    /// What SwiftUI warned and dataflow noted while `identity`'s update ran.
    func issues(of identity: String) -> [Issue] { identity.isEmpty ? [] : issues[identity] ?? [] }

    /// What was warned and noted outside any body's update: during the action, or as a write
    /// arrived from another thread.
    var actionIssues: [Issue] { issues[""] ?? [] }

    func view(_ identity: String) -> View? { views[identity] }
    func contains(_ identity: String) -> Bool { views[identity] != nil }
    func bodies(of identity: String) -> [BodyRecord] { bodies[identity] ?? [] }
    func wasSkipped(_ identity: String) -> Bool { skips[identity] != nil }
    func skip(of identity: String) -> SkipRecord? { skips[identity] }
    func dependencies(of identity: String) -> [DependencySnapshot.Dependency] { dependencies[identity] ?? [] }
    func state(of identity: String) -> [StateSnapshot.Entry] { state[identity] ?? [] }
    func staleLines(of identity: String) -> [StaleView] { stale[identity] ?? [] }

    /// The body view a screen line belongs to: the deepest one whose path is the line's, or
    /// contains it (followed by `/` or `[`).
    func owner(of identity: String) -> View? { Self.owner(of: identity, in: views) }

    private static func owner(of identity: String, in views: [String: View]) -> View? {
        if let view = views[identity] { return view }
        var end = identity.endIndex
        while let cut = identity[..<end].lastIndex(where: { $0 == "/" || $0 == "[" }) {
            if let view = views[String(identity[..<cut])] { return view }
            end = cut
        }
        return nil
    }
}

/// A run's steps, each indexed when `why` first asks about it.
final class WhyRunIndex {
    let steps: [StepRecord]
    private var indexed: [Int: StepIndex] = [:]
    /// The hints, by step position; found once for the whole run.
    private lazy var hints: [[Hint]] = Hint.perStep(steps)

    init(_ steps: [StepRecord]) { self.steps = steps }

    /// The hints of the step at `position`: bodies that ran for nothing, views whose state is
    /// not what their code says.
    func hints(at position: Int) -> [Hint] { hints[position] }

    /// The index of the step at position `position` in `steps`.
    func index(at position: Int) -> StepIndex {
        if let index = indexed[position] { return index }
        let index = StepIndex(steps[position])
        indexed[position] = index
        return index
    }
}
