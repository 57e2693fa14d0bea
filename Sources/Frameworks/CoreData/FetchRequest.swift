import Foundation

/// `@FetchRequest var items: FetchedResults<Item>`: the objects of an entity in the
/// environment's context, filtered and sorted, fetched anew whenever the body reads them (§31).
///
/// Reading the results makes the body depend on the context's objects of that entity, so an
/// insert, a delete, or a change to a property of one of them re-runs it in the write's
/// transaction, as SwiftUI's fetched results controller updates the view. Setting
/// `items.nsPredicate` or `items.nsSortDescriptors` changes the request and runs the body again.
@propertyWrapper
public struct FetchRequest<Result: NSFetchRequestResult>: DynamicProperty {
    @Environment(\.managedObjectContext) private var viewContext
    /// What the results' setters changed, kept as state: the request's predicate and order.
    @State private var changes = Changes()
    private let request: NSFetchRequest<Result>

    /// `items.nsPredicate = …` and `items.nsSortDescriptors = …`, once set; and the results of
    /// the last update, which code outside a body reads (an action that inserts an object and
    /// then reads `items.count` sees the count of the last update, as a fetched results
    /// controller reports changes only when the context processes them).
    struct Changes: CustomValueDescription {
        var predicate: NSPredicate??
        var sortDescriptors: [NSSortDescriptor]?
        /// `items.sortDescriptors = [SortDescriptor(\.name)]` (iOS 15), once set.
        var sortOrder: SortOrder?
        let lastResults = LastResults()

        package func valueDescription(using describer: ValueDescriber) -> ValueDescription {
            .atom(predicate == nil && sortDescriptors == nil && sortOrder == nil ? "(the request as declared)" : "(its predicate or order set)")
        }
    }

    /// An order given as `SortDescriptor`s, kept with the descriptors for `sortDescriptors`'s getter.
    struct SortOrder {
        let descriptors: [Any]
        let areInIncreasingOrder: (Result, Result) -> Bool
    }

    final class LastResults {
        var results: [Result]?
    }

    public var wrappedValue: FetchedResults<Result> {
        let results: [Result]
        if Ambient.isUpdating || changes.lastResults.results == nil {
            results = fetch()
            changes.lastResults.results = results
        } else {
            results = changes.lastResults.results ?? []
        }
        return FetchedResults(
            results: results, predicate: changes.predicate ?? request.predicate,
            sortDescriptors: changes.sortDescriptors ?? request.sortDescriptors ?? [],
            setPredicate: { changes.predicate = .some($0) },
            setSortDescriptors: { descriptors in
                // The NSSortDescriptors now decide the order, in place of SortDescriptors.
                changes.sortDescriptors = descriptors
                changes.sortOrder = nil
            },
            swiftSortDescriptors: changes.sortOrder?.descriptors ?? sortOrder?.descriptors ?? [],
            setSwiftSortDescriptors: { order in
                changes.sortOrder = order
                changes.sortDescriptors = []
            })
    }

    /// `$items`: the request's configuration as a binding (iOS 15), so a search field or a sort
    /// menu can write the predicate or the order: `$items.nsPredicate`. Writing it changes the
    /// request as setting the results' own properties does, and the view runs again.
    public var projectedValue: Binding<Configuration> {
        Binding(
            get: {
                Configuration(
                    nsSortDescriptors: self.changes.sortDescriptors ?? self.request.sortDescriptors ?? [],
                    nsPredicate: self.changes.predicate ?? self.request.predicate,
                    swiftSortDescriptors: self.changes.sortOrder?.descriptors ?? self.sortOrder?.descriptors ?? [])
            },
            set: { configuration in
                // Each write sets the predicate; the order only when the writer set one.
                self.changes.predicate = .some(configuration.nsPredicate)
                if let order = configuration.newSortOrder {
                    self.changes.sortOrder = order
                    self.changes.sortDescriptors = []
                } else if configuration.setNSSortDescriptors {
                    self.changes.sortDescriptors = configuration.nsSortDescriptors
                    self.changes.sortOrder = nil
                }
            })
    }

    /// What `$items` reads and writes: the request's predicate and order.
    public struct Configuration {
        /// The order as `NSSortDescriptor`s; setting it makes them the order.
        public var nsSortDescriptors: [NSSortDescriptor] {
            didSet { setNSSortDescriptors = true }
        }
        public var nsPredicate: NSPredicate?
        var swiftSortDescriptors: [Any]
        /// Which order the writer set: `nsSortDescriptors`, or `sortDescriptors` (iOS 15).
        var setNSSortDescriptors = false
        var newSortOrder: SortOrder?

        init(nsSortDescriptors: [NSSortDescriptor], nsPredicate: NSPredicate?, swiftSortDescriptors: [Any]) {
            self.nsSortDescriptors = nsSortDescriptors
            self.nsPredicate = nsPredicate
            self.swiftSortDescriptors = swiftSortDescriptors
        }
    }

    /// The request as it stands, fetched now; the body that reads it follows the context.
    private func fetch() -> [Result] {
        let configured = NSFetchRequest<Result>(entityName: request.entityName ?? "")
        configured.entityName = request.entityName
        configured.predicate = changes.predicate ?? request.predicate
        configured.sortDescriptors = changes.sortDescriptors ?? request.sortDescriptors
        configured.fetchLimit = request.fetchLimit
        configured.fetchOffset = request.fetchOffset
        var results = viewContext.fetchFollowingChanges(configured)
        // The order last set wins: SortDescriptors set on the results, else NSSortDescriptors set
        // on them (already applied by the fetch), else the SortDescriptors the request declared.
        if let order = changes.sortOrder {
            results.sort(by: order.areInIncreasingOrder)
        } else if changes.sortDescriptors == nil, let sortOrder {
            results.sort(by: sortOrder.areInIncreasingOrder)
        }
        return results
    }

    /// `SortDescriptor`s, when the request was made with them.
    private let sortOrder: SortOrder?

    public init(fetchRequest: NSFetchRequest<Result>, animation: Animation? = nil) {
        request = fetchRequest
        sortOrder = nil
    }

    public init(fetchRequest: NSFetchRequest<Result>, transaction: Transaction) {
        self.init(fetchRequest: fetchRequest)
    }

    public init(entity: NSEntityDescription, sortDescriptors: [NSSortDescriptor], predicate: NSPredicate? = nil, animation: Animation? = nil) {
        let request = NSFetchRequest<Result>(entityName: entity.name ?? "")
        request.sortDescriptors = sortDescriptors
        request.predicate = predicate
        self.init(fetchRequest: request)
    }
}

extension FetchRequest where Result: NSManagedObject {
    /// `@FetchRequest(sortDescriptors: [NSSortDescriptor(keyPath: \Item.timestamp, ascending: true)])`.
    public init(sortDescriptors: [NSSortDescriptor], predicate: NSPredicate? = nil, animation: Animation? = nil) {
        let request = NSFetchRequest<Result>(entityName: Result.entity().name ?? String(describing: Result.self))
        request.sortDescriptors = sortDescriptors
        request.predicate = predicate
        self.init(fetchRequest: request)
    }

    /// `@FetchRequest(sortDescriptors: [SortDescriptor(\.name)])`. Disfavoured, so that
    /// `@FetchRequest(sortDescriptors: [])` (no order) picks the iOS 13 form, as it compiles in
    /// Xcode; with descriptors written out, their type chooses.
    @_disfavoredOverload
    public init(sortDescriptors: [SortDescriptor<Result>], predicate: NSPredicate? = nil, animation: Animation? = nil) {
        let request = NSFetchRequest<Result>(entityName: Result.entity().name ?? String(describing: Result.self))
        request.predicate = predicate
        self.request = request
        sortOrder = Self.order(sortDescriptors)
    }

    static func order(_ sortDescriptors: [SortDescriptor<Result>]) -> SortOrder {
        SortOrder(descriptors: sortDescriptors) { first, second in
            for descriptor in sortDescriptors {
                let order = descriptor.compare(first, second)
                if order != .orderedSame { return order == .orderedAscending }
            }
            return false
        }
    }
}

extension FetchRequest.Configuration where Result: NSManagedObject {
    /// The order as `SortDescriptor`s (iOS 15); setting it makes them the order.
    public var sortDescriptors: [SortDescriptor<Result>] {
        get { swiftSortDescriptors.compactMap { $0 as? SortDescriptor<Result> } }
        set {
            swiftSortDescriptors = newValue
            newSortOrder = FetchRequest<Result>.order(newValue)
        }
    }
}

/// The objects a `@FetchRequest` fetched: a collection, whose predicate and sort descriptors can
/// be set (the request changes and the view runs again).
public struct FetchedResults<Result: NSFetchRequestResult>: RandomAccessCollection {
    private let results: [Result]
    private let predicate: NSPredicate?
    private let descriptors: [NSSortDescriptor]
    private let setPredicate: (NSPredicate?) -> Void
    private let setSortDescriptors: ([NSSortDescriptor]) -> Void
    private let swiftDescriptors: [Any]
    private let setSwiftSortDescriptors: (FetchRequest<Result>.SortOrder) -> Void

    init(
        results: [Result], predicate: NSPredicate?, sortDescriptors: [NSSortDescriptor],
        setPredicate: @escaping (NSPredicate?) -> Void, setSortDescriptors: @escaping ([NSSortDescriptor]) -> Void,
        swiftSortDescriptors: [Any], setSwiftSortDescriptors: @escaping (FetchRequest<Result>.SortOrder) -> Void
    ) {
        self.results = results
        self.predicate = predicate
        descriptors = sortDescriptors
        self.setPredicate = setPredicate
        self.setSortDescriptors = setSortDescriptors
        swiftDescriptors = swiftSortDescriptors
        self.setSwiftSortDescriptors = setSwiftSortDescriptors
    }

    public var startIndex: Int { results.startIndex }
    public var endIndex: Int { results.endIndex }
    public subscript(position: Int) -> Result { results[position] }

    public var nsPredicate: NSPredicate? {
        get { predicate }
        nonmutating set { setPredicate(newValue) }
    }

    public var nsSortDescriptors: [NSSortDescriptor] {
        get { descriptors }
        nonmutating set { setSortDescriptors(newValue) }
    }
}

extension FetchedResults where Result: NSManagedObject {
    /// The request's order as `SortDescriptor`s (iOS 15): setting it re-sorts the results and
    /// runs the view again, as setting `nsSortDescriptors` does; the order set last wins.
    public var sortDescriptors: [SortDescriptor<Result>] {
        get { swiftDescriptors.compactMap { $0 as? SortDescriptor<Result> } }
        nonmutating set { setSwiftSortDescriptors(FetchRequest<Result>.order(newValue)) }
    }
}

private struct ManagedObjectContextKey: EnvironmentKey {
    /// Where no `.environment(\.managedObjectContext, …)` is above: a context with no store.
    static let defaultValue = NSManagedObjectContext(placeholder: ())
}

extension EnvironmentValues {
    /// The context `@FetchRequest` fetches from and the views' code inserts into:
    /// `.environment(\.managedObjectContext, persistenceController.container.viewContext)`.
    public var managedObjectContext: NSManagedObjectContext {
        get { self[ManagedObjectContextKey.self] }
        set { self[ManagedObjectContextKey.self] = newValue }
    }
}
