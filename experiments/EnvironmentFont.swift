import DataFlow

extension Experiment {
    /// S2.1: `.font` is an environment write: it reaches every text below, equals
    /// `.environment(\.font, …)`, the nearest writer wins, only readers re-run.
    static var environmentFont: Experiment {
        Experiment(
            id: "environment-font",
            title: "Environment: .font on a container reaches every Text; only readers of the key re-run",
            claims: ["S2.1", "§9", "D10"],
            lesson: """
                `.font(_:)` on the inner VStack is `.environment(\\.font, …)` (the two variants \
                differ only in which one they write, and their transcripts are the same): both \
                texts below it show the font although neither has a modifier of its own (S2.1). \
                "Caption" sets `.font(.caption)` on itself: the nearest writer wins (§9). \
                FontReader declares `@Environment(\\.font)`; Plain declares nothing. When "Change \
                font" switches the container's font, ContentView re-runs (it read `big`), the \
                writer's value changed, and only the view that reads that key runs again: \
                `FontReader: _font changed.`; Plain's inputs are equal and it is skipped. The Texts \
                update too: a Text reads the font from the environment itself. EarlyReader reads \
                its `@Environment` in `init`, before the graph installed it: SwiftUI warns and \
                the read returns the default value (nil) every time.
                """,
            variants: [.environmentFontModifier, .environmentFontEnvironment],
            script: [.tap("Change font")])
    }
}

struct FontReader: View {
    @Environment(\.font) var font

    var body: some View {
        Text("FontReader reads \(font == .largeTitle ? "largeTitle" : font == .title ? "title" : "another font")")
    }
}

struct Plain: View {
    var body: some View {
        Text("Plain reads nothing")
    }
}

struct EarlyReader: View {
    @Environment(\.font) var font

    init() {
        print("EarlyReader.init reads \(font == nil ? "nil" : "a font")")
    }

    var body: some View {
        Text("EarlyReader")
    }
}
