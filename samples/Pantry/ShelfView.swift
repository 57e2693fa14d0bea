import SwiftUI
import CoreData

struct ShelfView: View {
    @Environment(\.managedObjectContext) private var viewContext
    @ObservedObject var shelf: Shelf
    @FetchRequest private var items: FetchedResults<Item>
    @State private var newItemName = ""

    init(shelf: Shelf) {
        self.shelf = shelf
        _items = FetchRequest(
            sortDescriptors: [NSSortDescriptor(keyPath: \Item.name, ascending: true)],
            predicate: NSPredicate(format: "shelf == %@", shelf))
    }

    var body: some View {
        List {
            HStack {
                TextField("Item name", text: $newItemName)
                Button("Add", action: addItem)
            }
            ForEach(items) { item in
                ItemRow(item: item)
            }
            .onDelete { offsets in
                offsets.map { items[$0] }.forEach(viewContext.delete)
                try? viewContext.save()
            }
        }
        .navigationTitle(shelf.name ?? "Shelf")
    }

    private func addItem() {
        let item = Item(context: viewContext)
        item.name = newItemName
        item.shelf = shelf
        newItemName = ""
        try? viewContext.save()
    }
}

struct ItemRow: View {
    @ObservedObject var item: Item

    var body: some View {
        HStack {
            Toggle(item.name ?? "", isOn: $item.isChecked)
            Stepper("× \(item.quantity)", value: $item.quantity, in: 1...99)
        }
    }
}
