import Foundation

/// The data of a `ForEach` over a binding with `editActions:` (iOS 16): the collection's positions,
/// each with its element's id. Each row's content gets the binding to the element at its
/// position, made by index as `ForEach($items)` makes it (§15), and the rows edit the collection
/// through the binding by themselves (§28, `EditActions.swift`).
public struct IndexedIdentifierCollection<Base: Collection, ID: Hashable>: Collection {
    /// A position of the base collection and the id of its element.
    public struct Element {
        let index: Base.Index
        let id: ID
    }

    public typealias Index = Base.Index

    let base: Base
    let identify: (Base.Element) -> ID
    /// Reads the binding's whole collection, as a body making the rows does (§15).
    let readBase: () -> Void

    init(base: Base, id: @escaping (Base.Element) -> ID, read: @escaping () -> Void) {
        self.base = base
        identify = id
        readBase = read
    }

    public var startIndex: IndexedIdentifierCollection<Base, ID>.Index { base.startIndex }
    public var endIndex: IndexedIdentifierCollection<Base, ID>.Index { base.endIndex }

    public subscript(position: IndexedIdentifierCollection<Base, ID>.Index) -> IndexedIdentifierCollection<Base, ID>.Element {
        Element(index: position, id: identify(base[position]))
    }

    public func index(after i: IndexedIdentifierCollection<Base, ID>.Index) -> IndexedIdentifierCollection<Base, ID>.Index {
        base.index(after: i)
    }
}

extension IndexedIdentifierCollection: BidirectionalCollection where Base: BidirectionalCollection {
    public func index(before i: IndexedIdentifierCollection<Base, ID>.Index) -> IndexedIdentifierCollection<Base, ID>.Index {
        base.index(before: i)
    }
}

extension IndexedIdentifierCollection: RandomAccessCollection where Base: RandomAccessCollection {}

extension IndexedIdentifierCollection: CollectionBinding {
    func readForRows() { readBase() }
}

/// One row of an editable `ForEach`: the row's content, made from its element's binding. It shows
/// the content as it is; the row's delete and move come from the `ForEach` (§28).
public struct EditableCollectionContent<Content, Data> {
    let content: Content
}

extension EditableCollectionContent: View where Content: View {}
extension EditableCollectionContent: BuiltinView where Content: View {}

extension EditableCollectionContent: StructuralContent where Content: View {
    package func children() -> [ChildSlot] { [ChildSlot(key: .content, view: content)] }
}

extension EditableCollectionContent: ViewCountDeclaring where Content: View {
    static func viewCount(depth: Int) -> ViewCount { ViewCount.of(Content.self, depth: depth + 1) }
}

extension ForEach {
    /// Rows for a binding to a collection of identifiable elements, which the rows' own swipes
    /// and drags edit through the binding (`editActions`, iOS 16).
    public init<C, R>(_ data: Binding<C>, editActions: EditActions<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> R)
    where
        Data == IndexedIdentifierCollection<C, ID>, ID == C.Element.ID, Content == EditableCollectionContent<R, C>, C: MutableCollection,
        C: RandomAccessCollection, R: View, C.Element: Identifiable, C.Index: Hashable
    {
        self.init(editing: data, id: { $0.id }, actions: editActions, content: content)
    }

    /// The same, keyed by `id` of each element.
    public init<C, R>(
        _ data: Binding<C>, id: KeyPath<C.Element, ID>, editActions: EditActions<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> R
    )
    where
        Data == IndexedIdentifierCollection<C, ID>, Content == EditableCollectionContent<R, C>, C: MutableCollection, C: RandomAccessCollection,
        R: View, C.Index: Hashable
    {
        self.init(editing: data, id: { $0[keyPath: id] }, actions: editActions, content: content)
    }

    private init<C, R>(
        editing binding: Binding<C>, id: @escaping (C.Element) -> ID, actions: EditActions<C>, content: @escaping (Binding<C.Element>) -> R
    ) where Data == IndexedIdentifierCollection<C, ID>, Content == EditableCollectionContent<R, C>, C: MutableCollection, C: RandomAccessCollection {
        // The snapshot the rows are counted and keyed from, as `ForEach($items)` counts them (§3).
        data = IndexedIdentifierCollection(base: binding._value, id: id, read: { binding.readForRows() })
        self.content = { element in EditableCollectionContent(content: content(binding[element.index])) }
        identify = .keyPath(\IndexedIdentifierCollection<C, ID>.Element.id)
        editing = RowEditing(binding: binding, actions: actions)
    }
}
