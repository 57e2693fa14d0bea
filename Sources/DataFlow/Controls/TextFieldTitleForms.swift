import Foundation

// Text field forms the SDK declares beside the common ones: titles as a `LocalizedStringResource`
// (shown as its key) with a formatter, an axis or a selection, and a label view with an axis.
// Each is the field its key form makes; the axis (a field that grows vertically) is drawing
// (D15): a field is typed into the same way whichever way it grows.

extension TextField where Label == Text {
    /// A field that edits a value through a `Formatter`, titled by a resource.
    @_disfavoredOverload
    public init<V>(_ titleResource: LocalizedStringResource, value: Binding<V>, formatter: Formatter, prompt: Text?) {
        self.init(titleResource.text, value: value, formatter: formatter, prompt: prompt)
    }

    @_disfavoredOverload
    public init<V>(_ titleResource: LocalizedStringResource, value: Binding<V>, formatter: Formatter) {
        self.init(titleResource.text, value: value, formatter: formatter)
    }

    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, text: Binding<String>, prompt: Text?, axis: Axis) {
        self.init(titleResource.text, text: text, prompt: prompt)
    }

    /// A field whose selection is the app's (iOS 18), titled by a resource.
    @_disfavoredOverload
    public init(
        _ titleResource: LocalizedStringResource, text: Binding<String>, selection: Binding<TextSelection?>, prompt: Text? = nil,
        axis: Axis? = nil
    ) {
        self.init(titleResource.text, text: text, selection: selection, prompt: prompt, axis: axis)
    }
}

extension TextField {
    /// A field with a label of its own that grows along `axis` (iOS 16).
    public init(text: Binding<String>, prompt: Text? = nil, axis: Axis, @ViewBuilder label: () -> Label) {
        self.init(text: text, prompt: prompt, label: label)
    }
}
