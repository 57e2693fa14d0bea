// Menu styles (appearance, D15): a menu's node opens and operates the menu whatever the style.

/// How a menu's button looks.
public protocol MenuStyle {
    /// The view the style makes.
    associatedtype Body: View
    /// The menu as this style draws it.
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
    /// What the style receives.
    typealias Configuration = MenuStyleConfiguration
}

/// What a menu style receives: the menu's label and its items.
public struct MenuStyleConfiguration {
    /// The menu's label, as a view that shows it.
    public struct Label: View {
        package let content: any View
    }

    /// The menu's items, as a view that shows them.
    public struct Content: View {
        package let content: any View
    }

    /// The menu's label. SwiftUI keeps it to itself (`Menu(configuration)` uses it); so does
    /// dataflow.
    package let label: MenuStyleConfiguration.Label
    /// The menu's items.
    package let content: MenuStyleConfiguration.Content

    package init(label: any View, content: any View) {
        self.label = Label(content: label)
        self.content = Content(content: content)
    }
}

extension MenuStyleConfiguration.Label: StyleConfigurationPart {}
extension MenuStyleConfiguration.Content: StyleConfigurationPart {}

/// What a built-in menu style's body is: a menu of the configuration's items and label.
private func configuredMenu(
    _ configuration: MenuStyleConfiguration
) -> Menu<MenuStyleConfiguration.Label, MenuStyleConfiguration.Content> {
    Menu(content: { configuration.content }, label: { configuration.label })
}

/// The platform's menu (appearance).
public struct DefaultMenuStyle: MenuStyle {
    public init() {}
    /// A menu of the configuration's items.
    public func makeBody(configuration: DefaultMenuStyle.Configuration) -> some View { configuredMenu(configuration) }
}

/// A menu drawn as a button (appearance).
public struct ButtonMenuStyle: MenuStyle {
    public init() {}
    /// A menu of the configuration's items.
    public func makeBody(configuration: ButtonMenuStyle.Configuration) -> some View { configuredMenu(configuration) }
}

/// A menu drawn as a borderless button (appearance).
public struct BorderlessButtonMenuStyle: MenuStyle {
    public init() {}
    /// A menu of the configuration's items.
    public func makeBody(configuration: BorderlessButtonMenuStyle.Configuration) -> some View { configuredMenu(configuration) }
}

extension MenuStyle where Self == DefaultMenuStyle { public static var automatic: DefaultMenuStyle { DefaultMenuStyle() } }
extension MenuStyle where Self == ButtonMenuStyle { public static var button: ButtonMenuStyle { ButtonMenuStyle() } }
extension MenuStyle where Self == BorderlessButtonMenuStyle {
    public static var borderlessButton: BorderlessButtonMenuStyle { BorderlessButtonMenuStyle() }
}
