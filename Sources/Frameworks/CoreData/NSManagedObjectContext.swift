import Foundation

/// Where a run's managed objects live: `insert`, `delete`, `save`, `fetch`, in memory and in
/// order of insertion; `@FetchRequest` reads it.
///
/// `@FetchRequest` observes the context per entity, as SwiftUI's fetched results controller
/// follows the context: a body that read a fetch of `Item`s runs again, in the write's
/// transaction, when an `Item` is inserted or deleted, or when a property of one changes (§31).
/// Unsaved changes are fetched too, as a view context's are; `save()` writes nothing anywhere:
/// each run starts with an empty store, as `SwiftData`'s does here (§30).
open class NSManagedObjectContext: Observable, @unchecked Sendable {
    // @unchecked Sendable: a run drives its contexts from its one thread, as the view context is
    // used from the main queue in an app.
    public enum ConcurrencyType: Sendable {
        case mainQueueConcurrencyType, privateQueueConcurrencyType, confinementConcurrencyType
    }

    /// Every object inserted and not deleted, in insertion order: what a transcript shows.
    public private(set) var registeredObjects: Set<NSManagedObject> = []
    private var objects: [NSManagedObject] = []
    /// Objects a batch delete removed from the store that the context was not told of yet.
    private var removedByStore: [NSManagedObject] = []
    private let registrar = ObservationRegistrar()
    public var persistentStoreCoordinator: NSPersistentStoreCoordinator?
    public private(set) var hasChanges = false
    public var automaticallyMergesChangesFromParent = false
    public var mergePolicy: Any = NSMergePolicy.error
    public var name: String?
    public weak var parent: NSManagedObjectContext?
    public let concurrencyType: ConcurrencyType

    public init(concurrencyType: ConcurrencyType) {
        self.concurrencyType = concurrencyType
    }

    /// Where no `.environment(\.managedObjectContext, …)` is above: a context with no store.
    init(placeholder: Void) {
        concurrencyType = .mainQueueConcurrencyType
    }

    public var insertedObjects: Set<NSManagedObject> { Set(objects.filter(\.isInserted)) }
    public var updatedObjects: Set<NSManagedObject> { Set(objects.filter(\.isUpdated)) }
    public private(set) var deletedObjects: Set<NSManagedObject> = []

    public func insert(_ object: NSManagedObject) {
        guard persistentStoreCoordinator != nil else {
            Ambient.note(
                "an insert of a \(object.entity.name ?? "managed object") went to a context with no store: no .environment(\\.managedObjectContext, …) is set above this view (§31)"
            )
            return
        }
        guard object.managedObjectContext == nil || object.managedObjectContext === self, !objects.contains(where: { $0 === object }) else { return }
        mutate(entityOf: object) {
            object.managedObjectContext = self
            object.isInserted = true
            objects.append(object)
            registeredObjects.insert(object)
        }
        object.awakeFromInsert()
    }

    /// Deletes `object`, following each relationship's delete rule: nullify takes it out of the
    /// other side, cascade deletes the objects it points at.
    public func delete(_ object: NSManagedObject) {
        guard let index = objects.firstIndex(where: { $0 === object }) else { return }
        object.prepareForDeletion()
        mutate(entityOf: object) {
            objects.remove(at: index)
            registeredObjects.remove(object)
            object.isDeleted = true
            deletedObjects.insert(object)
        }
        for relationship in object.entity.relationships {
            let members = object.members(of: relationship)
            switch relationship.deleteRule {
            case .cascade: members.forEach(delete)
            case .nullify: if let inverse = relationship.inverse { members.forEach { $0.unlink(object, from: inverse) } }
            case .deny, .noAction: break
            }
        }
    }

    /// Nothing is written anywhere: the objects stay as they are, and count as saved.
    /// Before and after, the context posts `NSManagedObjectContextWillSave` and
    /// `NSManagedObjectContextDidSave` (with the objects saved), as Core Data's does, on the
    /// thread that saves; nothing is posted when there is nothing to save.
    public func save() throws {
        guard hasChanges else { return }
        NotificationCenter.default.post(name: .NSManagedObjectContextWillSave, object: self)
        let saved: [AnyHashable: Any] = [
            NSInsertedObjectsKey: insertedObjects, NSUpdatedObjectsKey: updatedObjects, NSDeletedObjectsKey: deletedObjects,
        ]
        for object in objects { object.willSave() }
        for object in objects {
            object.isInserted = false
            object.isUpdated = false
            object.didSave()
        }
        deletedObjects.removeAll()
        hasChanges = false
        NotificationCenter.default.post(name: .NSManagedObjectContextDidSave, object: self, userInfo: saved)
    }

    /// Undoes what was not saved: the inserted objects go; updated ones keep their values here
    /// (dataflow keeps no snapshot of them), which the step's note says.
    public func rollback() {
        for object in objects where object.isInserted { delete(object) }
        deletedObjects.removeAll()
        hasChanges = false
    }

    /// Forgets unsaved changes and, as Core Data's reset does, the objects the store deleted
    /// behind its back: the views that read them update.
    public func reset() {
        rollback()
        forget(removedByStore.map(\.objectID))
    }
    public func refresh(_ object: NSManagedObject, mergeChanges flag: Bool) {}
    public func refreshAllObjects() {}
    public func processPendingChanges() {}

    /// The objects of the request's entity it matches, in its sort order, within its limits.
    public func fetch<Result>(_ request: NSFetchRequest<Result>) throws -> [Result] {
        var found = objects.filter { object in
            object.entity.name == request.entityName || request.entityName == nil && object is Result
        }
        if let predicate = request.predicate { found = found.filter { predicate.evaluate(with: $0) } }
        if let descriptors = request.sortDescriptors, !descriptors.isEmpty {
            found.sort { first, second in
                for descriptor in descriptors {
                    let order = descriptor.compare(first, to: second)
                    if order != .orderedSame { return order == .orderedAscending }
                }
                return false
            }
        }
        if request.fetchOffset > 0 { found = Array(found.dropFirst(request.fetchOffset)) }
        if request.fetchLimit > 0 { found = Array(found.prefix(request.fetchLimit)) }
        return found.compactMap { $0 as? Result }
    }

    /// Runs a store request: a batch delete removes the matching objects from the store without
    /// telling this context or the views that read it (see `NSBatchDeleteRequest`).
    @discardableResult
    public func execute(_ request: NSPersistentStoreRequest) throws -> NSPersistentStoreResult {
        guard let delete = request as? NSBatchDeleteRequest else { return NSPersistentStoreResult() }
        let matched: [NSManagedObject]
        if let ids = delete.objectIDs {
            matched = objects.filter { ids.contains($0.objectID) }
        } else {
            matched = try fetch(delete.fetchRequest).compactMap { $0 as? NSManagedObject }
        }
        // The store forgets them; nothing observed changes (no mutation is announced).
        objects.removeAll { object in matched.contains { $0 === object } }
        removedByStore += matched
        switch delete.resultType {
        case .resultTypeStatusOnly: return NSBatchDeleteResult(result: true)
        case .resultTypeObjectIDs: return NSBatchDeleteResult(result: matched.map(\.objectID))
        case .resultTypeCount: return NSBatchDeleteResult(result: matched.count)
        }
    }

    /// Brings changes made past the contexts (a batch delete's ids under `NSDeletedObjectsKey`)
    /// into them: the views that read those entities update.
    public static func mergeChanges(fromRemoteContextSave changeNotificationData: [AnyHashable: Any], into contexts: [NSManagedObjectContext]) {
        let ids =
            (changeNotificationData[NSDeletedObjectsKey] as? [NSManagedObjectID] ?? [])
            + (changeNotificationData[NSDeletedObjectIDsKey] as? [NSManagedObjectID] ?? [])
        for context in contexts { context.forget(ids) }
    }

    /// Announces the removal of the objects the store deleted with these ids.
    private func forget(_ ids: [NSManagedObjectID]) {
        let gone = removedByStore.filter { ids.contains($0.objectID) }
        removedByStore.removeAll { object in gone.contains { $0 === object } }
        for object in gone {
            registrar.withMutation(of: self, keyPath: \NSManagedObjectContext.[entity: object.entity.name ?? ""]) {
                registeredObjects.remove(object)
                object.isDeleted = true
            }
        }
    }

    public func count<Result>(for request: NSFetchRequest<Result>) throws -> Int {
        try fetch(request).count
    }

    public func existingObject(with id: NSManagedObjectID) throws -> NSManagedObject {
        guard let object = objects.first(where: { $0.objectID == id }) else {
            throw NSError(domain: NSCocoaErrorDomain, code: 133_000, userInfo: [NSLocalizedDescriptionKey: "no object with \(id)"])
        }
        return object
    }

    public func object(with id: NSManagedObjectID) -> NSManagedObject {
        guard let object = objects.first(where: { $0.objectID == id }) else { preconditionFailure("no object with \(id)") }
        return object
    }

    /// Runs `block` now: a run has one thread, which stands for the context's queue.
    public func perform(_ block: @escaping () -> Void) { block() }
    public func performAndWait(_ block: () -> Void) { block() }
    public func perform<T>(schedule: ScheduledTaskType = .immediate, _ block: () throws -> T) async rethrows -> T { try block() }

    public enum ScheduledTaskType: Sendable { case immediate, enqueued }

    // MARK: Following changes

    /// `fetch` for `@FetchRequest`: the body that reads the result depends on the context's
    /// objects of that entity (inserts, deletes and their properties' changes).
    func fetchFollowingChanges<Result>(_ request: NSFetchRequest<Result>) -> [Result] {
        registrar.access(self, keyPath: \NSManagedObjectContext.[entity: request.entityName ?? ""])
        return (try? fetch(request)) ?? []
    }

    /// A property of `object` changed: fetches of its entity follow.
    func objectDidChange(_ object: NSManagedObject) {
        guard objects.contains(where: { $0 === object }) else { return }
        mutate(entityOf: object) {}
    }

    subscript(entity name: String) -> [NSManagedObject] { objects.filter { $0.entity.name == name } }

    private func mutate(entityOf object: NSManagedObject, _ change: () -> Void) {
        registrar.withMutation(of: self, keyPath: \NSManagedObjectContext.[entity: object.entity.name ?? ""]) { change() }
        hasChanges = true
    }
}

extension NSManagedObjectContext: CustomReflectable {
    /// What a transcript shows of a context: its objects, in insertion order (the bookkeeping
    /// beside them is not the app's state).
    public var customMirror: Mirror { Mirror(self, children: ["_objects": objects], displayStyle: .class) }
}

/// Core Data's merge policies: nothing merges here (one context, one thread), so they are names.
public final class NSMergePolicy: Sendable {
    public let name: String
    init(_ name: String) { self.name = name }

    public static let error = NSMergePolicy("error")
    public static let mergeByPropertyObjectTrump = NSMergePolicy("mergeByPropertyObjectTrump")
    public static let mergeByPropertyStoreTrump = NSMergePolicy("mergeByPropertyStoreTrump")
    public static let overwrite = NSMergePolicy("overwrite")
    public static let rollback = NSMergePolicy("rollback")
}

public let NSErrorMergePolicy = NSMergePolicy.error
public let NSMergeByPropertyObjectTrumpMergePolicy = NSMergePolicy.mergeByPropertyObjectTrump
public let NSMergeByPropertyStoreTrumpMergePolicy = NSMergePolicy.mergeByPropertyStoreTrump
public let NSOverwriteMergePolicy = NSMergePolicy.overwrite
public let NSRollbackMergePolicy = NSMergePolicy.rollback

extension Ambient {
    /// A note of dataflow's in the current step (a Core Data call that went nowhere).
    static func note(_ text: String) { current?.reporter.report(.dataflow(text)) }
}
