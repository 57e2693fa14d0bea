/// `@Query var books: [Book]`: the models of a type in the environment's context, filtered and
/// sorted, fetched anew whenever the body reads them (§30).
///
/// Reading the result in a body makes the body depend on the context's models of that type
/// (Observation), so an insert or delete re-runs it in the write's transaction; a change to a
/// property of a fetched model re-runs the bodies that read that property, as for any
/// `@Observable` object (§8).
@propertyWrapper
public struct Query<Element: PersistentModel, Result>: DynamicProperty {
    @Environment(\.modelContext) private var modelContext
    private let descriptor: FetchDescriptor<Element>

    init(descriptor: FetchDescriptor<Element>) {
        self.descriptor = descriptor
    }

    public var wrappedValue: Result {
        // `Result` is `[Element]` for every initializer SwiftData (and dataflow) offers.
        ((try? modelContext.fetchFollowingChanges(descriptor)) ?? []) as! Result
    }
}

extension Query where Result == [Element] {
    public init() {
        self.init(descriptor: FetchDescriptor())
    }

    public init(_ descriptor: FetchDescriptor<Element>, animation: Animation? = nil) {
        self.init(descriptor: descriptor)
    }

    public init(filter: Predicate<Element>? = nil, sort: [SortDescriptor<Element>] = [], animation: Animation? = nil) {
        self.init(descriptor: FetchDescriptor(predicate: filter, sortBy: sort))
    }

    public init<Value: Comparable>(
        filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value> & Sendable,
        order: SortOrder = .forward, animation: Animation? = nil
    ) {
        self.init(descriptor: FetchDescriptor(predicate: filter, sortBy: [SortDescriptor(keyPath, order: order)]))
    }

    public init<Value: Comparable>(
        filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value?> & Sendable,
        order: SortOrder = .forward, animation: Animation? = nil
    ) {
        self.init(descriptor: FetchDescriptor(predicate: filter, sortBy: [SortDescriptor(keyPath, order: order)]))
    }
}

extension Query: GraphComparable {
    /// Two queries are the same input when they fetch the same way: equal sort descriptors and
    /// window, and no predicate. A predicate is code (`#Predicate { … }`), which compares like a
    /// closure: never equal (D10), so a view handed a filtered query runs again with its parent
    /// (§30).
    package func isGraphEqual(to other: Any, using comparator: ValueComparator) -> Bool {
        guard let other = other as? Self else { return false }
        return descriptor.predicate == nil && other.descriptor.predicate == nil
            && descriptor.sortBy == other.descriptor.sortBy
            && descriptor.fetchLimit == other.descriptor.fetchLimit
            && descriptor.fetchOffset == other.descriptor.fetchOffset
    }
}
