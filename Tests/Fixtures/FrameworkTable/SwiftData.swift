import SwiftData
import SwiftUI

// script: tap "SwiftData insert"
// claim: Text "SwiftData: 1 entries, 1 matching"
// script: tap "SwiftData import"
// claim: Text "SwiftData: 3 entries, 1 matching"
// script: tap "SwiftData add a tag"
// claim: Text "SwiftData tags: 1, on first: 1"
// script: tap "SwiftData delete first"
// claim: Text "SwiftData tags: 0, on first: 0"
@Model final class Entry {
    #Unique<Entry>([\.title])
    var title: String
    @Relationship(deleteRule: .cascade) var tags: [EntryTag] = []
    init(title: String) { self.title = title }
}

/// The other side of `Entry.tags`, inferred: it is optional.
@Model final class EntryTag {
    var name: String
    var entry: Entry?
    init(name: String, entry: Entry? = nil) {
        self.name = name
        self.entry = entry
    }
}

/// Work off the main context: what it saves reaches the views' queries.
@ModelActor actor EntryImporter {
    func add(_ titles: [String]) throws {
        for title in titles { modelContext.insert(Entry(title: title)) }
        try modelContext.save()
    }
}

struct SwiftDataRow: View {
    @Environment(\.modelContext) private var context
    @Query(sort: \Entry.title) private var entries: [Entry]
    @Query(filter: #Predicate<Entry> { $0.title.contains("first") }) private var matching: [Entry]
    @Query private var tags: [EntryTag]

    var body: some View {
        VStack {
            Text("SwiftData: \(entries.count) entries, \(matching.count) matching")
            Text("SwiftData tags: \(tags.count), on first: \(matching.first?.tags.count ?? 0)")
            Button("SwiftData insert") { context.insert(Entry(title: "first")) }
            // Inserted with its entry, and on the entry's side as well.
            Button("SwiftData add a tag") { context.insert(EntryTag(name: "new", entry: matching.first)) }
            Button("SwiftData delete first") { if let first = matching.first { context.delete(first) } }
            Button("SwiftData import") {
                let importer = EntryImporter(modelContainer: context.container)
                Task { try await importer.add(["second", "third"]) }
            }
        }
    }
}
