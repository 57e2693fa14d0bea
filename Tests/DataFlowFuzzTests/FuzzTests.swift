import Testing
@testable import DataFlowFuzz

/// The differential fuzzer's fixed budget in the test suite: 400 random trees, 12 random taps
/// each, every step checked against the oracles (`make fuzz` runs more).
@Suite struct FuzzTests {
    static let batches = 0..<4
    static let casesPerBatch: UInt64 = 100

    @Test(arguments: batches)
    func randomTreesAndScriptsPassEveryOracle(batch: Int) {
        let first = 1 + UInt64(batch) * Self.casesPerBatch
        for seed in first..<(first + Self.casesPerBatch) {
            if let failure = Fuzzer.run(seed: seed, steps: 12) {
                Issue.record("\(failure)")
                return
            }
        }
    }

    @Test func theModelPredictsLifetimesByIdentity() {
        let tree = FuzzSpec.stack([.list(list: 0, row: .counter(1)), .branch(slot: 0, then: .counter(2), else: .counter(3))])
        var model = FuzzModel(root: tree)
        #expect(model.expectedTexts == ["o0.r1.c1=0", "o0.r2.c1=0", "o0.c2=0"])
        model.apply("inc o0.r2.c1")
        model.apply("o0 reverse l0")
        #expect(model.expectedTexts == ["o0.r2.c1=1", "o0.r1.c1=0", "o0.c2=0"])
        model.apply("inc o0.c2")
        model.apply("o0 flip s0")
        model.apply("o0 flip s0")
        // The `if` branch left and came back: a new identity, a new count.
        #expect(model.expectedTexts == ["o0.r2.c1=1", "o0.r1.c1=0", "o0.c2=0"])
    }

    @Test func aReplayedScriptReportsTheFirstFailingStep() {
        let tree = FuzzSpec.counter(1)
        #expect(Fuzzer.replay(tree, script: ["inc o0.c1"]) == nil)
        let missing = Fuzzer.replay(tree, script: ["inc o0.c9"])
        #expect(missing?.step == 1)
        #expect(missing?.problem == "the script's button \"inc o0.c9\" is not on screen")
    }

    @Test func aFailureReadsAsATreeAndAScript() {
        let failure = Fuzzer.Failure(seed: 7, steps: 60, tree: .owner(1, .bound(2, slot: 1)), script: ["o0.o1 flip s1"], step: 1, problem: "stale")
        #expect(failure.description == """
            fuzz failure, seed 7: stale
            at step 1 of this minimised reproduction:
            tree:
              Owner o1 (@State values, lists)
                Bound b2 (@Binding to values[1])
            script:
              1. tap "o0.o1 flip s1"
            replay: swift run -c release dataflow-fuzz --seed 7 --count 1 --steps 60
            """)
    }
}
