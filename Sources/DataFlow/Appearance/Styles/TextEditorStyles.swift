// Text editor styles (iOS 17, appearance, D15): the editor is typed into as itself whatever the
// style.

/// How a text editor looks.
public protocol TextEditorStyle {
    /// The view the style makes.
    associatedtype Body: View
    /// The editor as this style draws it.
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
    /// What the style receives.
    typealias Configuration = TextEditorStyleConfiguration
}

/// What a text editor style receives. SwiftUI gives it no public members; dataflow's holds the
/// editor, which a built-in style's body shows.
public struct TextEditorStyleConfiguration {
    /// The editor the style draws.
    package let editor: any View

    package init(editor: any View = EmptyView()) {
        self.editor = editor
    }
}

/// The platform's editor (appearance).
public struct AutomaticTextEditorStyle: TextEditorStyle {
    public init() {}

    /// The editor as the platform draws it: the configuration's editor.
    public func makeBody(configuration: AutomaticTextEditorStyle.Configuration) -> AutomaticTextEditorStyle.Body {
        Body(configuration: configuration)
    }

    /// The view the automatic style makes.
    public struct Body: View {
        let configuration: TextEditorStyleConfiguration

        /// The configuration's editor.
        public var body: some View { AnyView(configuration.editor) }
    }
}

/// An editor without the platform's background (appearance).
public struct PlainTextEditorStyle: TextEditorStyle {
    public init() {}
    /// The configuration's editor.
    public func makeBody(configuration: PlainTextEditorStyle.Configuration) -> some View { AnyView(configuration.editor) }
}

extension TextEditorStyle where Self == AutomaticTextEditorStyle {
    public static var automatic: AutomaticTextEditorStyle { AutomaticTextEditorStyle() }
}
extension TextEditorStyle where Self == PlainTextEditorStyle { public static var plain: PlainTextEditorStyle { PlainTextEditorStyle() } }
