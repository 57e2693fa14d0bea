/// A widget: its kind, its provider and its view, as a widget extension declares it.
///
/// The system runs widgets in the widget extension and draws them on the home screen; dataflow
/// runs only the app. A widget's code compiles here so that files the app shares with its widget
/// extension (entries, views, the shared store) compile as they are; the widget itself never runs,
/// and `@main` on a `WidgetBundle` is taken out like any other entry point.
public protocol Widget {
    associatedtype Body: WidgetConfiguration
    init()
    @WidgetConfigurationBuilder var body: Body { get }
}

extension Widget {
    /// The widget extension's entry point: it returns at once, as nothing draws widgets here.
    public static func main() {}
}

/// Several widgets from one extension (`@main struct MyWidgets: WidgetBundle`).
public protocol WidgetBundle {
    associatedtype Body: Widget
    init()
    @WidgetBundleBuilder var body: Body { get }
}

extension WidgetBundle {
    /// The widget extension's entry point: it returns at once, as nothing draws widgets here.
    public static func main() {}
}

/// What a widget's `body` is: a configuration, and the modifiers that name and size it.
public protocol WidgetConfiguration {
    associatedtype Body: WidgetConfiguration
    @WidgetConfigurationBuilder var body: Body { get }
}

extension Never: WidgetConfiguration {}

/// Builds a widget's configuration.
@resultBuilder
public enum WidgetConfigurationBuilder {
    public static func buildExpression<Content: WidgetConfiguration>(_ content: Content) -> Content { content }
    public static func buildBlock() -> EmptyWidgetConfiguration { EmptyWidgetConfiguration() }
    public static func buildBlock<Content: WidgetConfiguration>(_ content: Content) -> Content { content }
}

/// A configuration with nothing in it: an empty widget `body`.
public struct EmptyWidgetConfiguration: WidgetConfiguration {
    public init() {}
    public var body: Never { preconditionFailure("EmptyWidgetConfiguration has no body") }
}

/// The widgets of a `WidgetBundle`'s body, counted; nothing here draws them.
public struct _WidgetBundleContent: Widget {
    /// How many widgets the bundle declares.
    public let count: Int

    public init() { count = 0 }
    init(count: Int) { self.count = count }

    public var body: EmptyWidgetConfiguration { EmptyWidgetConfiguration() }
}

/// Builds a widget bundle's widgets, in order; `if #available` and `if` pick some.
@resultBuilder
public enum WidgetBundleBuilder {
    public static func buildExpression<W: Widget>(_ widget: W) -> _WidgetBundleContent { _WidgetBundleContent(count: 1) }
    public static func buildBlock(_ widgets: _WidgetBundleContent...) -> _WidgetBundleContent {
        _WidgetBundleContent(count: widgets.reduce(0) { $0 + $1.count })
    }
    public static func buildOptional(_ widgets: _WidgetBundleContent?) -> _WidgetBundleContent { widgets ?? _WidgetBundleContent() }
    public static func buildEither(first widgets: _WidgetBundleContent) -> _WidgetBundleContent { widgets }
    public static func buildEither(second widgets: _WidgetBundleContent) -> _WidgetBundleContent { widgets }
    public static func buildLimitedAvailability(_ widgets: _WidgetBundleContent) -> _WidgetBundleContent { widgets }
}
