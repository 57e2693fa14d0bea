import Foundation

/// A data model: the entities of an app's `.xcdatamodeld`, as Xcode's model editor declares them.
///
/// dataflow reads the folder's model when it compiles the app (Xcode compiles it into a `.momd`
/// the app loads by name) and registers it before the app starts, with the classes Xcode would
/// generate for it; `NSPersistentContainer(name:)` then finds it by name.
public final class NSManagedObjectModel: @unchecked Sendable {
    // @unchecked Sendable: registered once before the app starts, read from a run's one thread.
    public let name: String
    public let entities: [NSEntityDescription]

    public var entitiesByName: [String: NSEntityDescription] {
        Dictionary(entities.compactMap { entity in entity.name.map { ($0, entity) } }, uniquingKeysWith: { first, _ in first })
    }

    init(name: String, entities: [NSEntityDescription]) {
        self.name = name
        self.entities = entities
    }

    nonisolated(unsafe) private static var registered: [NSManagedObjectModel] = []

    /// Registers a model read from the app's folder (dataflow's generated code calls this first).
    public static func _register(name: String, entities: [NSEntityDescription]) {
        registered.removeAll { $0.name == name }
        registered.append(NSManagedObjectModel(name: name, entities: entities))
    }

    /// The model named `name` (the `.xcdatamodeld`'s name), else the only one the app has.
    static func named(_ name: String) -> NSManagedObjectModel? {
        registered.first { $0.name == name } ?? (registered.count == 1 ? registered.first : nil)
    }

    /// The entity whose class is `type`, in any registered model.
    static func entity(for type: NSManagedObject.Type) -> NSEntityDescription? {
        for model in registered {
            if let entity = model.entities.first(where: { $0.objectType == type }) { return entity }
        }
        return nil
    }
}

/// An entity: its name, the class of its objects, its attributes and relationships.
public final class NSEntityDescription: @unchecked Sendable {
    public let name: String?
    public var managedObjectClassName: String! { String(describing: objectType) }
    let objectType: NSManagedObject.Type
    package let attributes: [Attribute]
    package let relationships: [Relationship]

    /// An attribute: a value stored in the object, and what it is before anything is written.
    public struct Attribute: Sendable {
        public let name: String
        let defaultValue: (@Sendable () -> Any?)?

        public init(_ name: String, default defaultValue: (@Sendable () -> Any?)? = nil) {
            self.name = name
            self.defaultValue = defaultValue
        }
    }

    /// A relationship to another entity's objects: to one (the object) or to many (an `NSSet`),
    /// its inverse, which Core Data keeps in step, and what deleting this object does to them.
    public struct Relationship: Sendable {
        public enum DeleteRule: Sendable {
            case nullify, cascade, deny, noAction
        }

        public let name: String
        public let destination: String
        public let isToMany: Bool
        public let isOrdered: Bool
        public let inverse: String?
        public let deleteRule: DeleteRule

        public init(_ name: String, destination: String, toMany: Bool, ordered: Bool = false, inverse: String?, deleteRule: DeleteRule) {
            self.name = name
            self.destination = destination
            isToMany = toMany
            isOrdered = ordered
            self.inverse = inverse
            self.deleteRule = deleteRule
        }
    }

    public init(name: String, type: NSManagedObject.Type, attributes: [Attribute] = [], relationships: [Relationship] = []) {
        self.name = name
        objectType = type
        self.attributes = attributes
        self.relationships = relationships
    }

    /// An entity for a class no model declares (a class written by hand with no model in the
    /// folder): its values are whatever the code writes.
    init(unmodelled type: NSManagedObject.Type) {
        name = String(describing: type)
        objectType = type
        attributes = []
        relationships = []
    }

    func relationship(_ name: String) -> Relationship? { relationships.first { $0.name == name } }

    /// Names in the order the model declares them: what a transcript shows first.
    var propertyNames: [String] { attributes.map(\.name) + relationships.map(\.name) }

    public static func entity(forEntityName name: String, in context: NSManagedObjectContext) -> NSEntityDescription? {
        context.persistentStoreCoordinator?.managedObjectModel.entitiesByName[name]
    }

    public static func insertNewObject(forEntityName name: String, into context: NSManagedObjectContext) -> NSManagedObject {
        guard let entity = entity(forEntityName: name, in: context) else {
            preconditionFailure("+entityForName: could not locate an entity named '\(name)' in this model.")
        }
        return entity.objectType.init(entity: entity, insertInto: context)
    }
}

/// What a context's store is made of: here, the model only (every object lives in memory).
public final class NSPersistentStoreCoordinator: @unchecked Sendable {
    public let managedObjectModel: NSManagedObjectModel

    public init(managedObjectModel model: NSManagedObjectModel) {
        managedObjectModel = model
    }
}
