import Foundation

// Menus titled by a `LocalizedStringResource` with an icon (iOS 16–17), and the menu a style's
// body makes from its configuration (iOS 14). A resource is its own key (there are no string
// tables, §27), so each is found by its key, as the same menu titled by that string is; a
// primary action runs when the label is tapped (`tap "Add"`), as every menu's does (`Menu.swift`).

extension Menu where Label == DataFlow.Label<Text, Image> {
    @_disfavoredOverload
    public init(
        _ titleResource: LocalizedStringResource, systemImage: String, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void
    ) {
        self.init(content: content, label: { DataFlow.Label(titleResource.text, systemImage: systemImage) }, primaryAction: primaryAction)
    }

    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, image: ImageResource, @ViewBuilder content: () -> Content) {
        self.init(content: content) { DataFlow.Label(titleResource.text, image: image.name) }
    }

    @_disfavoredOverload
    public init(
        _ titleResource: LocalizedStringResource, image: ImageResource, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void
    ) {
        self.init(content: content, label: { DataFlow.Label(titleResource.text, image: image.name) }, primaryAction: primaryAction)
    }
}

extension Menu where Label == MenuStyleConfiguration.Label, Content == MenuStyleConfiguration.Content {
    /// The menu a custom `MenuStyle`'s body places: the configuration's label and items, operated
    /// as the styled menu's own (its items are tapped by their labels).
    public init(_ configuration: MenuStyleConfiguration) {
        self.init(content: { configuration.content }, label: { configuration.label })
    }
}
