/// `@Query var books: [Book]`: the models of a type in the environment's context, filtered and
/// sorted, fetched anew whenever the body reads them (§30).
///
/// Reading the result in a body makes the body depend on the context's models of that type
/// (Observation), so an insert or delete re-runs it in the write's transaction; a change to a
/// property of a fetched model re-runs the bodies that read that property, as for any
/// `@Observable` object (§8).
@propertyWrapper
public struct Query<Element: PersistentModel, Result>: DynamicProperty {
    /// The context the query fetches from: the environment's.
    @Environment(\.modelContext) public var modelContext
    private let descriptor: FetchDescriptor<Element>
    /// The transaction SwiftUI would animate the results' changes in. Kept, not applied: a
    /// change re-runs the body in the write's own transaction (§30).
    let transaction: Transaction?

    init(descriptor: FetchDescriptor<Element>, transaction: Transaction? = nil) {
        self.descriptor = descriptor
        self.transaction = transaction
    }

    public var wrappedValue: Result {
        // `Result` is `[Element]` for every initializer SwiftData (and dataflow) offers.
        ((try? modelContext.fetchFollowingChanges(descriptor)) ?? []) as! Result
    }

    /// Why the last fetch failed (a predicate that threw), or nil.
    public var fetchError: (any Error)? {
        do {
            _ = try modelContext.fetch(descriptor)
            return nil
        } catch {
            return error
        }
    }

    /// Nothing to refresh: the results are fetched whenever the body reads them.
    public func update() {}
}

extension Query where Result == [Element] {
    public init() {
        self.init(descriptor: FetchDescriptor())
    }

    public init(_ descriptor: FetchDescriptor<Element>, transaction: Transaction? = nil) {
        self.init(descriptor: descriptor, transaction: transaction)
    }

    public init(_ descriptor: FetchDescriptor<Element>, animation: Animation) {
        self.init(descriptor: descriptor, transaction: Transaction(animation: animation))
    }

    public init(filter: Predicate<Element>? = nil, sort descriptors: [SortDescriptor<Element>] = [], transaction: Transaction? = nil) {
        self.init(descriptor: FetchDescriptor(predicate: filter, sortBy: descriptors), transaction: transaction)
    }

    public init(filter: Predicate<Element>? = nil, sort descriptors: [SortDescriptor<Element>] = [], animation: Animation) {
        self.init(filter: filter, sort: descriptors, transaction: Transaction(animation: animation))
    }

    public init<Value: Comparable>(
        filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value> & Sendable, order: SortOrder = .forward,
        transaction: Transaction? = nil
    ) {
        self.init(descriptor: FetchDescriptor(predicate: filter, sortBy: [SortDescriptor(keyPath, order: order)]), transaction: transaction)
    }

    public init<Value: Comparable>(
        filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value> & Sendable, order: SortOrder = .forward, animation: Animation
    ) {
        self.init(filter: filter, sort: keyPath, order: order, transaction: Transaction(animation: animation))
    }

    public init<Value: Comparable>(
        filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value?> & Sendable, order: SortOrder = .forward,
        transaction: Transaction? = nil
    ) {
        self.init(descriptor: FetchDescriptor(predicate: filter, sortBy: [SortDescriptor(keyPath, order: order)]), transaction: transaction)
    }

    public init<Value: Comparable>(
        filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value?> & Sendable, order: SortOrder = .forward, animation: Animation
    ) {
        self.init(filter: filter, sort: keyPath, order: order, transaction: Transaction(animation: animation))
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
