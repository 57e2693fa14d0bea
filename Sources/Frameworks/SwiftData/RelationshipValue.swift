/// The shapes a relationship property's value takes: a model (`Trip`), an optional model
/// (`Trip?`), an array of models (`[Item]`) or an optional array (`[Item]?`). A property is a
/// relationship when its type is one of them, as SwiftData decides from the property's type.
enum RelationshipShape {
    /// The related model type, whether there are many, and whether the value can be nil; nil
    /// when `type` is not a relationship's.
    static func of(_ type: Any.Type) -> (destination: any PersistentModel.Type, isToMany: Bool, isOptional: Bool)? {
        let optional = type as? any AnyOptional.Type
        let base = optional?.wrappedType ?? type
        if let model = base as? any PersistentModel.Type { return (model, false, optional != nil) }
        if let many = base as? any ToManyRelationshipValue.Type { return (many.destination, true, optional != nil) }
        return nil
    }

    /// The models a relationship's value holds, in its order.
    static func models(in value: Any) -> [AnyObject] {
        if let optional = value as? any AnyOptional {
            guard let wrapped = optional.wrapped else { return [] }
            return models(in: wrapped)
        }
        if let many = value as? any ToManyRelationshipValue { return many.models }
        if let model = value as? any PersistentModel { return [model] }
        return []
    }

    /// A value of `type` holding `models` (the first of them for a to-one; nil if none and the
    /// type allows it), or nil where the type cannot hold them (a non-optional to-one, empty).
    static func value(of type: Any.Type, holding models: [AnyObject]) -> Any? {
        let optional = type as? any AnyOptional.Type
        let base = optional?.wrappedType ?? type
        let wrapped: Any?
        if let many = base as? any ToManyRelationshipValue.Type {
            wrapped = many.init(models: models)
        } else {
            wrapped = models.first
        }
        if let optional { return optional.make(wrapped) }
        return wrapped
    }
}

/// An `Optional`, seen without knowing what it wraps.
protocol AnyOptional {
    static var wrappedType: Any.Type { get }
    var wrapped: Any? { get }
    static func make(_ wrapped: Any?) -> Any
}

extension Optional: AnyOptional {
    static var wrappedType: Any.Type { Wrapped.self }
    var wrapped: Any? { self.map { $0 as Any } }
    static func make(_ wrapped: Any?) -> Any { wrapped.map { $0 as! Wrapped } as Any }
}

/// An array of models: a to-many relationship's value.
protocol ToManyRelationshipValue {
    static var destination: any PersistentModel.Type { get }
    var models: [AnyObject] { get }
    init(models: [AnyObject])
}

extension Array: ToManyRelationshipValue where Element: PersistentModel {
    static var destination: any PersistentModel.Type { Element.self }
    var models: [AnyObject] { map { $0 as AnyObject } }
    init(models: [AnyObject]) { self = models.map { $0 as! Element } }
}
