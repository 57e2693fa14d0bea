/// Views computed from a collection, one row per element, each row's identity its element's id
/// (§15).
///
/// Reordering keeps each row's state with its id; a new id gets fresh state; a removed id's state
/// is destroyed. `ForEach(0..<n)` without an id is *constant* data: SwiftUI keys rows by offset
/// and keeps the first count it saw, with a warning when the count changes (§13).
///
/// As in SwiftUI, the rows need not be views: a view when they are (`ForEach: View where
/// Content: View`), and a chart's marks inside a `Chart` (Charts adds `ChartContent` rows).
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
    public var data: Data
    public var content: (Data.Element) -> Content
    let identify: Identification
    /// The row actions the rows offer by themselves (`editActions:`), if any.
    var editing: RowEditing?

    /// Made by a framework's own initialiser (Charts' marks), keyed as `id` says.
    package init(data: Data, content: @escaping (Data.Element) -> Content, id: KeyPath<Data.Element, ID>) {
        self.data = data
        self.content = content
        identify = .keyPath(id)
    }

    enum Identification {
        /// Keyed by a key path to each element's id (`id: \.name`, `id: \.self`).
        case keyPath(KeyPath<Data.Element, ID>)
        /// Keyed by `Identifiable.id` (read directly: faster than a key path).
        case identifiable((Data.Element) -> ID)
        /// Keyed by offset, with the first count kept (`ForEach(0..<n)`, `ForEach(array.indices)`).
        case constantOffsets
    }

    /// Constant data, as `ForEach(0..<n)` is (§13).
    package init(constant data: Data, content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        identify = .constantOffsets
    }
}

extension ForEach: View where Content: View {
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        identify = .keyPath(id)
    }
}

extension ForEach where Content: View, Data.Element: Identifiable, ID == Data.Element.ID {
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        identify = .identifiable { $0.id }
    }
}

extension ForEach where Content: View, Data == Range<Int>, ID == Int {
    /// Constant data: only for a range that never changes (§13).
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.data = data
        self.content = content
        identify = .constantOffsets
    }
}

extension ForEach: BuiltinView where Content: View {
    package func makeNode(in context: NodeContext) -> Node { ForEachNode(context, viewType: Self.self) }
}

extension ForEach: ForEachProtocol where Content: View {
    func readData() {
        // `ForEach($items)` reads the collection, as SwiftUI's binding initializer does: the view
        // whose body made it re-runs when the collection changes, and re-indexes the rows (§15).
        (data as? any CollectionBinding)?.readForRows()
    }

    /// The rows for this update, each made by `build` from its element and the content closure
    /// applied to it. `kept` is the data a constant ForEach keeps from its first update.
    func rows(keeping kept: Any?, report: (Issue) -> Void, build: RowBuilder) -> (slots: [ChildSlot], kept: Any?) {
        // The closure alone, not `self`: a closure that captured the generic `ForEach` would look
        // up its type's metadata for every row.
        let content = content
        var slots: [ChildSlot] = []
        slots.reserveCapacity(data.count)
        let kept = forEachRow(keeping: kept, report: report) { key, element in
            slots.append(ChildSlot(key: key, view: build(key, { content(element) }, { { content(element) } })))
        }
        return (slots, kept)
    }

    /// Every row's key, and no row's content: a lazy container's id pass (§33).
    func rowKeys(keeping kept: Any?, report: (Issue) -> Void) -> (keys: [IdentityKey], kept: Any?) {
        var keys: [IdentityKey] = []
        keys.reserveCapacity(data.count)
        let kept = forEachRow(keeping: kept, report: report) { key, _ in keys.append(key) }
        return (keys, kept)
    }

    /// Calls `visit` with each row's key and element, in order; returns the data a constant
    /// ForEach keeps.
    private func forEachRow(keeping kept: Any?, report: (Issue) -> Void, _ visit: (IdentityKey, Data.Element) -> Void) -> Any? {
        switch identify {
        case .keyPath(let keyPath):
            if Data.Element.self == ID.self, keyPath == \Data.Element.self as AnyKeyPath {
                // `id: \.self`: the element is its id (same type); skip applying the key path.
                forEachElement { visit(.element(RowID(unsafeBitCast($0, to: ID.self))), $0) }
            } else {
                forEachElement { visit(.element(RowID($0[keyPath: keyPath])), $0) }
            }
            return nil
        case .identifiable(let id):
            if ID.self == ObjectIdentifier.self {
                // A class's own identity (`Identifiable` by default for a class: a Core Data
                // object): the row is named by the object's name, `ForEach[Item#1]`.
                forEachElement { visit(.element(.other(AnyHashable(ObjectRow($0 as AnyObject)))), $0) }
                return nil
            }
            forEachElement { visit(.element(RowID(id($0))), $0) }
            return nil
        case .constantOffsets:
            var rows = data
            if let initial = kept as? Data {
                if initial.count != data.count {
                    report(.swiftUI(RuntimeWarning.forEachCountChanged(forEachType: Self.self, count: data.count, initialCount: initial.count)))
                    report(.dataflow("ForEach keeps its first \(initial.count) rows: constant data cannot change (§13)"))
                }
                rows = initial
            }
            for (offset, element) in rows.enumerated() { visit(.element(.int(offset)), element) }
            return rows
        }
    }

    var typeForWarnings: Any.Type { Self.self }
    var rowEditing: RowEditing? { editing }
    var rowCount: Int { data.count }

    /// How many views a row makes: from the content's type, or for a tuple of views from the
    /// first row's (§33).
    var rowViewCount: ViewCount {
        guard Content.self is any TupleViewProtocol.Type, let first = data.first else { return ViewCount.of(Content.self) }
        return ViewCount.of(value: content(first))
    }

    func rowContent(at offset: Int, keeping kept: Any?) -> () -> any View {
        let content = content
        let rows = (kept as? Data) ?? data
        let element = rows[rows.index(rows.startIndex, offsetBy: offset)]
        return { content(element) }
    }

    /// Calls `body` with each element in order; through the elements' own storage when the data
    /// has one (an array): iterating a collection of unknown type asks its witnesses for every
    /// index, element and step, several times the cost of the rest of a row.
    private func forEachElement(_ body: (Data.Element) -> Void) {
        let walked: Void? = data.withContiguousStorageIfAvailable { elements in
            // By index: the buffer's iterator is a call into the standard library per element.
            for index in elements.indices { body(elements[index]) }
        }
        if walked == nil {
            for element in data { body(element) }
        }
    }
}

/// A row keyed by a class instance's identity, shown by the object's name in paths.
struct ObjectRow: Hashable, DescribedIdentifier {
    private let id: ObjectIdentifier
    private weak var object: AnyObject?

    init(_ object: AnyObject) {
        id = ObjectIdentifier(object)
        self.object = object
    }

    static func == (lhs: ObjectRow, rhs: ObjectRow) -> Bool { lhs.id == rhs.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }

    func identifier(using describer: ValueDescriber) -> String { object.map(describer.name(of:)) ?? "(released object)" }
}

/// Makes one row's view, at `key`, from the content closure applied to its element: `evaluate`
/// runs it now; `keep` makes a closure that runs it again later, only for a row that must (an
/// escaping closure is an allocation per row).
typealias RowBuilder = (_ key: IdentityKey, _ evaluate: () -> any View, _ keep: () -> () -> any View) -> any View

protocol ForEachProtocol {
    /// Reads what the body that made the `ForEach` depends on: a binding's whole collection.
    func readData()
    func rows(keeping kept: Any?, report: (Issue) -> Void, build: RowBuilder) -> (slots: [ChildSlot], kept: Any?)
    /// Every row's key, without running any row's content (a lazy container's id pass, §33).
    func rowKeys(keeping kept: Any?, report: (Issue) -> Void) -> (keys: [IdentityKey], kept: Any?)
    var typeForWarnings: Any.Type { get }
    /// How many rows the data has.
    var rowCount: Int { get }
    /// How many views each row makes, if the same for every row (§33).
    var rowViewCount: ViewCount { get }
    /// The content closure applied to the element at `offset`, for a row made on its own (a lazy
    /// container's, §33); `kept` is a constant ForEach's first data.
    func rowContent(at offset: Int, keeping kept: Any?) -> () -> any View
    /// The row actions the rows offer by themselves (`editActions:`), if any.
    var rowEditing: RowEditing? { get }
}

extension ForEachProtocol {
    /// The rows, each made by calling the content closure (for a look at them outside a graph).
    func rows() -> [ChildSlot] { rows(keeping: nil, report: { _ in }, build: { _, evaluate, _ in evaluate() }).slots }
}

/// A second row with an id already used: kept apart so the rows still have distinct identities.
struct DuplicateRowID: Hashable, CustomStringConvertible {
    let id: RowID
    let occurrence: Int
    /// The id as paths show it (a UUID by name).
    let text: String
    /// Which repeat of the id this is: 2 for the second row with it, and so on.
    let ordinal: Int
    var description: String { "\(text) (\(ordinal))" }
}

/// The node of a `ForEach`: keyed rows.
package final class ForEachNode: Node {
    /// For constant data: the rows' data as first seen, kept for the identity's lifetime (§13).
    var kept: Any?
    /// In a lazy container, its rows' ids and which are made (§33); nil where every row is made.
    private(set) var lazyRows: LazyRows?
    /// Whether the way up was looked at for a lazy container (the ancestors never change).
    private var placed = false

    override package var pathName: String? { "ForEach" }

    /// A constant ForEach's first data is storage at its identity, like a State's value (D12).
    override package func seed(from live: Node) {
        kept = (live as? ForEachNode)?.kept
        seededHeights = (live as? ForEachNode)?.lazyRows?.heights
    }

    /// In a fresh render, the live rows' heights: the same rows fit on the same screen.
    private var seededHeights: [IdentityKey: Double]?

    override package func apply(_ view: any View) {
        guard let forEach = view as? any ForEachProtocol else { return }
        rowEditing = forEach.rowEditing
        // The collection is the owner's dependency; each row's content closure runs in a scope
        // of the row's own (§8).
        if let owner { owner.trackingAsPartOfBody { forEach.readData() } } else { forEach.readData() }
        if !placed {
            placed = true
            lazyRows = LazyRows.find(for: self)
            if let seeded = seededHeights { lazyRows?.heights = seeded }
            if let lazy = lazyRows, forEach.rowViewCount == .varying {
                lazyRows = nil
                reportEveryRowMade(forEach, in: lazy)
            }
        }
        if let lazyRows { return layOutLazily(forEach, lazyRows, evaluatingShown: true) }
        // A row keeps its content (and its Observation scope) from one update to the next, by
        // position: the content closure is replaced and what it reads is tracked afresh.
        let lastRows = rowContents
        changedRows = []
        // The rows' contents, up to the last row that has one: untraced, a row whose closure
        // read nothing has none, and a list of such rows touches no array of them at all.
        var made: [ForEachRowContent?] = []
        var position = 0
        let traced = host.reporter.isTracing
        // Whether each row so far has the identity of the child at its place: the common update,
        // seen while the rows are made rather than in a second pass over them.
        let current = children
        var matching = true
        var (slots, kept) = forEach.rows(keeping: self.kept, report: { self.host.reporter.report($0) }) { key, evaluate, keep in
            defer { position += 1 }
            let last = position < lastRows.count ? lastRows[position] : nil
            let view: any View
            let row: ForEachRowContent?
            if traced {
                let traced = last ?? ForEachRowContent(node: self, position: position)
                traced.make = keep()
                row = traced
                view = traced.evaluate()
            } else {
                (view, row) = ForEachRowContent.evaluateUntraced(evaluate, keep: keep, reusing: last, node: self, position: position)
                if row == nil { last?.stop() }
            }
            if let row {
                if made.count < position { made.append(contentsOf: repeatElement(nil, count: position - made.count)) }
                made.append(row)
            }
            if matching {
                // Borrowed from `current`, which keeps the children alive: no retain per row.
                matching =
                    position < current.count && Unmanaged.passUnretained(current[position])._withUnsafeGuaranteedRef { $0.hasIdentity(key, view) }
            }
            return view
        }
        if self.kept == nil { self.kept = kept }
        for gone in lastRows.dropFirst(position) { gone?.stop() }
        rowContents = made
        // Only rows with content of their own need their key (a slot copied for every row costs).
        defer { for index in made.indices { made[index]?.key = slots[index].key } }
        // The last rows' keys were unique; only new keys can repeat one (§13).
        if matching && slots.count == current.count {
            updateChildrenInPlace(slots)
            return
        }
        separateDuplicates(in: &slots, key: \.key, of: forEach.typeForWarnings)
        let previous = children
        reconcileChildren(slots)
        if previous.contains(where: \.isRemoved) { checkRemovedRows(previous) }
    }

    // MARK: Rows on their own

    /// Each row's content, in order; a row's closure runs again alone when what it read changes.
    /// Untraced, nil for a row whose closure read nothing observable: it has nothing to run again
    /// for, and costs no allocation. It may end early: the rows after its last are nil.
    var rowContents: [ForEachRowContent?] = []
    /// Rows whose content closure read a property that changed, to run again at the next visit.
    private var changedRows: [ForEachRowContent] = []

    /// The row actions the rows offer by themselves (`editActions:`), as the latest update made them.
    private var rowEditing: RowEditing?

    /// How many rows keep their content closure and an Observation scope of their own.
    package var rowsWithOwnContent: Int { rowContents.count { $0 != nil } }

    override package var hasOwnWork: Bool { !changedRows.isEmpty || lazyRows?.needsLayout == true }

    /// A property a row's content closure read changed: that row runs its closure again in the
    /// pass its scope chose (the current transaction's, as a body's dependency would, §8).
    func rowDidChange(_ row: ForEachRowContent) {
        guard !isRemoved, rowContents.indices.contains(row.position), rowContents[row.position] === row, !changedRows.contains(where: { $0 === row })
        else { return }
        changedRows.append(row)
        scheduleVisit()
    }

    /// Runs the changed rows' content closures again and hands each row's views what it returns.
    override package func performOwnUpdate() {
        if let lazyRows, lazyRows.needsLayout, let latest = lazyRows.latest {
            layOutLazily(latest, lazyRows, evaluatingShown: false)
        }
        let rows = changedRows
        changedRows = []
        for row in rows {
            // A row scrolled off screen stops updating: it runs its closure when it comes back.
            guard let key = row.key, let position = children.firstIndex(where: { $0.key == key }), !children[position].isScrolledOff else { continue }
            let changed = row.changed
            host.reporter.trace(.rowContentEvaluated(RowRecord(identity: children[position].identityPath, dependencies: changed)))
            let view = row.evaluate()
            reconcileChild(at: position, ChildSlot(key: key, view: view))
        }
    }

    override package func willRemove() {
        for row in rowContents { row?.stop() }
    }

    /// In a lazy container, the rows on screen only, after a line that says which (§33).
    override package func render(into screen: inout ScreenBuilder) {
        guard let lazyRows else { return super.render(into: &screen) }
        lazyRows.render(into: &screen)
    }

    /// In a lazy container, a user reaches the rows on screen only (§33).
    override package var operableChildren: [Node] {
        guard let lazyRows else { return children }
        return children.filter { lazyRows.isShown($0) }
    }

    /// A removed row that SwiftUI animates out (a list's delete, a `withAnimation` change) is
    /// updated once more during its removal transition: if it holds an element binding whose
    /// index is gone, that read hits Swift's `Index out of range` trap (§15).
    func checkRemovedRows(_ previous: [Node]) {
        guard host.queue.currentCause == .animation || hasAncestor(where: \.animatesRowRemoval) else { return }
        for row in previous where row.isRemoved && row.holdsInvalidBinding() {
            host.reporter.report(
                .dataflow(
                    "the removed row \(row.identityPath) is updated once more while it animates out, and reads its element binding, whose index the array no longer has (§15)"
                ))
            host.crash(GraphHost.indexOutOfRange)
            return
        }
        // Its controls read their bindings again: a `Binding(get:)` that reads a captured index
        // gone with the row traps in the views' own code, as in the app.
        for row in previous where row.isRemoved { row.readHandWrittenBindingsBelow() }
    }

    /// SwiftUI warns once per repeated id; the repeats get keys of their own so that every row
    /// still has one identity (SwiftUI: "undefined results").
    func separateDuplicates<Rows: MutableCollection>(in rows: inout Rows, key: WritableKeyPath<Rows.Element, IdentityKey>, of forEachType: Any.Type)
    where Rows.Index == Int {
        var seen = Set<IdentityKey>()
        seen.reserveCapacity(rows.count)
        var repeats: [IdentityKey: Int] = [:]
        for index in rows.indices where !seen.insert(rows[index][keyPath: key]).inserted {
            guard case .element(let id) = rows[index][keyPath: key] else { continue }
            let text = host.reporter.describer.identifier(id.value)
            let warned = host.reporter.describer.warningText(of: id.value)
            host.reporter.report(.swiftUI(RuntimeWarning.forEachDuplicateID(forEachType: forEachType, id: warned)))
            let ordinal = (repeats[rows[index][keyPath: key]] ?? 1) + 1
            repeats[rows[index][keyPath: key]] = ordinal
            rows[index][keyPath: key] = .element(.other(AnyHashable(DuplicateRowID(id: id, occurrence: index, text: text, ordinal: ordinal))))
            seen.insert(rows[index][keyPath: key])
        }
    }
}

extension ForEach where Content: View {
    /// Rows for a binding to a collection, keyed by `id` of each element
    /// (`ForEach($names, id: \.self) { $name in TextField("Name", text: $name) }`): each row gets
    /// its element's binding, made by index as in `ForEach($items)` (§15).
    public init<C: MutableCollection & RandomAccessCollection>(
        _ data: Binding<C>, id: KeyPath<C.Element, ID>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
    ) where Data == Binding<C> {
        self.data = data
        self.content = content
        identify = .identifiable { $0._value[keyPath: id] }
    }
}

extension ForEachNode: ControlNode {
    /// With `editActions`, each row is deletable and/or movable by itself (§28).
    package var controlHandles: [ControlHandle] {
        guard let rowEditing else { return [] }
        return rowEditingHandles(rows: operableChildren, delete: rowEditing.delete, move: rowEditing.move)
    }
}
