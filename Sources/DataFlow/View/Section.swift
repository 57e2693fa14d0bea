/// A section of a form, list or table: its content under an optional header (`Parent`), over an
/// optional footer, as SwiftUI declares it.
///
/// A header that is a text shows as the section's title on the screen; other headers and footers
/// are kept for a container that reads its sections (iOS 18's `ForEach(sections:)`). A section of
/// a table's rows is a section of the compact table's list. `isExpanded` is accepted and the
/// section shown expanded: a script has no disclosure to tap.
public struct Section<Parent, Content, Footer> {
    /// The header's text, when the header is one: what the screen shows.
    let header: String?
    let content: Content
    let headerContent: Any?
    let footerContent: Any?

    init(header: Any?, footer: Any?, content: Content) {
        self.header = (header as? Text)?.content
        headerContent = header
        footerContent = footer
        self.content = content
    }
}

extension Section: View where Parent: View, Content: View, Footer: View {
    public typealias Body = Never

    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {
        self.init(header: header(), footer: footer(), content: content())
    }

    /// iOS 13's form: `Section(header: Text("Amount"), footer: …)`.
    public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(header: header, footer: footer, content: content())
    }
}

extension Section where Parent == EmptyView, Content: View, Footer: View {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.init(header: nil, footer: footer(), content: content())
    }

    public init(footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(header: nil, footer: footer, content: content())
    }
}

extension Section where Parent: View, Content: View, Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(header: header(), footer: nil, content: content())
    }

    public init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(header: header(), footer: nil, content: content())
    }

    public init(header: Parent, @ViewBuilder content: () -> Content) {
        self.init(header: header, footer: nil, content: content())
    }
}

extension Section where Parent == EmptyView, Content: View, Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content) {
        self.init(header: nil, footer: nil, content: content())
    }
}

extension Section where Parent == Text, Content: View, Footer == EmptyView {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(header: Text(titleKey), footer: nil, content: content())
    }

    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, @ViewBuilder content: () -> Content) {
        self.init(header: Text(titleResource.text), footer: nil, content: content())
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(header: Text(String(title)), footer: nil, content: content())
    }

    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(titleKey, content: content)
    }

    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(titleResource, content: content)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(title, content: content)
    }
}

extension Section: BuiltinView where Parent: View, Content: View, Footer: View {}

extension Section: StructuralContent where Parent: View, Content: View, Footer: View {
    package var screenLine: String? { header.map { "Section \($0.quotedLiteral)" } ?? "Section" }
    package var layout: NodeLayout { .section(hasHeader: header != nil) }
    package var pathName: String? { "Section" }
    package func children() -> [ChildSlot] { [ChildSlot(key: .content, view: content)] }
}
