import DataFlow
import Foundation
import Testing

@testable import DataFlowSwiftData

// Two versions of a schema, as the preprocessor hands them over (RULES §30).
fileprivate enum ShelfV1: VersionedSchema {
    static let versionIdentifier = Schema.Version(1, 0, 0)
    static var models: [any PersistentModel.Type] { [Book.self] }
    @Observable final class Book: PersistentModel {
        var title = ""
    }
}

fileprivate enum ShelfV2: VersionedSchema {
    static let versionIdentifier = Schema.Version(2, 1, 0)
    static var models: [any PersistentModel.Type] { [Book.self] }
    @Observable final class Book: PersistentModel {
        var title = ""
        var rating = 0
    }
}

fileprivate enum ShelfPlan: SchemaMigrationPlan {
    nonisolated(unsafe) static var migrated = false
    static var schemas: [any VersionedSchema.Type] { [ShelfV1.self, ShelfV2.self] }
    static var stages: [MigrationStage] {
        [.custom(fromVersion: ShelfV1.self, toVersion: ShelfV2.self, willMigrate: { _ in migrated = true }, didMigrate: nil)]
    }
}

/// A migration plan is accepted; a run's store is new, as on a fresh install, so no stage runs.
@Suite struct SchemaMigrationTests {
    @Test func aContainerWithAPlanStartsEmptyAndMigratesNothing() throws {
        let container = try ModelContainer(
            for: ShelfV2.Book.self, migrationPlan: ShelfPlan.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
        #expect(try container.mainContext.fetch(FetchDescriptor<ShelfV2.Book>()).isEmpty)
        #expect(!ShelfPlan.migrated)
        #expect(ShelfV1.versionIdentifier < ShelfV2.versionIdentifier && ShelfV2.versionIdentifier.description == "2.1.0")
        let schema = Schema(versionedSchema: ShelfV2.self)
        #expect(try ModelContainer(for: schema, migrationPlan: ShelfPlan.self, configurations: []).typeNames.count == 1)
    }
}
