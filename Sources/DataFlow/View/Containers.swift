/// Containers: each shows a line of its own and its content one level deeper. Alignment is
/// accepted and ignored; a stack's spacing counts only toward which rows fit on screen (§33).

/// A vertical stack.
public struct VStack<Content: View>: View {
    let content: Content
    let spacing: CGFloat?

    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.spacing = spacing
    }
}

/// A horizontal stack.
public struct HStack<Content: View>: View {
    let content: Content

    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.content = content()
    }
}

/// An overlaying stack.
public struct ZStack<Content: View>: View {
    let content: Content

    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.content = content()
    }
}

/// A vertical stack that creates its rows as they scroll into view: a `ForEach` in it makes the
/// rows that fill the visible part of its scroll view (§33).
public struct LazyVStack<Content: View>: View {
    let content: Content
    let spacing: CGFloat?

    /// `pinnedViews` pins section headers or footers while scrolling: drawing only (D15).
    public init(
        alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
        @ViewBuilder content: () -> Content
    ) {
        self.content = content()
        self.spacing = spacing
    }
}

/// A horizontal stack that creates its columns lazily. Only vertical scrolling is modelled: its
/// columns are all made, as an `HStack`'s are (§33).
public struct LazyHStack<Content: View>: View {
    let content: Content

    /// `pinnedViews` pins section headers or footers while scrolling: drawing only (D15).
    public init(
        alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
        @ViewBuilder content: () -> Content
    ) {
        self.content = content()
    }
}

/// A form of controls.
public struct Form<Content: View>: View {
    let content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }
}

/// A list of rows. Its rows can be swiped away (`.onDelete`) and dragged (`.onMove`), and it
/// animates their removal (§15). With a selection binding, tapping a row (`select "Milk"`)
/// selects its tag: a ForEach row's id, or an explicit `.tag`.
public struct List<Content: View>: View {
    let content: Content
    let selection: (any SelectionSource)?

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
        selection = nil
    }

    public init<SelectionValue: Hashable>(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.selection = selection.map { OptionalSelection(binding: $0) }
    }

    public init<SelectionValue: Hashable>(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.selection = selection.map { SetSelection(binding: $0) }
    }

    /// Rows for the elements of `data`, keyed by `id`.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        content = ForEach(data, id: id, content: rowContent)
        selection = nil
    }

    /// Rows for identifiable elements; with `$items`, rows get element bindings (§15).
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        content = ForEach(data, content: rowContent)
        selection = nil
    }

    /// Rows for a constant range.
    public init<RowContent: View>(_ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent)
    where Content == ForEach<Range<Int>, Int, RowContent> {
        content = ForEach(data, content: rowContent)
        selection = nil
    }

    /// Rows keyed by `id`, with a selection.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View, SelectionValue: Hashable>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        content = ForEach(data, id: id, content: rowContent)
        self.selection = selection.map { OptionalSelection(binding: $0) }
    }

    /// Identifiable rows, with a selection.
    public init<Data: RandomAccessCollection, RowContent: View, SelectionValue: Hashable>(
        _ data: Data, selection: Binding<SelectionValue?>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        content = ForEach(data, content: rowContent)
        self.selection = selection.map { OptionalSelection(binding: $0) }
    }

    /// Identifiable rows, any number of them selected (edit mode's multiple selection).
    public init<Data: RandomAccessCollection, RowContent: View, SelectionValue: Hashable>(
        _ data: Data, selection: Binding<Set<SelectionValue>>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        content = ForEach(data, content: rowContent)
        self.selection = selection.map { SetSelection(binding: $0) }
    }

    /// Rows keyed by `id`, any number of them selected.
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View, SelectionValue: Hashable>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        content = ForEach(data, id: id, content: rowContent)
        self.selection = selection.map { SetSelection(binding: $0) }
    }

    /// Rows for a binding to a collection, keyed by `id`, each given its element's binding.
    public init<C: MutableCollection & RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Binding<C>, id: KeyPath<C.Element, ID>, @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent
    ) where Content == ForEach<Binding<C>, ID, RowContent> {
        content = ForEach(data, id: id, content: rowContent)
        selection = nil
    }

    /// Rows for a binding to a collection, keyed by `id`, with a selection.
    public init<C: MutableCollection & RandomAccessCollection, ID: Hashable, RowContent: View, SelectionValue: Hashable>(
        _ data: Binding<C>, id: KeyPath<C.Element, ID>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent
    ) where Content == ForEach<Binding<C>, ID, RowContent> {
        content = ForEach(data, id: id, content: rowContent)
        self.selection = selection.map { OptionalSelection(binding: $0) }
    }

    /// Rows for a binding to a collection, keyed by `id`, any number of them selected.
    public init<C: MutableCollection & RandomAccessCollection, ID: Hashable, RowContent: View, SelectionValue: Hashable>(
        _ data: Binding<C>, id: KeyPath<C.Element, ID>, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent
    ) where Content == ForEach<Binding<C>, ID, RowContent> {
        content = ForEach(data, id: id, content: rowContent)
        self.selection = selection.map { SetSelection(binding: $0) }
    }

    /// Rows for a constant range, with a selection.
    public init<RowContent: View, SelectionValue: Hashable>(
        _ data: Range<Int>, selection: Binding<SelectionValue?>?, @ViewBuilder rowContent: @escaping (Int) -> RowContent
    ) where Content == ForEach<Range<Int>, Int, RowContent> {
        content = ForEach(data, content: rowContent)
        self.selection = selection.map { OptionalSelection(binding: $0) }
    }

    /// Rows for a constant range, any number of them selected.
    public init<RowContent: View, SelectionValue: Hashable>(
        _ data: Range<Int>, selection: Binding<Set<SelectionValue>>?, @ViewBuilder rowContent: @escaping (Int) -> RowContent
    ) where Content == ForEach<Range<Int>, Int, RowContent> {
        content = ForEach(data, content: rowContent)
        self.selection = selection.map { SetSelection(binding: $0) }
    }
}

/// A scrolling container.
public struct ScrollView<Content: View>: View {
    let content: Content

    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.content = content()
    }
}

/// Groups views (or a table's rows or columns, or scenes) without showing anything of its own.
public struct Group<Content> {
    let content: Content
}

extension Group: View where Content: View {
    public typealias Body = Never

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }
}

extension VStack: StructuralContent {
    package var screenLine: String? { "VStack" }
    package var layout: NodeLayout { .vertical(spacing: spacing.map(Double.init) ?? LayoutMetrics.stackSpacing, isLazy: false) }
    package func children() -> [ChildSlot] { [ChildSlot(key: .content, view: content)] }
}

extension HStack: StructuralContent {
    package var screenLine: String? { "HStack" }
    package var layout: NodeLayout { .beside }
    package func children() -> [ChildSlot] { [ChildSlot(key: .content, view: content)] }
}

extension ZStack: StructuralContent {
    package var screenLine: String? { "ZStack" }
    package var layout: NodeLayout { .beside }
    package func children() -> [ChildSlot] { [ChildSlot(key: .content, view: content)] }
}

extension LazyVStack: StructuralContent {
    package var screenLine: String? { "LazyVStack" }
    package var layout: NodeLayout { .vertical(spacing: spacing.map(Double.init) ?? LayoutMetrics.stackSpacing, isLazy: true) }
    package func children() -> [ChildSlot] { [ChildSlot(key: .content, view: content)] }
}

extension LazyHStack: StructuralContent {
    package var screenLine: String? { "LazyHStack" }
    package var layout: NodeLayout { .beside }
    package func children() -> [ChildSlot] { [ChildSlot(key: .content, view: content)] }
}

extension Form: StructuralContent {
    package var screenLine: String? { "Form" }
    package var layout: NodeLayout { .list }
    package func children() -> [ChildSlot] { [ChildSlot(key: .content, view: content)] }
}

extension List: StructuralContent {
    package var screenLine: String? { "List" }
    package var layout: NodeLayout { .list }
    package var animatesRowRemoval: Bool { true }
    package func makeNode(in context: NodeContext) -> Node { ListNode(view: self, context: context) }
    package func children() -> [ChildSlot] { [ChildSlot(key: .content, view: content)] }
}

extension ScrollView: StructuralContent {
    package var screenLine: String? { "ScrollView" }
    package var layout: NodeLayout { .scroll }
    package func children() -> [ChildSlot] { [ChildSlot(key: .content, view: content)] }
}

/// A group's content, whatever its type.
protocol GroupProtocol {
    var anyContent: any View { get }
}

extension Group: GroupProtocol where Content: View {
    var anyContent: any View { content }
}

extension Group: BuiltinView where Content: View {}

extension Group: StructuralContent where Content: View {
    package var pathName: String? { "Group" }
    package func children() -> [ChildSlot] { [ChildSlot(key: .content, view: content)] }
}

extension List: ListProtocol {
    var selectionSource: (any SelectionSource)? { selection }
}

protocol ListProtocol {
    var selectionSource: (any SelectionSource)? { get }
}

/// The node of a `List`: with a selection, its rows are selectable and the screen says which are
/// selected.
final class ListNode: StructuralNode, ControlNode {
    private var selection: (any SelectionSource)? { (view as? any ListProtocol)?.selectionSource }

    package var controlHandles: [ControlHandle] {
        guard let selection else { return [] }
        return taggedOptions().map { row in
            var handle = ControlHandle(kind: .selectableRow, label: row.label) { [unowned self] _ in
                self.host.perform {
                    if !selection.select(row.tag) {
                        self.reportTagOfAnotherType(row.tag, selection: selection.valueType, control: "List", option: row.label)
                    }
                }
            }
            if let block = row.selectionBlock { handle.blockedReason = { block } }
            return handle
        }
    }

    override package func render(into screen: inout ScreenBuilder) {
        guard let selection else { return super.render(into: &screen) }
        let selected = Set(selection.selected)
        let labels = taggedOptions().filter { selected.contains($0.tag) }.map { quote($0.label) }
        screen.add("List selection: [\(labels.joined(separator: ", "))]", identity: identityPath)
        screen.indent { for child in children { child.render(into: &$0) } }
    }
}
