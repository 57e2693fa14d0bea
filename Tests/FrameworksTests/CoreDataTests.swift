import DataFlow
import Foundation
import Testing

@testable import DataFlowCoreData

/// Core Data as dataflow models it (§31): managed objects publish their changes, relationships
/// keep their inverses, deletes follow their rules, predicate strings and sort descriptors fetch
/// as Core Data's do, and `@FetchRequest` follows the context.
@Suite(.serialized) struct CoreDataTests {
    final class Shelf: NSManagedObject {
        var name: String? {
            get { managedValue(forKey: "name") }
            set { setManagedValue(newValue, forKey: "name") }
        }
        var items: NSSet? {
            get { managedValue(forKey: "items") }
            set { setManagedValue(newValue, forKey: "items") }
        }
    }

    final class Item: NSManagedObject, Identifiable {
        /// As Xcode's generated class declares it: the typed request.
        @nonobjc public class func fetchRequest() -> NSFetchRequest<Item> { NSFetchRequest<Item>(entityName: "Item") }

        var name: String? {
            get { managedValue(forKey: "name") }
            set { setManagedValue(newValue, forKey: "name") }
        }
        var quantity: Int16 {
            get { managedValue(forKey: "quantity") }
            set { setManagedValue(newValue, forKey: "quantity") }
        }
        var shelf: Shelf? {
            get { managedValue(forKey: "shelf") }
            set { setManagedValue(newValue, forKey: "shelf") }
        }
    }

    /// A context of the model `Pantry`: shelves hold items (cascade), an item's shelf is nullified.
    static func context() -> NSManagedObjectContext {
        NSManagedObjectModel._register(
            name: "Pantry",
            entities: [
                NSEntityDescription(
                    name: "Shelf", type: Shelf.self, attributes: [.init("name")],
                    relationships: [.init("items", destination: "Item", toMany: true, inverse: "shelf", deleteRule: .cascade)]),
                NSEntityDescription(
                    name: "Item", type: Item.self, attributes: [.init("name"), .init("quantity", default: { Int16(1) })],
                    relationships: [.init("shelf", destination: "Shelf", toMany: false, inverse: "items", deleteRule: .nullify)]),
            ])
        return NSPersistentContainer(name: "Pantry").viewContext
    }

    @Test func aRelationshipKeepsItsInverseAndADeleteFollowsItsRule() throws {
        let context = Self.context()
        let fridge = Shelf(context: context)
        let milk = Item(context: context)
        #expect(milk.quantity == 1, "the model's default")
        milk.shelf = fridge
        #expect((fridge.items as? Set<Item>) == [milk])
        let eggs = Item(context: context)
        eggs.shelf = fridge
        context.delete(eggs)
        #expect((fridge.items as? Set<Item>) == [milk], "nullify takes it out of the other side")
        context.delete(fridge)
        #expect(milk.isDeleted, "cascade deletes the shelf's items")
        #expect(try context.count(for: NSFetchRequest<Item>(entityName: "Item")) == 0)
    }

    @Test func aSavePostsWillAndDidSaveWithTheObjectsSaved() throws {
        let context = Self.context()
        let milk = Item(context: context)
        let eggs = Item(context: context)
        try context.save()
        final class Heard: @unchecked Sendable {
            var posted: [String] = []
            var saved: [String: Int] = [:]
        }
        let heard = Heard()
        let observers = [NSNotification.Name.NSManagedObjectContextWillSave, .NSManagedObjectContextDidSave].map { name in
            NotificationCenter.default.addObserver(forName: name, object: context, queue: nil) { note in
                heard.posted.append(note.name.rawValue)
                for key in [NSInsertedObjectsKey, NSUpdatedObjectsKey, NSDeletedObjectsKey] {
                    if let objects = note.userInfo?[key] as? Set<NSManagedObject> { heard.saved[key] = objects.count }
                }
            }
        }
        defer { observers.forEach(NotificationCenter.default.removeObserver) }
        milk.name = "Milk"
        context.delete(eggs)
        _ = Item(context: context)
        try context.save()
        #expect(heard.posted == ["NSManagedObjectContextWillSaveNotification", "NSManagedObjectContextDidSaveNotification"])
        #expect(heard.saved == [NSInsertedObjectsKey: 1, NSUpdatedObjectsKey: 1, NSDeletedObjectsKey: 1])
        try context.save()
        #expect(heard.posted.count == 2, "nothing to save, nothing posted")
    }

    @Test func predicateStringsAndSortDescriptorsFetchAsCoreDataDoes() throws {
        let context = Self.context()
        let fridge = Shelf(context: context)
        fridge.name = "Fridge"
        for (name, quantity) in [("Milk", 2), ("eggs", 12), ("Butter", 1), ("Crème", 3)] {
            let item = Item(context: context)
            item.name = name
            item.quantity = Int16(quantity)
            if name != "Butter" { item.shelf = fridge }
        }
        func names(_ format: String, _ arguments: Any...) throws -> [String] {
            let request = NSFetchRequest<Item>(entityName: "Item")
            request.predicate = NSPredicate(format: format, argumentArray: arguments)
            request.sortDescriptors = [NSSortDescriptor(keyPath: \Item.name, ascending: true)]
            return try context.fetch(request).compactMap(\.name)
        }
        #expect(try names("quantity > %d", 1) == ["Crème", "Milk", "eggs"])
        #expect(try names("name BEGINSWITH[c] %@", "E") == ["eggs"])
        #expect(try names("name CONTAINS[cd] %@", "creme") == ["Crème"])
        #expect(try names("shelf == %@", fridge) == ["Crème", "Milk", "eggs"])
        #expect(try names("shelf == nil OR quantity >= 12") == ["Butter", "eggs"])
        #expect(try names("NOT (name IN %@)", ["Milk", "Butter"]) == ["Crème", "eggs"])
        #expect(try names("%K == 'Milk' AND shelf.name == %@", "name", "Fridge") == ["Milk"])
        #expect(try names("quantity BETWEEN {2, 3}") == ["Crème", "Milk"])
        let byKey = NSFetchRequest<Item>(entityName: "Item")
        byKey.sortDescriptors = [NSSortDescriptor(key: "quantity", ascending: false)]
        #expect(try context.fetch(byKey).compactMap(\.name) == ["eggs", "Crème", "Milk", "Butter"])
    }

    @Test func aWriteToAManagedPropertyPublishesFirst() {
        let context = Self.context()
        let item = Item(context: context)
        var heard: [String?] = []
        let subscription = item.objectWillChange.sink { heard.append(item.name) }
        item.name = "Milk"
        #expect(heard == [nil], "objectWillChange fires before the change")
        subscription.cancel()
    }

    /// `@FetchRequest` re-runs its view when an object of its entity is inserted, and the rows
    /// show the new objects in the request's order; an action reads the results of the last
    /// update (the insert is processed after it, as a fetched results controller reports it).
    @Test func aFetchRequestFollowsInsertsInItsViewsTransaction() throws {
        struct Pantry: View {
            @Environment(\.managedObjectContext) private var viewContext
            @FetchRequest(sortDescriptors: [NSSortDescriptor(keyPath: \Item.name, ascending: true)]) private var items: FetchedResults<Item>

            var body: some View {
                VStack {
                    Button("Add") {
                        let item = Item(context: viewContext)
                        item.name = "Item \(items.count + 1)"
                    }
                    ForEach(items) { item in Text(item.name ?? "") }
                }
            }
        }
        let context = Self.context()
        let session = Session(root: Pantry().environment(\.managedObjectContext, context))
        let step = try session.play(.tap("Add"))
        #expect(step.ranViews.contains { $0.hasSuffix("Pantry") })
        #expect(step.screen.contains("  Text \"Item 1\""), "\(step.screen)")
    }

    /// A batch delete runs in the store, past the context: the list keeps its rows (stale) until
    /// the app merges the deleted ids into its context, as Core Data's documentation warns.
    @Test func aBatchDeleteIsSeenOnlyOnceMerged() throws {
        struct Pantry: View {
            @Environment(\.managedObjectContext) private var viewContext
            @FetchRequest(sortDescriptors: [NSSortDescriptor(keyPath: \Item.name, ascending: true)]) private var items: FetchedResults<Item>
            @State private var deleted: [NSManagedObjectID] = []

            var body: some View {
                VStack {
                    Text("\(items.count) items")
                    Button("Add") {
                        Item(context: viewContext).name = "Milk"
                        try? viewContext.save()
                    }
                    Button("Clear") {
                        let request = NSBatchDeleteRequest(fetchRequest: NSFetchRequest<any NSFetchRequestResult>(entityName: "Item"))
                        request.resultType = .resultTypeObjectIDs
                        let result = try? viewContext.execute(request) as? NSBatchDeleteResult
                        deleted = result?.result as? [NSManagedObjectID] ?? []
                    }
                    Button("Merge") {
                        NSManagedObjectContext.mergeChanges(fromRemoteContextSave: [NSDeletedObjectsKey: deleted], into: [viewContext])
                    }
                }
            }
        }
        let context = Self.context()
        let session = Session(root: Pantry().environment(\.managedObjectContext, context))
        try session.play(.tap("Add"))
        let cleared = try session.play(.tap("Clear"))
        #expect(cleared.screen.contains("  Text \"1 items\""), "\(cleared.screen)")
        #expect(cleared.stale.map(\.shows) == ["Text \"1 items\""])
        #expect(try context.fetch(Item.fetchRequest()).isEmpty, "a fetch reads the store")
        let merged = try session.play(.tap("Merge"))
        #expect(merged.screen.contains("  Text \"0 items\""))
        #expect(merged.stale.isEmpty)
    }

    /// A generated class's typed `fetchRequest()` wins over `NSManagedObject`'s, as in Xcode, and
    /// `@FetchRequest(sortDescriptors: [])` (no order) compiles and fetches every object.
    @Test func theTypedRequestWinsAndAnEmptyOrderFetchesAll() throws {
        struct Names: View {
            @FetchRequest(sortDescriptors: []) private var items: FetchedResults<Item>
            var body: some View { Text("\(items.count) items") }
        }
        let context = Self.context()
        for name in ["b", "a"] { Item(context: context).name = name }
        let request = Item.fetchRequest()
        request.predicate = NSPredicate(format: "name == %@", "a")
        let found: [Item] = try context.fetch(request)
        #expect(found.map(\.name) == ["a"])
        let session = Session(root: Names().environment(\.managedObjectContext, context))
        #expect(session.mount.screen == ["Text \"2 items\""])
    }

    /// The order set last wins: `nsSortDescriptors` replaces a declared `SortDescriptor` order, and
    /// `sortDescriptors` (iOS 15) replaces either; each re-sorts and runs the view again.
    @Test func theOrderSetLastWins() throws {
        struct Sorted: View {
            @FetchRequest(sortDescriptors: [SortDescriptor(\Item.name)]) private var items: FetchedResults<Item>
            var body: some View {
                VStack {
                    Text(items.map { $0.name ?? "" }.joined(separator: ","))
                    Button("By quantity") { items.nsSortDescriptors = [NSSortDescriptor(key: "quantity", ascending: false)] }
                    Button("By name, reversed") { items.sortDescriptors = [SortDescriptor(\Item.name, order: .reverse)] }
                }
            }
        }
        let context = Self.context()
        for (name, quantity) in [("b", 1), ("c", 5), ("a", 3)] {
            let item = Item(context: context)
            item.name = name
            item.quantity = Int16(quantity)
        }
        let session = Session(root: Sorted().environment(\.managedObjectContext, context))
        #expect(session.mount.screen.contains("  Text \"a,b,c\""), "\(session.mount.screen)")
        #expect(try session.tap("By quantity").screen.contains("  Text \"c,a,b\""))
        #expect(try session.tap("By name, reversed").screen.contains("  Text \"c,b,a\""))
    }

    /// `$items` is the request's configuration as a binding (iOS 15): a search field writes the
    /// predicate through it, a menu the order, and each write fetches anew and runs the view.
    @Test func theProjectedConfigurationWritesTheRequest() throws {
        struct Searched: View {
            @FetchRequest(sortDescriptors: [SortDescriptor(\Item.name)]) private var items: FetchedResults<Item>
            var body: some View {
                VStack {
                    Text(items.map { $0.name ?? "" }.joined(separator: ","))
                    Button("Only a") { $items.nsPredicate.wrappedValue = NSPredicate(format: "name BEGINSWITH %@", "a") }
                    Button("By quantity") { $items.wrappedValue.nsSortDescriptors = [NSSortDescriptor(key: "quantity", ascending: false)] }
                    Button("Reversed") { $items.sortDescriptors.wrappedValue = [SortDescriptor(\Item.name, order: .reverse)] }
                    Button("All") { $items.nsPredicate.wrappedValue = nil }
                }
            }
        }
        let context = Self.context()
        for (name, quantity) in [("avocado", 1), ("cherry", 5), ("apple", 3)] {
            let item = Item(context: context)
            item.name = name
            item.quantity = Int16(quantity)
        }
        let session = Session(root: Searched().environment(\.managedObjectContext, context))
        #expect(session.mount.screen.contains("  Text \"apple,avocado,cherry\""), "\(session.mount.screen)")
        #expect(try session.tap("Only a").screen.contains("  Text \"apple,avocado\""))
        // Setting the order keeps the predicate the last write set.
        #expect(try session.tap("By quantity").screen.contains("  Text \"apple,avocado\""))
        #expect(try session.tap("All").screen.contains("  Text \"cherry,apple,avocado\""))
        #expect(try session.tap("Reversed").screen.contains("  Text \"cherry,avocado,apple\""))
    }

    /// Sections follow the sorted results: a new identifier makes a new section; changing an
    /// object's identifier moves it; setting the section key path regroups (§31).
    @Test func sectionsFollowTheResultsAndTheirIdentifiers() throws {
        struct Grouped: View {
            @Environment(\.managedObjectContext) private var context
            @SectionedFetchRequest(sectionIdentifier: \Item.kind, sortDescriptors: [SortDescriptor(\Item.name)])
            private var sections: SectionedFetchResults<String, Item>
            var body: some View {
                VStack {
                    Text(sections.map { "\($0.id): \($0.map { $0.name ?? "" }.joined(separator: " "))" }.joined(separator: "; "))
                    Button("Add bread") {
                        let bread = Item(context: context)
                        bread.name = "bread"
                        bread.quantity = 9
                    }
                    Button("By quantity") { sections.sectionIdentifier = \Item.size }
                }
            }
        }
        let context = Self.context()
        for (name, quantity) in [("apple", 1), ("avocado", 2), ("cherry", 2)] {
            let item = Item(context: context)
            item.name = name
            item.quantity = Int16(quantity)
        }
        let session = Session(root: Grouped().environment(\.managedObjectContext, context))
        #expect(session.mount.screen.contains("  Text \"a: apple avocado; c: cherry\""), "\(session.mount.screen)")
        #expect(try session.tap("Add bread").screen.contains("  Text \"a: apple avocado; b: bread; c: cherry\""))
        #expect(try session.tap("By quantity").screen.contains("  Text \"small: apple; large: avocado bread cherry\""))
    }
}

/// A class whose model is built in code, as tests, previews and packages build one.
final class Note: NSManagedObject {
    var title: String? {
        get { managedValue(forKey: "title") }
        set { setManagedValue(newValue, forKey: "title") }
    }
}

@Suite struct CoreDataModelInCodeTests {
    @Test func aModelBuiltInCodeFindsItsClassByNameAndGivesItsDefaults() throws {
        let title = NSAttributeDescription()
        title.name = "title"
        title.attributeType = .stringAttributeType
        title.defaultValue = "Untitled"
        let entity = NSEntityDescription()
        entity.name = "Note"
        entity.managedObjectClassName = "Tests.Note"
        entity.properties = [title]
        let model = NSManagedObjectModel()
        model.entities = [entity]
        let container = NSPersistentContainer(name: "Notes", managedObjectModel: model)
        let note = Note(context: container.viewContext)
        #expect(note.title == "Untitled")
        #expect(note.entity.name == "Note")
        let found = try container.viewContext.fetch(NSFetchRequest<Note>(entityName: "Note"))
        #expect(found.count == 1)
        #expect(entity.properties.map(\.name) == ["title"])
    }
}

extension CoreDataTests.Item {
    /// The first letter of the name: a section identifier.
    var kind: String { String((name ?? "").prefix(1)) }
    /// Small or large by quantity.
    var size: String { quantity < 2 ? "small" : "large" }
}
