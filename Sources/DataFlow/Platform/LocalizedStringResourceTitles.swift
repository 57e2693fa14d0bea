import Foundation

// Controls titled by a `LocalizedStringResource` (iOS 16), as SwiftUI declares them: a resource is
// its own key here (there are no string tables), so each shows its key as the title, exactly as
// the same control titled by that string does.

extension TextField where Label == Text {
    @_disfavoredOverload
    public init<F>(_ titleResource: LocalizedStringResource, value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil)
    where F: ParseableFormatStyle, F.FormatOutput == String {
        self.init(titleResource.text, value: value, format: format, prompt: prompt)
    }

    @_disfavoredOverload
    public init<F>(_ titleResource: LocalizedStringResource, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil)
    where F: ParseableFormatStyle, F.FormatOutput == String {
        self.init(titleResource.text, value: value, format: format, prompt: prompt)
    }

    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, text: Binding<String>, axis: Axis) {
        self.init(titleResource.text, text: text, axis: axis)
    }

    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, text: Binding<String>, prompt: Text?) {
        self.init(titleResource.text, text: text, prompt: prompt)
    }

    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, text: Binding<String>) {
        self.init(titleResource.text, text: text)
    }
}

extension ProgressView where CurrentValueLabel == EmptyView {
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource) where Label == Text {
        self.init(titleResource.text)
    }
}

extension ProgressView {
    @_disfavoredOverload
    public init<V>(_ titleResource: LocalizedStringResource, value: V?, total: V = 1.0)
    where Label == Text, CurrentValueLabel == EmptyView, V: BinaryFloatingPoint {
        self.init(titleResource.text, value: value, total: total)
    }
}

extension LabeledContent where Label == Text, Content == Text {
    @_disfavoredOverload
    public init<S>(_ titleResource: LocalizedStringResource, value: S) where S: StringProtocol {
        self.init(titleResource.text, value: value)
    }
}

extension Toggle where Label == Text {
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, isOn: Binding<Bool>) {
        self.init(titleResource.text, isOn: isOn)
    }
}

extension Menu {
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, @ViewBuilder content: () -> Content) where Label == Text {
        self.init(titleResource.text, content: content)
    }
}

extension SharePreview {
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, image: Image, icon: Icon) {
        self.init(titleResource.text, image: image, icon: icon)
    }
}

extension SharePreview where Image == Never {
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, icon: Icon) {
        self.init(titleResource.text, icon: icon)
    }
}

extension SharePreview where Icon == Never {
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, image: Image) {
        self.init(titleResource.text, image: image)
    }
}

extension SharePreview where Image == Never, Icon == Never {
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource) {
        self.init(titleResource.text)
    }
}

extension NavigationLink where Destination == Never {
    @_disfavoredOverload
    public init<P>(_ titleResource: LocalizedStringResource, value: P?) where Label == Text, P: Hashable {
        self.init(titleResource.text, value: value)
    }

    @_disfavoredOverload
    public init<P>(_ titleResource: LocalizedStringResource, value: P?) where Label == Text, P: Decodable, P: Encodable, P: Hashable {
        self.init(titleResource.text, value: value)
    }
}

extension NavigationLink where Label == Text {
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, @ViewBuilder destination: () -> Destination) {
        self.init(titleResource.text, destination: destination)
    }
}

extension Link where Label == Text {
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, destination: URL) {
        self.init(titleResource.text, destination: destination)
    }
}

extension GroupBox where Label == Text {
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, @ViewBuilder content: () -> Content) {
        self.init(titleResource.text, content: content)
    }
}

extension MultiDatePicker where Label == Text {
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, selection: Binding<Set<DateComponents>>) {
        self.init(titleResource.text, selection: selection)
    }

    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, selection: Binding<Set<DateComponents>>, in bounds: Range<Date>) {
        self.init(titleResource.text, selection: selection, in: bounds)
    }
}

extension DisclosureGroup where Label == Text {
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, @ViewBuilder content: @escaping () -> Content) {
        self.init(titleResource.text, content: content)
    }

    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) {
        self.init(titleResource.text, isExpanded: isExpanded, content: content)
    }
}

extension Picker where Label == Text {
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(titleResource.text, selection: selection, content: content)
    }
}

extension Tab where Value: Hashable, Content: View, Label: View {
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, systemImage: String, value: Value, @ViewBuilder content: () -> Content)
    where Label == DefaultTabLabel {
        self.init(titleResource.text, systemImage: systemImage, value: value, content: content)
    }

    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, systemImage: String, value: Value, role: TabRole?, @ViewBuilder content: () -> Content)
    where Label == DefaultTabLabel {
        self.init(titleResource.text, systemImage: systemImage, value: value, role: role, content: content)
    }

    @_disfavoredOverload
    public init<T>(_ titleResource: LocalizedStringResource, systemImage: String, value: T, @ViewBuilder content: () -> Content)
    where Value == T?, Label == DefaultTabLabel, T: Hashable {
        self.init(titleResource.text, systemImage: systemImage, value: value, content: content)
    }

    @_disfavoredOverload
    public init<T>(_ titleResource: LocalizedStringResource, systemImage: String, value: T, role: TabRole?, @ViewBuilder content: () -> Content)
    where Value == T?, Label == DefaultTabLabel, T: Hashable {
        self.init(titleResource.text, systemImage: systemImage, value: value, role: role, content: content)
    }
}

extension Tab where Value == Never, Content: View, Label: View {
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, systemImage: String, @ViewBuilder content: () -> Content) where Label == DefaultTabLabel {
        self.init(titleResource.text, systemImage: systemImage, content: content)
    }

    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, systemImage: String, role: TabRole?, @ViewBuilder content: () -> Content)
    where Label == DefaultTabLabel {
        self.init(titleResource.text, systemImage: systemImage, role: role, content: content)
    }
}

extension DatePicker where Label == Text {
    @_disfavoredOverload
    public init(
        _ titleResource: LocalizedStringResource, selection: Binding<Date>,
        displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]
    ) {
        self.init(titleResource.text, selection: selection, displayedComponents: displayedComponents)
    }
}

extension Stepper where Label == Text {
    @_disfavoredOverload
    public init<V>(
        _ titleResource: LocalizedStringResource, value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V: Strideable {
        self.init(titleResource.text, value: value, step: step, onEditingChanged: onEditingChanged)
    }

    @_disfavoredOverload
    public init<V>(
        _ titleResource: LocalizedStringResource, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V: Strideable {
        self.init(titleResource.text, value: value, in: bounds, step: step, onEditingChanged: onEditingChanged)
    }
}

extension Button where Label == Text {
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, action: @escaping () -> Void) {
        self.init(titleResource.text, action: action)
    }

    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(titleResource.text, role: role, action: action)
    }
}

extension Button where Label == DataFlow.Label<Text, Image> {
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, systemImage: String, action: @escaping () -> Void) {
        self.init(titleResource.text, systemImage: systemImage, action: action)
    }
}

extension Label where Title == Text, Icon == Image {
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, image name: String) {
        self.init(titleResource.text, image: name)
    }

    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, systemImage name: String) {
        self.init(titleResource.text, systemImage: name)
    }
}

extension SecureField where Label == Text {
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, text: Binding<String>) {
        self.init(titleResource.text, text: text)
    }

    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, text: Binding<String>, prompt: Text?) {
        self.init(titleResource.text, text: text, prompt: prompt)
    }
}

extension ColorPicker where Label == Text {
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(LocalizedStringKey(titleResource.text), selection: selection, supportsOpacity: supportsOpacity)
    }

    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, selection: Binding<CGColor>, supportsOpacity: Bool = true) {
        self.init(selection: Binding(get: { Color(cgColor: selection.wrappedValue) }, set: { _ in }), supportsOpacity: supportsOpacity) {
            Text(titleResource)
        }
    }
}

extension ContentUnavailableView where Label == DataFlow.Label<Text, Image>, Description == Text, Actions == EmptyView {
    @_disfavoredOverload
    public init(_ title: LocalizedStringResource, systemImage name: String, description: Text? = nil) {
        self.init(label: { DataFlow.Label(title, systemImage: name) }, description: { description ?? Text("") })
    }

    @_disfavoredOverload
    public init(_ title: LocalizedStringResource, image name: String, description: Text? = nil) {
        self.init(label: { DataFlow.Label(title, image: name) }, description: { description ?? Text("") })
    }
}
