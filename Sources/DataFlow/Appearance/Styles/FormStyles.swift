// Form styles (appearance, D15): a form's node shows its rows whatever the style.

/// How a form lays out its rows.
public protocol FormStyle {
    /// The view the style makes.
    associatedtype Body: View
    /// The form as this style draws it.
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
    /// What the style receives.
    typealias Configuration = FormStyleConfiguration
}

/// What a form style receives: the form's content.
public struct FormStyleConfiguration {
    /// The form's content, as a view that shows it.
    public struct Content: View {
        package let content: any View
    }

    /// The form's content.
    public let content: FormStyleConfiguration.Content

    package init(content: any View) {
        self.content = Content(content: content)
    }
}

extension FormStyleConfiguration.Content: StyleConfigurationPart {}

/// The platform's form: grouped on iOS (appearance).
public struct AutomaticFormStyle: FormStyle {
    public init() {}
    /// A form of the configuration's content.
    public func makeBody(configuration: AutomaticFormStyle.Configuration) -> some View { Form { configuration.content } }
}

/// Labels in a column beside their controls, as on a Mac (appearance).
public struct ColumnsFormStyle: FormStyle {
    public init() {}
    /// A form of the configuration's content.
    public func makeBody(configuration: ColumnsFormStyle.Configuration) -> some View { Form { configuration.content } }
}

/// Rows grouped in sections, as in Settings (appearance).
public struct GroupedFormStyle: FormStyle {
    public init() {}
    /// A form of the configuration's content.
    public func makeBody(configuration: GroupedFormStyle.Configuration) -> some View { Form { configuration.content } }
}

extension FormStyle where Self == AutomaticFormStyle { public static var automatic: AutomaticFormStyle { AutomaticFormStyle() } }
extension FormStyle where Self == ColumnsFormStyle { public static var columns: ColumnsFormStyle { ColumnsFormStyle() } }
extension FormStyle where Self == GroupedFormStyle { public static var grouped: GroupedFormStyle { GroupedFormStyle() } }
