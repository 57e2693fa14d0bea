import DataFlow
import Testing

private struct Avatar: View {
    @ScaledMetric(relativeTo: .body) private var size: CGFloat = 34
    var body: some View { Text("avatar \(Int(size.rounded()))") }
}

private struct Sizes: View {
    @State private var large = false
    var body: some View {
        VStack {
            Avatar().environment(\.dynamicTypeSize, large ? .accessibility1 : .large)
            Button("Bigger") { large = true }
        }
    }
}

/// `@ScaledMetric` follows Dynamic Type: the written value at the default size, scaled as the
/// body text is at another, and its view runs again when the size changes.
@Suite struct ScaledMetricTests {
    @Test func aScaledSizeFollowsDynamicType() {
        let harness = Harness(Sizes())
        #expect(harness.screen.contains("  Text \"avatar 34\""), "\(harness.screen)")
        let step = harness.tap("Bigger")
        #expect(step.ranViews.contains("Avatar"))
        #expect(harness.screen.contains("  Text \"avatar 56\""), "\(harness.screen)")  // 34 × 28 / 17
    }
}
