/// A menu of the app's own in the menu bar (`CommandMenu("Note") { Button("Pin") { … } }`), so an
/// app that adds one for iPadOS or the Mac compiles.
///
/// An iPhone has no menu bar: the menu keeps its title and items and is never shown, and its
/// buttons never run.
public struct CommandMenu<Content: View>: Commands {
    /// The menu's title in the menu bar, kept for a menu bar that might show it.
    let name: Text
    /// The menu's items, built once as the app writes them.
    let content: Content

    /// A menu titled by a localized key, the form an app usually writes.
    public init(_ nameKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(Text(nameKey), content: content)
    }

    /// A menu titled by a localized resource (iOS 16), for titles kept in a string catalog.
    @_disfavoredOverload
    public init(_ name: LocalizedStringResource, @ViewBuilder content: () -> Content) {
        self.init(Text(name), content: content)
    }

    /// A menu titled by a text, for a title already made as one.
    public init(_ name: Text, @ViewBuilder content: () -> Content) {
        self.name = name
        self.content = content()
    }

    /// A menu titled by a string shown as it is, not looked up in a table.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ name: S, @ViewBuilder content: () -> Content) {
        self.init(Text(name), content: content)
    }

    /// No commands of its own beyond the menu: nothing asks for it, since no menu bar is shown.
    public var body: some Commands { EmptyCommands() }
}

/// Items added to, or put in place of, one of the menu bar's standard groups
/// (`CommandGroup(replacing: .newItem) { … }`), so an app that changes the standard menus compiles.
///
/// An iPhone has no menu bar: the items are kept with where they would go and are never shown,
/// and their buttons never run.
public struct CommandGroup<Content: View>: Commands {
    /// Where the items go relative to the standard group they name.
    enum Position {
        /// Just before the group's own items.
        case before
        /// Just after the group's own items.
        case after
        /// In place of the group's own items.
        case replacing
    }

    /// The standard group the items are placed against.
    let placement: CommandGroupPlacement
    /// Whether the items go before, after or in place of the group's.
    let position: Position
    /// The items, built once as the app writes them.
    let addition: Content

    /// Items shown ahead of a standard group's own, for an app that adds to a menu's top.
    public init(before group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {
        placement = group
        position = .before
        self.addition = addition()
    }

    /// Items shown after a standard group's own, for an app that adds to a menu's end.
    public init(after group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {
        placement = group
        position = .after
        self.addition = addition()
    }

    /// Items shown instead of a standard group's own; empty items remove the group.
    public init(replacing group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {
        placement = group
        position = .replacing
        self.addition = addition()
    }

    /// No commands of its own beyond the items: nothing asks for it, since no menu bar is shown.
    public var body: some Commands { EmptyCommands() }
}
