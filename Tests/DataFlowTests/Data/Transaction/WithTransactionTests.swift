import Testing

@testable import DataFlow

private struct Animated: View {
    @State private var value = 0
    @State private var done = 0
    var body: some View {
        VStack {
            Text("\(value), done \(done)")
            Button("Go") {
                value = 1
                withTransaction(Transaction()) { value = 2 }
                withAnimation(.easeInOut(duration: 0.3)) {
                    value = 3
                } completion: {
                    done += 1
                }
            }
        }
        .animation(.spring(), value: value)
    }
}

private struct Themed: View {
    @State private var big = false
    var body: some View {
        VStack {
            Leaf()
            Button("Grow") { big.toggle() }
        }
        .transformEnvironment(\.font) { $0 = big ? .largeTitle : .body }
    }
}

private struct Leaf: View {
    @Environment(\.font) private var font
    var body: some View { Text("font \(font.map { $0.name } ?? "nil")") }
}

@Suite struct WithTransactionTests {
    @Test func withTransactionAndWithAnimationAreTransactionsOfTheirOwn() {
        let harness = Harness(Animated())
        let step = harness.tap("Go")
        #expect(step.passCauses == [.action, .transaction, .animation, .queuedActions])
        #expect(step.actions == ["withAnimation completion"])
        #expect(harness.screen.contains("  Text \"3, done 1\""))
    }

    @Test func transformEnvironmentEditsTheInheritedValue() {
        let harness = Harness(Themed())
        #expect(harness.screen.contains("  Text \"font .body\" (font: .body)"))
        let step = harness.tap("Grow")
        #expect(step.ran == ["Themed: _big changed.", "Leaf: _font changed."])
        #expect(harness.screen.contains("  Text \"font .largeTitle\" (font: .largeTitle)"))
    }
}
