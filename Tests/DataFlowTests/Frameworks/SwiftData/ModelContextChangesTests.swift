import DataFlow
import Foundation
import Testing

@testable import DataFlowSwiftData

@Observable fileprivate final class Note: PersistentModel {
    var text: String
    init(text: String) { self.text = text }
}

fileprivate struct Notes: View {
    @Environment(\.modelContext) var modelContext
    @Query<Note, [Note]>(sort: \Note.text) var notes: [Note]

    var body: some View {
        VStack {
            Text("\(notes.count) notes")
            Button("Add") { modelContext.insert(Note(text: "Milk")) }
            Button("Reset") { modelContext.container.deleteAllData() }
        }
    }
}

/// What `@ModelActor` makes of `actor NoteImporter { … }` (SwiftData's macro writes these members).
fileprivate actor NoteImporter: ModelActor {
    nonisolated let modelExecutor: any ModelExecutor
    nonisolated let modelContainer: ModelContainer
    init(modelContainer: ModelContainer) {
        let modelContext = ModelContext(modelContainer)
        modelExecutor = DefaultSerialModelExecutor(modelContext: modelContext)
        self.modelContainer = modelContainer
    }

    func add(_ text: String, save: Bool) throws {
        modelContext.insert(Note(text: text))
        if save { try modelContext.save() }
    }

    func text(of id: PersistentIdentifier) -> String? { self[id, as: Note.self]?.text }
}

fileprivate struct ImportingNotes: View {
    @Environment(\.modelContext) var modelContext
    @Query<Note, [Note]>(sort: \Note.text) var notes: [Note]

    var body: some View {
        VStack {
            Text("\(notes.count) notes")
            Button("Import") {
                let container = modelContext.container
                Task { try await NoteImporter(modelContainer: container).add("Eggs", save: true) }
            }
            Button("Draft") {
                let container = modelContext.container
                Task { try await NoteImporter(modelContainer: container).add("Tea", save: false) }
            }
        }
    }
}

fileprivate struct NotesApp: View {
    var body: some View { Notes().modelContainer(for: Note.self) }
}

/// What SwiftData's context says of its changes (iOS 17): the models inserted and deleted since
/// the last save, a deleted model that knows it, a transaction that saves, a reset (§30).
@Suite struct ModelContextChangesTests {
    @Test func insertedAndDeletedModelsAreListedUntilTheSave() throws {
        let container = try ModelContainer(for: Note.self)
        let context = container.mainContext
        let milk = Note(text: "Milk"), eggs = Note(text: "Eggs")
        context.insert(milk)
        try context.save()
        context.insert(eggs)
        context.delete(milk)
        #expect(context.insertedModelsArray.count == 1 && context.deletedModelsArray.count == 1)
        #expect(milk.isDeleted && milk.modelContext == nil)
        #expect(!eggs.isDeleted && eggs.modelContext === context)
        try context.save()
        #expect(context.insertedModelsArray.isEmpty && context.deletedModelsArray.isEmpty)
    }

    @Test func aTransactionSavesAndSavesAreAnnounced() throws {
        let container = try ModelContainer(for: Note.self)
        let context = container.mainContext
        final class Count: @unchecked Sendable { var saves = 0 }
        let count = Count()
        let observer = NotificationCenter.default.addObserver(forName: ModelContext.didSave, object: context, queue: nil) { _ in count.saves += 1 }
        defer { NotificationCenter.default.removeObserver(observer) }
        try context.transaction { context.insert(Note(text: "Bread")) }
        #expect(!context.hasChanges)
        #expect(count.saves == 1)
        #expect(try context.fetchIdentifiers(FetchDescriptor<Note>()).count == 1)
    }

    @Test func deletingAllDataEmptiesTheQueries() {
        let harness = Harness(NotesApp())
        harness.tap("Add")
        harness.tap("Add")
        #expect(harness.screen.contains("  Text \"2 notes\""))
        harness.tap("Reset")
        #expect(harness.screen.contains("  Text \"0 notes\""))
    }

    @Test func erasingAContainerDeletesItsModels() throws {
        let container = try ModelContainer(for: Note.self)
        let milk = Note(text: "Milk")
        container.mainContext.insert(milk)
        try container.erase()
        #expect(try container.mainContext.fetchCount(FetchDescriptor<Note>()) == 0)
        #expect(milk.isDeleted)
    }

    @Test func aConfigurationKeepsWhatItWasGiven() {
        let configuration = ModelConfiguration("Notes", isStoredInMemoryOnly: true, allowsSave: false)
        #expect(configuration.name == "Notes" && !configuration.allowsSave)
        // Its identity is the store's location, as SwiftData's: an in-memory store's is /dev/null.
        #expect(configuration.id == URL(fileURLWithPath: "/dev/null"))
        #expect(ModelConfiguration().name == "default")
    }

    /// A model actor works in a context of its own on the container: what it inserts reaches the
    /// views' queries when it saves, in the transaction of the tasks that ran it, and not before.
    @Test func aModelActorsSaveReachesTheViewsQueries() {
        let harness = Harness(ImportingNotes().modelContainer(for: Note.self))
        #expect(harness.screen.contains("  Text \"0 notes\""))
        harness.tap("Draft")
        #expect(harness.screen.contains("  Text \"0 notes\""), "an unsaved insert stays in the actor's context")
        let step = harness.tap("Import")
        #expect(harness.screen.contains("  Text \"1 notes\""), "\(harness.screen)")
        #expect(step.ranViews.contains("ImportingNotes"))
    }

    @Test func aModelActorsContextIsItsOwnOnTheSameContainer() async throws {
        let container = try ModelContainer(for: Note.self)
        let importer = NoteImporter(modelContainer: container)
        #expect(importer.modelContainer === container)
        let context = await importer.modelContext
        #expect(context !== container.mainContext && context.container === container)
        let milk = Note(text: "Milk")
        container.mainContext.insert(milk)
        #expect(await importer.text(of: milk.persistentModelID) == "Milk")
    }
}
