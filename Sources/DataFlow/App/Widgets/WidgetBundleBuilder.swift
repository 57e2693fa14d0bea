/// Builds a widget bundle's `body`: its widgets and controls, in order, as SwiftUI's builder does.
///
/// Its forms are SwiftUI's: a block of widgets (none, one, or several of any types), a control
/// (iOS 18) as a widget, and `if #available` (iOS 16.1), which makes a limited-availability
/// widget and, where the device is older, none. A plain `if` or an `if`/`else` does not compile,
/// as in SwiftUI (no `buildEither`, and `buildOptional` takes only a limited-availability widget).
/// The values are real: the bundle's widgets can be listed (`bundledWidgets`).
@resultBuilder
public struct WidgetBundleBuilder {
    public static func buildExpression<Content: Widget>(_ content: Content) -> Content { content }

    /// A control (iOS 18) beside the bundle's widgets.
    public static func buildExpression<Content: ControlWidget>(_ content: Content) -> some Widget {
        _BundledControl(control: content)
    }

    public static func buildBlock() -> some Widget { _WidgetBundleContent(widgets: []) }

    public static func buildBlock<Content: Widget>(_ content: Content) -> some Widget { content }

    @_disfavoredOverload
    public static func buildBlock<each C: Widget>(_ c: repeat each C) -> some Widget {
        var widgets: [any Widget] = []
        for widget in repeat each c { widgets += widget.bundledWidgets }
        return _WidgetBundleContent(widgets: widgets)
    }

    /// An `if #available` block: its widgets where the device has the version, else none.
    public static func buildOptional(_ widget: (any Widget & _LimitedAvailabilityWidgetMarker)?) -> some Widget {
        _WidgetBundleContent(widgets: widget?.bundledWidgets ?? [])
    }

    public static func buildLimitedAvailability(_ widget: some Widget) -> any Widget & _LimitedAvailabilityWidgetMarker {
        _LimitedAvailabilityWidget(content: widget)
    }

    /// A control (iOS 18) in an `if #available` block.
    public static func buildLimitedAvailability(_ widget: some ControlWidget) -> any Widget & _LimitedAvailabilityWidgetMarker {
        _LimitedAvailabilityWidget(content: _BundledControl(control: widget))
    }
}

/// What `WidgetBundleBuilder.buildLimitedAvailability` makes, and `buildOptional` takes.
public protocol _LimitedAvailabilityWidgetMarker {}

/// A builder value that stands for several widgets (or none): its list replaces it in a bundle's.
protocol WidgetListing {
    var listedWidgets: [any Widget] { get }
}

extension Widget {
    /// The widgets this value stands for in a bundle: a builder block's, in order; else itself.
    package var bundledWidgets: [any Widget] {
        (self as? any WidgetListing)?.listedWidgets ?? [self as any Widget]
    }
}

/// A builder block's widgets (none, or several), flattened in order. Like every widget, it is
/// kept and never drawn: its own configuration is empty.
public struct _WidgetBundleContent: Widget, WidgetListing {
    let listedWidgets: [any Widget]

    public init() { listedWidgets = [] }

    init(widgets: [any Widget]) { listedWidgets = widgets }

    public var body: EmptyWidgetConfiguration { EmptyWidgetConfiguration() }
}

/// An `if #available` block's widgets.
public struct _LimitedAvailabilityWidget<Content: Widget>: Widget, WidgetListing, _LimitedAvailabilityWidgetMarker {
    let content: Content

    public init() { content = Content() }

    init(content: Content) { self.content = content }

    var listedWidgets: [any Widget] { content.bundledWidgets }

    public var body: EmptyWidgetConfiguration { EmptyWidgetConfiguration() }
}

/// A control (iOS 18) in a widget bundle's list.
public struct _BundledControl<Control: ControlWidget>: Widget {
    /// The control, as the bundle's body made it.
    package let control: Control

    public init() { control = Control() }

    init(control: Control) { self.control = control }

    public var body: EmptyWidgetConfiguration { EmptyWidgetConfiguration() }
}
