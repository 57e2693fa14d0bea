// Xcode's previews (DeveloperToolsSupport, iOS 18): shared preview context and traits that apps
// declare beside their `#Preview`s. Previews run in Xcode's canvas, never in the app, and
// dataflow blanks `#Preview` blocks: these compile, and nothing runs them.

/// A modifier that previews share, with a context made once (a model container of sample data).
public protocol PreviewModifier {
    associatedtype Context = Void
    associatedtype Body: View
    typealias Content = PreviewModifierContent

    /// Makes the context every preview using this modifier shares.
    static func makeSharedContext() async throws -> Context
    /// The preview's content, modified.
    @ViewBuilder func body(content: Content, context: Context) -> Body
}

extension PreviewModifier where Context == Void {
    public static func makeSharedContext() async throws {}
}

/// The content a `PreviewModifier` modifies: a preview's views.
public struct PreviewModifierContent: View {
    public var body: EmptyView { EmptyView() }
}

/// A preview's declaration (the `#Preview` macro's type); its traits' kind.
public struct Preview {
    /// The traits of a view's preview.
    public struct ViewTraits {}
}

/// A trait of a preview: its layout, orientation, or a shared modifier.
public struct PreviewTrait<T> {
    let name: String
}

extension PreviewTrait where T == Preview.ViewTraits {
    /// The preview modified by `modifier`, whose context previews share.
    public static func modifier(_ modifier: some PreviewModifier) -> PreviewTrait<T> { PreviewTrait(name: "modifier") }
    public static var defaultLayout: PreviewTrait<T> { PreviewTrait(name: "defaultLayout") }
    public static var sizeThatFitsLayout: PreviewTrait<T> { PreviewTrait(name: "sizeThatFitsLayout") }
    public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait<T> { PreviewTrait(name: "fixedLayout") }
    public static var portrait: PreviewTrait<T> { PreviewTrait(name: "portrait") }
    public static var landscapeLeft: PreviewTrait<T> { PreviewTrait(name: "landscapeLeft") }
    public static var landscapeRight: PreviewTrait<T> { PreviewTrait(name: "landscapeRight") }
    public static var portraitUpsideDown: PreviewTrait<T> { PreviewTrait(name: "portraitUpsideDown") }
}
