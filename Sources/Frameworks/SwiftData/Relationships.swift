import Foundation

/// One relationship of a model type: a stored property whose value is a model or models.
struct ModelRelationship {
    let name: String
    let keyPath: AnyKeyPath
    let valueType: Any.Type
    let destination: any PersistentModel.Type
    let isToMany: Bool
    let isOptional: Bool
    /// `@Relationship(…)`'s settings, if the property has the attribute.
    let settings: Schema.Relationship?

    /// SwiftData's default is `.nullify`.
    var deleteRule: Schema.Relationship.DeleteRule { settings?.deleteRule ?? .nullify }
}

/// Keeps the two sides of a model's relationships in step, as SwiftData does for the models in
/// a context (RULES §30): setting `item.trip` adds the item to `trip.items` and takes it out of
/// its old trip's; a model related to an inserted one is inserted too; deleting a model applies
/// each relationship's delete rule (`.cascade` deletes the related models, `.nullify` takes the
/// deleted model out of theirs).
///
/// The relationships come from the model's `schemaMetadata` (what `@Model` lists, and the
/// preprocessor lists the same); a change to one arrives from the property's `didSet`, which
/// the preprocessor adds as `@Model`'s accessors would route the write through SwiftData.
enum Relationships {
    /// The relationships of `type`, in declaration order.
    static func of(_ type: any PersistentModel.Type) -> [ModelRelationship] { table.relationships(of: type) }

    /// The relationship of `type` whose key path is `keyPath`, if that property is one.
    static func relationship(of type: any PersistentModel.Type, keyPath: AnyKeyPath) -> ModelRelationship? {
        of(type).first { $0.keyPath == keyPath }
    }

    /// The property on the other side that stays in step with `relationship` of `type`: the
    /// `inverse:` either side names, or the one SwiftData infers (see `inferredInverse`).
    static func inverse(of relationship: ModelRelationship, in type: any PersistentModel.Type) -> ModelRelationship? {
        table.inverse(of: relationship, in: type)
    }

    // MARK: Reading and writing a relationship

    /// The models `relationship` of `model` relates it to.
    static func members(of model: any PersistentModel, _ relationship: ModelRelationship) -> [AnyObject] {
        model[keyPath: relationship.keyPath].map(RelationshipShape.models(in:)) ?? []
    }

    /// Relates `model` to `member` through `relationship`: appended to a to-many, set as a to-one.
    static func add(_ member: AnyObject, to relationship: ModelRelationship, of model: any PersistentModel) {
        let current = members(of: model, relationship)
        guard !current.contains(where: { $0 === member }) else { return }
        write(relationship.isToMany ? current + [member] : [member], to: relationship, of: model)
    }

    /// Stops relating `model` to `member`: removed from a to-many; a to-one becomes nil where its
    /// type allows (a non-optional one keeps the deleted model, as SwiftData's would until saved).
    static func remove(_ member: AnyObject, from relationship: ModelRelationship, of model: any PersistentModel) {
        let current = members(of: model, relationship)
        guard current.contains(where: { $0 === member }) else { return }
        guard relationship.isToMany || relationship.isOptional else { return }
        write(current.filter { $0 !== member }, to: relationship, of: model)
    }

    private static func write(_ models: [AnyObject], to relationship: ModelRelationship, of model: any PersistentModel) {
        guard let value = RelationshipShape.value(of: relationship.valueType, holding: models) else { return }
        assign(value, to: relationship.keyPath, valueType: relationship.valueType, of: model)
    }

    private static func assign<Root: PersistentModel>(_ value: Any, to keyPath: AnyKeyPath, valueType: Any.Type, of model: Root) {
        func write<Value>(_: Value.Type) {
            guard let keyPath = keyPath as? ReferenceWritableKeyPath<Root, Value>, let value = value as? Value else { return }
            model[keyPath: keyPath] = value
        }
        _openExistential(valueType, do: write)
    }

    // MARK: What keeps the sides in step

    /// `relationship` of `model` changed from `oldValue`: the models it gained relate back to
    /// `model` (inserted first if they were in no context), those it lost stop relating to it.
    /// Only a model in a context is kept in step; one made but not inserted is when it is.
    static func changed(_ relationship: ModelRelationship, of model: any PersistentModel, from oldValue: Any) {
        guard let context = model.modelContext else { return }
        let old = RelationshipShape.models(in: oldValue)
        let new = members(of: model, relationship)
        let inverse = inverse(of: relationship, in: type(of: model))
        for member in new where !old.contains(where: { $0 === member }) {
            guard let member = member as? any PersistentModel else { continue }
            if member.modelContext == nil, !member.isDeleted { context.insert(member) }
            if let inverse { add(model, to: inverse, of: member) }
        }
        for member in old where !new.contains(where: { $0 === member }) {
            guard let member = member as? any PersistentModel, let inverse else { continue }
            remove(model, from: inverse, of: member)
        }
    }

    /// `model` was inserted into `context`: the models it already relates to are inserted too,
    /// and relate back to it.
    static func inserted(_ model: any PersistentModel, into context: ModelContext) {
        for relationship in of(type(of: model)) {
            let inverse = inverse(of: relationship, in: type(of: model))
            for member in members(of: model, relationship) {
                guard let member = member as? any PersistentModel else { continue }
                if member.modelContext == nil, !member.isDeleted { context.insert(member) }
                if let inverse { add(model, to: inverse, of: member) }
            }
        }
    }

    /// `model` was deleted from `context`: each relationship's delete rule, applied to the models
    /// it related `model` to.
    static func deleted(_ model: any PersistentModel, from context: ModelContext) {
        for relationship in of(type(of: model)) {
            let members = members(of: model, relationship).compactMap { $0 as? any PersistentModel }
            switch relationship.deleteRule {
            case .cascade:
                for member in members where !member.isDeleted { context.delete(member) }
            case .nullify:
                guard let inverse = inverse(of: relationship, in: type(of: model)) else { continue }
                for member in members { remove(model, from: inverse, of: member) }
            case .noAction, .deny:
                continue
            }
        }
    }

    private static let table = Table()

    /// The relationships of each model type, read once from its `schemaMetadata`; a
    /// relationship's inverse is looked up among its destination's when asked for.
    private final class Table: @unchecked Sendable {
        // @unchecked Sendable: every access holds `lock`.
        private let lock = NSLock()
        private var relationships: [ObjectIdentifier: [ModelRelationship]] = [:]

        func relationships(of type: any PersistentModel.Type) -> [ModelRelationship] {
            lock.lock()
            defer { lock.unlock() }
            if let known = relationships[ObjectIdentifier(type)] { return known }
            let found = type.schemaMetadata.compactMap { property -> ModelRelationship? in
                let valueType = Swift.type(of: property.keypath).valueType
                guard let shape = RelationshipShape.of(valueType) else { return nil }
                let settings = property.metadata as? Schema.Relationship
                settings?.name = property.name
                settings?.keypath = property.keypath
                settings?.valueType = valueType
                settings?.destination = Schema.entityName(for: shape.destination)
                return ModelRelationship(
                    name: property.name, keyPath: property.keypath, valueType: valueType, destination: shape.destination,
                    isToMany: shape.isToMany, isOptional: shape.isOptional, settings: settings)
            }
            relationships[ObjectIdentifier(type)] = found
            return found
        }

        func inverse(of relationship: ModelRelationship, in type: any PersistentModel.Type) -> ModelRelationship? {
            let others = relationships(of: relationship.destination)
            if let named = relationship.settings?.inverseKeyPath { return others.first { $0.keyPath == named } }
            if let naming = others.first(where: { $0.settings?.inverseKeyPath == relationship.keyPath }) { return naming }
            return Self.inferredInverse(of: relationship, in: type, among: others, own: relationships(of: type))
        }

        /// SwiftData pairs two relationships no `inverse:` names when each is the only one
        /// between the two types, and one of them is optional (a non-optional pair is left as
        /// two one-way relationships).
        private static func inferredInverse(
            of relationship: ModelRelationship, in type: any PersistentModel.Type, among others: [ModelRelationship], own: [ModelRelationship]
        ) -> ModelRelationship? {
            let candidates = others.filter { $0.destination == type && $0.settings?.inverseKeyPath == nil && $0.keyPath != relationship.keyPath }
            let rivals = own.filter { $0.destination == relationship.destination && $0.settings?.inverseKeyPath == nil }
            guard candidates.count == 1, rivals.count == 1, let candidate = candidates.first else { return nil }
            return relationship.isOptional || candidate.isOptional ? candidate : nil
        }
    }
}

extension PersistentModel {
    /// The model's stored properties, as SwiftData's `@Model` lists them: none where the class
    /// was not read by dataflow's preprocessor (a model a test declares by hand).
    public static var schemaMetadata: [Schema.PropertyMetadata] { [] }

    /// A stored property of the model was set: where it is a relationship, the other side
    /// follows. The preprocessor calls it from each stored property's `didSet`, where SwiftData's
    /// macro routes a write through the model's backing data.
    public func _relationshipDidChange<Value>(_ keyPath: ReferenceWritableKeyPath<Self, Value>, from oldValue: Value) {
        guard RelationshipShape.of(Value.self) != nil, let relationship = Relationships.relationship(of: Self.self, keyPath: keyPath) else {
            return
        }
        Relationships.changed(relationship, of: self, from: oldValue)
    }
}
