/// One view of a container's content (iOS 18), as `Group(subviews:)` and `ForEach(subviews:)`
/// hand it out: shown where the container places it, with the values its modifiers set for the
/// container (§34).
public struct Subview: View, Identifiable {
    /// A subview's identity: its place in the content (builder positions, row ids), stable while
    /// that place holds the same view.
    public struct ID: Hashable, DescribedIdentifier {
        let path: [IdentityKey]

        /// The row ids and builder positions down to the subview, `1.Card#3` for a row of a
        /// `ForEach` that is the second view of a block.
        package func identifier(using describer: ValueDescriber) -> String {
            let parts: [String] = path.compactMap { key in
                switch key {
                case .position(let index): String(index)
                case .element(let row): describer.identifier(row.value)
                case .explicit(let id): describer.identifier(id)
                default: nil
                }
            }
            return parts.isEmpty ? "subview" : parts.joined(separator: ".")
        }
    }

    public let id: ID
    public let containerValues: ContainerValues
    /// The view as the content wrote it, with its own modifiers.
    let view: any View

    /// A view at `path` in the content: its values are its own modifiers' (innermost first) and
    /// then the enclosing ones', from the innermost out, so that an outer modifier's value wins.
    init(view: any View, path: [IdentityKey], writers: [any ContainerValueWriting]) {
        self.view = view
        id = ID(path: path)
        var values = ContainerValues()
        var own: [any ContainerValueWriting] = []
        var peeled = view
        while let modified = peeled as? any ModifiedContentProtocol {
            if let writer = modified.anyModifier as? any ContainerValueWriting { own.insert(writer, at: 0) }
            if let tag = modified.anyModifier as? any TagProviding { values.tags.insert(tag.anyTag, at: 0) }
            peeled = modified.anyContent
        }
        for writer in own + writers { writer.write(into: &values) }
        containerValues = values
    }

    private init(view: any View, id: ID, containerValues: ContainerValues) {
        self.view = view
        self.id = id
        self.containerValues = containerValues
    }

    /// This subview inside the enclosing modifiers that write container values.
    func adding(_ writers: [any ContainerValueWriting]) -> Subview {
        var values = containerValues
        for writer in writers { writer.write(into: &values) }
        return Subview(view: view, id: id, containerValues: values)
    }

    /// This subview with a modifier written around the several views it was one of.
    func modified(by modifier: any ViewModifier) -> Subview {
        func wrap<Modifier: ViewModifier>(_ modifier: Modifier) -> any View { AnyView(view).modifier(modifier) }
        return Subview(view: wrap(modifier), id: id, containerValues: containerValues)
    }
}

extension Subview: StructuralContent {
    package func children() -> [ChildSlot] { [ChildSlot(key: .content, view: view)] }
}

extension Subview: SubviewListing {
    var listedSubviews: [Subview] { [self] }
}

/// The subviews of a container's content, in order (iOS 18's `Group(subviews:)`). A view too:
/// placed whole, it shows every subview.
public struct SubviewsCollection: RandomAccessCollection {
    let subviews: [Subview]

    public typealias Element = Subview
    public typealias Index = Int
    public typealias Indices = Range<Int>
    public typealias Iterator = IndexingIterator<SubviewsCollection>
    public typealias SubSequence = SubviewsCollectionSlice

    public var startIndex: Int { subviews.startIndex }
    public var endIndex: Int { subviews.endIndex }
    public func index(before i: Int) -> Int { i - 1 }
    public func index(after i: Int) -> Int { i + 1 }
    public subscript(index: Int) -> Subview { subviews[index] }
    public subscript(bounds: Range<Int>) -> SubviewsCollectionSlice { SubviewsCollectionSlice(subviews: subviews[bounds]) }
}

/// Some of a `SubviewsCollection`'s subviews (`subviews.dropFirst()`), a view as the whole is.
public struct SubviewsCollectionSlice: RandomAccessCollection {
    let subviews: ArraySlice<Subview>

    public typealias Element = Subview
    public typealias Index = Int
    public typealias Indices = Range<Int>
    public typealias Iterator = IndexingIterator<SubviewsCollectionSlice>
    public typealias SubSequence = SubviewsCollectionSlice

    public var startIndex: Int { subviews.startIndex }
    public var endIndex: Int { subviews.endIndex }
    public subscript(index: Int) -> Subview { subviews[index] }
    public subscript(bounds: Range<Int>) -> SubviewsCollectionSlice { SubviewsCollectionSlice(subviews: subviews[bounds]) }
}

extension SubviewsCollection: View, StructuralContent, SubviewListing {
    public typealias Body = Never
    var listedSubviews: [Subview] { subviews }
    package func children() -> [ChildSlot] { subviews.map(\.slot) }
}

extension SubviewsCollectionSlice: View, StructuralContent, SubviewListing {
    public typealias Body = Never
    var listedSubviews: [Subview] { Array(subviews) }
    package func children() -> [ChildSlot] { subviews.map(\.slot) }
}

extension Subview {
    /// A subview placed in a list of them, keyed by its id (its state goes where its id goes).
    var slot: ChildSlot { ChildSlot(key: .element(RowID(id)), view: self) }
}

/// `Group(subviews: content) { subviews in … }`: the container's own body, made from its
/// content's subviews each time it runs.
public struct GroupElementsOfContent<Subviews: View, Content: View>: View {
    let subviews: Subviews
    let transform: (SubviewsCollection) -> Content

    public var body: some View {
        transform(SubviewsCollection(subviews: SubviewResolution.subviews(of: subviews)))
    }
}

extension Group {
    /// A container that places its content's subviews itself (iOS 18).
    public init<Base: View, Result: View>(subviews view: Base, @ViewBuilder transform: @escaping (SubviewsCollection) -> Result)
    where Content == GroupElementsOfContent<Base, Result> {
        content = GroupElementsOfContent(subviews: view, transform: transform)
    }
}

/// The subviews a `ForEach(subviews:)` goes through.
public struct ForEachSubviewCollection<Content: View>: RandomAccessCollection {
    let subviews: [Subview]

    public typealias Element = Subview
    public typealias Index = Int
    public typealias Indices = Range<Int>
    public typealias Iterator = IndexingIterator<ForEachSubviewCollection<Content>>
    public typealias SubSequence = Slice<ForEachSubviewCollection<Content>>

    public var startIndex: Int { subviews.startIndex }
    public var endIndex: Int { subviews.endIndex }
    public subscript(index: Int) -> Subview { subviews[index] }
}

extension ForEach {
    /// A row for each subview of `view` (iOS 18), keyed by the subview's id.
    public init<V: View>(subviews view: V, @ViewBuilder content: @escaping (Subview) -> Content)
    where Data == ForEachSubviewCollection<Content>, ID == Subview.ID, Content: View {
        self.data = ForEachSubviewCollection(subviews: SubviewResolution.subviews(of: view))
        self.content = content
        identify = .identifiable { $0.id }
    }
}
