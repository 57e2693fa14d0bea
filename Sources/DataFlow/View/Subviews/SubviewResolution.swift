/// How a container's content splits into subviews (iOS 18's `Group(subviews:)`,
/// `ForEach(subviews:)`, `ForEach(sections:)`), as SwiftUI's view lists flatten it (§34):
///
/// - a builder block's views, a `Group`'s, a `ForEach`'s rows and the branch an `if` took are
///   each flattened; `EmptyView` and an `if` not taken give none;
/// - a modifier on several views applies to each (`ForEach(…) { … }.padding()` pads every row),
///   and `.containerValue(_:_:)` sets its value on each; an outer modifier's value wins;
/// - a view of your own with no dynamic properties is flattened through its body (a `struct
///   Cards: View` whose body is a `ForEach` gives its rows); one with state stays one subview, as
///   its body can run only in the graph;
/// - any other view is one subview, keeping its modifiers; its `.tag(_:)` is in its container
///   values.
///
/// A subview's id is its place in the content: the builder positions and row ids down to it, so a
/// row keeps its id (and its state, where a `ForEach` keys subviews by it) when rows move.
enum SubviewResolution {
    /// The subviews of `content`, in order.
    static func subviews(of content: any View) -> [Subview] {
        var subviews: [Subview] = []
        collect(content, path: [], writers: [], into: &subviews)
        return subviews
    }

    /// The sections of `content`: its `Section`s, and the views between them gathered into
    /// sections of their own with no header.
    static func sections(of content: any View) -> [SectionConfiguration] {
        var sections: [SectionConfiguration] = []
        var loose: [Subview] = []
        collectSections(content, path: [], writers: [], into: &sections, loose: &loose)
        if !loose.isEmpty { sections.append(SectionConfiguration(loose: loose)) }
        return sections
    }

    private static func collect(_ view: any View, path: [IdentityKey], writers: [any ContainerValueWriting], into subviews: inout [Subview]) {
        if let parts = parts(of: view) {
            for (key, part) in parts { collect(part, path: path + [key], writers: writers, into: &subviews) }
            return
        }
        if let collection = view as? any SubviewListing {
            subviews += collection.listedSubviews.map { $0.adding(writers) }
            return
        }
        if let modified = view as? any ModifiedContentProtocol,
            parts(of: peeled(modified.anyContent)) != nil || modified.anyContent is any SubviewListing
        {
            // A modifier on several views: each gets it (a value writer writes each one's value).
            if let writer = modified.anyModifier as? any ContainerValueWriting {
                return collect(modified.anyContent, path: path, writers: [writer] + writers, into: &subviews)
            }
            var inner: [Subview] = []
            collect(modified.anyContent, path: path, writers: writers, into: &inner)
            subviews += inner.map { $0.modified(by: modified.anyModifier) }
            return
        }
        if let body = flattenableBody(of: view) {
            return collect(body, path: path + [.body], writers: writers, into: &subviews)
        }
        subviews.append(Subview(view: view, path: path, writers: writers))
    }

    private static func collectSections(
        _ view: any View, path: [IdentityKey], writers: [any ContainerValueWriting], into sections: inout [SectionConfiguration],
        loose: inout [Subview]
    ) {
        var view = view
        var writers = writers
        if let found = actionableSection(view, writers: writers) {
            if !loose.isEmpty { sections.append(SectionConfiguration(loose: loose)) }
            loose = []
            sections.append(SectionConfiguration(found.section, path: path, writers: found.writers, actions: found.actions))
            return
        }
        while let modified = view as? any ModifiedContentProtocol, let writer = modified.anyModifier as? any ContainerValueWriting {
            writers.insert(writer, at: 0)
            view = modified.anyContent
        }
        if let parts = parts(of: view) {
            for (key, part) in parts { collectSections(part, path: path + [key], writers: writers, into: &sections, loose: &loose) }
            return
        }
        if let body = flattenableBody(of: view) {
            return collectSections(body, path: path + [.body], writers: writers, into: &sections, loose: &loose)
        }
        collect(view, path: path, writers: writers, into: &loose)
    }

    /// A `Section` under value writers and `.sectionActions { … }`: the section, the writers (outer
    /// ones after), and the actions' view; nil for any other view.
    private static func actionableSection(
        _ view: any View, writers: [any ContainerValueWriting]
    ) -> (section: any SectionProtocol, writers: [any ContainerValueWriting], actions: (any View)?)? {
        var view = view
        var writers = writers
        var actions: (any View)?
        while let modified = view as? any ModifiedContentProtocol {
            if let writer = modified.anyModifier as? any ContainerValueWriting {
                writers.insert(writer, at: 0)
            } else if let attached = modified.anyModifier as? _SecondaryContentModifier, attached.kind == "sectionActions" {
                // The innermost `.sectionActions` is the section's, as the nearest modifier wins.
                actions = attached.content
            } else {
                return nil
            }
            view = modified.anyContent
        }
        guard let section = view as? any SectionProtocol else { return nil }
        return (section, writers, actions)
    }

    /// The views a list-like view is made of, at their keys; nil for a view that is one subview.
    private static func parts(of view: any View) -> [(IdentityKey, any View)]? {
        if view is EmptyView { return [] }
        if let tuple = view as? any TupleViewProtocol { return tuple.elements.enumerated().map { (.position($0.offset), $0.element) } }
        if let group = view as? any GroupProtocol { return [(.content, group.anyContent)] }
        if let section = view as? any SectionProtocol { return [(.content, section.anySectionContent)] }
        if let rows = view as? any ForEachProtocol { return rows.rows().map { ($0.key, $0.view) } }
        if view is any BranchingContent, let branches = view as? any StructuralContent { return branches.children().map { ($0.key, $0.view) } }
        return nil
    }

    /// The view under its modifiers.
    private static func peeled(_ view: any View) -> any View {
        var view = view
        while let modified = view as? any ModifiedContentProtocol { view = modified.anyContent }
        return view
    }

    /// The body of a view of the app's own that holds no state, wrapper or environment reading:
    /// its body depends on its fields only, so it can be read here, as SwiftUI's view list would.
    private static func flattenableBody(of view: any View) -> (any View)? {
        guard !(view is any BuiltinView), !(view is any ModifiedContentProtocol) else { return nil }
        let fields = Mirror(reflecting: view).children
        guard !fields.contains(where: { $0.value is any DynamicProperty }) else { return nil }
        func body<V: View>(of view: V) -> (any View)? { V.Body.self == Never.self ? nil : view.body }
        guard let body = body(of: view), parts(of: peeled(body)) != nil else { return nil }
        return body
    }
}

/// A view that is a list of subviews already (a `SubviewsCollection`, a slice of one, a
/// `Subview`): its subviews go into a list as they are.
protocol SubviewListing {
    var listedSubviews: [Subview] { get }
}

/// A `Section` whatever its content's type.
protocol SectionProtocol {
    var anySectionContent: any View { get }
    var anyHeader: (any View)? { get }
    var anyFooter: (any View)? { get }
}

extension Section: SectionProtocol where Parent: View, Content: View, Footer: View {
    var anySectionContent: any View { content }
    var anyHeader: (any View)? { headerContent as? any View }
    var anyFooter: (any View)? { footerContent as? any View }
}
