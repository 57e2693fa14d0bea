import Foundation

// Controls titled by a title and an icon (iOS 14 and 17): `Toggle("Wi-Fi", systemImage: "wifi",
// isOn: $on)`, `Picker("Sort", systemImage: "arrow.up.arrow.down", selection: $order) { … }`, as
// the SDK declares them, with `Label<Text, Image>` labels. Each is found by its title, as the same
// control titled by text is.

extension Toggle where Label == DataFlow.Label<Text, Image> {
    public init(_ titleKey: LocalizedStringKey, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { DataFlow.Label(titleKey, systemImage: systemImage) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { DataFlow.Label(title, systemImage: systemImage) }
    }

    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { DataFlow.Label(titleResource.text, systemImage: systemImage) }
    }

    public init(_ titleKey: LocalizedStringKey, image: ImageResource, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { DataFlow.Label(titleKey, image: image.name) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: ImageResource, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { DataFlow.Label(title, image: image.name) }
    }

    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, image: ImageResource, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { DataFlow.Label(titleResource.text, image: image.name) }
    }
}

extension Toggle {
    /// One toggle for many values (iOS 16): on when every source is on; turning it on or off sets
    /// every source, as the mixed-state toggle does.
    public init<C: RandomAccessCollection>(sources data: C, isOn: KeyPath<C.Element, Binding<Bool>>, @ViewBuilder label: () -> Label) {
        let bindings = data.map { $0[keyPath: isOn] }
        self.init(
            isOn: Binding(get: { bindings.allSatisfy(\.wrappedValue) }, set: { value in for binding in bindings { binding.wrappedValue = value } }),
            label: label)
    }
}

extension Toggle where Label == Text {
    public init<C: RandomAccessCollection>(_ titleKey: LocalizedStringKey, sources data: C, isOn: KeyPath<C.Element, Binding<Bool>>) {
        self.init(sources: data, isOn: isOn) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol, C: RandomAccessCollection>(_ title: S, sources data: C, isOn: KeyPath<C.Element, Binding<Bool>>) {
        self.init(sources: data, isOn: isOn) { Text(title) }
    }

    @_disfavoredOverload
    public init<C: RandomAccessCollection>(_ titleResource: LocalizedStringResource, sources data: C, isOn: KeyPath<C.Element, Binding<Bool>>) {
        self.init(sources: data, isOn: isOn) { Text(titleResource) }
    }
}

extension Toggle where Label == DataFlow.Label<Text, Image> {
    public init<C: RandomAccessCollection>(
        _ titleKey: LocalizedStringKey, systemImage: String, sources data: C, isOn: KeyPath<C.Element, Binding<Bool>>
    ) {
        self.init(sources: data, isOn: isOn) { DataFlow.Label(titleKey, systemImage: systemImage) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol, C: RandomAccessCollection>(
        _ title: S, systemImage: String, sources data: C, isOn: KeyPath<C.Element, Binding<Bool>>
    ) {
        self.init(sources: data, isOn: isOn) { DataFlow.Label(title, systemImage: systemImage) }
    }

    @_disfavoredOverload
    public init<C: RandomAccessCollection>(
        _ titleResource: LocalizedStringResource, systemImage: String, sources data: C, isOn: KeyPath<C.Element, Binding<Bool>>
    ) {
        self.init(sources: data, isOn: isOn) { DataFlow.Label(titleResource, systemImage: systemImage) }
    }

    public init<C: RandomAccessCollection>(
        _ titleKey: LocalizedStringKey, image: ImageResource, sources data: C, isOn: KeyPath<C.Element, Binding<Bool>>
    ) {
        self.init(sources: data, isOn: isOn) { DataFlow.Label(titleKey, image: image) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol, C: RandomAccessCollection>(
        _ title: S, image: ImageResource, sources data: C, isOn: KeyPath<C.Element, Binding<Bool>>
    ) {
        self.init(sources: data, isOn: isOn) { DataFlow.Label(title, image: image) }
    }

    @_disfavoredOverload
    public init<C: RandomAccessCollection>(
        _ titleResource: LocalizedStringResource, image: ImageResource, sources data: C, isOn: KeyPath<C.Element, Binding<Bool>>
    ) {
        self.init(sources: data, isOn: isOn) { DataFlow.Label(titleResource, image: image) }
    }
}

extension Picker where Label == DataFlow.Label<Text, Image> {
    public init(_ titleKey: LocalizedStringKey, systemImage: String, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { DataFlow.Label(titleKey, systemImage: systemImage) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { DataFlow.Label(title, systemImage: systemImage) }
    }

    @_disfavoredOverload
    public init(
        _ titleResource: LocalizedStringResource, systemImage: String, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content
    ) {
        self.init(selection: selection, content: content) { DataFlow.Label(titleResource.text, systemImage: systemImage) }
    }

    public init(_ titleKey: LocalizedStringKey, image: ImageResource, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { DataFlow.Label(titleKey, image: image.name) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: ImageResource, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { DataFlow.Label(title, image: image.name) }
    }
}

extension Picker {
    /// A picker that also shows a label for the current value (iOS 18): the label is appearance;
    /// the picker is found and operated as without it.
    public init<C: View>(
        selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> C
    ) {
        self.init(selection: selection, content: content, label: label)
    }
}

extension Picker where Label == Text {
    public init<C: View>(
        _ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content,
        @ViewBuilder currentValueLabel: () -> C
    ) {
        self.init(titleKey, selection: selection, content: content)
    }

    @_disfavoredOverload
    public init<S: StringProtocol, C: View>(
        _ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder currentValueLabel: () -> C
    ) {
        self.init(title, selection: selection, content: content)
    }
}
