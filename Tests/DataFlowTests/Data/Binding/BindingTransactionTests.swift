import Testing

@testable import DataFlow

private struct Transacted: View {
    @State private var count = 0
    @State private var heard = "none"
    var body: some View {
        let plain = $count
        let animated = $count.animation(.easeIn(duration: 0.2))
        let reporting = Binding<Int>(
            get: { count },
            set: { value, transaction in
                heard = transaction.animation == nil ? "no animation" : "animated"
                count = value
            })
        VStack {
            Text("count \(count), heard \(heard)")
            Button("Plain") { plain.wrappedValue += 1 }
            Button("Transaction") { plain.transaction(Transaction()).wrappedValue += 1 }
            Button("Animated") { animated.wrappedValue += 1 }
            Button("Reporting plain") { reporting.wrappedValue += 1 }
            Button("Reporting animated") { reporting.animation(.default).wrappedValue += 1 }
        }
    }
}

/// A binding's transaction is the one its writes run in (SwiftUI's `Binding.transaction`).
@Suite struct BindingTransactionTests {
    @Test func aBindingGivenNoTransactionHasAnEmptyOneAndSettingItReplacesIt() {
        var binding = Binding.constant(1)
        #expect(binding.transaction.animation == nil)
        binding.transaction = Transaction(animation: .linear)
        #expect(binding.transaction.animation == .linear)
        #expect(binding.animation(.easeIn).transaction.animation == .easeIn)
        // `.transaction(_:)` replaces: the animation set before is gone.
        #expect(binding.animation(.easeIn).transaction(Transaction()).transaction.animation == nil)
    }

    @Test func writesThroughATransactionBindingAreTransactionsOfTheirOwn() {
        let harness = Harness(Transacted())
        #expect(harness.tap("Plain").passCauses == [.action])
        let transaction = harness.tap("Transaction").passCauses
        #expect(transaction.contains(.transaction) && !transaction.contains(.action))
        let animated = harness.tap("Animated").passCauses
        #expect(animated.contains(.animation) && !animated.contains(.action))
        #expect(harness.screen.contains("  Text \"count 3, heard none\""))
    }

    @Test func aSetterThatTakesATransactionIsToldTheBindingsTransaction() {
        let harness = Harness(Transacted())
        harness.tap("Reporting plain")
        #expect(harness.screen.contains("  Text \"count 1, heard no animation\""))
        harness.tap("Reporting animated")
        #expect(harness.screen.contains("  Text \"count 2, heard animated\""))
    }
}
