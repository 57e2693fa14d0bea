import DataFlow
import Testing

private struct Themed: View {
    @State private var asked = "none"
    @State private var dark = false
    var body: some View {
        VStack {
            Text("first").preferredColorScheme(nil)
            Text("second").preferredColorScheme(dark ? .dark : .light)
            Text("third").preferredColorScheme(.light)
            Text("asked \(asked)")
            Button("Dark") { dark = true }
        }
        .onPreferenceChange(PreferredColorSchemeKey.self) { scheme in
            asked = scheme.map { $0 == .dark ? "dark" : "light" } ?? "none"
        }
    }
}

/// `.preferredColorScheme(_:)` sets `PreferredColorSchemeKey`: the first view that asks wins.
@Suite struct PreferredColorSchemeTests {
    @Test func theFirstNonNilPreferenceWins() {
        let harness = Harness(Themed())
        #expect(harness.screen.contains { $0.hasSuffix("Text \"asked light\"") })
        harness.tap("Dark")
        #expect(harness.screen.contains { $0.hasSuffix("Text \"asked dark\"") })
    }

    @Test func reduceKeepsAValueOnceItHasOne() {
        var value: ColorScheme? = nil
        PreferredColorSchemeKey.reduce(value: &value) { .dark }
        PreferredColorSchemeKey.reduce(value: &value) { .light }
        #expect(value == .dark)
    }
}
