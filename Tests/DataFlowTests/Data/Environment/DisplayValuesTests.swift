import DataFlow
import Testing

/// Reads the display values and the find context.
private struct DisplayReader: View {
    @Environment(\.appearsActive) private var appearsActive
    @Environment(\.allowedDynamicRange) private var range
    @Environment(\.colorSchemeContrast) private var contrast
    @Environment(\.accessibilityShowBorders) private var borders
    @Environment(\.contentTransitionAddsDrawingGroup) private var drawingGroup
    @Environment(\.materialActiveAppearance) private var material
    @Environment(\.symbolVariants) private var variants
    var body: some View {
        Text(
            "active \(appearsActive) high \(range == .high) standard \(contrast == .standard) borders \(borders) "
                + "group \(drawingGroup) matchWindow \(material == .matchWindow) circleFill \(variants == .circle.fill)")
    }
}

private struct FindReader: View {
    @Environment(\.findContext) private var context
    var body: some View {
        VStack {
            Text("find \(context == nil ? "off" : "on") replace \(context?.supportsReplace ?? false) bound \(context?.isPresented != nil)")
            Button("Open find") {
                if let isPresented = context?.isPresented { isPresented.wrappedValue = true }
            }
        }
    }
}

private struct Screen: View {
    @State private var active = true
    @State private var finding = false
    @State private var findOff = false
    var body: some View {
        VStack {
            DisplayReader()
                .environment(\.appearsActive, active)
                .allowedDynamicRange(.high)
                .materialActiveAppearance(.matchWindow)
                .symbolVariant(.fill)
                .symbolVariant(.circle)
            Button("Deactivate") { active = false }
            FindReader().replaceDisabled().findNavigator(isPresented: $finding).findDisabled(findOff)
            Text("finding \(finding)")
            Button("Disable find") { findOff = true }
        }
    }
}

/// The display values read like any environment value; the find context is what the find
/// navigator's modifiers make it.
@Suite struct DisplayValuesTests {
    @Test func displayValuesHaveAnIPhonesValuesAndTheWritesAbove() {
        let harness = Harness(Screen())
        #expect(
            harness.screen.contains {
                $0.hasSuffix("active true high true standard true borders false group false matchWindow true circleFill true\"")
            })
        harness.tap("Deactivate")
        #expect(harness.screen.contains { $0.contains("\"active false high true") })
    }

    @Test func theFindContextCarriesTheNavigatorsBindingAndFollowsTheDisablingModifiers() {
        let harness = Harness(Screen())
        #expect(harness.screen.contains { $0.hasSuffix("Text \"find on replace false bound true\"") })
        harness.tap("Open find")
        #expect(harness.screen.contains { $0.hasSuffix("Text \"finding true\"") })
        harness.tap("Disable find")
        #expect(harness.screen.contains { $0.hasSuffix("Text \"find off replace false bound false\"") })
    }

    @Test func withoutModifiersThereIsAContextWithNoBinding() {
        let context = EnvironmentValues().findContext
        #expect(context != nil && context?.isPresented == nil && context?.supportsReplace == true)
        #expect(ColorSchemeContrast.allCases == [.standard, .increased])
    }

    @Test func symbolVariantsCombineAndContainTheirParts() {
        #expect(SymbolVariants.circle.fill == SymbolVariants.fill.circle)
        #expect(SymbolVariants.circle.fill.contains(.fill))
        #expect(SymbolVariants.circle.fill.contains(.circle))
        #expect(!SymbolVariants.circle.contains(.fill))
        #expect(SymbolVariants.fill.contains(.none))
        #expect(SymbolVariants.circle.square == .square)
        #expect(SymbolVariants.none.slash.fill.contains(.slash))
    }
}
