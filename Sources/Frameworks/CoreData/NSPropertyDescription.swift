import Foundation

/// A property of an entity, as code that builds a model declares it.
open class NSPropertyDescription: @unchecked Sendable {
    open var name = ""
    open var isOptional = true
    open var isTransient = false
    public init() {}
}

/// How an attribute's values are stored: kept, as Core Data's types map onto Swift's here.
public enum NSAttributeType: UInt, Sendable {
    case undefinedAttributeType = 0, integer16AttributeType = 100, integer32AttributeType = 200, integer64AttributeType = 300
    case decimalAttributeType = 400, doubleAttributeType = 500, floatAttributeType = 600, stringAttributeType = 700
    case booleanAttributeType = 800, dateAttributeType = 900, binaryDataAttributeType = 1000, UUIDAttributeType = 1100
    case URIAttributeType = 1200, transformableAttributeType = 1800, objectIDAttributeType = 2000, compositeAttributeType = 2100
}

/// An attribute: a stored value, with what it holds before anything is written.
open class NSAttributeDescription: NSPropertyDescription, @unchecked Sendable {
    open var attributeType: NSAttributeType = .undefinedAttributeType
    open var attributeValueClassName: String?
    open var defaultValue: Any?
    open var allowsExternalBinaryDataStorage = false

    public override init() {}

    init(name: String, defaultValue: Any?) {
        super.init()
        self.name = name
        self.defaultValue = defaultValue
    }
}

/// What deleting an object does to the objects its relationship holds.
public enum NSDeleteRule: UInt, Sendable { case noActionDeleteRule = 0, nullifyDeleteRule, cascadeDeleteRule, denyDeleteRule }

/// A relationship to another entity's objects: to one or to many, with its inverse and rule.
open class NSRelationshipDescription: NSPropertyDescription, @unchecked Sendable {
    open var destinationEntity: NSEntityDescription?
    open var inverseRelationship: NSRelationshipDescription?
    open var minCount = 0
    open var maxCount = 1
    open var deleteRule: NSDeleteRule = .nullifyDeleteRule
    open var isOrdered = false
    open var isToMany: Bool { maxCount != 1 }

    public override init() {}

    init(relationship: NSEntityDescription.Relationship) {
        super.init()
        name = relationship.name
        maxCount = relationship.isToMany ? 0 : 1
        isOrdered = relationship.isOrdered
        deleteRule = relationship.deleteRule.rule
    }

    /// The relationship as the runtime keeps it.
    var relationship: NSEntityDescription.Relationship {
        .init(
            name, destination: destinationEntity?.name ?? "", toMany: isToMany, ordered: isOrdered, inverse: inverseRelationship?.name,
            deleteRule: .init(deleteRule))
    }
}

extension NSEntityDescription.Relationship.DeleteRule {
    init(_ rule: NSDeleteRule) {
        switch rule {
        case .noActionDeleteRule: self = .noAction
        case .nullifyDeleteRule: self = .nullify
        case .cascadeDeleteRule: self = .cascade
        case .denyDeleteRule: self = .deny
        }
    }

    var rule: NSDeleteRule {
        switch self {
        case .noAction: .noActionDeleteRule
        case .nullify: .nullifyDeleteRule
        case .cascade: .cascadeDeleteRule
        case .deny: .denyDeleteRule
        }
    }
}
