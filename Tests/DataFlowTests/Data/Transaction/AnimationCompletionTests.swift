import DataFlow
import Testing

/// Two animated changes whose completions are due at different times (§14, D13).
private struct Completions: View {
    @State private var a = 0
    @State private var b = 0
    var body: some View {
        VStack {
            Text("\(a) \(b)")
            Button("Both") {
                withAnimation(.linear(duration: 5), completionCriteria: .removed) {
                    a += 1
                } completion: {
                    print("removed at 5 s")
                }
                withAnimation(.linear(duration: 5).logicallyComplete(after: 1)) {
                    b += 1
                } completion: {
                    print("logically complete at 1 s")
                }
            }
            Button("Forever") {
                withAnimation(.linear.repeatForever()) {
                    a += 1
                } completion: {
                    print("never")
                }
            }
        }
    }
}

@Suite struct AnimationCompletionTests {
    @Test func aCompletionDueSoonerRunsFirst() {
        let harness = Harness(Completions())
        let step = harness.tap("Both")
        #expect(step.console == ["logically complete at 1 s", "removed at 5 s"])
        #expect(step.actions == ["withAnimation completion", "withAnimation completion"])
    }

    @Test func anAnimationThatNeverEndsNeverCompletes() {
        let harness = Harness(Completions())
        #expect(harness.tap("Forever").console.isEmpty)
    }
}
