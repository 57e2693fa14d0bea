import CoreData
import SwiftUI

// script: tap "CoreData insert"
// claim: Text "CoreData: 1 notes in 1 sections"
@objc(Note) final class Note: NSManagedObject, Identifiable {
    @NSManaged var title: String?
    @NSManaged var group: String?
}

/// A model built in code, as tests and packages build it.
enum NotesStore {
    static let container: NSPersistentContainer = {
        let title = NSAttributeDescription()
        title.name = "title"
        title.attributeType = .stringAttributeType
        let group = NSAttributeDescription()
        group.name = "group"
        group.attributeType = .stringAttributeType
        let entity = NSEntityDescription()
        entity.name = "Note"
        entity.managedObjectClassName = NSStringFromClass(Note.self)
        entity.properties = [title, group]
        let model = NSManagedObjectModel()
        model.entities = [entity]
        let container = NSPersistentContainer(name: "Notes", managedObjectModel: model)
        container.persistentStoreDescriptions.first?.url = URL(fileURLWithPath: "/dev/null")
        container.loadPersistentStores { _, _ in }
        return container
    }()
}

struct CoreDataRow: View {
    @Environment(\.managedObjectContext) private var context
    @FetchRequest(sortDescriptors: [NSSortDescriptor(keyPath: \Note.title, ascending: true)]) private var notes: FetchedResults<Note>
    @SectionedFetchRequest(sectionIdentifier: \Note.group, sortDescriptors: [NSSortDescriptor(keyPath: \Note.title, ascending: true)])
    private var sections: SectionedFetchResults<String?, Note>

    var body: some View {
        VStack {
            Text("CoreData: \(notes.count) notes in \(sections.count) sections")
            Button("CoreData insert") {
                let note = Note(context: context)
                note.title = "Milk"
                note.group = "Shopping"
                try? context.save()
            }
        }
    }
}
