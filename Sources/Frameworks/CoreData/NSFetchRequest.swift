import Foundation

/// What to fetch: an entity's objects, filtered by a predicate, sorted, within limits.
/// As in Core Data, `NSFetchRequest<NSFetchRequestResult>` is the untyped request a class's
/// `fetchRequest()` returns; its results are managed objects.
public final class NSFetchRequest<ResultType>: @unchecked Sendable {
    // @unchecked Sendable: built and read on a run's one thread.
    public var entityName: String?
    public var predicate: NSPredicate?
    public var sortDescriptors: [NSSortDescriptor]?
    public var fetchLimit = 0
    public var fetchOffset = 0
    public var fetchBatchSize = 0
    public var includesPendingChanges = true
    public var returnsObjectsAsFaults = true
    public var relationshipKeyPathsForPrefetching: [String]?
    public var propertiesToFetch: [Any]?

    public init(entityName: String) {
        self.entityName = entityName
    }

    public init() {
        entityName = (ResultType.self as? NSManagedObject.Type).flatMap { $0.entity().name }
    }

    public var entity: NSEntityDescription? {
        get { (ResultType.self as? NSManagedObject.Type)?.entity() }
        set { entityName = newValue?.name }
    }
}
