import DataFlowAppIntents
import Foundation

/// A control (iOS 18) for Control Center, the Lock Screen and the Action button, as a widget
/// extension declares it. The system draws and operates controls; dataflow runs only the app, so
/// a control compiles, is kept as declared and never runs (its intents run only where the app
/// calls them).
public protocol ControlWidget {
    associatedtype Body: ControlWidgetConfiguration
    init()
    @ControlWidgetConfigurationBuilder var body: Body { get }
}

/// What a control's `body` is: a configuration, and the modifiers that name and describe it.
public protocol ControlWidgetConfiguration {}

extension ControlWidgetConfiguration {
    public func displayName(_ name: LocalizedStringResource) -> some ControlWidgetConfiguration { self }
    public func description(_ description: LocalizedStringResource) -> some ControlWidgetConfiguration { self }
    public func promptsForUserConfiguration() -> some ControlWidgetConfiguration { self }
}

@resultBuilder
public enum ControlWidgetConfigurationBuilder {
    public static func buildExpression<C: ControlWidgetConfiguration>(_ content: C) -> C { content }
    public static func buildBlock<C: ControlWidgetConfiguration>(_ content: C) -> C { content }
}

/// A control with no options: its kind and what it shows.
public struct StaticControlConfiguration<Content: ControlWidgetTemplate>: ControlWidgetConfiguration {
    public let kind: String

    public init(kind: String, @ControlWidgetTemplateBuilder content: () -> Content) { self.kind = kind }

    public init<Provider: ControlValueProvider>(
        kind: String, provider: Provider, @ControlWidgetTemplateBuilder content: @escaping (Provider.Value) -> Content
    ) {
        self.kind = kind
    }
}

/// A control the user configures with an App Intent.
public struct AppIntentControlConfiguration<Intent: ControlConfigurationIntent, Content: ControlWidgetTemplate>: ControlWidgetConfiguration {
    public let kind: String

    public init<Provider: AppIntentControlValueProvider>(
        kind: String, intent: Intent.Type = Intent.self, provider: Provider,
        @ControlWidgetTemplateBuilder content: @escaping (Provider.Value) -> Content
    ) where Provider.Configuration == Intent {
        self.kind = kind
    }
}

/// What a control's value comes from (the system asks; never here).
public protocol ControlValueProvider {
    associatedtype Value
    var previewValue: Value { get }
    func currentValue() async throws -> Value
}

public protocol AppIntentControlValueProvider {
    associatedtype Value
    associatedtype Configuration: ControlConfigurationIntent
    func previewValue(configuration: Configuration) -> Value
    func currentValue(configuration: Configuration) async throws -> Value
}

/// What a control shows: a button or a toggle that runs an intent.
public protocol ControlWidgetTemplate {}

@resultBuilder
public enum ControlWidgetTemplateBuilder {
    public static func buildExpression<T: ControlWidgetTemplate>(_ template: T) -> T { template }
    public static func buildBlock<T: ControlWidgetTemplate>(_ template: T) -> T { template }
}

public struct ControlWidgetButton<Label: View, Action: AppIntent>: ControlWidgetTemplate {
    public init(action: Action, @ViewBuilder label: () -> Label) {}
}

public struct ControlWidgetToggle<Label: View, Action: SetValueIntent>: ControlWidgetTemplate {
    public init(_ title: LocalizedStringResource, isOn: Bool, action: Action, @ViewBuilder valueLabel: (Bool) -> Label) {}
    public init(isOn: Bool, action: Action, @ViewBuilder label: () -> Label) {}
}

extension WidgetBundleBuilder {
    /// A control in a widget bundle, beside its widgets.
    public static func buildExpression<C: ControlWidget>(_ control: C) -> _WidgetBundleContent { _WidgetBundleContent(count: 1) }
}
