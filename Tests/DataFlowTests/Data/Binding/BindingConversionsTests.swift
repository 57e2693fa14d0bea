import Testing

@testable import DataFlow

private struct Converted: View {
    @State private var count = 1
    @State private var name: String? = "Ada"
    @State private var tag = 7
    var body: some View {
        let optional = Binding<Int?>($count)
        let unwrapped: Binding<String>? = Binding($name)
        let erased = Binding<AnyHashable>($tag)
        VStack {
            Text("count \(count), name \(name ?? "nil"), tag \(tag)")
            Text("unwrapped \(unwrapped == nil ? "nil" : "some")")
            Button("Optional 5") { optional.wrappedValue = 5 }
            Button("Optional nil") { optional.wrappedValue = nil }
            Button("Rename") { unwrapped?.wrappedValue = "Grace" }
            Button("Clear name") { name = nil }
            Button("Tag 9") { erased.wrappedValue = AnyHashable(9) }
            Button("Tag text") { erased.wrappedValue = AnyHashable("nine") }
        }
    }
}

/// `Binding<V?>(base)`, `Binding(optionalBase)` and `Binding<AnyHashable>(base)` read and write
/// their base, as SwiftUI's do.
@Suite struct BindingConversionsTests {
    @Test func anOptionalViewWritesValuesAndIgnoresNil() {
        let harness = Harness(Converted())
        harness.tap("Optional 5")
        #expect(harness.screen.contains("  Text \"count 5, name Ada, tag 7\""))
        let step = harness.tap("Optional nil")
        #expect(step.writes.isEmpty)
        #expect(harness.screen.contains("  Text \"count 5, name Ada, tag 7\""))
    }

    @Test func anUnwrappedViewIsNilWhileItsBaseIsNilAndWritesThroughOtherwise() {
        let harness = Harness(Converted())
        harness.tap("Rename")
        #expect(harness.screen.contains("  Text \"count 1, name Grace, tag 7\""))
        harness.tap("Clear name")
        #expect(harness.screen.contains("  Text \"unwrapped nil\""))
    }

    @Test func anErasedViewWritesValuesOfItsBasesTypeOnly() {
        let harness = Harness(Converted())
        harness.tap("Tag 9")
        #expect(harness.screen.contains("  Text \"count 1, name Ada, tag 9\""))
        harness.tap("Tag text")
        #expect(harness.screen.contains("  Text \"count 1, name Ada, tag 9\""))
    }

    @Test func readingReadsTheBase() {
        let base = Binding.constant(3)
        #expect(Binding<Int?>(base).wrappedValue == 3)
        #expect(Binding<AnyHashable>(base).wrappedValue == AnyHashable(3))
        let missing: Binding<Int>? = Binding(Binding<Int?>.constant(nil))
        let present: Binding<Int>? = Binding(Binding<Int?>.constant(4))
        #expect(missing == nil)
        #expect(present?.wrappedValue == 4)
    }
}
