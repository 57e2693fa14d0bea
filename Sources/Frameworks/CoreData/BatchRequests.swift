import Foundation

/// A request the store runs itself, past the context (Core Data's `NSPersistentStoreRequest`).
open class NSPersistentStoreRequest: @unchecked Sendable {}

/// What a store request returns.
open class NSPersistentStoreResult: @unchecked Sendable {}

/// Deletes the objects a fetch request matches, in the store, without the context.
///
/// As in Core Data, the context is not told: objects it holds stay registered and views that
/// fetched them keep showing them (stale, D12) until the app merges the deletion into its
/// contexts (`NSManagedObjectContext.mergeChanges(fromRemoteContextSave:into:)` with the ids a
/// `.resultTypeObjectIDs` request returns) or resets the context. A later fetch no longer finds
/// them: it reads the store.
open class NSBatchDeleteRequest: NSPersistentStoreRequest, @unchecked Sendable {
    public let fetchRequest: NSFetchRequest<any NSFetchRequestResult>
    let objectIDs: [NSManagedObjectID]?
    open var resultType: NSBatchDeleteRequestResultType = .resultTypeStatusOnly

    public init(fetchRequest: NSFetchRequest<any NSFetchRequestResult>) {
        self.fetchRequest = fetchRequest
        objectIDs = nil
    }

    public init(objectIDs: [NSManagedObjectID]) {
        fetchRequest = NSFetchRequest<any NSFetchRequestResult>()
        self.objectIDs = objectIDs
    }
}

public enum NSBatchDeleteRequestResultType: UInt, Sendable {
    case resultTypeStatusOnly, resultTypeObjectIDs, resultTypeCount
}

open class NSBatchDeleteResult: NSPersistentStoreResult, @unchecked Sendable {
    /// `true`, the ids deleted, or their count, as the request's result type asked.
    public let result: Any?

    init(result: Any?) { self.result = result }
}

public let NSDeletedObjectsKey = "deleted"
public let NSInsertedObjectsKey = "inserted"
public let NSUpdatedObjectsKey = "updated"
public let NSDeletedObjectIDsKey = "deleted_objectIDs"
