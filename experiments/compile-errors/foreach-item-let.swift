// §15 — ForEach hands each element to its closure as an immutable copy.
import DataFlow

struct Item: Identifiable {
    let id: Int
    var done = false
}

struct ItemsView: View {
    @State private var items = [Item(id: 1), Item(id: 2)]

    var body: some View {
        ForEach(items) { item in
            Button("Done") {
                item.done = true
            }
        }
    }
}
