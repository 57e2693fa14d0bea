import DataFlow
import Testing

/// §10: `.overlayPreferenceValue` / `.backgroundPreferenceValue` make a view from the value the
/// content produces, in the same pass; anchors travel through preferences.
fileprivate struct CountKey: PreferenceKey {
    static let defaultValue = 0
    static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
}

fileprivate struct Counted: View {
    @State private var count = 1
    var body: some View {
        Button("more \(count)") { count += 1 }
            .preference(key: CountKey.self, value: count)
    }
}

fileprivate struct Badged: View {
    var body: some View {
        VStack {
            Counted()
            Text("fixed").preference(key: CountKey.self, value: 10)
        }
        .overlayPreferenceValue(CountKey.self) { total in Text("total \(total)") }
    }
}

fileprivate struct BoundsKey: PreferenceKey {
    static var defaultValue: [Anchor<CGRect>] { [] }
    static func reduce(value: inout [Anchor<CGRect>], nextValue: () -> [Anchor<CGRect>]) { value += nextValue() }
}

fileprivate struct Highlighted: View {
    var body: some View {
        VStack {
            Text("one").anchorPreference(key: BoundsKey.self, value: .bounds) { [$0] }
            Text("two").anchorPreference(key: BoundsKey.self, value: .bounds) { [$0] }
            Text("three").transformAnchorPreference(key: BoundsKey.self, value: .bounds) { $0.append($1) }
        }
        .backgroundPreferenceValue(BoundsKey.self) { anchors in
            GeometryReader { proxy in Text("\(anchors.count) anchors at \(proxy[anchors[0]].width)") }
        }
    }
}

@Suite struct PreferenceValueContentTests {
    @Test func theOverlayIsMadeFromTheContentsValue() {
        let harness = Harness(Badged())
        #expect(harness.screen.contains { $0.hasSuffix("Text \"total 11\"") })
        #expect(harness.mount.passes == 1, "no onPreferenceChange round trip: the overlay is made in the pass")
    }

    @Test func aChangeBelowRemakesTheOverlayInTheSamePassWithoutTheOwnersBody() {
        let harness = Harness(Badged())
        let step = harness.tap("more 1")
        #expect(step.ranViews == ["Counted"], "Badged's body does not run: only the overlay is made again")
        #expect(step.passes == 1)
        #expect(harness.screen.contains { $0.hasSuffix("Text \"total 12\"") })
        #expect(harness.stale.isEmpty)
    }

    @Test func anchorsTravelThroughPreferencesAndResolveInAProxy() {
        let harness = Harness(Highlighted())
        #expect(harness.screen.contains { $0.hasSuffix("Text \"3 anchors at 0.0\"") })
    }
}
