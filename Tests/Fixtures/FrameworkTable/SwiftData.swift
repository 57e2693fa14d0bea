import SwiftData
import SwiftUI

// script: tap "SwiftData insert"
// claim: Text "SwiftData: 1 entries, 1 matching"
@Model final class Entry {
    var title: String
    init(title: String) { self.title = title }
}

struct SwiftDataRow: View {
    @Environment(\.modelContext) private var context
    @Query(sort: \Entry.title) private var entries: [Entry]
    @Query(filter: #Predicate<Entry> { $0.title.contains("first") }) private var matching: [Entry]

    var body: some View {
        VStack {
            Text("SwiftData: \(entries.count) entries, \(matching.count) matching")
            Button("SwiftData insert") { context.insert(Entry(title: "first")) }
        }
    }
}
