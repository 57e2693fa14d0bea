/// A built-in view whose node shows its children: containers, builder structure, plain modifiers.
///
/// Built-in views have no body to skip: whenever their parent hands them a new value they pass
/// their children's new values on; the children that are bodies decide for themselves (§5).
package protocol StructuralContent: BuiltinView {
    /// The children, each at its identity key.
    func children() -> [ChildSlot]
    /// How the view appears on screen: a container's line (`VStack`), or nil for structure a
    /// reader does not see (tuples, conditionals, most modifiers).
    var screenLine: String? { get }
    /// The segment the view adds to identity paths, if any.
    var pathName: String? { get }
    /// A note added to the first line of the content's screen (`.padding()`), if any.
    var screenAnnotation: String? { get }
    /// Whether the container animates the removal of its rows (a `List`, §15).
    var animatesRowRemoval: Bool { get }
    /// How the view lays out its children, for which rows fit on screen (§33).
    var layout: NodeLayout { get }
    /// Text the view shows that no child shows (a `ContentUnavailableView`'s title): part of a
    /// control's label when the view is in one.
    var labelWords: [String] { get }
}

extension StructuralContent {
    package var screenLine: String? { nil }
    package var pathName: String? { screenLine }
    package var screenAnnotation: String? { nil }
    package var animatesRowRemoval: Bool { false }
    package var labelWords: [String] { [] }
    package var layout: NodeLayout { .transparent }

    package func makeNode(in context: NodeContext) -> Node {
        StructuralNode(view: self, context: context)
    }
}

/// The node of a `StructuralContent` view.
package class StructuralNode: Node {
    package private(set) var view: any StructuralContent

    /// Internal, not `package`: see `Node.init(_:viewType:)`.
    init(view: any StructuralContent, context: NodeContext) {
        self.view = view
        super.init(context, viewType: type(of: view))
    }

    override package var pathName: String? { view.pathName }

    override package var animatesRowRemoval: Bool { view.animatesRowRemoval }

    override package func layout(width: Double) -> NodeLayout { view.layout }

    /// Where a scroll view or a list is scrolled to, once a lazy `ForEach` in it asks (§33).
    package var scrollViewport: ScrollViewport?

    /// A fresh render (D12) sees the content where the live one is scrolled to.
    override package func seed(from live: Node) {
        if let offset = (live as? StructuralNode)?.scrollViewport?.offset { scrollViewport = ScrollViewport(node: self, offset: offset) }
    }

    /// Structure around one view (a branch, a group) leaves as that view does (§16).
    override package var leavesWithoutTransition: Bool { children.count == 1 && children[0].leavesWithoutTransition }

    override package func apply(_ view: any View) {
        guard let view = view as? any StructuralContent else {
            preconditionFailure("a \(type(of: view)) reached the node of a \(type(of: self.view))")
        }
        self.view = view
        reconcileChildren(view.children())
    }

    override package func appendText(to words: inout [String]) {
        words += view.labelWords
        super.appendText(to: &words)
    }

    override package func render(into screen: inout ScreenBuilder) {
        if let line = view.screenLine {
            screen.add(line, identity: identityPath)
            screen.indent { super.render(into: &$0) }
        } else if let annotation = view.screenAnnotation {
            screen.annotate(annotation) { super.render(into: &$0) }
        } else {
            super.render(into: &screen)
        }
    }
}
