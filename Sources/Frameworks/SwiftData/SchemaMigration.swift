/// A version of an app's SwiftData schema: its number and its model types (iOS 17).
public protocol VersionedSchema {
    static var versionIdentifier: Schema.Version { get }
    static var models: [any PersistentModel.Type] { get }
}

/// How a store moves from one schema version to the next (iOS 17). A run's store starts empty
/// every time, as on a fresh install, where it is made at the current version: no stage runs
/// (§30).
public protocol SchemaMigrationPlan {
    static var schemas: [any VersionedSchema.Type] { get }
    static var stages: [MigrationStage] { get }
}

/// One step of a migration plan: lightweight (SwiftData's own), or custom, with code before and
/// after.
public enum MigrationStage {
    case lightweight(fromVersion: any VersionedSchema.Type, toVersion: any VersionedSchema.Type)
    case custom(
        fromVersion: any VersionedSchema.Type, toVersion: any VersionedSchema.Type, willMigrate: ((ModelContext) throws -> Void)?,
        didMigrate: ((ModelContext) throws -> Void)?)
}

extension Schema {
    /// A schema's version number: major, minor, patch.
    public struct Version: Hashable, Comparable, Codable, Sendable, CustomStringConvertible {
        public let major: Int
        public let minor: Int
        public let patch: Int

        public init(_ major: Int, _ minor: Int, _ patch: Int) {
            self.major = major
            self.minor = minor
            self.patch = patch
        }

        public static func < (lhs: Version, rhs: Version) -> Bool {
            (lhs.major, lhs.minor, lhs.patch) < (rhs.major, rhs.minor, rhs.patch)
        }

        public var description: String { "\(major).\(minor).\(patch)" }
    }

    /// The schema of a version: its models, at its version.
    public init(versionedSchema: any VersionedSchema.Type) {
        self.init(versionedSchema.models, version: versionedSchema.versionIdentifier)
    }
}

extension ModelContainer {
    /// A container for `forTypes`, with a migration plan for stores made by earlier versions;
    /// a run's store is new, so the plan has nothing to migrate.
    public convenience init(
        for forTypes: any PersistentModel.Type..., migrationPlan: (any SchemaMigrationPlan.Type)? = nil, configurations: ModelConfiguration...
    ) throws {
        self.init(schema: Schema(forTypes), migrationPlan: migrationPlan, configurations: configurations)
    }

    /// The same for a schema.
    public convenience init(
        for schema: Schema, migrationPlan: (any SchemaMigrationPlan.Type)? = nil, configurations: [ModelConfiguration]
    )
        throws
    {
        self.init(schema: schema, migrationPlan: migrationPlan, configurations: configurations)
    }

    /// The same, configurations listed.
    public convenience init(
        for schema: Schema, migrationPlan: (any SchemaMigrationPlan.Type)? = nil, configurations: ModelConfiguration...
    )
        throws
    {
        self.init(schema: schema, migrationPlan: migrationPlan, configurations: configurations)
    }
}
