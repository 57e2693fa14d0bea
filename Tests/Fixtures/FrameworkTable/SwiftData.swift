import SwiftData
import SwiftUI

// script: tap "SwiftData insert"
// claim: Text "SwiftData: 1 entries, 1 matching"
// script: tap "SwiftData import"
// claim: Text "SwiftData: 3 entries, 1 matching"
@Model final class Entry {
    #Unique<Entry>([\.title])
    var title: String
    init(title: String) { self.title = title }
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

    var body: some View {
        VStack {
            Text("SwiftData: \(entries.count) entries, \(matching.count) matching")
            Button("SwiftData insert") { context.insert(Entry(title: "first")) }
            Button("SwiftData import") {
                let importer = EntryImporter(modelContainer: context.container)
                Task { try await importer.add(["second", "third"]) }
            }
        }
    }
}
