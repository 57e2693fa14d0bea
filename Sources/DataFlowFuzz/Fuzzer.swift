import DataFlow

/// Plays random scripts on random trees and checks the engine after every step against oracles:
///
/// 1. no view is stale: the screen equals a fresh render from the stored values (D12), which
///    holds whenever all state is tracked, as it is here (value types in `@State`, bindings);
/// 2. every body that ran had a reason (never `unchanged.`), and none ran twice in one pass (§14);
/// 3. every leaf shows what the independent `FuzzModel` predicts, so state lived exactly as long
///    as its identity (§1, §15) and every view whose inputs changed did run;
/// 4. no SwiftUI warning, no fatal error (the generated code is correct SwiftUI);
/// 5. a write of the value the state already holds runs nothing: no pass, no body (§4);
/// 6. views run, after their first render, only for what they depend on: a counter for its
///    count, an owner for its ObservableObject or a new object from its parent (it only hands out
///    `$state`, never reads it, §3), isolated content never (its parent's re-runs skip it, §5);
/// 7. a counter's onAppear runs once when its identity comes, its onDisappear once when it goes,
///    and neither otherwise (§1, §16: moving a row is neither); where an identity is replaced
///    (a branch flips, an `.id` changes), the incoming counters appear before the outgoing ones
///    disappear (§16);
/// 8. a view reading a preference shows the sum its contributors write (§10).
package enum Fuzzer {
    /// A failing case, minimised.
    package struct Failure: Error, CustomStringConvertible {
        package var seed: UInt64
        /// How many steps the case was generated with: part of what reproduces it.
        package var steps: Int
        package var tree: FuzzSpec
        package var script: [String]
        /// The step that failed (0 is the mount).
        package var step: Int
        package var problem: String

        package var description: String {
            var lines = ["fuzz failure, seed \(seed): \(problem)", "at step \(step) of this minimised reproduction:", "tree:"]
            lines += tree.outline(indent: "  ")
            lines.append("script:")
            lines += script.isEmpty ? ["  (mount only)"] : script.enumerated().map { "  \($0.offset + 1). operate \($0.element.debugDescription)" }
            lines.append("replay: swift run -c release dataflow-fuzz --seed \(seed) --count 1 --steps \(steps)")
            return lines.joined(separator: "\n")
        }
    }

    /// Generates the case for `seed`, plays `steps` random taps, and returns a minimised failure.
    package static func run(seed: UInt64, steps: Int = 12) -> Failure? {
        var generator = FuzzGenerator(seed: seed)
        let tree = generator.tree()
        var script: [String] = []
        let failure = play(tree, choosing: steps, with: &generator, script: &script)
        guard let failure else { return nil }
        return minimise(Failure(seed: seed, steps: steps, tree: tree, script: script, step: failure.step, problem: failure.problem))
    }

    /// Replays a fixed script; returns the first failing step and its problem.
    package static func replay(_ tree: FuzzSpec, script: [String]) -> (step: Int, problem: String)? {
        var generator = FuzzGenerator(seed: 0)
        var played = script
        return play(tree, fixed: script, choosing: 0, with: &generator, script: &played)
    }

    private static func play(
        _ tree: FuzzSpec, fixed: [String]? = nil, choosing steps: Int, with generator: inout FuzzGenerator, script: inout [String]
    ) -> (step: Int, problem: String)? {
        var model = FuzzModel(root: tree)
        let session = Session(root: FuzzOwner(label: FuzzModel.rootLabel, content: tree), inspection: .events)
        if let problem = check(session, session.mount, model, mounted: []) { return (0, problem) }
        if let problem = checkLifetimes(session.mount, before: [], after: model.visibleCounters) { return (0, problem) }
        var mounted = bodyIdentities(session.graph)
        let count = fixed?.count ?? steps
        for index in 0..<count {
            let label: String
            if let fixed {
                label = fixed[index]
            } else {
                let controls = session.graph.controls()
                guard !controls.isEmpty else { break }
                label = controls[generator.pick(controls.count)].label
                script.append(label)
            }
            // Every control the fuzzer makes is a button, or a stepper whose label says so.
            let action: ScriptAction =
                session.graph.controls().contains { $0.label == label && $0.kind == .stepper }
                ? .increment(label) : .tap(label)
            guard let step = try? session.play(action) else {
                return (index + 1, "the script's control \(label.debugDescription) is not on screen")
            }
            let before = model.visibleCounters
            model.apply(label)
            if let problem = check(session, step, model, mounted: mounted) { return (index + 1, problem) }
            if let problem = checkLifetimes(step, before: before, after: model.visibleCounters) { return (index + 1, problem) }
            mounted = bodyIdentities(session.graph)
            if label.hasSuffix(" same s0"), step.passes > 0 || !step.bodies.isEmpty {
                return (index + 1, "writing the value the state holds ran \(step.bodies.map(\.node.view)) in \(step.passes) pass(es)")
            }
        }
        return nil
    }

    /// The identities of the views with a body now in the graph.
    static func bodyIdentities(_ graph: ViewGraph) -> Set<String> {
        Set(graph.dependencySnapshot().views.map(\.identity))
    }

    /// The oracles, after one step; `mounted` holds the body views that existed before it (the
    /// others ran for their first render).
    static func check(_ session: Session, _ step: StepRecord, _ model: FuzzModel, mounted: Set<String>) -> String? {
        let graph = session.graph
        if let fatal = graph.host.fatalError { return "fatal error: \(fatal)" }
        var evaluatedInPass = Set<String>()
        for event in step.events {
            switch event {
            case .passBegan: evaluatedInPass = []
            case .bodyEvaluated(let body):
                if body.changes.hasSuffix(": unchanged.") { return "\(body.node.identity) ran without a reason" }
                if mounted.contains(body.node.identity), let reasons = onlyReasons[body.node.view], !reasons.contains(body.changes) {
                    return
                        "\(body.node.identity) ran with \"\(body.changes)\"; after its first render it may run only for \(reasons.isEmpty ? "nothing" : reasons.joined(separator: " or "))"
                }
                if !evaluatedInPass.insert(body.node.identity).inserted { return "\(body.node.identity) ran twice in one pass" }
            case .issue(.swiftUI(let text)): return "SwiftUI warning: \(text)"
            default: break
            }
        }
        if let stale = graph.staleViews().first {
            return "stale: \(stale.identity) shows \(stale.shows ?? "nothing") but a fresh render shows \(stale.current ?? "nothing")"
        }
        let shown = graph.screen().lines.compactMap { line -> String? in
            guard line.text.hasPrefix("Text \"") else { return nil }
            return String(line.text.dropFirst(6).prefix { $0 != "\"" })
        }
        let expected = model.expectedTexts
        if shown != expected {
            let index = zip(shown, expected).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(shown.count, expected.count)
            let got = index < shown.count ? shown[index] : "nothing"
            let want = index < expected.count ? expected[index] : "nothing"
            return "leaf \(index) shows \(got.debugDescription), the model expects \(want.debugDescription)"
        }
        return nil
    }

    /// Oracle 7: the counters that came appeared once each, those that went disappeared once each.
    static func checkLifetimes(_ step: StepRecord, before: Set<String>, after: Set<String>) -> String? {
        for (verb, expected) in [("appear", after.subtracting(before)), ("disappear", before.subtracting(after))] {
            let seen = step.console.filter { $0.hasPrefix(verb + " ") }.map { String($0.dropFirst(verb.count + 1)) }
            if seen.count != Set(seen).count { return "an \(verb) action ran twice: \(seen.sorted())" }
            if Set(seen) != expected {
                return "\(verb) actions ran for \(seen.sorted()), the model expects \(expected.sorted())"
            }
        }
        // §16: where an identity was replaced (a branch's other side, a new `.id`), the incoming
        // identity's appear actions run before the outgoing one's disappear actions.
        let actions = step.console.enumerated().compactMap { index, line -> (index: Int, appears: Bool, label: String)? in
            if line.hasPrefix("appear ") { return (index, true, String(line.dropFirst(7))) }
            if line.hasPrefix("disappear ") { return (index, false, String(line.dropFirst(10))) }
            return nil
        }
        for gone in actions where !gone.appears {
            for came in actions where came.appears && came.index > gone.index && replaces(came.label, gone.label) {
                return "\(gone.label) disappeared before its replacement \(came.label) appeared"
            }
        }
        return nil
    }

    /// Whether the counter `incoming` came in where `outgoing` went, in one replacement: their
    /// scopes first differ at the two sides of one branch (`if4.` and `else4.`), or at an `.id`
    /// value for the same counter (`i3.c5` and `i4.c5`: two `.id`s on one slot change together,
    /// so only the same counter pairs up).
    static func replaces(_ incoming: String, _ outgoing: String) -> Bool {
        let new = incoming.split(separator: "."), old = outgoing.split(separator: ".")
        guard let index = zip(new, old).enumerated().first(where: { $0.element.0 != $0.element.1 })?.offset else { return false }
        let (came, went) = (new[index], old[index])
        func side(_ part: Substring) -> Substring? {
            for prefix in ["if", "else"] where part.hasPrefix(prefix) {
                let id = part.dropFirst(prefix.count)
                if !id.isEmpty, id.allSatisfy(\.isNumber) { return id }
            }
            return nil
        }
        if let a = side(came), let b = side(went) { return a == b }
        let isID: (Substring) -> Bool = { $0.count > 1 && $0.first == "i" && $0.dropFirst().allSatisfy(\.isNumber) }
        return isID(came) && isID(went) && new.last == old.last
    }

    /// The only `_printChanges` lines with which these views may re-run (§3, §5).
    static let onlyReasons: [String: [String]] = [
        "FuzzCounter": ["FuzzCounter: _count changed."],
        // `@self`: its `@State` holds an object made anew by each parent run, which compares
        // by identity, so a parent's re-run re-runs it (§5).
        "FuzzOwner": ["FuzzOwner: _publisher changed.", "FuzzOwner: @self changed."],
        "FuzzIsolated": [],
    ]

    /// Shrinks a failure: drops script steps, then simplifies the tree, while it still fails.
    static func minimise(_ failure: Failure) -> Failure {
        var best = failure
        var improved = true
        while improved {
            improved = false
            for index in best.script.indices.reversed() {
                var shorter = best.script
                shorter.remove(at: index)
                if let result = replay(best.tree, script: shorter), !result.problem.contains("is not on screen") {
                    best.script = shorter
                    best.step = result.step
                    best.problem = result.problem
                    improved = true
                }
            }
            for simpler in best.tree.simplifications {
                if let result = replay(simpler, script: best.script), !result.problem.contains("is not on screen") {
                    best.tree = simpler
                    best.step = result.step
                    best.problem = result.problem
                    improved = true
                    break
                }
            }
        }
        best.script = Array(best.script.prefix(best.step))
        return best
    }
}
