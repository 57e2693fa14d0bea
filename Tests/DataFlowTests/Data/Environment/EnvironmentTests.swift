import DataFlow
import Testing

/// §9: environment flows down, the nearest writer wins, only readers of a changed key re-run.
fileprivate struct AccentKey: EnvironmentKey {
    static var defaultValue: String { "blue" }
}

extension EnvironmentValues {
    fileprivate var accent: String {
        get { self[AccentKey.self] }
        set { self[AccentKey.self] = newValue }
    }
}

fileprivate struct AccentReader: View {
    @Environment(\.accent) var accent
    var body: some View { Text("accent \(accent)") }
}

fileprivate struct FontReader: View {
    @Environment(\.font) var font
    var body: some View { Text("font \(font == nil ? "none" : "set")") }
}

fileprivate struct NoReader: View {
    var body: some View { Text("reads nothing") }
}

fileprivate struct Root: View {
    @State var accent = "red"
    @State var font: Font? = .body

    var body: some View {
        VStack {
            VStack {
                AccentReader()
                AccentReader().environment(\.accent, "green")
                FontReader()
                NoReader()
            }
            .environment(\.accent, accent)
            .font(font)
            Button("accent") { accent = "yellow" }
            Button("font") { font = .title }
        }
    }
}

fileprivate struct EarlyReader: View {
    @Environment(\.font) var font
    init() { _ = font }
    var body: some View { Text("early") }
}

/// Creates EarlyReader in a body, as an app would: during an update of the graph.
fileprivate struct EarlyParent: View {
    var body: some View { VStack { EarlyReader() }.font(.title) }
}

private struct PrintsEnvironment: View {
    @Environment(\.self) private var environment
    var body: some View { Button("Print") { print(environment) } }
}

/// `@Environment(\.self)` whose body reads one key of the whole values.
private struct WholeValuesReader: View {
    @Environment(\.self) private var environment
    var body: some View { Text("accent \(environment.accent)") }
}

private struct WholeValuesRoot: View {
    @State private var accent = "red"
    @State private var scheme = ColorScheme.light
    var body: some View {
        VStack {
            WholeValuesReader()
            Button("accent") { accent = "green" }
            Button("scheme") { scheme = .dark }
        }
        .environment(\.accent, accent)
        .environment(\.colorScheme, scheme)
    }
}

@Suite struct EnvironmentTests {
    /// §9: a reader of the whole values depends on the keys its body read, not on every key.
    @Test func aWholeValuesReaderTracksOnlyTheKeysItRead() {
        let harness = Harness(WholeValuesRoot())
        let scheme = harness.tap("scheme")
        #expect(scheme.ran == ["WholeValuesRoot: _scheme changed."])
        #expect(scheme.skipped == ["WholeValuesReader"])
        let accent = harness.tap("accent")
        #expect(accent.ran == ["WholeValuesRoot: _accent changed.", "WholeValuesReader: _environment changed."])
        #expect(harness.screen.contains("  Text \"accent green\""))
    }

    /// §9: SwiftUI's printed form: the property list, newest write first, shadowed ones kept.
    @Test func printedEnvironmentValuesListTheWritesNewestFirst() {
        let harness = Harness(PrintsEnvironment().font(.title).font(.body))
        // The write closest to the view is the newest: .title, then the outer .body it shadows.
        #expect(harness.tap("Print").console == ["[EnvironmentPropertyKey<FontKey> = .title, EnvironmentPropertyKey<FontKey> = .body]"])
        #expect(Harness(PrintsEnvironment()).tap("Print").console == ["[]"])
    }

    @Test func theNearestWriterWins() {
        let harness = Harness(Root())
        #expect(harness.screen.contains("    Text \"accent red\" (font: .body)"))
        #expect(harness.screen.contains("    Text \"accent green\" (font: .body)"))
        #expect(EnvironmentValues().accent == "blue")
    }

    @Test func onlyViewsReadingTheChangedKeyReRun() {
        let harness = Harness(Root())
        let accent = harness.tap("accent")
        // The reader under the inner writer still sees "green": its key's value did not change.
        #expect(accent.ran == ["Root: _accent changed.", "AccentReader: _accent changed."])
        #expect(accent.skipped == ["AccentReader", "FontReader", "NoReader"])
        let font = harness.tap("font")
        #expect(font.ran == ["Root: _font changed.", "FontReader: _font changed."])
        #expect(harness.screen.contains("    Text \"reads nothing\" (font: .title)"))
    }

    @Test func readingInInitWarnsAndReturnsTheDefault() {
        let harness = Harness(EarlyParent())
        #expect(
            harness.mount.swiftUIWarnings == [
                "Accessing Environment<Optional<Font>>'s value outside of being installed on a View. This will always read the default value and will not update."
            ])
    }
}
