// What WidgetKit adds to SwiftUI's widget protocols (`Widget`, `WidgetBundle`,
// `WidgetConfiguration`, declared by SwiftUI and so in dataflow's SwiftUI module): the widget
// extension's entry point, and the builder a widget's `body` may be written with.

extension Widget {
    /// The widget extension's entry point: it returns at once, as nothing draws widgets here.
    public static func main() {}
}

extension WidgetBundle {
    /// The widget extension's entry point: it returns at once, as nothing draws widgets here.
    public static func main() {}
}

/// Builds a widget's configuration when the `body` says so (`@WidgetConfigurationBuilder var
/// body: some WidgetConfiguration`): one configuration, or an `if #available` that picks one,
/// which SwiftUI's `LimitedAvailabilityConfiguration` erases so both branches have one type.
@resultBuilder
public enum WidgetConfigurationBuilder {
    public static func buildExpression<Content: WidgetConfiguration>(_ content: Content) -> Content { content }
    public static func buildBlock() -> EmptyWidgetConfiguration { EmptyWidgetConfiguration() }
    public static func buildBlock<Content: WidgetConfiguration>(_ content: Content) -> Content { content }

    /// An `if #available` branch, and the `else` beside it.
    public static func buildLimitedAvailability(_ content: some WidgetConfiguration) -> LimitedAvailabilityConfiguration {
        LimitedAvailabilityConfiguration(content)
    }
    public static func buildEither(first content: some WidgetConfiguration) -> LimitedAvailabilityConfiguration {
        LimitedAvailabilityConfiguration(content)
    }
    public static func buildEither(second content: some WidgetConfiguration) -> LimitedAvailabilityConfiguration {
        LimitedAvailabilityConfiguration(content)
    }

    /// An `if #available` without `else`: where the device is older, an empty configuration.
    public static func buildOptional(_ content: LimitedAvailabilityConfiguration?) -> LimitedAvailabilityConfiguration {
        content ?? LimitedAvailabilityConfiguration(EmptyWidgetConfiguration())
    }
}
