import Foundation
import Testing

@testable import DataFlow

/// A value a binding's closures write, so a test can see the write.
private final class Box<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
    var binding: Binding<Value> { Binding(get: { self.value }, set: { self.value = $0 }) }
}

/// A checkbox as apps write one: the configuration's label and binding, multi-statement body.
private struct CheckboxStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            Image(systemName: configuration.isOn ? "checkmark.square" : "square")
            configuration.label
        }
        .onTapGesture { configuration.isOn.toggle() }
    }
}

/// A primitive style that triggers on a tap of the label.
private struct TapLabelStyle: PrimitiveButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label.onTapGesture { configuration.trigger() }
    }
}

/// Custom styles of the other families, written as apps write them.
private struct PercentStyle: ProgressViewStyle {
    func makeBody(configuration: Configuration) -> some View {
        Text("\(Int((configuration.fractionCompleted ?? 0) * 100))%")
    }
}

private struct ChevronGroupStyle: DisclosureGroupStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack {
            Button {
                configuration.isExpanded.toggle()
            } label: {
                configuration.label
            }
            if configuration.isExpanded { configuration.content }
        }
    }
}

private struct StackedContentStyle: LabeledContentStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack {
            configuration.label
            configuration.content
        }
    }
}

private struct CardBoxStyle: GroupBoxStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack {
            configuration.label
            configuration.content
        }.padding()
    }
}

private struct ValueGaugeStyle: GaugeStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.label
            Text("\(configuration.value)")
        }
    }
}

private struct Settings: View {
    @State private var wifi = false
    @State private var saved = 0
    var body: some View {
        VStack {
            Toggle("Wi-Fi", isOn: $wifi).toggleStyle(CheckboxStyle())
            Button("Save") { saved += 1 }.buttonStyle(TapLabelStyle())
            ProgressView(value: 0.5).progressViewStyle(PercentStyle())
            DisclosureGroup("More") { Text("hidden") }.disclosureGroupStyle(ChevronGroupStyle())
            LabeledContent("Name", value: "Ada").labeledContentStyle(StackedContentStyle())
            GroupBox("Box") { Text("inside") }.groupBoxStyle(CardBoxStyle())
            Gauge(value: 0.3) { Text("Level") }.gaugeStyle(ValueGaugeStyle())
            Text(wifi ? "online" : "offline")
            Text("saved \(saved)")
        }
    }
}

private struct BackgroundReader: View {
    @Environment(\.backgroundStyle) private var style
    var body: some View { Text(style.map { "background \($0._styleName)" } ?? "no background") }
}

private struct BackgroundStyled: View {
    var body: some View {
        VStack {
            BackgroundReader().backgroundStyle(Color.red)
            BackgroundReader()
        }
    }
}

@Suite struct ControlStyleTests {
    /// D15: apps' custom styles of every family compile against SwiftUI's shape; the graph does
    /// not run their bodies, so each control is shown and operated as itself.
    @Test func customStylesCompileAndTheControlsAreOperatedAsThemselves() {
        let harness = Harness(Settings())
        harness.toggle("Wi-Fi")
        #expect(harness.screen.contains("  Toggle \"Wi-Fi\" on"), "\(harness.screen)")
        #expect(harness.screen.contains("  Text \"online\""), "\(harness.screen)")
        harness.tap("Save")
        #expect(harness.screen.contains("  Text \"saved 1\""), "\(harness.screen)")
    }

    /// A toggle's configuration holds the toggle's own binding: a style that writes `isOn` writes
    /// the app's value.
    @Test func aTogglesConfigurationWritesTheTogglesBinding() {
        let isOn = Box(false)
        let configuration = Toggle("Wi-Fi", isOn: isOn.binding).styleConfiguration
        #expect(!configuration.isOn)
        configuration.isOn = true
        #expect(isOn.value)
        configuration.$isOn.wrappedValue = false
        #expect(!isOn.value)
        #expect(!configuration.isMixed)
    }

    /// A button's configuration triggers the button's action and keeps its role; a button style's
    /// is never pressed.
    @Test func aButtonsConfigurationTriggersItsAction() {
        let count = Box(0)
        let button = Button("Delete", role: .destructive) { count.value += 1 }
        let configuration = button.primitiveStyleConfiguration
        configuration.trigger()
        configuration.trigger()
        #expect(count.value == 2)
        #expect(configuration.role == .destructive)
        #expect(button.styleConfiguration.role == .destructive)
        #expect(!button.styleConfiguration.isPressed)
    }

    /// A built-in primitive style's body is a button whose action is the configuration's trigger.
    @MainActor @Test func aBuiltInButtonStylesBodyRunsTheStyledButtonsAction() {
        let count = Box(0)
        let configuration = Button("Save") { count.value += 1 }.primitiveStyleConfiguration
        let bodies: [Any] = [
            DefaultButtonStyle().makeBody(configuration: configuration), PlainButtonStyle().makeBody(configuration: configuration),
            BorderedProminentButtonStyle().makeBody(configuration: configuration),
        ]
        for body in bodies { (body as? any ButtonProtocol)?.action() }
        #expect(count.value == 3)
    }

    /// A built-in toggle style's body is a toggle over the configuration's binding.
    @MainActor @Test func aBuiltInToggleStylesBodyIsBoundToTheConfiguration() {
        let isOn = Box(false)
        let configuration = Toggle("Wi-Fi", isOn: isOn.binding).styleConfiguration
        let body = SwitchToggleStyle(tint: .green).makeBody(configuration: configuration)
        (body as? any ToggleProtocol)?.isOn.wrappedValue = true
        #expect(isOn.value)
    }

    /// A disclosure group's configuration is its expansion state: the binding the app gave, or
    /// the group's own state when it was given none; the automatic style's body is bound to it.
    @MainActor @Test func aDisclosureGroupsConfigurationIsItsExpansionState() {
        let appState = Box(false)
        let ownState = Box(false)
        let bound = DisclosureGroup("Details", isExpanded: appState.binding) { Text("More") }
        let configuration = bound.styleConfiguration(ownState: ownState.binding)
        configuration.isExpanded = true
        #expect(appState.value)
        #expect(!ownState.value)

        let unbound = DisclosureGroup("Details") { Text("More") }
        unbound.styleConfiguration(ownState: ownState.binding).isExpanded = true
        #expect(ownState.value)

        typealias Styled = DisclosureGroup<DisclosureGroupStyleConfiguration.Label, DisclosureGroupStyleConfiguration.Content>
        let body = AutomaticDisclosureGroupStyle().makeBody(configuration: configuration)
        (body as? Styled)?.isExpanded?.wrappedValue = false
        #expect(!appState.value)
    }

    /// A date picker's configuration holds its selection binding.
    @Test func aDatePickersConfigurationWritesItsSelection() {
        let date = Box(Date(timeIntervalSince1970: 0))
        let configuration = DatePicker("Wake up", selection: date.binding).styleConfiguration
        configuration.selection = Date(timeIntervalSince1970: 3600)
        #expect(date.value == Date(timeIntervalSince1970: 3600))
        #expect(configuration.minimumDate == nil && configuration.maximumDate == nil)
    }

    /// A progress view's configuration gives the fraction of its total done, nil when it is
    /// indeterminate, clamped to 0...1.
    @Test func aProgressViewsConfigurationIsItsFractionCompleted() {
        #expect(ProgressView(value: 3.0, total: 4.0).styleConfiguration.fractionCompleted == 0.75)
        #expect(ProgressView(value: 5.0, total: 4.0).styleConfiguration.fractionCompleted == 1)
        #expect(ProgressView().styleConfiguration.fractionCompleted == nil)
        #expect(ProgressView("Loading").styleConfiguration.label != nil)
        #expect(ProgressView(value: 0.5).styleConfiguration.label == nil)
    }

    /// A configuration's label shows the control's label: a style body that places it shows it.
    @Test func aConfigurationsLabelShowsTheControlsLabel() {
        let configuration = Toggle("Wi-Fi", isOn: .constant(true)).styleConfiguration
        let harness = Harness(VStack { configuration.label })
        #expect(harness.screen.contains("  Text \"Wi-Fi\""), "\(harness.screen)")
    }

    /// `.backgroundStyle(_:)` sets the environment's background style for the views below only.
    @Test func backgroundStyleIsAnEnvironmentValue() {
        let harness = Harness(BackgroundStyled())
        #expect(harness.screen.contains("  Text \"background \(Color.red._styleName)\""), "\(harness.screen)")
        #expect(harness.screen.contains("  Text \"no background\""), "\(harness.screen)")
    }

    /// A colour resolves to its numbers through `ShapeStyle.Resolved`; the system styles name
    /// `Never`.
    @Test func aColorIsTheStyleThatResolves() {
        func resolve<S: ShapeStyle>(_ style: S) -> S.Resolved { style.resolve(in: EnvironmentValues()) }
        #expect(resolve(Color.red) == Color.red.resolve(in: EnvironmentValues()))
        #expect(FillShapeStyle.Resolved.self == Never.self)
        #expect(AnyShapeStyle.Resolved.self == Never.self)
    }

    /// A stroke's animatable data is its line width, miter limit and dash phase.
    @Test func aStrokesAnimatableDataIsItsNumbers() {
        var stroke = StrokeStyle(lineWidth: 2, miterLimit: 4, dash: [3], dashPhase: 1)
        #expect(stroke.animatableData == AnimatablePair(2, AnimatablePair(4, 1)))
        stroke.animatableData = AnimatablePair(5, AnimatablePair(6, 7))
        #expect(stroke.lineWidth == 5 && stroke.miterLimit == 6 && stroke.dashPhase == 7)
        #expect(stroke.dash == [3])
    }
}
