/// Views computed from a collection, one row per element, each row's identity its element's id
/// (§15).
///
/// Reordering keeps each row's state with its id; a new id gets fresh state; a removed id's state
/// is destroyed. `ForEach(0..<n)` without an id is *constant* data: SwiftUI keys rows by offset
/// and keeps the first count it saw, with a warning when the count changes (§13).
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
    public var data: Data
    public var content: (Data.Element) -> Content
    let identify: Identification

    enum Identification {
        /// Keyed by a key path to each element's id (`id: \.self`, `Identifiable`).
        case keyPath(KeyPath<Data.Element, ID>)
        /// Keyed by offset, with the first count kept (`ForEach(0..<n)`, `ForEach(array.indices)`).
        case constantOffsets
    }

    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        identify = .keyPath(id)
    }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, id: \.id, content: content)
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    /// Constant data: only for a range that never changes (§13).
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.data = data
        self.content = content
        identify = .constantOffsets
    }
}

extension ForEach: BuiltinView {
    package func makeNode(in context: NodeContext) -> Node { ForEachNode(context, viewType: Self.self) }
}

extension ForEach: ForEachProtocol {
    /// The rows for this update. `kept` is the data a constant ForEach keeps from its first update.
    func rows(keeping kept: Any?, report: (Issue) -> Void) -> (slots: [ChildSlot], kept: Any?) {
        switch identify {
        case .keyPath(let keyPath):
            var seen = Set<AnyHashable>()
            var slots: [ChildSlot] = []
            slots.reserveCapacity(data.count)
            for element in data {
                var id = AnyHashable(element[keyPath: keyPath])
                if !seen.insert(id).inserted {
                    report(.swiftUI(RuntimeWarning.forEachDuplicateID(forEachType: Self.self, id: describeIdentifier(id))))
                    id = AnyHashable(DuplicateRowID(id: id, occurrence: seen.count))
                    seen.insert(id)
                }
                slots.append(ChildSlot(key: .element(id), view: content(element)))
            }
            return (slots, nil)
        case .constantOffsets:
            var rows = data
            if let initial = kept as? Data {
                if initial.count != data.count {
                    report(.swiftUI(RuntimeWarning.forEachCountChanged(forEachType: Self.self, count: data.count, initialCount: initial.count)))
                    report(.dataflow("ForEach keeps its first \(initial.count) rows: constant data cannot change (§13)"))
                }
                rows = initial
            }
            let slots = rows.enumerated().map { ChildSlot(key: .element(AnyHashable($0.offset)), view: content($0.element)) }
            return (slots, rows)
        }
    }
}

protocol ForEachProtocol {
    func rows(keeping kept: Any?, report: (Issue) -> Void) -> (slots: [ChildSlot], kept: Any?)
}

/// A second row with an id already used: kept apart so the rows still have distinct identities.
struct DuplicateRowID: Hashable, CustomStringConvertible {
    let id: AnyHashable
    let occurrence: Int
    var description: String { "\(describeIdentifier(id)) (duplicate)" }
}

/// The node of a `ForEach`: keyed rows.
final class ForEachNode: Node {
    /// For constant data: the rows' data as first seen, kept for the identity's lifetime (§13).
    private var kept: Any?

    override package var pathName: String? { "ForEach" }

    /// A constant ForEach's first data is storage at its identity, like a State's value (D12).
    override package func seed(from live: Node) {
        kept = (live as? ForEachNode)?.kept
    }

    override package func apply(_ view: any View) {
        guard let forEach = view as? any ForEachProtocol else { return }
        // The content closure runs here, after the owner's body: its Observation reads count as the
        // owner's, as if the rows had been built in the body (§8).
        let rows = { forEach.rows(keeping: self.kept) { self.graph.report($0) } }
        let (slots, kept) = owner?.trackingAsPartOfBody(rows) ?? rows()
        if self.kept == nil { self.kept = kept }
        reconcileChildren(slots)
    }
}
