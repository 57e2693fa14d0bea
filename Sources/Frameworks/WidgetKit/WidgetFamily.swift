/// A widget's size and place: home screen sizes, and the Lock Screen's accessory shapes.
public enum WidgetFamily: Int, Hashable, Sendable, CustomDebugStringConvertible {
    case systemSmall
    case systemMedium
    case systemLarge
    case systemExtraLarge
    case accessoryCorner
    case accessoryCircular
    case accessoryRectangular
    case accessoryInline
    case systemExtraLargePortrait

    public var debugDescription: String { "\(self)" }
}

/// How the system draws a widget: in full colour, tinted, or vibrant on the Lock Screen.
public struct WidgetRenderingMode: Hashable, Sendable, CustomStringConvertible {
    let name: String

    public static let fullColor = WidgetRenderingMode(name: "fullColor")
    public static let accented = WidgetRenderingMode(name: "accented")
    public static let vibrant = WidgetRenderingMode(name: "vibrant")

    public var description: String { name }
}

private struct WidgetFamilyKey: EnvironmentKey {
    static var defaultValue: WidgetFamily { .systemSmall }
}

private struct WidgetRenderingModeKey: EnvironmentKey {
    static var defaultValue: WidgetRenderingMode { .fullColor }
}

private struct ShowsWidgetLabelKey: EnvironmentKey {
    static var defaultValue: Bool { false }
}

// What a widget's view reads to adapt to where it is drawn. dataflow draws widget views only
// where an app shows them itself, so these are a small home-screen widget's values, and a view
// above can write them (`.environment(\.widgetFamily, .systemMedium)` is read-only on a device;
// here it is settable so that a test can show another size).
extension EnvironmentValues {
    public var widgetFamily: WidgetFamily {
        get { self[WidgetFamilyKey.self] }
        set { self[WidgetFamilyKey.self] = newValue }
    }

    public var widgetRenderingMode: WidgetRenderingMode {
        get { self[WidgetRenderingModeKey.self] }
        set { self[WidgetRenderingModeKey.self] = newValue }
    }

    /// Whether the widget's container background is drawn (iOS 17): it is, on the home screen.
    public var showsWidgetContainerBackground: Bool { true }

    /// The margins the system puts around a widget's content (iOS 17): 16 points on each edge.
    public var widgetContentMargins: EdgeInsets { EdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16) }

    /// Whether an accessory widget shows a label (iOS 16).
    public var showsWidgetLabel: Bool {
        get { self[ShowsWidgetLabelKey.self] }
        set { self[ShowsWidgetLabelKey.self] = newValue }
    }
}
