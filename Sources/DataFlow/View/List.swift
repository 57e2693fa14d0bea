/// A list of rows. Its rows can be swiped away (`.onDelete`) and dragged (`.onMove`), and it
/// animates their removal (§15). With a selection binding, tapping a row (`select "Milk"`)
/// selects its tag: a ForEach row's id, or an explicit `.tag`.
///
/// As in SwiftUI, the type names its selection's value (`List<Int, ForEach<…>>`; `Never` for a
/// list without a selection). Every initializer makes its rows (a `ForEach`, an `OutlineGroup`
/// for a tree, a `ForEach` with edit actions) and keeps the selection, one way for all of them.
public struct List<SelectionValue: Hashable, Content: View>: View {
    let content: Content
    let selection: (any SelectionSource)?

    /// The one initializer every public form ends in.
    init(rows content: Content, selection: (any SelectionSource)?) {
        self.content = content
        self.selection = selection
    }

    init(rows content: Content, selection: Binding<SelectionValue?>?) {
        self.init(rows: content, selection: selection.map { OptionalSelection(binding: $0) })
    }

    init(rows content: Content, selection: Binding<Set<SelectionValue>>?) {
        self.init(rows: content, selection: selection.map { SetSelection(binding: $0) })
    }

    public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {
        self.init(rows: content(), selection: selection)
    }

    public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {
        self.init(rows: content(), selection: selection)
    }

    // MARK: Rows from a collection, with a selection

    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, selection: Binding<Set<SelectionValue>>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init(rows: ForEach(data, content: rowContent), selection: selection)
    }

    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.init(rows: ForEach(data, id: id, content: rowContent), selection: selection)
    }

    public init<RowContent: View>(
        _ data: Range<Int>, selection: Binding<Set<SelectionValue>>?, @ViewBuilder rowContent: @escaping (Int) -> RowContent
    ) where Content == ForEach<Range<Int>, Int, RowContent> {
        self.init(rows: ForEach(data, content: rowContent), selection: selection)
    }

    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, selection: Binding<SelectionValue?>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init(rows: ForEach(data, content: rowContent), selection: selection)
    }

    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.init(rows: ForEach(data, id: id, content: rowContent), selection: selection)
    }

    public init<RowContent: View>(
        _ data: Range<Int>, selection: Binding<SelectionValue?>?, @ViewBuilder rowContent: @escaping (Int) -> RowContent
    ) where Content == ForEach<Range<Int>, Int, RowContent> {
        self.init(rows: ForEach(data, content: rowContent), selection: selection)
    }

    // MARK: Rows for a binding to a collection, each given its element's binding, with a selection

    public init<C: MutableCollection & RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Binding<C>, id: KeyPath<C.Element, ID>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent
    ) where Content == ForEach<Binding<C>, ID, RowContent> {
        self.init(rows: ForEach(data, id: id, content: rowContent), selection: selection)
    }

    public init<C: MutableCollection & RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Binding<C>, id: KeyPath<C.Element, ID>, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent
    ) where Content == ForEach<Binding<C>, ID, RowContent> {
        self.init(rows: ForEach(data, id: id, content: rowContent), selection: selection)
    }
}

extension List where SelectionValue == Never {
    public init(@ViewBuilder content: () -> Content) {
        self.init(rows: content(), selection: nil as (any SelectionSource)?)
    }

    /// Identifiable rows; with `$items`, rows get element bindings (§15).
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init(rows: ForEach(data, content: rowContent), selection: nil as (any SelectionSource)?)
    }

    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.init(rows: ForEach(data, id: id, content: rowContent), selection: nil as (any SelectionSource)?)
    }

    /// Rows for a constant range.
    public init<RowContent: View>(_ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent)
    where Content == ForEach<Range<Int>, Int, RowContent> {
        self.init(rows: ForEach(data, content: rowContent), selection: nil as (any SelectionSource)?)
    }

    /// Rows for a binding to a collection, keyed by `id`, each given its element's binding.
    public init<C: MutableCollection & RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Binding<C>, id: KeyPath<C.Element, ID>, @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent
    ) where Content == ForEach<Binding<C>, ID, RowContent> {
        self.init(rows: ForEach(data, id: id, content: rowContent), selection: nil as (any SelectionSource)?)
    }
}

// MARK: Trees (iOS 14): each element a row, its children under a disclosure group

extension List {
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, children: KeyPath<Data.Element, Data?>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    )
    where
        Content == OutlineGroup<Data, Data.Element.ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>,
        Data.Element: Identifiable
    {
        self.init(rows: OutlineGroup(data, children: children, content: rowContent), selection: selection)
    }

    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, children: KeyPath<Data.Element, Data?>, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    )
    where
        Content == OutlineGroup<Data, Data.Element.ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>,
        Data.Element: Identifiable
    {
        self.init(rows: OutlineGroup(data, children: children, content: rowContent), selection: selection)
    }

    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == OutlineGroup<Data, ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>> {
        self.init(rows: OutlineGroup(data, id: id, children: children, content: rowContent), selection: selection)
    }

    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == OutlineGroup<Data, ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>> {
        self.init(rows: OutlineGroup(data, id: id, children: children, content: rowContent), selection: selection)
    }

    /// A tree over a binding (iOS 15): each row is given its element's binding, so a row edits
    /// its element in place, however deep (the write goes through its parents' children).
    public init<Data: MutableCollection & RandomAccessCollection, RowContent: View>(
        _ data: Binding<Data>, children: WritableKeyPath<Data.Element, Data?>, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    )
    where
        Content == OutlineGroup<Binding<Data>, Data.Element.ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>,
        Data.Element: Identifiable
    {
        self.init(rows: OutlineGroup(data, children: children, content: rowContent), selection: selection)
    }

    public init<Data: MutableCollection & RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Binding<Data>, id: KeyPath<Data.Element, ID>, children: WritableKeyPath<Data.Element, Data?>,
        selection: Binding<Set<SelectionValue>>?, @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    ) where Content == OutlineGroup<Binding<Data>, ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>> {
        self.init(rows: OutlineGroup(data, id: id, children: children, content: rowContent), selection: selection)
    }

    public init<Data: MutableCollection & RandomAccessCollection, RowContent: View>(
        _ data: Binding<Data>, children: WritableKeyPath<Data.Element, Data?>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    )
    where
        Content == OutlineGroup<Binding<Data>, Data.Element.ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>,
        Data.Element: Identifiable
    {
        self.init(rows: OutlineGroup(data, children: children, content: rowContent), selection: selection)
    }

    public init<Data: MutableCollection & RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Binding<Data>, id: KeyPath<Data.Element, ID>, children: WritableKeyPath<Data.Element, Data?>,
        selection: Binding<SelectionValue?>?, @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    ) where Content == OutlineGroup<Binding<Data>, ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>> {
        self.init(rows: OutlineGroup(data, id: id, children: children, content: rowContent), selection: selection)
    }
}

extension List where SelectionValue == Never {
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, children: KeyPath<Data.Element, Data?>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    )
    where
        Content == OutlineGroup<Data, Data.Element.ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>,
        Data.Element: Identifiable
    {
        self.init(rows: OutlineGroup(data, children: children, content: rowContent), selection: nil as (any SelectionSource)?)
    }

    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == OutlineGroup<Data, ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>> {
        self.init(rows: OutlineGroup(data, id: id, children: children, content: rowContent), selection: nil as (any SelectionSource)?)
    }

    public init<Data: MutableCollection & RandomAccessCollection, RowContent: View>(
        _ data: Binding<Data>, children: WritableKeyPath<Data.Element, Data?>,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    )
    where
        Content == OutlineGroup<Binding<Data>, Data.Element.ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>>,
        Data.Element: Identifiable
    {
        self.init(rows: OutlineGroup(data, children: children, content: rowContent), selection: nil as (any SelectionSource)?)
    }

    public init<Data: MutableCollection & RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Binding<Data>, id: KeyPath<Data.Element, ID>, children: WritableKeyPath<Data.Element, Data?>,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    ) where Content == OutlineGroup<Binding<Data>, ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>> {
        self.init(rows: OutlineGroup(data, id: id, children: children, content: rowContent), selection: nil as (any SelectionSource)?)
    }
}

// MARK: Rows that edit their collection by themselves (iOS 16, §28)

extension List {
    public init<Data: MutableCollection & RandomAccessCollection, RowContent: View>(
        _ data: Binding<Data>, editActions: EditActions<Data>, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    )
    where
        Content == ForEach<IndexedIdentifierCollection<Data, Data.Element.ID>, Data.Element.ID, EditableCollectionContent<RowContent, Data>>,
        Data.Element: Identifiable, Data.Index: Hashable
    {
        self.init(rows: ForEach(data, editActions: editActions, content: rowContent), selection: selection)
    }

    public init<Data: MutableCollection & RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Binding<Data>, id: KeyPath<Data.Element, ID>, editActions: EditActions<Data>, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    ) where Content == ForEach<IndexedIdentifierCollection<Data, ID>, ID, EditableCollectionContent<RowContent, Data>>, Data.Index: Hashable {
        self.init(rows: ForEach(data, id: id, editActions: editActions, content: rowContent), selection: selection)
    }

    public init<Data: MutableCollection & RandomAccessCollection, RowContent: View>(
        _ data: Binding<Data>, editActions: EditActions<Data>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    )
    where
        Content == ForEach<IndexedIdentifierCollection<Data, Data.Element.ID>, Data.Element.ID, EditableCollectionContent<RowContent, Data>>,
        Data.Element: Identifiable, Data.Index: Hashable
    {
        self.init(rows: ForEach(data, editActions: editActions, content: rowContent), selection: selection)
    }

    public init<Data: MutableCollection & RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Binding<Data>, id: KeyPath<Data.Element, ID>, editActions: EditActions<Data>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    ) where Content == ForEach<IndexedIdentifierCollection<Data, ID>, ID, EditableCollectionContent<RowContent, Data>>, Data.Index: Hashable {
        self.init(rows: ForEach(data, id: id, editActions: editActions, content: rowContent), selection: selection)
    }
}

extension List where SelectionValue == Never {
    public init<Data: MutableCollection & RandomAccessCollection, RowContent: View>(
        _ data: Binding<Data>, editActions: EditActions<Data>, @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    )
    where
        Content == ForEach<IndexedIdentifierCollection<Data, Data.Element.ID>, Data.Element.ID, EditableCollectionContent<RowContent, Data>>,
        Data.Element: Identifiable, Data.Index: Hashable
    {
        self.init(rows: ForEach(data, editActions: editActions, content: rowContent), selection: nil as (any SelectionSource)?)
    }

    public init<Data: MutableCollection & RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Binding<Data>, id: KeyPath<Data.Element, ID>, editActions: EditActions<Data>,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    ) where Content == ForEach<IndexedIdentifierCollection<Data, ID>, ID, EditableCollectionContent<RowContent, Data>>, Data.Index: Hashable {
        self.init(rows: ForEach(data, id: id, editActions: editActions, content: rowContent), selection: nil as (any SelectionSource)?)
    }
}

extension List: StructuralContent {
    package var screenLine: String? { "List" }
    package var layout: NodeLayout { .list }
    package var animatesRowRemoval: Bool { true }
    package func makeNode(in context: NodeContext) -> Node { ListNode(view: self, context: context) }
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
