// Gauge styles: a ring, a bar, a capacity meter (appearance, D15). The gauge's node shows its
// value whatever the style.

/// How a gauge looks.
public protocol GaugeStyle {
    /// The view the style makes.
    associatedtype Body: View
    /// The gauge as this style draws it.
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
    /// What the style receives.
    typealias Configuration = GaugeStyleConfiguration
}

/// What a gauge style receives: the value, as a fraction of the gauge's range, and its labels.
public struct GaugeStyleConfiguration {
    /// The gauge's label, as a view that shows it.
    public struct Label: View {
        package let content: any View
    }

    /// The label of the current value, as a view that shows it.
    public struct CurrentValueLabel: View {
        package let content: any View
    }

    /// The label of the range's lower end, as a view that shows it.
    public struct MinimumValueLabel: View {
        package let content: any View
    }

    /// The label of the range's upper end, as a view that shows it.
    public struct MaximumValueLabel: View {
        package let content: any View
    }

    /// A label of a marked value, as a view that shows it.
    public struct MarkedValueLabel: View {
        package let content: any View
    }

    /// Where the value lies in the gauge's range, from 0 (its lower bound) to 1 (its upper).
    public var value: Double
    /// The gauge's label.
    public var label: GaugeStyleConfiguration.Label
    /// The current value's label, if the gauge has one.
    public var currentValueLabel: GaugeStyleConfiguration.CurrentValueLabel?
    /// The lower bound's label, if the gauge has one.
    public var minimumValueLabel: GaugeStyleConfiguration.MinimumValueLabel?
    /// The upper bound's label, if the gauge has one.
    public var maximumValueLabel: GaugeStyleConfiguration.MaximumValueLabel?

    package init(
        value: Double, label: any View, currentValueLabel: (any View)? = nil, minimumValueLabel: (any View)? = nil,
        maximumValueLabel: (any View)? = nil
    ) {
        self.value = value
        self.label = Label(content: label)
        self.currentValueLabel = currentValueLabel.map { CurrentValueLabel(content: $0) }
        self.minimumValueLabel = minimumValueLabel.map { MinimumValueLabel(content: $0) }
        self.maximumValueLabel = maximumValueLabel.map { MaximumValueLabel(content: $0) }
    }
}

extension GaugeStyleConfiguration.Label: StyleConfigurationPart {}
extension GaugeStyleConfiguration.CurrentValueLabel: StyleConfigurationPart {}
extension GaugeStyleConfiguration.MinimumValueLabel: StyleConfigurationPart {}
extension GaugeStyleConfiguration.MaximumValueLabel: StyleConfigurationPart {}
extension GaugeStyleConfiguration.MarkedValueLabel: StyleConfigurationPart {}

/// What a built-in gauge style's body is: a gauge at the configuration's fraction (its range
/// 0...1), labelled with its label.
private func configuredGauge(_ configuration: GaugeStyleConfiguration) -> some View {
    Gauge(value: configuration.value) { configuration.label }
}

/// The platform's gauge (appearance).
public struct DefaultGaugeStyle: GaugeStyle {
    public init() {}
    /// A gauge at the configuration's value.
    public func makeBody(configuration: DefaultGaugeStyle.Configuration) -> some View { configuredGauge(configuration) }
}

/// A bar that fills (appearance).
public struct LinearCapacityGaugeStyle: GaugeStyle {
    public init() {}
    /// A gauge at the configuration's value.
    public func makeBody(configuration: LinearCapacityGaugeStyle.Configuration) -> some View { configuredGauge(configuration) }
}

/// An open ring, as a widget's accessory draws it (appearance).
public struct AccessoryCircularGaugeStyle: GaugeStyle {
    public init() {}
    /// A gauge at the configuration's value.
    public func makeBody(configuration: AccessoryCircularGaugeStyle.Configuration) -> some View { configuredGauge(configuration) }
}

/// A closed ring that fills (appearance).
public struct AccessoryCircularCapacityGaugeStyle: GaugeStyle {
    public init() {}
    /// A gauge at the configuration's value.
    public func makeBody(configuration: AccessoryCircularCapacityGaugeStyle.Configuration) -> some View {
        configuredGauge(configuration)
    }
}

/// A bar with a marker (appearance).
public struct AccessoryLinearGaugeStyle: GaugeStyle {
    public init() {}
    /// A gauge at the configuration's value.
    public func makeBody(configuration: AccessoryLinearGaugeStyle.Configuration) -> some View { configuredGauge(configuration) }
}

/// A bar that fills, as a widget's accessory draws it (appearance).
public struct AccessoryLinearCapacityGaugeStyle: GaugeStyle {
    public init() {}
    /// A gauge at the configuration's value.
    public func makeBody(configuration: AccessoryLinearCapacityGaugeStyle.Configuration) -> some View {
        configuredGauge(configuration)
    }
}

extension GaugeStyle where Self == DefaultGaugeStyle { public static var automatic: DefaultGaugeStyle { DefaultGaugeStyle() } }
extension GaugeStyle where Self == LinearCapacityGaugeStyle {
    public static var linearCapacity: LinearCapacityGaugeStyle { LinearCapacityGaugeStyle() }
}
extension GaugeStyle where Self == AccessoryCircularGaugeStyle {
    public static var accessoryCircular: AccessoryCircularGaugeStyle { AccessoryCircularGaugeStyle() }
}
extension GaugeStyle where Self == AccessoryCircularCapacityGaugeStyle {
    public static var accessoryCircularCapacity: AccessoryCircularCapacityGaugeStyle { AccessoryCircularCapacityGaugeStyle() }
}
extension GaugeStyle where Self == AccessoryLinearGaugeStyle {
    public static var accessoryLinear: AccessoryLinearGaugeStyle { AccessoryLinearGaugeStyle() }
}
extension GaugeStyle where Self == AccessoryLinearCapacityGaugeStyle {
    public static var accessoryLinearCapacity: AccessoryLinearCapacityGaugeStyle { AccessoryLinearCapacityGaugeStyle() }
}
