import Foundation

/// A control group's controls with the label it was given (iOS 16): where SwiftUI shows the label
/// (a group collapsed into a menu of a toolbar or a context menu), it is the menu's title.
///
/// On the iPhone screen dataflow shows, the controls are laid out in the group and operated by
/// their own labels; the group's label is kept (inspectable) and drawn nowhere (D15).
public struct LabeledControlGroupContent<Content: View, Label: View>: View {
    let content: Content
    let label: Label

    init(content: Content, label: Label) {
        self.content = content
        self.label = label
    }
}

extension LabeledControlGroupContent: StructuralContent {
    package func children() -> [ChildSlot] { [ChildSlot(key: .content, view: content)] }
}

extension ControlGroup {
    /// A group of controls with a label of the app's own.
    public init<C: View, L: View>(@ViewBuilder content: () -> C, @ViewBuilder label: () -> L) where Content == LabeledControlGroupContent<C, L> {
        self.init { LabeledControlGroupContent(content: content(), label: label()) }
    }

    public init<C: View>(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> C) where Content == LabeledControlGroupContent<C, Text> {
        self.init(content: content) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<C: View>(_ titleResource: LocalizedStringResource, @ViewBuilder content: () -> C)
    where Content == LabeledControlGroupContent<C, Text> {
        self.init(content: content) { Text(titleResource) }
    }

    @_disfavoredOverload
    public init<C: View, S: StringProtocol>(_ title: S, @ViewBuilder content: () -> C) where Content == LabeledControlGroupContent<C, Text> {
        self.init(content: content) { Text(title) }
    }

    public init<C: View>(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> C)
    where Content == LabeledControlGroupContent<C, DataFlow.Label<Text, Image>> {
        self.init(content: content) { DataFlow.Label(titleKey, systemImage: systemImage) }
    }

    @_disfavoredOverload
    public init<C: View>(_ titleResource: LocalizedStringResource, systemImage: String, @ViewBuilder content: () -> C)
    where Content == LabeledControlGroupContent<C, DataFlow.Label<Text, Image>> {
        self.init(content: content) { DataFlow.Label(titleResource.text, systemImage: systemImage) }
    }

    @_disfavoredOverload
    public init<C: View, S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> C)
    where Content == LabeledControlGroupContent<C, DataFlow.Label<Text, Image>> {
        self.init(content: content) { DataFlow.Label(title, systemImage: systemImage) }
    }

    public init<C: View>(_ titleKey: LocalizedStringKey, image: ImageResource, @ViewBuilder content: () -> C)
    where Content == LabeledControlGroupContent<C, DataFlow.Label<Text, Image>> {
        self.init(content: content) { DataFlow.Label(titleKey, image: image.name) }
    }

    @_disfavoredOverload
    public init<C: View>(_ titleResource: LocalizedStringResource, image: ImageResource, @ViewBuilder content: () -> C)
    where Content == LabeledControlGroupContent<C, DataFlow.Label<Text, Image>> {
        self.init(content: content) { DataFlow.Label(titleResource.text, image: image.name) }
    }

    @_disfavoredOverload
    public init<C: View, S: StringProtocol>(_ title: S, image: ImageResource, @ViewBuilder content: () -> C)
    where Content == LabeledControlGroupContent<C, DataFlow.Label<Text, Image>> {
        self.init(content: content) { DataFlow.Label(title, image: image.name) }
    }
}

extension ControlGroup where Content == ControlGroupStyleConfiguration.Content {
    /// The group a custom `ControlGroupStyle`'s body places: the configuration's controls.
    public init(_ configuration: ControlGroupStyleConfiguration) {
        self.init { configuration.content }
    }
}
