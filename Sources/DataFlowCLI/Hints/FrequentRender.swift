import DataFlow

/// Bodies that ran for an environment value read high in the tree (issue 32): the body ran for
/// nothing but that value, and body views it builds were compared and skipped, their inputs the
/// same. What it shows did change (else it ran for nothing, D17), but only a small part of what it
/// builds depends on the value: read in the small view that shows it, the change would re-run
/// that view alone (§9).
enum FrequentRender {
    static func find(in step: StepRecord, known: Set<String>, wasted: [Hint]) -> [Hint] {
        let hinted = Set(wasted.map(\.identity))
        var found: [Hint] = []
        for record in step.bodies where !record.environment.isEmpty {
            let identity = record.node.identity
            guard known.contains(identity), !hinted.contains(identity), !found.contains(where: { $0.identity == identity }) else { continue }
            // Only the environment: a parent's new inputs or its own state would run it anyway.
            guard PrintChangesLine.tokens(record.changes).allSatisfy(record.environment.contains) else { continue }
            let spared = step.skipped.filter { $0.identity.hasPrefix(identity + "/") || $0.identity.hasPrefix(identity + "[") }
            guard !spared.isEmpty else { continue }
            var names: [String] = []
            for view in spared.map(\.view) where !names.contains(view) { names.append(view) }
            let values = record.environment.joined(separator: ", ")
            let count = spared.count == 1 ? "a view below it" : "\(spared.count) views below it"
            found.append(
                Hint(
                    kind: .frequent, view: record.node.view, identity: identity,
                    cause:
                        "it ran for \(values) alone, an environment value it reads, and rebuilt all it builds, where \(count) (\(names.joined(separator: ", "))) got the same inputs and were skipped: the value is read higher in the tree than where it is shown",
                    fix:
                        "move the environment property \(values) down into the small view that shows or uses it (a subview that declares it), so that a change re-runs that view alone and leaves this body be",
                    rule: "§9"))
        }
        return found
    }
}
