import Foundation

// Date picker styles: compact, wheel or calendar (appearance, D15). dataflow's date picker is
// typed into whatever its style; a configuration made from a picker
// (`DatePicker.styleConfiguration`) carries the picker's own selection binding and label.

/// How a date picker looks.
public protocol DatePickerStyle {
    /// The view the style makes.
    associatedtype Body: View
    /// The picker as this style draws it.
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
    /// What the style receives.
    typealias Configuration = DatePickerStyleConfiguration
}

/// What a date picker style receives: the picker's label, its selection and its bounds.
public struct DatePickerStyleConfiguration {
    /// The picker's label, as a view that shows it.
    public struct Label: View {
        package let content: any View
    }

    /// The picker's label.
    public let label: DatePickerStyleConfiguration.Label
    /// The chosen date: the picker's binding, so writing it writes the app's value.
    @Binding public var selection: Date
    /// The earliest date the picker offers, if bounded below.
    public var minimumDate: Date?
    /// The latest date the picker offers, if bounded above.
    public var maximumDate: Date?
    /// Whether the picker shows the date, the time or both.
    public var displayedComponents: DatePickerComponents

    package init(
        label: any View, selection: Binding<Date>, minimumDate: Date? = nil, maximumDate: Date? = nil,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
    ) {
        self.label = Label(content: label)
        _selection = selection
        self.minimumDate = minimumDate
        self.maximumDate = maximumDate
        self.displayedComponents = displayedComponents
    }
}

extension DatePickerStyleConfiguration.Label: StyleConfigurationPart {}

/// The platform's picker: compact on iOS (appearance).
public struct DefaultDatePickerStyle: DatePickerStyle {
    public init() {}
    /// A picker over the configuration's selection.
    public func makeBody(configuration: DefaultDatePickerStyle.Configuration) -> some View { configuredPicker(configuration) }
}

/// A button that opens a calendar (appearance).
public struct CompactDatePickerStyle: DatePickerStyle {
    public init() {}
    /// A picker over the configuration's selection.
    public func makeBody(configuration: CompactDatePickerStyle.Configuration) -> some View { configuredPicker(configuration) }
}

/// A calendar shown inline (appearance).
public struct GraphicalDatePickerStyle: DatePickerStyle {
    public init() {}
    /// A picker over the configuration's selection.
    public func makeBody(configuration: GraphicalDatePickerStyle.Configuration) -> some View { configuredPicker(configuration) }
}

/// Spinning wheels (appearance).
public struct WheelDatePickerStyle: DatePickerStyle {
    public init() {}
    /// A picker over the configuration's selection.
    public func makeBody(configuration: WheelDatePickerStyle.Configuration) -> some View { configuredPicker(configuration) }
}

/// What a built-in date picker style's body is: a picker over the configuration's selection.
private func configuredPicker(_ configuration: DatePickerStyleConfiguration) -> DatePicker<DatePickerStyleConfiguration.Label> {
    DatePicker(selection: configuration.$selection, displayedComponents: configuration.displayedComponents) { configuration.label }
}

extension DatePickerStyle where Self == DefaultDatePickerStyle { public static var automatic: DefaultDatePickerStyle { DefaultDatePickerStyle() } }
extension DatePickerStyle where Self == CompactDatePickerStyle { public static var compact: CompactDatePickerStyle { CompactDatePickerStyle() } }
extension DatePickerStyle where Self == GraphicalDatePickerStyle {
    public static var graphical: GraphicalDatePickerStyle { GraphicalDatePickerStyle() }
}
extension DatePickerStyle where Self == WheelDatePickerStyle { public static var wheel: WheelDatePickerStyle { WheelDatePickerStyle() } }
