import Foundation

/// Results a fetch request can produce: managed objects, here.
public protocol NSFetchRequestResult: AnyObject {}

/// An object of a Core Data entity: its attributes and relationships live in the object and
/// belong to a context.
///
/// It is an `ObservableObject`, as in Core Data: every change of a managed property publishes
/// `objectWillChange` first, so a view that observes the object (`@ObservedObject var item`)
/// runs again, and a fetch request that fetched its entity fetches anew (§31). Relationships
/// keep their inverses in step, as Core Data does; a delete follows each relationship's rule.
///
/// `@NSManaged public var name: String?` in an app's code reads and writes through
/// `managedValue(forKey:)` here (dataflow writes that accessor on the same line: Swift on Linux
/// has no `@NSManaged`).
open class NSManagedObject: ObservableObject, NSFetchRequestResult, PublishingObject, Hashable, CustomReflectable {
    public let objectWillChange = ObservableObjectPublisher()
    public let entity: NSEntityDescription
    /// The context the object was inserted into; nil once it is deleted and saved, or before.
    public internal(set) var managedObjectContext: NSManagedObjectContext?
    package var values: [String: Any] = [:]
    public internal(set) var isInserted = false
    public internal(set) var isDeleted = false
    public internal(set) var isUpdated = false
    public let objectID: NSManagedObjectID

    public required init(entity: NSEntityDescription, insertInto context: NSManagedObjectContext?) {
        self.entity = entity
        objectID = NSManagedObjectID(entityName: entity.name ?? "")
        for attribute in entity.attributes {
            if let value = attribute.defaultValue?() { values[attribute.name] = value }
        }
        context?.insert(self)
    }

    /// Makes an object of this class's entity and inserts it: `Item(context: viewContext)`.
    public convenience init(context: NSManagedObjectContext) {
        self.init(entity: context.persistentStoreCoordinator?.managedObjectModel.entity(for: Self.self) ?? Self.entity(), insertInto: context)
    }

    /// The entity of this class, from the registered model (or one made for the class alone).
    open class func entity() -> NSEntityDescription {
        NSManagedObjectModel.entity(for: self) ?? NSEntityDescription(unmodelled: self)
    }

    /// The untyped request for the class's entity. Disfavoured: a generated class's own typed
    /// `fetchRequest()` wins, as Swift prefers it over the Objective-C method in Xcode
    /// (`let request = Item.fetchRequest()` is an `NSFetchRequest<Item>`).
    @_disfavoredOverload
    open class func fetchRequest() -> NSFetchRequest<any NSFetchRequestResult> {
        NSFetchRequest(entityName: entity().name ?? String(describing: self))
    }

    // MARK: Values

    public func value(forKey key: String) -> Any? { values[key] }

    public func setValue(_ value: Any?, forKey key: String) {
        if let relationship = entity.relationship(key) {
            setRelationship(relationship, to: value)
        } else {
            write(key) { values[key] = value }
        }
    }

    public func primitiveValue(forKey key: String) -> Any? { values[key] }
    public func setPrimitiveValue(_ value: Any?, forKey key: String) { values[key] = value }
    public func willChangeValue(forKey key: String) {}
    public func didChangeValue(forKey key: String) {}
    public func willAccessValue(forKey key: String?) {}
    public func didAccessValue(forKey key: String?) {}

    /// A managed property's value (`@NSManaged var name: String?`): what was written, else the
    /// model's default, else nothing (`nil`, or zero for a scalar).
    public func managedValue<Value>(forKey key: String) -> Value {
        if let value = values[key] as? Value { return value }
        if let relationship = entity.relationship(key), relationship.isToMany {
            if let empty = (relationship.isOrdered ? NSOrderedSet() : NSSet()) as? Value { return empty }
        }
        if let zero = (Value.self as? any ManagedDefault.Type)?.managedDefault as? Value { return zero }
        preconditionFailure("\(entity.name ?? "?").\(key) has no value: Core Data would crash reading it")
    }

    /// Writes a managed property (`item.name = "Milk"`), announcing it first; `nil` is no value.
    public func setManagedValue<Value>(_ value: Value?, forKey key: String) {
        setValue(value.map { $0 as Any }, forKey: key)
    }

    public func setManagedValue<Value>(_ value: Value, forKey key: String) {
        setValue(value, forKey: key)
    }

    /// `addToItems(_:)`, `removeFromItems(_:)` and the like, which Xcode declares `@NSManaged`:
    /// the relationship is the function's name after `addTo` or `removeFrom`.
    public func managedAccessor(_ function: String, _ argument: Any) {
        let name = function.prefix { $0 != "(" }
        for (prefix, adds) in [("addTo", true), ("removeFrom", false)] where name.hasPrefix(prefix) {
            let rest = name.dropFirst(prefix.count)
            let key = rest.prefix(1).lowercased() + rest.dropFirst()
            guard let relationship = entity.relationship(key) else { return }
            let changed: [NSManagedObject] =
                (argument as? NSSet)?.allObjects.compactMap { $0 as? NSManagedObject }
                ?? (argument as? NSOrderedSet)?.array.compactMap { $0 as? NSManagedObject }
                ?? [argument as? NSManagedObject].compactMap { $0 }
            var members = members(of: relationship)
            for object in changed {
                if adds { if !members.contains(where: { $0 === object }) { members.append(object) } } else { members.removeAll { $0 === object } }
            }
            setRelationship(relationship, to: members)
            return
        }
    }

    /// Announces and makes a change of this object's own storage, and tells its context.
    func write(_ key: String, _ change: () -> Void) {
        objectWillChange.send()
        change()
        if !isInserted { isUpdated = true }
        managedObjectContext?.objectDidChange(self)
    }

    // MARK: Relationships

    func members(of relationship: NSEntityDescription.Relationship) -> [NSManagedObject] {
        switch values[relationship.name] {
        case let set as NSSet: set.allObjects.compactMap { $0 as? NSManagedObject }
        case let set as NSOrderedSet: set.array.compactMap { $0 as? NSManagedObject }
        case let object as NSManagedObject: [object]
        default: []
        }
    }

    /// Sets a relationship and keeps each object's inverse in step, as Core Data does.
    func setRelationship(_ relationship: NSEntityDescription.Relationship, to value: Any?) {
        let old = members(of: relationship)
        let new: [NSManagedObject] =
            (value as? [NSManagedObject]) ?? (value as? NSSet)?.allObjects.compactMap { $0 as? NSManagedObject }
            ?? (value as? NSOrderedSet)?.array.compactMap { $0 as? NSManagedObject } ?? [value as? NSManagedObject].compactMap { $0 }
        storeRelationship(relationship, new)
        guard let inverse = relationship.inverse else { return }
        for object in old where !new.contains(where: { $0 === object }) { object.unlink(self, from: inverse) }
        for object in new where !old.contains(where: { $0 === object }) { object.link(self, to: inverse) }
    }

    private func storeRelationship(_ relationship: NSEntityDescription.Relationship, _ members: [NSManagedObject]) {
        write(relationship.name) {
            if relationship.isToMany {
                values[relationship.name] = relationship.isOrdered ? NSOrderedSet(array: members) : NSSet(array: members)
            } else {
                values[relationship.name] = members.first
            }
        }
    }

    /// Adds `object` on this side of the relationship named `name` (the inverse of a change).
    func link(_ object: NSManagedObject, to name: String) {
        guard let relationship = entity.relationship(name) else { return }
        var current = members(of: relationship)
        guard !current.contains(where: { $0 === object }) else { return }
        if relationship.isToMany {
            current.append(object)
        } else {
            // A to-one inverse moves: the object it pointed at loses this one.
            if let previous = current.first, let inverse = relationship.inverse { previous.unlink(self, from: inverse) }
            current = [object]
        }
        storeRelationship(relationship, current)
    }

    func unlink(_ object: NSManagedObject, from name: String) {
        guard let relationship = entity.relationship(name) else { return }
        let current = members(of: relationship)
        guard current.contains(where: { $0 === object }) else { return }
        storeRelationship(relationship, current.filter { $0 !== object })
    }

    // MARK: Life cycle

    open func awakeFromInsert() {}
    open func awakeFromFetch() {}
    open func prepareForDeletion() {}
    open func willSave() {}
    open func didSave() {}

    public var isFault: Bool { false }
    public var hasChanges: Bool { isInserted || isUpdated || isDeleted }
    public var hasPersistentChangedValues: Bool { hasChanges }
    public func changedValues() -> [String: Any] { isUpdated || isInserted ? values : [:] }

    // MARK: Identity and description

    public static func == (lhs: NSManagedObject, rhs: NSManagedObject) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    /// What a transcript shows: the model's properties in its order, then any other written.
    public var customMirror: Mirror {
        let names = entity.propertyNames + values.keys.filter { !entity.propertyNames.contains($0) }.sorted()
        let children: [(label: String?, value: Any)] = names.map { name in
            (
                name,
                values[name].map { value -> Any in
                    // A to-many relationship shows its objects, not an NSSet's description.
                    if let set = value as? NSSet { return set.allObjects.compactMap { $0 as? NSManagedObject }.sorted { $0.objectID < $1.objectID } }
                    if let set = value as? NSOrderedSet { return set.array }
                    return value
                } ?? Optional<Int>.none as Any
            )
        }
        return Mirror(self, children: children, displayStyle: .class)
    }
}

/// The identity of a managed object, stable for its life: its entity and its order of creation.
public struct NSManagedObjectID: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let entityName: String
    let number: Int

    nonisolated(unsafe) private static var created = 0

    init(entityName: String) {
        self.entityName = entityName
        Self.created += 1
        number = Self.created
    }

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.number < rhs.number }
    public var description: String { "\(entityName)/p\(number)" }
    public var uriRepresentation: URL { URL(string: "x-coredata://dataflow/\(entityName)/p\(number)")! }
    public var isTemporaryID: Bool { false }
}

/// What a scalar attribute reads before anything was written: zero, as Core Data gives.
protocol ManagedDefault { static var managedDefault: Any { get } }
extension Int: ManagedDefault { static var managedDefault: Any { 0 } }
extension Int16: ManagedDefault { static var managedDefault: Any { Int16(0) } }
extension Int32: ManagedDefault { static var managedDefault: Any { Int32(0) } }
extension Int64: ManagedDefault { static var managedDefault: Any { Int64(0) } }
extension Double: ManagedDefault { static var managedDefault: Any { 0.0 } }
extension Float: ManagedDefault { static var managedDefault: Any { Float(0) } }
extension Bool: ManagedDefault { static var managedDefault: Any { false } }
extension Decimal: ManagedDefault { static var managedDefault: Any { Decimal(0) } }
extension Optional: ManagedDefault { static var managedDefault: Any { Optional<Wrapped>.none as Any } }
