import Foundation

/// The store of a run's models, with one main context; `.modelContainer(for:)` puts its context
/// in the environment as `\.modelContext`, where `@Query` and the views' code find it (§30).
public final class ModelContainer: @unchecked Sendable {
    // @unchecked Sendable: used from a run's one thread, as from the main actor in an app.
    /// The context views use (SwiftUI's environment holds this one).
    public private(set) lazy var mainContext = ModelContext(self)
    /// The model types the container was made for, by name.
    public let typeNames: [String]
    /// The container's models, as a schema.
    public let schema: Schema
    /// The plan it was made with: a run's store is new, so nothing is migrated (§30).
    public let migrationPlan: (any SchemaMigrationPlan.Type)?
    public var configurations: Set<ModelConfiguration> { Set(configurationList) }
    private let configurationList: [ModelConfiguration]

    public convenience init(for forTypes: any PersistentModel.Type..., configurations: ModelConfiguration...) throws {
        self.init(schema: Schema(forTypes), migrationPlan: nil, configurations: configurations)
    }

    public convenience init(for schema: Schema, configurations: ModelConfiguration...) throws {
        try self.init(for: schema, configurations: configurations)
    }

    /// As Xcode's app template makes it: `ModelContainer(for: schema, configurations: [configuration])`.
    public convenience init(for schema: Schema, configurations: [ModelConfiguration]) throws {
        self.init(schema: schema, migrationPlan: nil, configurations: configurations)
    }

    init(schema: Schema, migrationPlan: (any SchemaMigrationPlan.Type)?, configurations: [ModelConfiguration]) {
        typeNames = schema.typeNames
        self.schema = schema
        self.migrationPlan = migrationPlan
        configurationList = configurations
    }

    convenience init(typeNames: [String]) {
        self.init(schema: Schema(typeNames: typeNames), migrationPlan: nil, configurations: [])
    }

    /// Deletes every model in the store (iOS 17): the queries that showed them update.
    public func deleteAllData() { mainContext.deleteAll() }

    /// Deletes the store (iOS 18): here, every model in it.
    public func erase() throws { mainContext.deleteAll() }
}

/// How a container stores its models: dataflow keeps every model in memory, whatever it says.
public struct ModelConfiguration: Sendable, Hashable, Identifiable {
    public var isStoredInMemoryOnly: Bool
    /// The configuration's name (`"default"` unless given one), which is also its id.
    public let name: String
    public var schema: Schema?
    public let allowsSave: Bool
    public let groupContainer: GroupContainer
    public let cloudKitDatabase: CloudKitDatabase
    /// The app group and CloudKit container the store would use: none here.
    public var groupAppContainerIdentifier: String? { nil }
    public var cloudKitContainerIdentifier: String? { nil }
    /// The store's location, which identifies a configuration, as in SwiftData.
    public var id: URL { url }

    /// Where the store's file would be: `/dev/null` for an in-memory store, as SwiftData's, else
    /// the default store in the app's support folder. A run writes nothing there either way.
    public var url: URL {
        isStoredInMemoryOnly ? URL(fileURLWithPath: "/dev/null") : URL.applicationSupportDirectory.appendingPathComponent("default.store")
    }

    /// Checks the configuration before a container uses it: every configuration a run can make
    /// is valid (no file is written).
    public func validate() throws {}

    /// The basic configuration; the most specific match for `ModelConfiguration(isStoredInMemoryOnly: true)`.
    public init(isStoredInMemoryOnly: Bool = false) {
        self.init(nil, isStoredInMemoryOnly: isStoredInMemoryOnly)
    }

    public init(
        _ name: String? = nil, schema: Schema? = nil, isStoredInMemoryOnly: Bool = false, allowsSave: Bool = true,
        groupContainer: GroupContainer = .automatic, cloudKitDatabase: CloudKitDatabase = .automatic
    ) {
        self.isStoredInMemoryOnly = isStoredInMemoryOnly
        self.name = name ?? "default"
        self.schema = schema
        self.allowsSave = allowsSave
        self.groupContainer = groupContainer
        self.cloudKitDatabase = cloudKitDatabase
    }

    /// A store at `url`: dataflow keeps it in memory too.
    public init(_ name: String? = nil, schema: Schema? = nil, url: URL, allowsSave: Bool = true, cloudKitDatabase: CloudKitDatabase = .automatic) {
        self.init(name, schema: schema, allowsSave: allowsSave, cloudKitDatabase: cloudKitDatabase)
    }

    /// The app group whose container holds the store: none is used here.
    public struct GroupContainer: Hashable, Sendable {
        let name: String
        public static var automatic: GroupContainer { GroupContainer(name: "automatic") }
        public static var none: GroupContainer { GroupContainer(name: "none") }
        public static func identifier(_ groupName: String) -> GroupContainer { GroupContainer(name: groupName) }
    }

    /// The CloudKit database the store syncs with: nothing syncs here.
    public struct CloudKitDatabase: Hashable, Sendable {
        let name: String
        public static var automatic: CloudKitDatabase { CloudKitDatabase(name: "automatic") }
        public static var none: CloudKitDatabase { CloudKitDatabase(name: "none") }
        public static func `private`(_ containerIdentifier: String) -> CloudKitDatabase { CloudKitDatabase(name: containerIdentifier) }
    }

    public init(for forTypes: any PersistentModel.Type..., isStoredInMemoryOnly: Bool = false) {
        self.init(nil, schema: Schema(forTypes), isStoredInMemoryOnly: isStoredInMemoryOnly)
    }
}

/// The model types a container holds, at a version.
public struct Schema: Sendable, Hashable {
    let typeNames: [String]
    /// The schema's version: 1.0.0 unless given one (a `VersionedSchema`'s, §30).
    public let version: Version

    public init(_ types: [any PersistentModel.Type], version: Version = Version(1, 0, 0)) {
        self.init(typeNames: types.map { displayTypeName($0) }, version: version)
    }

    public init(_ types: any PersistentModel.Type..., version: Version = Version(1, 0, 0)) {
        self.init(types, version: version)
    }

    init(typeNames: [String], version: Version = Version(1, 0, 0)) {
        self.typeNames = typeNames
        self.version = version
    }

    /// The name SwiftData gives a model type's entity: the type's own name.
    public static func entityName(for model: any PersistentModel.Type) -> String {
        displayTypeName(model).split(separator: ".").last.map(String.init) ?? displayTypeName(model)
    }
}

private struct ModelContextKey: EnvironmentKey {
    /// Where no `.modelContainer` is above: a context with no store, which keeps nothing.
    static let defaultValue = ModelContext()
}

extension EnvironmentValues {
    /// The context of the nearest `.modelContainer` above: where `@Query` fetches and where the
    /// views' code inserts and deletes.
    public var modelContext: ModelContext {
        get { self[ModelContextKey.self] }
        set { self[ModelContextKey.self] = newValue }
    }
}

/// The container a `.modelContainer(for:)` written now stands for: the run's own for those types.
/// SwiftUI makes the container once, where the modifier is, and keeps it while the app runs; a
/// body that runs again gets the same one. The run keeps its main context, where the models live
/// whichever views hold them: state a transcript shows.
func modelContainer(for types: [any PersistentModel.Type]) -> ModelContainer {
    let names = types.map { displayTypeName($0) }
    guard let stores = Ambient.current?.frameworkStores else { return ModelContainer(typeNames: names) }
    return stores.store("SwiftData." + names.joined(separator: ",")) { ModelContainer(typeNames: names).mainContext }.container
}

extension Scene {
    /// Puts `context` in the environment of every view of this scene.
    public func modelContext(_ context: ModelContext) -> _SceneEnvironment<Self> {
        _SceneEnvironment(content: self) { $0.environment(\.modelContext, context) }
    }
}

extension View {
    /// Makes (once per run) a container for `modelType` and puts its main context in the
    /// environment of this view and everything below it.
    public func modelContainer(
        for modelType: any PersistentModel.Type, inMemory: Bool = false, isAutosaveEnabled: Bool = true,
        isUndoEnabled: Bool = false, onSetup: @escaping (Result<ModelContainer, any Error>) -> Void = { _ in }
    )
        -> ModifiedContent<Self, _EnvironmentKeyWritingModifier<ModelContext>>
    {
        modelContainer(for: [modelType], inMemory: inMemory)
    }

    /// The same for several model types.
    public func modelContainer(
        for modelTypes: [any PersistentModel.Type], inMemory: Bool = false, isAutosaveEnabled: Bool = true,
        isUndoEnabled: Bool = false, onSetup: @escaping (Result<ModelContainer, any Error>) -> Void = { _ in }
    )
        -> ModifiedContent<Self, _EnvironmentKeyWritingModifier<ModelContext>>
    {
        environment(\.modelContext, DataFlowSwiftData.modelContainer(for: modelTypes).mainContext)
    }

    /// Puts `container`'s main context in the environment below.
    public func modelContainer(_ container: ModelContainer) -> ModifiedContent<Self, _EnvironmentKeyWritingModifier<ModelContext>> {
        environment(\.modelContext, container.mainContext)
    }

    /// Puts `context` in the environment below.
    public func modelContext(_ context: ModelContext) -> ModifiedContent<Self, _EnvironmentKeyWritingModifier<ModelContext>> {
        environment(\.modelContext, context)
    }
}

extension Scene {
    /// A window group's container: its main context is in every view's environment.
    public func modelContainer(
        for modelType: any PersistentModel.Type, inMemory: Bool = false, isAutosaveEnabled: Bool = true,
        isUndoEnabled: Bool = false, onSetup: @escaping (Result<ModelContainer, any Error>) -> Void = { _ in }
    )
        -> _SceneEnvironment<Self>
    {
        modelContainer(for: [modelType], inMemory: inMemory)
    }

    public func modelContainer(
        for modelTypes: [any PersistentModel.Type], inMemory: Bool = false, isAutosaveEnabled: Bool = true,
        isUndoEnabled: Bool = false, onSetup: @escaping (Result<ModelContainer, any Error>) -> Void = { _ in }
    )
        -> _SceneEnvironment<Self>
    {
        let types = modelTypes
        return _SceneEnvironment(content: self) { $0.environment(\.modelContext, DataFlowSwiftData.modelContainer(for: types).mainContext) }
    }

    public func modelContainer(_ container: ModelContainer) -> _SceneEnvironment<Self> {
        _SceneEnvironment(content: self) { $0.environment(\.modelContext, container.mainContext) }
    }
}
