import Foundation

/// Where a run's SwiftData models live: `insert`, `delete`, `fetch`, in memory and in insertion
/// order. `@Query` reads it.
///
/// `@Query` observes the context per model type: a body whose query fetched `Book`s depends on
/// the context's books, so inserting or deleting a book re-runs it in the transaction of the
/// write, through the same Observation path as any `@Observable` property (§8). A context is not
/// observable to the views' own code: a body that calls `fetch` or `fetchCount` itself does not
/// run again when a model is inserted, as in SwiftData, where only `@Query` follows the store. Unsaved changes are fetched too, as a main context's are; `save()` changes nothing a
/// run shows, since nothing is written to disk (§30).
public final class ModelContext: Observable, @unchecked Sendable {
    // @unchecked Sendable: a run drives a context from its one thread, as the main context is
    // used from the main actor in an app.
    /// The models of each type, in insertion order, by type name.
    private var models: [String: [AnyObject]] = [:]
    /// Every model, in insertion order: what a transcript shows.
    fileprivate private(set) var inserted: [AnyObject] = []
    private let registrar = ObservationRegistrar()
    /// The container the context belongs to; nil for the environment's placeholder. Strong: a
    /// view's environment may hold the context alone, and the context keeps its store (the
    /// container keeps its main context too, so the two live as long as the run holds either).
    private var owner: ModelContainer?

    /// The container the context belongs to. The environment's placeholder (no `.modelContainer`
    /// above the view) answers with an empty container of its own, made once, where SwiftData
    /// would stop the app.
    public var container: ModelContainer { owner ?? placeholder }
    private lazy var placeholder = ModelContainer(typeNames: [])
    /// Whether inserts and deletes happened since the last `save()`.
    public private(set) var hasChanges = false
    public var autosaveEnabled = true

    public init(_ container: ModelContainer) {
        owner = container
    }

    /// The context the environment holds where no `.modelContainer` is above.
    init() {}

    /// Adds `model` to the context (once: inserting it again changes nothing).
    public func insert<Model: PersistentModel>(_ model: Model) {
        guard owner != nil else {
            Ambient.current?.reporter.report(
                .dataflow(
                    "insert of a \(displayTypeName(Model.self)) went nowhere: no .modelContainer is set above this view, so its modelContext has no store (§30)"
                ))
            return
        }
        let key = Self.key(Model.self)
        guard !(models[key] ?? []).contains(where: { $0 === model }) else { return }
        mutate(key) {
            models[key, default: []].append(model)
            inserted.append(model)
        }
        insertedModelsArray.append(model)
        ModelOwners.shared.set(self, for: model)
        Relationships.inserted(model, into: self)
    }

    /// Removes `model` from the context: `@Query` stops showing it now. Its relationships' delete
    /// rules apply when the changes are processed: at the end of the event for the main context
    /// (Core Data's `propagatesDeletesAtEndOfEvent`), at `save()` or `processPendingChanges()`
    /// for any context. Until then, code sees the related models as they were (§30).
    public func delete<Model: PersistentModel>(_ model: Model) {
        let key = Self.key(Model.self)
        guard let index = (models[key] ?? []).firstIndex(where: { $0 === model }) else { return }
        mutate(key) {
            _ = models[key]?.remove(at: index)
            inserted.removeAll { $0 === model }
        }
        if let index = insertedModelsArray.firstIndex(where: { $0 === model }) {
            insertedModelsArray.remove(at: index)
        } else {
            deletedModelsArray.append(model)
        }
        ModelOwners.shared.delete(model)
        pendingDeletes.append(model)
        if let owner, owner.mainContext === self {
            FrameworkStores.current?.atEndOfEvent(ObjectIdentifier(self)) { [weak self] in self?.processPendingChanges() }
        }
    }

    /// The models deleted whose relationships' delete rules have not been applied yet.
    private var pendingDeletes: [any PersistentModel] = []

    /// Removes every model of `type` the predicate matches (all of them without one).
    public func delete<Model: PersistentModel>(
        model type: Model.Type, where predicate: Predicate<Model>? = nil, includeSubclasses: Bool = true
    ) throws {
        for model in try fetch(FetchDescriptor<Model>(predicate: predicate)) { delete(model) }
    }

    /// The models of `Model` the descriptor matches, in its sort order, within its limit.
    public func fetch<Model: PersistentModel>(_ descriptor: FetchDescriptor<Model>) throws -> [Model] {
        let key = Self.key(Model.self)
        var found = (models[key] ?? []).compactMap { $0 as? Model }
        if let predicate = descriptor.predicate { found = try found.filter { try predicate.evaluate($0) } }
        if !descriptor.sortBy.isEmpty { found.sort(using: descriptor.sortBy) }
        if let offset = descriptor.fetchOffset { found = Array(found.dropFirst(offset)) }
        if let limit = descriptor.fetchLimit { found = Array(found.prefix(limit)) }
        return found
    }

    /// `fetch` for `@Query`: the body that reads the result depends on the context's models of
    /// that type.
    func fetchFollowingChanges<Model: PersistentModel>(_ descriptor: FetchDescriptor<Model>) throws -> [Model] {
        registrar.access(self, keyPath: \ModelContext.[models: Self.key(Model.self)])
        return try fetch(descriptor)
    }

    /// How many models of `Model` the descriptor matches.
    public func fetchCount<Model: PersistentModel>(_ descriptor: FetchDescriptor<Model>) throws -> Int {
        try fetch(descriptor).count
    }

    /// The models inserted and deleted since the last save.
    public private(set) var insertedModelsArray: [any PersistentModel] = []
    public private(set) var deletedModelsArray: [any PersistentModel] = []

    /// Nothing is written anywhere: the models stay as they are, and the changes count as saved.
    /// Observers of `willSave` and `didSave` hear it, as from SwiftData. A context of its own on
    /// a container (a `@ModelActor`'s) hands what it saved to the container's main context,
    /// where the views' queries fetch (§30).
    public func save() throws {
        processPendingChanges()
        NotificationCenter.default.post(name: Self.willSave, object: self)
        if let owner, owner.mainContext !== self {
            owner.mainContext.merge(inserted: insertedModelsArray, deleted: deletedModelsArray)
        }
        hasChanges = false
        insertedModelsArray = []
        deletedModelsArray = []
        NotificationCenter.default.post(name: Self.didSave, object: self)
    }

    /// Runs `block`, then saves (iOS 17); a block that throws saves nothing.
    public func transaction(block: () throws -> Void) throws {
        try block()
        try save()
    }

    /// Applies the delete rules of the models deleted since the changes were last processed: a
    /// `.cascade` deletes the related models (whose own rules then apply), a `.nullify` takes the
    /// deleted model out of theirs (§30). Every other change is applied as it is made.
    public func processPendingChanges() {
        while !pendingDeletes.isEmpty {
            Relationships.deleted(pendingDeletes.removeFirst(), from: self)
        }
    }

    /// The models the descriptor matches, as a collection SwiftData would page through in
    /// batches (every model is in memory here: one batch).
    public func fetch<T: PersistentModel>(_ descriptor: FetchDescriptor<T>, batchSize: Int) throws -> FetchResultsCollection<T> {
        FetchResultsCollection(elements: try fetch(descriptor))
    }

    /// The identifiers of the models the descriptor matches, in batches.
    public func fetchIdentifiers<T: PersistentModel>(
        _ descriptor: FetchDescriptor<T>, batchSize: Int
    ) throws
        -> FetchResultsCollection<PersistentIdentifier>
    {
        FetchResultsCollection(elements: try fetchIdentifiers(descriptor))
    }

    /// Who makes the context's changes, for the store's history (iOS 18); kept as set.
    public var author: String?

    /// The keys of the `userInfo` of SwiftData's change notifications.
    public enum NotificationKey: String {
        case queryGeneration
        case invalidatedAllIdentifiers
        case insertedIdentifiers
        case updatedIdentifiers
        case deletedIdentifiers
    }

    /// The identifiers of the models the descriptor matches.
    public func fetchIdentifiers<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> [PersistentIdentifier] {
        try fetch(descriptor).map(\.persistentModelID)
    }

    /// Posted before and after a context saves.
    public static let willSave = Notification.Name("ModelContext.willSave")
    public static let didSave = Notification.Name("ModelContext.didSave")

    /// Another context's saved changes, applied: the queries that fetch here run again; this
    /// context's own unsaved changes stay as they were.
    private func merge(inserted: [any PersistentModel], deleted: [any PersistentModel]) {
        let pending = (hasChanges, insertedModelsArray, deletedModelsArray)
        for model in inserted { insert(model) }
        for model in deleted { delete(model) }
        (hasChanges, insertedModelsArray, deletedModelsArray) = pending
    }

    /// Every model, removed (a container's `deleteAllData()`).
    func deleteAll() {
        for key in models.keys.sorted() {
            for model in models[key] ?? [] {
                if let model = model as? any PersistentModel { delete(model) }
            }
        }
    }

    /// The context's undo manager: nil, as SwiftData's is unless the container enables undo
    /// (`.modelContainer(for:isUndoEnabled:)`), which dataflow does not model.
    public var undoManager: UndoManager?

    /// Discards the changes since the last save. A run's store is the context itself (there is
    /// no file to go back to), so the inserted and deleted models stay as they are and only the
    /// pending flag is cleared; code that relies on a rollback restoring models sees them kept.
    public func rollback() { hasChanges = false }

    /// The model with `persistentModelID`, if this context holds it.
    public func model(for persistentModelID: PersistentIdentifier) -> any PersistentModel {
        persistentModelID.model as! any PersistentModel
    }

    /// The registered model of type `T` with `persistentModelID`, if this context holds it.
    public func registeredModel<T: PersistentModel>(for persistentModelID: PersistentIdentifier) -> T? {
        persistentModelID.model as? T
    }

    /// Runs `block` on each model the descriptor fetches, in its order (batches are one here:
    /// every model is in memory).
    public func enumerate<T: PersistentModel>(
        _ descriptor: FetchDescriptor<T>, batchSize: Int = 5000, allowEscapingMutations: Bool = false, block: (T) throws -> Void
    ) throws {
        for model in try fetch(descriptor) { try block(model) }
    }

    /// The models of one type, as Observation sees them (a key path per type).
    subscript(models key: String) -> [AnyObject] { models[key] ?? [] }

    private func mutate(_ key: String, _ change: () -> Void) {
        registrar.withMutation(of: self, keyPath: \ModelContext.[models: key]) { change() }
        hasChanges = true
    }

    private static func key(_ type: Any.Type) -> String { displayTypeName(type) }
}

/// What to fetch: a predicate, a sort order and a window (`fetchLimit`, `fetchOffset`).
public struct FetchDescriptor<Model: PersistentModel> {
    public var predicate: Predicate<Model>?
    public var sortBy: [SortDescriptor<Model>]
    public var fetchLimit: Int?
    public var fetchOffset: Int?
    public var includePendingChanges = true
    /// Which properties a store loads at once, and which relationships it loads with the
    /// models: how fast a store on disk answers. Every property is in memory here, so a fetch
    /// returns the same models either way.
    public var propertiesToFetch: [PartialKeyPath<Model>] = []
    public var relationshipKeyPathsForPrefetching: [PartialKeyPath<Model>] = []

    public init(predicate: Predicate<Model>? = nil, sortBy: [SortDescriptor<Model>] = []) {
        self.predicate = predicate
        self.sortBy = sortBy
    }
}

/// The results of a batched fetch: a random-access collection of the models (or identifiers).
public struct FetchResultsCollection<Element>: RandomAccessCollection {
    let elements: [Element]

    public var startIndex: Int { elements.startIndex }
    public var endIndex: Int { elements.endIndex }
    public subscript(position: Int) -> Element { elements[position] }
}

extension ModelContext: CustomDebugStringConvertible {
    public var debugDescription: String { "ModelContext(\(inserted.count) models)" }
}

extension ModelContext: CustomReflectable {
    /// What a transcript shows of a context: its models, in insertion order, as an observable
    /// property (the bookkeeping beside them is not the app's state).
    public var customMirror: Mirror {
        Mirror(self, children: ["_models": inserted], displayStyle: .class)
    }
}
