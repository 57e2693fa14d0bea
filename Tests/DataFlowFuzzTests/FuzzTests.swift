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
        let tree = FuzzSpec.stack([.list(list: 0, row: .counter(1)), .branch(4, slot: 0, then: .counter(2), else: .counter(3))])
        var model = FuzzModel(root: tree)
        #expect(model.expectedTexts == ["o0.r1.c1=0", "o0.r2.c1=0", "o0.if4.c2=0"])
        model.apply("inc o0.r2.c1")
        model.apply("o0 reverse l0")
        #expect(model.expectedTexts == ["o0.r2.c1=1", "o0.r1.c1=0", "o0.if4.c2=0"])
        model.apply("inc o0.if4.c2")
        model.apply("o0 flip s0")
        model.apply("o0 flip s0")
        // The `if` branch left and came back: a new identity, a new count.
        #expect(model.expectedTexts == ["o0.r2.c1=1", "o0.r1.c1=0", "o0.if4.c2=0"])
    }

    @Test func theModelStartsAnIdentifiedSubtreeOverAndStepsThroughBindings() {
        var model = FuzzModel(root: .stack([.identified(slot: 0, .counter(1)), .stepper(2, slot: 0), .computed(3, slot: 0)]))
        model.apply("inc o0.i0.c1")
        #expect(model.expectedTexts == ["o0.i0.c1=1", "o0.t2 steps 0", "o0.g3 computed 0"])
        model.apply("o0.t2")
        // values[0] is 1 now: `.id(1)` is a new identity, whose counter starts at 0.
        #expect(model.expectedTexts == ["o0.i1.c1=0", "o0.t2 steps 1", "o0.g3 computed 1"])
        model.apply("bump o0.g3")
        model.apply("o0 animate s1")
        #expect(model.expectedTexts == ["o0.i2.c1=0", "o0.t2 steps 2", "o0.g3 computed 2"])
        #expect(
            Fuzzer.replay(
                .stack([.identified(slot: 0, .counter(1)), .stepper(2, slot: 0)]), script: ["inc o0.i0.c1", "o0.t2", "o0 animate s1", "o0 same s0"])
                == nil)
    }

    @Test func aReplayedScriptReportsTheFirstFailingStep() {
        let tree = FuzzSpec.counter(1)
        #expect(Fuzzer.replay(tree, script: ["inc o0.c1"]) == nil)
        let missing = Fuzzer.replay(tree, script: ["inc o0.c9"])
        #expect(missing?.step == 1)
        #expect(missing?.problem == "the script's control \"inc o0.c9\" is not on screen")
    }

    @Test func aFailureReadsAsATreeAndAScript() {
        let failure = Fuzzer.Failure(seed: 7, steps: 60, tree: .owner(1, .bound(2, slot: 1)), script: ["o0.o1 flip s1"], step: 1, problem: "stale")
        #expect(
            failure.description == """
                fuzz failure, seed 7: stale
                at step 1 of this minimised reproduction:
                tree:
                  Owner o1 (@State values, lists)
                    Bound b2 (@Binding to values[1])
                script:
                  1. operate "o0.o1 flip s1"
                replay: swift run -c release dataflow-fuzz --seed 7 --count 1 --steps 60
                """)
    }
}
