import DataFlowCloudKit
import Foundation

/// The stack an app's Core Data lives in: its model (found by name among the models the app's
/// folder holds) and a view context, all in memory. `loadPersistentStores` always succeeds:
/// nothing is read from disk, so every run starts with an empty store, whatever the store
/// descriptions say (`/dev/null` for a preview's in-memory store, a file, CloudKit).
open class NSPersistentContainer: @unchecked Sendable {
    // @unchecked Sendable: used from a run's one thread, as from the main queue in an app.
    public let name: String
    public let managedObjectModel: NSManagedObjectModel
    public let persistentStoreCoordinator: NSPersistentStoreCoordinator
    /// The context views use: one per run (kept by the run, so a replay starts from an empty
    /// store even when the app keeps its container in a `static let`).
    public var viewContext: NSManagedObjectContext {
        guard let host = Ambient.current else { return ownContext }
        return host.frameworkStores.store("CoreData.\(name).\(ObjectIdentifier(self).hashValue)") { makeContext(.mainQueueConcurrencyType) }
    }

    /// The context outside any run (a test calling the app's code directly).
    private lazy var ownContext = makeContext(.mainQueueConcurrencyType)
    public var persistentStoreDescriptions: [NSPersistentStoreDescription]

    public init(name: String, managedObjectModel model: NSManagedObjectModel) {
        self.name = name
        managedObjectModel = model
        persistentStoreCoordinator = NSPersistentStoreCoordinator(managedObjectModel: model)
        persistentStoreDescriptions = [NSPersistentStoreDescription(url: URL(fileURLWithPath: "/dataflow/\(name).sqlite"))]
    }

    /// `NSPersistentContainer(name: "Model")`: the model of that name in the app's folder.
    public convenience init(name: String) {
        let model = NSManagedObjectModel.named(name) ?? NSManagedObjectModel(name: name, entities: [])
        if model.entities.isEmpty {
            Ambient.note("NSPersistentContainer(name: \"\(name)\"): the folder holds no \(name).xcdatamodeld, so the model has no entities (§31)")
        }
        self.init(name: name, managedObjectModel: model)
    }

    public func loadPersistentStores(completionHandler block: @escaping (NSPersistentStoreDescription, (any Error)?) -> Void) {
        for description in persistentStoreDescriptions { block(description, nil) }
    }

    public func newBackgroundContext() -> NSManagedObjectContext {
        // One run, one thread, one store: a background context is the view context's twin.
        viewContext
    }

    public func performBackgroundTask(_ block: @escaping (NSManagedObjectContext) -> Void) { block(viewContext) }

    private func makeContext(_ type: NSManagedObjectContext.ConcurrencyType) -> NSManagedObjectContext {
        let context = NSManagedObjectContext(concurrencyType: type)
        context.persistentStoreCoordinator = persistentStoreCoordinator
        return context
    }
}

/// A Core Data stack that would sync with CloudKit: here, the same in-memory store; no iCloud
/// account is signed in, so nothing syncs (D19).
open class NSPersistentCloudKitContainer: NSPersistentContainer, @unchecked Sendable {
    /// Where stores are kept by default (the run's own Application Support folder).
    open class func defaultDirectoryURL() -> URL {
        FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent("Library/Application Support", isDirectory: true)
    }

    /// Would copy the CloudKit schema to the development container: nothing to do without an account.
    open func initializeCloudKitSchema(options: NSPersistentCloudKitContainerSchemaInitializationOptions = []) throws {}

    /// Posted when the container starts or ends setting up, importing or exporting: never in a
    /// run, as there is no account to sync with (D19), so an app's sync status stays as it set it.
    public static let eventChangedNotification = Notification.Name("NSPersistentCloudKitContainerEventChangedNotification")
    /// The key of the event in that notification's `userInfo`.
    public static let eventNotificationUserInfoKey = "event"

    /// What a sync event was doing.
    public enum EventType: Int, Sendable {
        case setup, `import`, export
    }

    /// A setup, import or export the container ran (none in a run; see `eventChangedNotification`).
    open class Event: @unchecked Sendable {
        public let identifier: UUID
        public let storeIdentifier: String
        public let type: EventType
        public let startDate: Date
        public let endDate: Date?
        public let succeeded: Bool
        public let error: (any Error)?

        init(type: EventType, storeIdentifier: String, startDate: Date, endDate: Date?, succeeded: Bool, error: (any Error)?) {
            identifier = UUID()
            self.storeIdentifier = storeIdentifier
            self.type = type
            self.startDate = startDate
            self.endDate = endDate
            self.succeeded = succeeded
            self.error = error
        }
    }
}

/// Which CloudKit container and database a store would sync with.
open class NSPersistentCloudKitContainerOptions: @unchecked Sendable {
    public let containerIdentifier: String
    open var databaseScope: CKDatabase.Scope = .private

    public init(containerIdentifier: String) { self.containerIdentifier = containerIdentifier }
}

public struct NSPersistentCloudKitContainerSchemaInitializationOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let dryRun = NSPersistentCloudKitContainerSchemaInitializationOptions(rawValue: 1 << 1)
    public static let printSchema = NSPersistentCloudKitContainerSchemaInitializationOptions(rawValue: 1 << 2)
}

/// Where and how a store would be kept; dataflow keeps every store in memory.
public final class NSPersistentStoreDescription: @unchecked Sendable {
    public var url: URL?
    public var type = "SQLite"
    public var shouldAddStoreAsynchronously = false
    public var shouldMigrateStoreAutomatically = true
    public var shouldInferMappingModelAutomatically = true
    public var cloudKitContainerOptions: NSPersistentCloudKitContainerOptions?
    private var options: [String: NSObject] = [:]

    public init(url: URL) { self.url = url }
    public init() {}

    public func setOption(_ option: NSObject?, forKey key: String) { options[key] = option }
}

public let NSInMemoryStoreType = "InMemory"
public let NSSQLiteStoreType = "SQLite"
public let NSPersistentHistoryTrackingKey = "NSPersistentHistoryTrackingKey"
public let NSPersistentStoreFileProtectionKey = "NSPersistentStoreFileProtectionKey"

extension NSNotification.Name {
    /// Posted when another process (an extension, CloudKit) changed the store: never, in a run.
    public static let NSPersistentStoreRemoteChange = NSNotification.Name("NSPersistentStoreRemoteChangeNotification")
    /// Posted by a context as its `save()` begins, when it has changes.
    public static let NSManagedObjectContextWillSave = NSNotification.Name("NSManagedObjectContextWillSaveNotification")
    /// Posted by a context once its `save()` wrote its changes, with the objects inserted,
    /// updated and deleted under `NSInsertedObjectsKey`, `NSUpdatedObjectsKey` and
    /// `NSDeletedObjectsKey`.
    public static let NSManagedObjectContextDidSave = NSNotification.Name("NSManagedObjectContextDidSaveNotification")
}
public let NSPersistentStoreRemoteChangeNotificationPostOptionKey = "NSPersistentStoreRemoteChangeNotificationOptionKey"

// The stack's own objects are the engine's, not the app's state: a transcript names them in a
// word and never lists them among the app's objects.
extension NSPersistentContainer: CustomValueDescription {
    package func valueDescription(using describer: ValueDescriber) -> ValueDescription { .atom("NSPersistentContainer(\(quote(name)))") }
}

extension NSManagedObjectModel: CustomValueDescription {
    package func valueDescription(using describer: ValueDescriber) -> ValueDescription { .atom("NSManagedObjectModel(\(quote(name)))") }
}

extension NSEntityDescription: CustomValueDescription {
    package func valueDescription(using describer: ValueDescriber) -> ValueDescription { .atom("NSEntityDescription(\(quote(name ?? "")))") }
}

extension NSPersistentStoreCoordinator: CustomValueDescription {
    package func valueDescription(using describer: ValueDescriber) -> ValueDescription { .atom("NSPersistentStoreCoordinator") }
}

extension NSPersistentStoreDescription: CustomValueDescription {
    package func valueDescription(using describer: ValueDescriber) -> ValueDescription { .atom("NSPersistentStoreDescription") }
}

extension NSFetchRequest: CustomValueDescription {
    package func valueDescription(using describer: ValueDescriber) -> ValueDescription { .atom("NSFetchRequest(\(quote(entityName ?? "")))") }
}

extension NSSortDescriptor: CustomValueDescription {
    package func valueDescription(using describer: ValueDescriber) -> ValueDescription { .atom("NSSortDescriptor") }
}

extension NSPredicate: CustomValueDescription {
    package func valueDescription(using describer: ValueDescriber) -> ValueDescription { .atom("NSPredicate") }
}
