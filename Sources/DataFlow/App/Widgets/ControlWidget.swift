/// A control (iOS 18) for Control Center, the Lock Screen and the Action button, as a widget
/// extension declares it.
///
/// SwiftUI declares the protocols and builders of controls; WidgetKit the configurations and
/// templates (`StaticControlConfiguration`, `ControlWidgetButton`, in dataflow's WidgetKit
/// module). The system draws and operates controls in the extension's process; dataflow runs
/// only the app, so a control compiles, is kept as declared and never runs (D18); its intents
/// run only where the app calls them.
public protocol ControlWidget {
    associatedtype Body: ControlWidgetConfiguration
    init()
    @ControlWidgetConfigurationBuilder var body: Body { get }
}

/// What a control's `body` is: a configuration, and the modifiers that name and describe it.
public protocol ControlWidgetConfiguration {
    associatedtype Body: ControlWidgetConfiguration
    @ControlWidgetConfigurationBuilder var body: Body { get }
}

extension Never: ControlWidgetConfiguration {}

/// Builds a control's `body`: one configuration, as in SwiftUI.
@resultBuilder
public struct ControlWidgetConfigurationBuilder {
    public static func buildExpression<Content: ControlWidgetConfiguration>(_ content: Content) -> Content { content }
    public static func buildBlock<Content: ControlWidgetConfiguration>(_ content: Content) -> some ControlWidgetConfiguration { content }
}

/// A control configuration with nothing in it.
public struct EmptyControlWidgetConfiguration: ControlWidgetConfiguration {
    public init() {}
}

// Apart from the conformance, so that the requirement's builder is not applied to it.
extension EmptyControlWidgetConfiguration {
    /// A primitive configuration, as in SwiftUI: the system reads it, never its body.
    public var body: Never { preconditionFailure("EmptyControlWidgetConfiguration is primitive; its body is never asked for") }
}

/// What a control shows: WidgetKit's button or toggle, or a template of the app's own.
public protocol ControlWidgetTemplate {
    associatedtype Body: ControlWidgetTemplate
    @ControlWidgetTemplateBuilder var body: Body { get }
}

extension Never: ControlWidgetTemplate {}

/// Builds a control template's `body`: one template, as in SwiftUI.
@resultBuilder
public struct ControlWidgetTemplateBuilder {
    public static func buildExpression<Content: ControlWidgetTemplate>(_ content: Content) -> Content { content }
    public static func buildBlock<Content: ControlWidgetTemplate>(_ content: Content) -> some ControlWidgetTemplate { content }
}

/// A control template with nothing in it.
public struct EmptyControlWidgetTemplate {
    public init() {}
}

extension EmptyControlWidgetTemplate: ControlWidgetTemplate {}

// Apart from the conformance, so that the requirement's builder is not applied to it.
extension EmptyControlWidgetTemplate {
    /// A primitive template, as in SwiftUI: the system reads it, never its body.
    public var body: Never { preconditionFailure("EmptyControlWidgetTemplate is primitive; its body is never asked for") }
}
