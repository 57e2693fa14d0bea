import Foundation

// Titled forms of buttons, date and colour pickers the SDK declares beside the common ones: the
// title as a string or a `LocalizedStringResource` (shown as its key) instead of a key. Each makes
// the control its key form makes, with a `Text` of the title as its label.

extension Button where Label == DataFlow.Label<Text, Image> {
    /// A button titled by a resource, with a symbol and a role (iOS 16).
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, systemImage: String, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { DataFlow.Label(title: { Text(titleResource) }, icon: { Image(systemName: systemImage) }) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action) { DataFlow.Label(title, systemImage: systemImage) }
    }
}

extension MultiDatePicker where Label == Text {
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeFrom<Date>) {
        self.init(selection: selection, in: bounds) { Text(titleResource) }
    }

    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeUpTo<Date>) {
        self.init(selection: selection, in: bounds) { Text(titleResource) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeFrom<Date>) {
        self.init(selection: selection, in: bounds) { Text(title) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeUpTo<Date>) {
        self.init(selection: selection, in: bounds) { Text(title) }
    }
}

// A colour picker shows its title; choosing a colour is not scripted (D15), so a `CGColor`
// selection is taken as the `Color` one is: kept by the app, never written.
extension ColorPicker {
    public init(selection: Binding<CGColor>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
        title = (label() as? Text)?.content ?? ""
    }
}

extension ColorPicker where Label == Text {
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.title = String(title)
    }

    public init(_ titleKey: LocalizedStringKey, selection: Binding<CGColor>, supportsOpacity: Bool = true) {
        title = titleKey.text
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<CGColor>, supportsOpacity: Bool = true) {
        self.title = String(title)
    }
}
