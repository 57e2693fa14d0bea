import DataFlow
import Foundation
import Testing

@testable import DataFlowSwiftData

// What a project's `@Model final class Book` becomes after the preprocessor (RULES §30).
@Observable fileprivate final class Book: PersistentModel {
    var title: String
    var rating: Int

    init(title: String, rating: Int) {
        self.title = title
        self.rating = rating
    }
}

@Observable fileprivate final class Author: PersistentModel {
    var name: String
    init(name: String) { self.name = name }
}

fileprivate struct Shelf: View {
    @Environment(\.modelContext) var modelContext
    // `@Query(sort: \Book.title) var books: [Book]` after the preprocessor.
    @Query<Book, [Book]>(sort: \Book.title) var books: [Book]

    var body: some View {
        VStack {
            Text("\(books.count) books")
            ForEach(books) { BookRow(book: $0) }
            Button("Add Emma") { modelContext.insert(Book(title: "Emma", rating: 3)) }
            Button("Add Dune") { modelContext.insert(Book(title: "Dune", rating: 4)) }
            Button("Delete first") { if let first = books.first { modelContext.delete(first) } }
            Button("Add author") { modelContext.insert(Author(name: "Austen")) }
            TopRated()
        }
    }
}

fileprivate struct BookRow: View {
    let book: Book
    var body: some View {
        Button("\(book.title) ★\(book.rating)") { book.rating += 1 }
    }
}

fileprivate struct TopRated: View {
    @Query<Book, [Book]>(filter: #Predicate<Book> { $0.rating >= 4 }) var good: [Book]
    var body: some View { Text("\(good.count) top rated") }
}

fileprivate struct Library: View {
    var body: some View { Shelf().modelContainer(for: Book.self) }
}

/// A parent whose body runs again above the container: the container is made once per run.
fileprivate struct Reloading: View {
    @State private var generation = 0
    var body: some View {
        VStack {
            Button("Reload") { generation += 1 }
            Text("generation \(generation)")
            Shelf().modelContainer(for: Book.self)
        }
    }
}

/// A parent that hands its children queries, as a view's `init` builds `_books = Query(…)`.
fileprivate struct Sorter: View {
    @State private var count = 0
    var body: some View {
        VStack {
            Button("Tick") { count += 1 }
            Text("ticks \(count)")
            SortedList(query: Query(sort: \Book.title))
            FilteredList(query: Query(filter: #Predicate<Book> { $0.rating > 1 }))
        }
        .modelContainer(for: Book.self)
    }
}

fileprivate struct SortedList: View {
    @Query<Book, [Book]> var books: [Book]
    init(query: Query<Book, [Book]>) { _books = query }
    var body: some View { Text("sorted \(books.count)") }
}

fileprivate struct FilteredList: View {
    @Query<Book, [Book]> var books: [Book]
    init(query: Query<Book, [Book]>) { _books = query }
    var body: some View { Text("filtered \(books.count)") }
}

/// A body that counts the books itself, without `@Query`.
fileprivate struct Counting: View {
    @Environment(\.modelContext) var modelContext
    var body: some View {
        VStack {
            Text("fetched \((try? modelContext.fetchCount(FetchDescriptor<Book>())) ?? 0)")
            Button("Add Emma") { modelContext.insert(Book(title: "Emma", rating: 3)) }
        }
    }
}

/// A list whose query sorts by title and whose rows read the title in the ForEach's closure:
/// one rename reaches the body through two registrations.
fileprivate struct Titles: View {
    @Environment(\.modelContext) var modelContext
    @Query<Book, [Book]>(sort: \Book.title) var books: [Book]
    var body: some View {
        VStack {
            ForEach(books) { book in Text(book.title) }
            Button("Add Emma") { modelContext.insert(Book(title: "Emma", rating: 3)) }
            Button("Add Dune") { modelContext.insert(Book(title: "Dune", rating: 4)) }
            Button("Rename") { books.first?.title = "Zed" }
        }
    }
}

/// §30: `@Query` fetches the models of its type from the environment's context; inserting or
/// deleting re-runs the views that fetched that type, in the action's transaction; a change to a
/// model's property re-runs only the views that read it (§8).
@Suite struct QueryTests {
    @Test func anInsertReRunsTheViewsThatFetchedItsType() {
        let harness = Harness(Library())
        #expect(harness.screen.contains("  Text \"0 books\""))
        let step = harness.tap("Add Emma")
        #expect(step.passes == 1)
        #expect(step.ran.contains("Shelf: @dependencies changed."))
        #expect(step.ranViews.contains("TopRated"), "a query of the same type fetches again")
        #expect(harness.screen.contains("  Text \"1 books\""))
        #expect(harness.screen.contains("  Button \"Emma ★3\""))
        #expect(harness.stale.isEmpty)
    }

    @Test func resultsFollowTheSortAndTheFilter() {
        let harness = Harness(Library())
        harness.tap("Add Emma")
        harness.tap("Add Dune")
        let rows = harness.screen.filter { $0.contains("★") }
        #expect(rows == ["  Button \"Dune ★4\"", "  Button \"Emma ★3\""])
        #expect(harness.screen.contains("  Text \"1 top rated\""))
        // Emma reaches 4 stars: only her row read her rating, and the filter fetches again.
        let step = harness.tap("Emma ★3")
        #expect(step.ranViews.contains("BookRow"))
        #expect(!step.ranViews.contains("Shelf"), "Shelf never read a rating")
        #expect(harness.screen.contains("  Text \"2 top rated\""))
    }

    @Test func aDeleteRemovesTheRowAndItsIdentity() {
        let harness = Harness(Library())
        harness.tap("Add Emma")
        harness.tap("Add Dune")
        let step = harness.tap("Delete first")
        #expect(step.ran.contains("Shelf: @dependencies changed."))
        #expect(harness.screen.filter { $0.contains("★") } == ["  Button \"Emma ★3\""])
    }

    @Test func anInsertOfAnotherTypeReRunsNoQueryOfBooks() {
        let harness = Harness(Library())
        let step = harness.tap("Add author")
        #expect(step.ranViews.isEmpty)
    }

    @Test func theContainerIsMadeOnceWhateverRunsAboveIt() {
        let harness = Harness(Reloading())
        harness.tap("Add Emma")
        harness.tap("Reload")
        #expect(harness.screen.contains("    Text \"1 books\""), "the models outlive a parent's new body")
    }

    @Test func withoutAContainerAnInsertGoesNowhereAndSaysSo() {
        let harness = Harness(Shelf())
        let step = harness.tap("Add Emma")
        #expect(step.issues.contains { if case .dataflow(let text) = $0 { text.contains("no .modelContainer is set above") } else { false } })
        #expect(harness.screen.contains("  Text \"0 books\""))
    }

    @Test func aFetchDescriptorLimitsAndOffsets() throws {
        let container = try ModelContainer(for: Book.self)
        let context = container.mainContext
        for (title, rating) in [("C", 1), ("A", 5), ("B", 3)] { context.insert(Book(title: title, rating: rating)) }
        var descriptor = FetchDescriptor<Book>(sortBy: [SortDescriptor(\Book.title)])
        descriptor.fetchLimit = 2
        #expect(try context.fetch(descriptor).map(\.title) == ["A", "B"])
        descriptor.fetchOffset = 1
        #expect(try context.fetch(descriptor).map(\.title) == ["B", "C"])
        #expect(try context.fetchCount(FetchDescriptor<Book>(predicate: #Predicate { $0.rating > 2 })) == 2)
        // The search idiom of SwiftData apps: case- and diacritic-insensitive.
        let search = "b"
        #expect(try context.fetch(FetchDescriptor<Book>(predicate: #Predicate { $0.title.localizedStandardContains(search) })).map(\.title) == ["B"])
        #expect(context.hasChanges)
        try context.save()
        #expect(!context.hasChanges)
    }

    /// A model knows the context it was inserted into, until it is deleted (SwiftData's
    /// `modelContext`); `enumerate` visits what a descriptor fetches, in its order.
    @Test func aModelKnowsItsContextAndEnumerateVisitsTheFetch() throws {
        let container = try ModelContainer(for: Book.self)
        let context = container.mainContext
        let book = Book(title: "Persuasion", rating: 4)
        #expect(book.modelContext == nil)
        context.insert(book)
        context.insert(Book(title: "Emma", rating: 3))
        #expect(book.modelContext === context)
        var visited: [String] = []
        try context.enumerate(FetchDescriptor<Book>(sortBy: [SortDescriptor(\Book.title)])) { visited.append($0.title) }
        #expect(visited == ["Emma", "Persuasion"])
        context.delete(book)
        #expect(book.modelContext == nil)
    }

    /// A query is an input like any other: equal sort descriptors compare equal, so the sorted
    /// list is skipped when its parent runs again; a predicate is code and never compares equal,
    /// so the filtered list runs again (D10).
    @Test func aViewHandedAFilteredQueryRunsAgainWithItsParent() {
        let harness = Harness(Sorter())
        let step = harness.tap("Tick")
        #expect(step.ranViews == ["Sorter", "FilteredList"])
        #expect(step.skipped.contains("SortedList"))
    }

    /// Only `@Query` follows the store: a body that calls `fetchCount` itself is not run again by
    /// an insert (the context is not observable), so its screen goes stale, as on a device.
    @Test func aBodyThatFetchesItselfDoesNotFollowInserts() {
        let harness = Harness(Counting().modelContainer(for: Book.self))
        let step = harness.tap("Add Emma")
        #expect(step.ranViews.isEmpty)
        #expect(harness.screen.contains("  Text \"fetched 0\""))
        #expect(harness.stale.map(\.current) == ["Text \"fetched 1\""])
    }

    /// The models of `.modelContainer(for:)` are state: the context lists them in insertion order.
    @Test func theContextsModelsAreState() {
        let harness = Harness(Library())
        harness.tap("Add Emma")
        let objects = harness.graph.stateSnapshot().objects.map(\.name)
        #expect(objects.contains("ModelContext#1"))
        #expect(objects.contains("Book#1"))
    }

    /// A change the body tracks twice (the sort and a row's read) is named once, by what changed.
    @Test func aChangeTrackedTwiceIsNamedOnce() {
        let harness = Harness(Titles().modelContainer(for: Book.self))
        harness.tap("Add Emma")
        harness.tap("Add Dune")
        // Two books: the sort reads their titles, and so do the rows.
        let step = harness.tap("Rename")
        #expect(step.record.bodies.first { $0.node.view == "Titles" }?.dependencies == ["Book#2.title"])
    }
}
