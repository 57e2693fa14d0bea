import DataFlow
import Testing

/// Reads the values the text modifiers write.
private struct TextSettingsReader: View {
    @Environment(\.lineSpacing) private var lineSpacing
    @Environment(\.multilineTextAlignment) private var alignment
    @Environment(\.lineLimit) private var lineLimit
    @Environment(\.textCase) private var textCase
    @Environment(\.truncationMode) private var truncation
    @Environment(\.minimumScaleFactor) private var scale
    @Environment(\.allowsTightening) private var tightening
    @Environment(\.controlSize) private var controlSize

    var body: some View {
        Text(
            "spacing \(Int(lineSpacing)) \(alignment == .center ? "center" : "other") limit \(lineLimit.map(String.init) ?? "none") "
                + "case \(textCase == .uppercase ? "upper" : "none") truncation \(truncation == .middle ? "middle" : "other") "
                + "scale \(scale) tight \(tightening) small \(controlSize == .small)")
    }
}

private struct SheetHost: View {
    @State private var isShown = false
    @State private var spacing: CGFloat = 10
    var body: some View {
        Button("Show") { isShown = true }
            .sheet(isPresented: $isShown) {
                VStack {
                    TextSettingsReader()
                    Button("Wider") { spacing = 20 }
                }
            }
            .lineSpacing(spacing)
            .multilineTextAlignment(.center)
            .lineLimit(3)
            .textCase(.uppercase)
            .truncationMode(.middle)
            .minimumScaleFactor(0.5)
            .allowsTightening(true)
            .controlSize(.small)
    }
}

/// Reads the values the control, symbol and list modifiers write.
private struct ControlSettingsReader: View {
    @Environment(\.imageScale) private var imageScale
    @Environment(\.symbolRenderingMode) private var rendering
    @Environment(\.headerProminence) private var header
    @Environment(\.badgeProminence) private var badge
    @Environment(\.menuIndicatorVisibility) private var indicator
    @Environment(\.menuOrder) private var order
    @Environment(\.autocorrectionDisabled) private var autocorrection
    @Environment(\.scrollDismissesKeyboardMode) private var dismisses
    @Environment(\.dynamicTypeSize) private var typeSize
    @Environment(\.colorScheme) private var scheme

    var body: some View {
        let shown: [String] = [
            "large \(imageScale == .large)", "hierarchical \(rendering == .hierarchical)", "increased \(header == .increased)",
            "badge \(badge == .decreased)", "hidden \(indicator == .hidden)", "fixed \(order == .fixed)",
            "noautocorrect \(autocorrection)", "immediately \(dismisses == .immediately)", "xxl \(typeSize == .xxLarge)",
            "dark \(scheme == .dark)",
        ]
        return Text(shown.joined(separator: " "))
    }
}

@Suite struct EnvironmentWritingModifiersTests {
    @Test func controlSymbolAndListModifiersWriteTheEnvironment() {
        let harness = Harness(
            ControlSettingsReader()
                .imageScale(.large)
                .symbolRenderingMode(.hierarchical)
                .headerProminence(.increased)
                .badgeProminence(.decreased)
                .menuIndicator(.hidden)
                .menuOrder(.fixed)
                .autocorrectionDisabled()
                .scrollDismissesKeyboard(.immediately)
                .dynamicTypeSize(.xxLarge)
                .colorScheme(.dark))
        let expected =
            "large true hierarchical true increased true badge true hidden true fixed true noautocorrect true immediately true xxl true dark true"
        #expect(harness.screen.contains { $0.contains("Text \"\(expected)\"") }, "\(harness.screen)")
    }

    /// §9: `.lineSpacing(10)` is `.environment(\.lineSpacing, 10)`, and so are the other modifiers
    /// SwiftUI implements as environment writes: a reader below, in a sheet too, sees each value,
    /// and re-runs when one changes.
    @Test func textModifiersWriteTheEnvironmentForEveryReaderBelow() {
        let harness = Harness(SheetHost())
        harness.tap("Show")
        let expected = "spacing 10 center limit 3 case upper truncation middle scale 0.5 tight true small true"
        #expect(harness.screen.contains { $0.contains("Text \"\(expected)\"") }, "\(harness.screen)")
        let wider = harness.tap("Wider")
        #expect(wider.ranViews.contains("TextSettingsReader"))
        #expect(harness.screen.contains { $0.contains("Text \"spacing 20 ") }, "\(harness.screen)")
    }
}
