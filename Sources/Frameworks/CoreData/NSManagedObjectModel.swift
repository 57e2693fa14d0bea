import Foundation

/// A data model: the entities of an app's `.xcdatamodeld`, as Xcode's model editor declares them.
///
/// dataflow reads the folder's model when it compiles the app (Xcode compiles it into a `.momd`
/// the app loads by name) and registers it before the app starts, with the classes Xcode would
/// generate for it; `NSPersistentContainer(name:)` then finds it by name.
public final class NSManagedObjectModel: @unchecked Sendable {
    // @unchecked Sendable: registered once before the app starts, read from a run's one thread.
    public let name: String
    /// The entities: read from the folder's model, or set by code that builds a model itself.
    public var entities: [NSEntityDescription]

    public var entitiesByName: [String: NSEntityDescription] {
        Dictionary(entities.compactMap { entity in entity.name.map { ($0, entity) } }, uniquingKeysWith: { first, _ in first })
    }

    init(name: String, entities: [NSEntityDescription]) {
        self.name = name
        self.entities = entities
    }

    /// A model built in code (as tests, previews and packages build one): its entities are set
    /// after, and a container made with it finds its classes by their names.
    public convenience init() { self.init(name: "", entities: []) }

    /// This model's entity for objects of `type`: by class, or by the class name code gave it.
    func entity(for type: NSManagedObject.Type) -> NSEntityDescription? {
        guard let entity = entities.first(where: { $0.objectType == type }) ?? entities.first(where: { $0.names(type) }) else { return nil }
        entity.objectType = type
        return entity
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
            if let entity = model.entity(for: type) { return entity }
        }
        return nil
    }
}

/// An entity: its name, the class of its objects, its attributes and relationships.
public final class NSEntityDescription: @unchecked Sendable {
    public var name: String?
    /// The class of the entity's objects, by name (`NSStringFromClass(Item.self)`, or `"Item"`).
    public var managedObjectClassName: String! {
        get { className ?? String(describing: objectType) }
        set { className = newValue }
    }
    var objectType: NSManagedObject.Type
    private var className: String?
    package var attributes: [Attribute]
    package var relationships: [Relationship]

    /// An entity built in code: its name, class name and properties are set after.
    public init() {
        objectType = NSManagedObject.self
        attributes = []
        relationships = []
    }

    /// The entity's attributes and relationships, as code that builds a model sets them.
    public var properties: [NSPropertyDescription] {
        get {
            attributes.map { NSAttributeDescription(name: $0.name, defaultValue: $0.defaultValue?()) }
                + relationships.map { NSRelationshipDescription(relationship: $0) }
        }
        set {
            var converted: [Attribute] = []
            for case let attribute as NSAttributeDescription in newValue {
                let stored = DefaultValue(attribute.defaultValue)
                var makeDefault: (@Sendable () -> Any?)?
                if stored.value != nil { makeDefault = { @Sendable in stored.value } }
                converted.append(Attribute(attribute.name, default: makeDefault))
            }
            attributes = converted
            relationships = newValue.compactMap { $0 as? NSRelationshipDescription }.map(\.relationship)
        }
    }

    /// An attribute's default value, handed to the closure that makes it.
    private final class DefaultValue: @unchecked Sendable {
        let value: Any?
        init(_ value: Any?) { self.value = value }
    }

    /// Whether the class name code gave the entity names `type` (`Module.Item` or `Item`).
    func names(_ type: NSManagedObject.Type) -> Bool {
        guard let className else { return false }
        return className.split(separator: ".").last.map(String.init) == String(describing: type)
    }

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
