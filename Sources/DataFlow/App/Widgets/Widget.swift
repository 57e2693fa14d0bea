/// A widget as a widget extension declares it: its configuration (kind, provider, view).
///
/// SwiftUI declares the protocols of widgets and WidgetKit the configurations (`StaticConfiguration`,
/// `AppIntentConfiguration`, in dataflow's WidgetKit module). The system runs a widget in the
/// widget extension's process and draws it on the home screen; dataflow runs only the app. A
/// widget's code compiles here so that the files an app shares with its extension (entries,
/// views, the shared store) compile as they are; the widget is kept as declared and never runs
/// (D18), and `@main` on a `WidgetBundle` is taken out like any other entry point.
///
/// As for `View` and `App`, SwiftUI's `@MainActor` isolation is not declared (§26).
public protocol Widget {
    associatedtype Body: WidgetConfiguration
    init()
    var body: Body { get }
}

/// Several widgets (and, from iOS 18, controls) of one extension: `@main struct MyWidgets:
/// WidgetBundle`. Its `body`, built by `WidgetBundleBuilder`, lists them in order; a test reads
/// the list with `bundledWidgets`.
public protocol WidgetBundle {
    associatedtype Body: Widget
    init()
    @WidgetBundleBuilder var body: Body { get }
}

extension WidgetBundle {
    /// The widgets the bundle's body lists, in order (a control as `_BundledControl`); an
    /// `if #available` that is not taken adds none.
    package var bundledWidgets: [any Widget] { body.bundledWidgets }
}

/// What a widget's `body` is: a configuration and the modifiers that name and size it.
///
/// SwiftUI's requirement has no result builder: a body is one expression, or WidgetKit's
/// `@WidgetConfigurationBuilder` written on it (for `if #available`).
public protocol WidgetConfiguration {
    associatedtype Body: WidgetConfiguration
    var body: Body { get }
}

extension Never: WidgetConfiguration {}

/// A configuration with nothing in it: an empty widget `body`.
public struct EmptyWidgetConfiguration: WidgetConfiguration {
    public init() {}

    /// A primitive configuration, as in SwiftUI: the system reads it, never its body.
    public var body: Never { preconditionFailure("EmptyWidgetConfiguration is primitive; its body is never asked for") }
}

/// A type-erased configuration (iOS 16.1): what an `if #available` in a widget's body makes, so
/// that the body has one type whichever branch a device takes. It keeps the configuration it
/// erases, which a test can read.
public struct LimitedAvailabilityConfiguration: WidgetConfiguration {
    /// The configuration the branch taken made.
    package let configuration: any WidgetConfiguration

    /// Erasing an erased configuration keeps the one inside (`if #available … else` erases
    /// the branch taken twice: once for the availability, once for the branch).
    package init(_ configuration: some WidgetConfiguration) {
        self.configuration = (configuration as? LimitedAvailabilityConfiguration)?.configuration ?? configuration
    }

    /// A primitive configuration, as in SwiftUI: the system reads it, never its body.
    public var body: Never { preconditionFailure("LimitedAvailabilityConfiguration is primitive; its body is never asked for") }
}

extension WidgetConfiguration {
    /// Work the system runs for the widget extension in the background (iOS 16: an app refresh,
    /// a background URL session's events). Accepted: no widget extension runs here, so the action
    /// is never called, as a scene's `backgroundTask` is not (see `Scene.backgroundTask`).
    public func backgroundTask<D: Sendable, R: Sendable>(
        _ task: BackgroundTask<D, R>, action: @escaping @Sendable (D) async -> R
    ) -> some WidgetConfiguration {
        self
    }
}
