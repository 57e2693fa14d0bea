import Testing

@testable import DataFlow

/// Completions added to transactions, run by `withTransaction` (§14, D13).
private struct TransactionCompletions: View {
    @State private var value = 0
    var body: some View {
        VStack {
            Text("\(value)")
            Button("Go") {
                var slow = Transaction(animation: .linear(duration: 5))
                slow.addAnimationCompletion(criteria: .removed) { print("slow removed at 5 s") }
                slow.addAnimationCompletion { print("slow logically complete at 5 s") }
                withTransaction(slow) { value += 1 }
                var quick = Transaction(animation: .easeIn(duration: 1))
                quick.addAnimationCompletion { print("quick at 1 s") }
                withTransaction(quick) { value += 1 }
                var plain = Transaction()
                plain.addAnimationCompletion { print("no animation: at once") }
                withTransaction(plain) { value += 1 }
                var forever = Transaction(animation: .linear.repeatForever())
                forever.addAnimationCompletion { print("never") }
                withTransaction(forever) { value += 1 }
            }
        }
    }
}

@Suite struct TransactionCompletionTests {
    @Test func aTransactionsCompletionsRunWhenItsAnimationCompletes() {
        let harness = Harness(TransactionCompletions())
        let step = harness.tap("Go")
        #expect(step.console == ["no animation: at once", "quick at 1 s", "slow removed at 5 s", "slow logically complete at 5 s"])
        #expect(step.actions == Array(repeating: "Transaction animation completion", count: 4))
        #expect(harness.screen.contains("  Text \"4\""))
    }

    @Test func withoutAGraphTheCompletionsRunAfterTheBody() {
        var order: [String] = []
        var transaction = Transaction(animation: .default)
        transaction.addAnimationCompletion { order.append("completion") }
        withTransaction(transaction) { order.append("body") }
        #expect(order == ["body", "completion"])
    }

    @Test func theNewFieldsAreKeptWithTheirDefaults() {
        var transaction = Transaction()
        #expect(!transaction.tracksVelocity && !transaction.scrollPositionUpdatePreservesVelocity)
        #expect(transaction.scrollTargetAnchor == nil)
        #expect(transaction.scrollContentOffsetAdjustmentBehavior == .automatic)
        transaction.tracksVelocity = true
        transaction.scrollTargetAnchor = .bottom
        transaction.scrollPositionUpdatePreservesVelocity = true
        transaction.scrollContentOffsetAdjustmentBehavior = .disabled
        #expect(transaction.tracksVelocity && transaction.scrollPositionUpdatePreservesVelocity)
        #expect(transaction.scrollTargetAnchor == .bottom)
        #expect(transaction.scrollContentOffsetAdjustmentBehavior == .disabled)
    }
}
