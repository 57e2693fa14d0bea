import Foundation

// Pickers with a label for the current value (iOS 18) and titled by an image, in every titled
// form the SDK declares besides the common ones: the current value's label is appearance; each
// picker is found and operated as the same picker without it.

extension Picker where Label == Text {
    @_disfavoredOverload public init(
        _ titleResource: LocalizedStringResource, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content,
        @ViewBuilder currentValueLabel: () -> some View
    ) {
        self.init(selection: selection, content: content, label: { Text(titleResource.text) })
    }

}

extension Picker where Label == DataFlow.Label<Text, Image> {
    @_disfavoredOverload public init(
        _ titleResource: LocalizedStringResource, image: ImageResource, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content
    ) {
        self.init(selection: selection, content: content, label: { DataFlow.Label(titleResource.text, image: image.name) })
    }

    public init(
        _ titleKey: LocalizedStringKey, systemImage: String, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content,
        @ViewBuilder currentValueLabel: () -> some View
    ) {
        self.init(selection: selection, content: content, label: { DataFlow.Label(titleKey, systemImage: systemImage) })
    }

    @_disfavoredOverload public init(
        _ titleResource: LocalizedStringResource, systemImage: String, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content,
        @ViewBuilder currentValueLabel: () -> some View
    ) {
        self.init(selection: selection, content: content, label: { DataFlow.Label(titleResource.text, systemImage: systemImage) })
    }

    @_disfavoredOverload public init<S>(
        _ title: S, systemImage: String, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content,
        @ViewBuilder currentValueLabel: () -> some View
    ) where S: StringProtocol {
        self.init(selection: selection, content: content, label: { DataFlow.Label(title, systemImage: systemImage) })
    }

    public init(
        _ titleKey: LocalizedStringKey, image: ImageResource, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content,
        @ViewBuilder currentValueLabel: () -> some View
    ) {
        self.init(selection: selection, content: content, label: { DataFlow.Label(titleKey, image: image.name) })
    }

    @_disfavoredOverload public init(
        _ titleResource: LocalizedStringResource, image: ImageResource, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content,
        @ViewBuilder currentValueLabel: () -> some View
    ) {
        self.init(selection: selection, content: content, label: { DataFlow.Label(titleResource.text, image: image.name) })
    }

    @_disfavoredOverload public init<S>(
        _ title: S, image: ImageResource, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content,
        @ViewBuilder currentValueLabel: () -> some View
    ) where S: StringProtocol {
        self.init(selection: selection, content: content, label: { DataFlow.Label(title, image: image.name) })
    }

}
