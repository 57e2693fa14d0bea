import SwiftUI
import CoreData

struct ContentView: View {
    @Environment(\.managedObjectContext) private var viewContext

    @FetchRequest(sortDescriptors: [NSSortDescriptor(keyPath: \Shelf.name, ascending: true)], animation: .default)
    private var shelves: FetchedResults<Shelf>

    @State private var newShelfName = ""

    var body: some View {
        NavigationStack {
            List {
                Section("New shelf") {
                    TextField("Shelf name", text: $newShelfName)
                    Button("Add Shelf", action: addShelf)
                        .disabled(newShelfName.isEmpty)
                }
                ForEach(shelves) { shelf in
                    NavigationLink(value: shelf) {
                        ShelfRow(shelf: shelf)
                    }
                }
                .onDelete(perform: deleteShelves)
            }
            .navigationTitle("Pantry")
            .navigationDestination(for: Shelf.self) { shelf in
                ShelfView(shelf: shelf)
            }
        }
    }

    private func addShelf() {
        withAnimation {
            let shelf = Shelf(context: viewContext)
            shelf.name = newShelfName
            newShelfName = ""
            try? viewContext.save()
        }
    }

    private func deleteShelves(offsets: IndexSet) {
        withAnimation {
            offsets.map { shelves[$0] }.forEach(viewContext.delete)
            try? viewContext.save()
        }
    }
}

struct ShelfRow: View {
    @ObservedObject var shelf: Shelf

    var body: some View {
        HStack {
            Text(shelf.name ?? "Untitled")
            Spacer()
            Text("\(shelf.items?.count ?? 0) items")
        }
    }
}

#Preview {
    ContentView().environment(\.managedObjectContext, PersistenceController.preview.container.viewContext)
}
