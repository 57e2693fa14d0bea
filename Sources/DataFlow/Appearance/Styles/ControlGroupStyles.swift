// Control group styles (appearance, D15): a control group's node shows its controls whatever
// the style.

/// How a group of controls looks.
public protocol ControlGroupStyle {
    /// The view the style makes.
    associatedtype Body: View
    /// The group as this style draws it.
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
    /// What the style receives.
    typealias Configuration = ControlGroupStyleConfiguration
}

/// What a control group style receives: the group's controls and its label.
public struct ControlGroupStyleConfiguration {
    /// The group's controls, as a view that shows them.
    public struct Content: View {
        package let content: any View
    }

    /// The group's label, as a view that shows it (`EmptyView` for a group without one).
    public struct Label: View {
        package let content: any View
    }

    /// The group's controls.
    public let content: ControlGroupStyleConfiguration.Content
    /// The group's label.
    public let label: ControlGroupStyleConfiguration.Label

    package init(content: any View, label: any View = EmptyView()) {
        self.content = Content(content: content)
        self.label = Label(content: label)
    }
}

extension ControlGroupStyleConfiguration.Content: StyleConfigurationPart {}
extension ControlGroupStyleConfiguration.Label: StyleConfigurationPart {}

/// What a built-in control group style's body is: a group of the configuration's controls.
private func configuredGroup(_ configuration: ControlGroupStyleConfiguration) -> ControlGroup<ControlGroupStyleConfiguration.Content> {
    ControlGroup { configuration.content }
}

/// The platform's control group (appearance).
public struct AutomaticControlGroupStyle: ControlGroupStyle {
    public init() {}
    /// A group of the configuration's controls.
    public func makeBody(configuration: AutomaticControlGroupStyle.Configuration) -> some View { configuredGroup(configuration) }
}

/// Back and forward buttons, as a toolbar draws them (appearance).
public struct NavigationControlGroupStyle: ControlGroupStyle {
    public init() {}
    /// A group of the configuration's controls.
    public func makeBody(configuration: NavigationControlGroupStyle.Configuration) -> some View { configuredGroup(configuration) }
}

/// A menu holding the controls (appearance).
public struct MenuControlGroupStyle: ControlGroupStyle {
    public init() {}
    /// A group of the configuration's controls.
    public func makeBody(configuration: MenuControlGroupStyle.Configuration) -> some View { configuredGroup(configuration) }
}

/// A compact menu holding the controls (appearance).
public struct CompactMenuControlGroupStyle: ControlGroupStyle {
    public init() {}
    /// A group of the configuration's controls.
    public func makeBody(configuration: CompactMenuControlGroupStyle.Configuration) -> some View { configuredGroup(configuration) }
}

/// A row of the controls, as a context menu's palette (appearance).
public struct PaletteControlGroupStyle: ControlGroupStyle {
    public init() {}
    /// A group of the configuration's controls.
    public func makeBody(configuration: PaletteControlGroupStyle.Configuration) -> some View { configuredGroup(configuration) }
}

extension ControlGroupStyle where Self == AutomaticControlGroupStyle {
    public static var automatic: AutomaticControlGroupStyle { AutomaticControlGroupStyle() }
}
extension ControlGroupStyle where Self == NavigationControlGroupStyle {
    public static var navigation: NavigationControlGroupStyle { NavigationControlGroupStyle() }
}
extension ControlGroupStyle where Self == MenuControlGroupStyle { public static var menu: MenuControlGroupStyle { MenuControlGroupStyle() } }
extension ControlGroupStyle where Self == CompactMenuControlGroupStyle {
    public static var compactMenu: CompactMenuControlGroupStyle { CompactMenuControlGroupStyle() }
}
extension ControlGroupStyle where Self == PaletteControlGroupStyle {
    public static var palette: PaletteControlGroupStyle { PaletteControlGroupStyle() }
}
