/// Rows of a tree (iOS 14): each element, and under an element whose children are not nil, a
/// disclosure group that shows them when expanded. As in SwiftUI, every group starts collapsed
/// and keeps its own expansion (the `DisclosureGroup`'s state), so expanding a folder is a state
/// change of that row alone; an element with an empty array of children still gets a group.
///
///     List(folders, children: \.subfolders) { Text($0.name) }
///
/// The nested groups are erased (`OutlineSubgroupChildren`): a tree's type cannot name itself.
public struct OutlineGroup<Data: RandomAccessCollection, ID: Hashable, Parent, Leaf, Subgroup> {
    let roots: [Data.Element]
    let id: KeyPath<Data.Element, ID>
    /// An element's children, if it has a group (an array, perhaps empty), else nil.
    let children: (Data.Element) -> Data?
    let content: (Data.Element) -> Leaf

    init(
        roots: [Data.Element], id: KeyPath<Data.Element, ID>, childrenOf children: @escaping (Data.Element) -> Data?,
        content: @escaping (Data.Element) -> Leaf
    ) {
        self.roots = roots
        self.id = id
        self.children = children
        self.content = content
    }

    init(
        roots: [Data.Element], id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>, content: @escaping (Data.Element) -> Leaf
    ) {
        self.init(roots: roots, id: id, childrenOf: { $0[keyPath: children] }, content: content)
    }
}

extension OutlineGroup: View where Parent: View, Leaf: View, Subgroup: View {
    public var body: some View {
        ForEach(roots, id: id) { element in
            if let nested = children(element) {
                DisclosureGroup {
                    OutlineSubgroupChildren(
                        OutlineGroup(roots: Array(nested), id: id, childrenOf: children, content: content))
                } label: {
                    content(element)
                }
            } else {
                content(element)
            }
        }
    }
}

extension OutlineGroup
where
    ID == Data.Element.ID, Parent: View, Parent == Leaf, Subgroup == DisclosureGroup<Parent, OutlineSubgroupChildren>,
    Data.Element: Identifiable
{
    /// The tree under one root, the root included.
    public init<DataElement>(_ root: DataElement, children: KeyPath<DataElement, Data?>, @ViewBuilder content: @escaping (DataElement) -> Leaf)
    where ID == DataElement.ID, DataElement: Identifiable, DataElement == Data.Element {
        self.init(roots: [root], id: \.id, children: children, content: content)
    }

    /// The trees under several roots.
    public init<DataElement>(_ data: Data, children: KeyPath<DataElement, Data?>, @ViewBuilder content: @escaping (DataElement) -> Leaf)
    where ID == DataElement.ID, DataElement: Identifiable, DataElement == Data.Element {
        self.init(roots: Array(data), id: \.id, children: children, content: content)
    }
}

extension OutlineGroup where Parent: View, Parent == Leaf, Subgroup == DisclosureGroup<Parent, OutlineSubgroupChildren> {
    public init<DataElement>(
        _ root: DataElement, id: KeyPath<DataElement, ID>, children: KeyPath<DataElement, Data?>,
        @ViewBuilder content: @escaping (DataElement) -> Leaf
    ) where DataElement == Data.Element {
        self.init(roots: [root], id: id, children: children, content: content)
    }

    public init<DataElement>(
        _ data: Data, id: KeyPath<DataElement, ID>, children: KeyPath<DataElement, Data?>,
        @ViewBuilder content: @escaping (DataElement) -> Leaf
    ) where DataElement == Data.Element {
        self.init(roots: Array(data), id: id, children: children, content: content)
    }
}

/// The rows under an expanded element of an `OutlineGroup`.
public struct OutlineSubgroupChildren: View {
    let rows: AnyView

    init(_ rows: some View) { self.rows = AnyView(rows) }

    public var body: some View { rows }
}

// A tree over a binding (iOS 15): each element is handed to `content` as a binding, so a row
// edits its element in place; an element's children are its binding projected through `children`
// (a write to a child goes through its parents to the root collection).
extension OutlineGroup
where
    ID == Data.Element.ID, Parent: View, Parent == Leaf, Subgroup == DisclosureGroup<Parent, OutlineSubgroupChildren>,
    Data.Element: Identifiable
{
    /// The tree under the element `root` binds, the root included.
    public init<C: MutableCollection & RandomAccessCollection, E: Identifiable>(
        _ root: Binding<E>, children: WritableKeyPath<E, C?>, @ViewBuilder content: @escaping (Binding<E>) -> Leaf
    ) where Data == Binding<C>, ID == E.ID, E == C.Element {
        self.init(roots: [root], id: \.id, childrenOf: { Binding<C>($0[dynamicMember: children]) }, content: content)
    }

    /// The trees under the elements `data` binds.
    public init<C: MutableCollection & RandomAccessCollection, E: Identifiable>(
        _ data: Binding<C>, children: WritableKeyPath<E, C?>, @ViewBuilder content: @escaping (Binding<E>) -> Leaf
    ) where Data == Binding<C>, ID == E.ID, E == C.Element {
        self.init(roots: Array(data), id: \.id, childrenOf: { Binding<C>($0[dynamicMember: children]) }, content: content)
    }
}

extension OutlineGroup where Parent: View, Parent == Leaf, Subgroup == DisclosureGroup<Parent, OutlineSubgroupChildren> {
    public init<C: MutableCollection & RandomAccessCollection, E>(
        _ root: Binding<E>, id: KeyPath<E, ID>, children: WritableKeyPath<E, C?>, @ViewBuilder content: @escaping (Binding<E>) -> Leaf
    ) where Data == Binding<C>, E == C.Element {
        self.init(
            roots: [root], id: (\Binding<E>._value).appending(path: id), childrenOf: { Binding<C>($0[dynamicMember: children]) },
            content: content)
    }

    public init<C: MutableCollection & RandomAccessCollection, E>(
        _ data: Binding<C>, id: KeyPath<E, ID>, children: WritableKeyPath<E, C?>, @ViewBuilder content: @escaping (Binding<E>) -> Leaf
    ) where Data == Binding<C>, E == C.Element {
        self.init(
            roots: Array(data), id: (\Binding<E>._value).appending(path: id), childrenOf: { Binding<C>($0[dynamicMember: children]) },
            content: content)
    }
}
