// Label styles: which of a label's title and icon show (appearance, D15). A `Label`'s node shows
// its title whatever the style; a configuration made from a label (`Label.styleConfiguration`)
// carries the label's own title and icon views.

/// How a label shows its title and icon.
public protocol LabelStyle {
    /// The view the style makes.
    associatedtype Body: View
    /// The label as this style draws it.
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
    /// What the style receives.
    typealias Configuration = LabelStyleConfiguration
}

/// What a label style receives: the label's title and icon.
public struct LabelStyleConfiguration {
    /// The label's title, as a view that shows it.
    public struct Title: View {
        package let content: any View
    }

    /// The label's icon, as a view that shows it.
    public struct Icon: View {
        package let content: any View
    }

    private let titleView: any View
    private let iconView: any View

    package init(title: any View, icon: any View) {
        titleView = title
        iconView = icon
    }

    /// The label's title.
    public var title: LabelStyleConfiguration.Title { Title(content: titleView) }
    /// The label's icon.
    public var icon: LabelStyleConfiguration.Icon { Icon(content: iconView) }
}

extension LabelStyleConfiguration.Title: StyleConfigurationPart {}
extension LabelStyleConfiguration.Icon: StyleConfigurationPart {}

/// The platform's label: title and icon, on iOS (appearance).
public struct DefaultLabelStyle: LabelStyle {
    public init() {}
    /// The title and the icon, as a `Label`.
    public func makeBody(configuration: DefaultLabelStyle.Configuration) -> some View {
        Label(title: { configuration.title }, icon: { configuration.icon })
    }
}

/// Only the icon shows (appearance).
public struct IconOnlyLabelStyle: LabelStyle {
    public init() {}
    /// The icon alone.
    public func makeBody(configuration: IconOnlyLabelStyle.Configuration) -> some View { configuration.icon }
}

/// Title and icon (appearance).
public struct TitleAndIconLabelStyle: LabelStyle {
    public init() {}
    /// The title and the icon, as a `Label`.
    public func makeBody(configuration: TitleAndIconLabelStyle.Configuration) -> some View {
        Label(title: { configuration.title }, icon: { configuration.icon })
    }
}

/// Only the title shows (appearance).
public struct TitleOnlyLabelStyle: LabelStyle {
    public init() {}
    /// The title alone.
    public func makeBody(configuration: TitleOnlyLabelStyle.Configuration) -> some View { configuration.title }
}

extension LabelStyle where Self == DefaultLabelStyle { public static var automatic: DefaultLabelStyle { DefaultLabelStyle() } }
extension LabelStyle where Self == IconOnlyLabelStyle { public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() } }
extension LabelStyle where Self == TitleAndIconLabelStyle { public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() } }
extension LabelStyle where Self == TitleOnlyLabelStyle { public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() } }
