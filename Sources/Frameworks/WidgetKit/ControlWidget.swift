import DataFlowAppIntents
import Foundation

// A control (iOS 18): SwiftUI declares `ControlWidget`, `ControlWidgetConfiguration`,
// `ControlWidgetTemplate` and their builders (in dataflow's SwiftUI module); WidgetKit the
// configurations, the value providers and the button and toggle below. The system draws and
// operates controls; dataflow runs only the app, so a control compiles, is kept as declared and
// never runs (its intents run only where the app calls them).

extension ControlWidgetConfiguration {
    public func displayName(_ name: LocalizedStringResource) -> some ControlWidgetConfiguration { self }
    public func description(_ description: LocalizedStringResource) -> some ControlWidgetConfiguration { self }
    public func promptsForUserConfiguration() -> some ControlWidgetConfiguration { self }
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

    /// Drawn by the system, never here: an empty configuration, so that reading it is harmless.
    public var body: some ControlWidgetConfiguration { EmptyControlWidgetConfiguration() }
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

    /// Drawn by the system, never here: an empty configuration, so that reading it is harmless.
    public var body: some ControlWidgetConfiguration { EmptyControlWidgetConfiguration() }
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

/// A control's button: it runs an intent when the system's control is pressed (never here).
public struct ControlWidgetButton<Label: View, Action: AppIntent>: ControlWidgetTemplate {
    public init(action: Action, @ViewBuilder label: () -> Label) {}

    /// Drawn by the system, never here: an empty template, so that reading it is harmless.
    public var body: some ControlWidgetTemplate { EmptyControlWidgetTemplate() }
}

/// A control's toggle: it sets an intent's value when the system's control is switched (never here).
public struct ControlWidgetToggle<Label: View, Action: SetValueIntent>: ControlWidgetTemplate {
    public init(_ title: LocalizedStringResource, isOn: Bool, action: Action, @ViewBuilder valueLabel: (Bool) -> Label) {}
    public init(isOn: Bool, action: Action, @ViewBuilder label: () -> Label) {}

    /// Drawn by the system, never here: an empty template, so that reading it is harmless.
    public var body: some ControlWidgetTemplate { EmptyControlWidgetTemplate() }
}
