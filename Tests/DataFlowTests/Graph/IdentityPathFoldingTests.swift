import DataFlow
import Testing

fileprivate struct Nest: View {
    let level: Int
    @State private var count = 0
    var body: some View {
        if level == 0 { Button("Tap \(count)") { count += 1 } } else { Nest(level: level - 1) }
    }
}

/// Identity paths of deep trees are folded as the graph builds them, so they stay short and
/// building them stays linear in depth; folding is lossless.
@Suite struct IdentityPathFoldingTests {
    @Test func runsOfSegmentsAndOfGroupsFold() {
        #expect(IdentityPathFolding.folded("A/B/B/B/C") == "A/B×3/C")
        #expect(IdentityPathFolding.folded("A/R/V[1]/R/V[1]/R/V[1]/T") == "A/(R/V[1])×3/T")
        #expect(IdentityPathFolding.folded("A/B/C/D") == "A/B/C/D")
        // A path already folded folds on: its runs take the segments that repeat them.
        #expect(IdentityPathFolding.folded("A/B×3/B/B/C") == "A/B×5/C")
        #expect(IdentityPathFolding.folded("A/(R/V)×2/R/V/T") == "A/(R/V)×3/T")
        #expect(IdentityPathFolding.folded("A/" + Array(repeating: "B", count: 12_345).joined(separator: "/")) == "A/B×12,345")
    }

    @Test func aTimesSignInsideAnIdIsNotARun() {
        let path = "List/ForEach[7 × 8]/Row/ForEach[2×3]/Text"
        #expect(IdentityPathFolding.folded(path) == path)
        #expect(IdentityPathFolding.unfolded(path) == path)
    }

    @Test func unfoldingGivesTheWholePathBack() {
        let whole = "ContentView/" + Array(repeating: "Nest[else]", count: 300).joined(separator: "/") + "/Row/V/Row/V/Leaf"
        #expect(IdentityPathFolding.unfolded(IdentityPathFolding.folded(whole)) == whole)
    }

    @Test func aShallowTreesPathsAreWhole() {
        let harness = Harness(Nest(level: 20))
        let paths = harness.mount.events.compactMap { if case .bodyEvaluated(let record) = $0 { record.node.identity } else { nil } }
        #expect(paths.last == "Nest" + String(repeating: "[else]/Nest", count: 20))
    }

    @Test func aDeepTreesPathsAreFoldedAsTheGraphBuildsThem() {
        let harness = Harness(Nest(level: 3_000))
        let paths = harness.mount.events.compactMap { if case .bodyEvaluated(let record) = $0 { record.node.identity } else { nil } }
        #expect(paths.count == 3_001)
        #expect(paths.last == "Nest[else]×3,000/Nest")
        #expect(paths.allSatisfy { $0.utf8.count <= 2 * Node.foldingLength })
        // Each path has one spelling: the write names the same path the body did.
        let step = harness.tap("Tap 0")
        #expect(step.writes.first?.target == "Nest[else]×3,000/Nest._count")
    }
}
