import Foundation

/// A stored property of a model, as a schema describes it: an attribute or a relationship.
public protocol SchemaProperty: Codable, Hashable {
    var name: String { get }
    var originalName: String { get }
    var valueType: any Any.Type { get }
    var isAttribute: Bool { get }
    var isRelationship: Bool { get }
    var isTransient: Bool { get }
    var isOptional: Bool { get }
    var isUnique: Bool { get }
}

extension SchemaProperty {
    public var isAttribute: Bool { !isRelationship }
    public var isTransient: Bool { false }
    public var isOptional: Bool { valueType is any AnyOptional.Type }
}

extension Schema {
    /// What SwiftData's `@Model` macro lists for each stored property of a class
    /// (`schemaMetadata`): its name and key path, and its `@Relationship` or `@Attribute` when it
    /// has one. dataflow's preprocessor lists the same, so the relationships are kept in step.
    public struct PropertyMetadata {
        public let name: String
        public let keypath: AnyKeyPath
        public let defaultValue: Any?
        public let metadata: (any SchemaProperty)?

        public init(name: String, keypath: AnyKeyPath, defaultValue: Any? = nil, metadata: (any SchemaProperty)? = nil) {
            self.name = name
            self.keypath = keypath
            self.defaultValue = defaultValue
            self.metadata = metadata
        }
    }

    /// A relationship's settings, as `@Relationship(…)` gives them: what deleting its model does
    /// to the models it relates to (`deleteRule`), and the property on the other side that
    /// stays in step with it (`inverse`). See RULES §30.
    public final class Relationship: SchemaProperty, CustomDebugStringConvertible, @unchecked Sendable {
        // @unchecked Sendable: SwiftData's relationships are descriptions, made once with the
        // schema and then only read.
        public var name: String
        public var originalName: String
        public var keypath: AnyKeyPath?
        public var options: [Option]
        public var valueType: any Any.Type
        /// The entity of the models it relates to.
        public var destination: String
        public var deleteRule: DeleteRule
        public var inverseName: String?
        public var inverseKeyPath: AnyKeyPath?
        public var minimumModelCount: Int?
        public var maximumModelCount: Int?
        public var hashModifier: String?

        /// What deleting a model does to the models this relationship relates it to.
        public enum DeleteRule: String, Codable, Sendable {
            /// Nothing: they keep pointing at the deleted model.
            case noAction
            /// They stop relating to it (the default).
            case nullify
            /// They are deleted too.
            case cascade
            /// The model cannot be deleted while they exist.
            case deny
        }

        /// A relationship's options: `.unique`.
        public struct Option: Codable, Hashable, CustomDebugStringConvertible, Sendable {
            let name: String
            public static var unique: Option { Option(name: "unique") }
            public var debugDescription: String { name }
        }

        public init(
            _ options: Option..., deleteRule: DeleteRule = .nullify, minimumModelCount: Int? = 0, maximumModelCount: Int? = 0,
            originalName: String? = nil, inverse: AnyKeyPath? = nil, hashModifier: String? = nil
        ) {
            name = ""
            self.originalName = originalName ?? ""
            self.options = options
            valueType = Any.self
            destination = ""
            self.deleteRule = deleteRule
            self.minimumModelCount = minimumModelCount
            self.maximumModelCount = maximumModelCount
            inverseKeyPath = inverse
            self.hashModifier = hashModifier
        }

        /// Whether it relates a model to one model (`var trip: Trip?`), not to many.
        public var isToOneRelationship: Bool { !(RelationshipShape.of(valueType)?.isToMany ?? false) }
        public var isUnique: Bool { options.contains(.unique) }
        public var isAttribute: Bool { false }
        public var isRelationship: Bool { true }
        public var isTransient: Bool { false }

        public var debugDescription: String {
            "Relationship - name: \(name), deleteRule: \(deleteRule), destination: \(destination), inverseName: \(inverseName ?? "nil")"
        }

        public static func == (lhs: Relationship, rhs: Relationship) -> Bool {
            lhs.name == rhs.name && lhs.destination == rhs.destination && lhs.deleteRule == rhs.deleteRule && lhs.inverseName == rhs.inverseName
                && lhs.options == rhs.options
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(name)
            hasher.combine(destination)
        }

        private enum CodingKeys: String, CodingKey {
            case name, originalName, options, destination, deleteRule, inverseName, minimumModelCount, maximumModelCount, hashModifier
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            name = try container.decode(String.self, forKey: .name)
            originalName = try container.decode(String.self, forKey: .originalName)
            options = try container.decode([Option].self, forKey: .options)
            valueType = Any.self
            destination = try container.decode(String.self, forKey: .destination)
            deleteRule = try container.decode(DeleteRule.self, forKey: .deleteRule)
            inverseName = try container.decodeIfPresent(String.self, forKey: .inverseName)
            minimumModelCount = try container.decodeIfPresent(Int.self, forKey: .minimumModelCount)
            maximumModelCount = try container.decodeIfPresent(Int.self, forKey: .maximumModelCount)
            hashModifier = try container.decodeIfPresent(String.self, forKey: .hashModifier)
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(name, forKey: .name)
            try container.encode(originalName, forKey: .originalName)
            try container.encode(options, forKey: .options)
            try container.encode(destination, forKey: .destination)
            try container.encode(deleteRule, forKey: .deleteRule)
            try container.encodeIfPresent(inverseName, forKey: .inverseName)
            try container.encodeIfPresent(minimumModelCount, forKey: .minimumModelCount)
            try container.encodeIfPresent(maximumModelCount, forKey: .maximumModelCount)
            try container.encodeIfPresent(hashModifier, forKey: .hashModifier)
        }
    }
}
