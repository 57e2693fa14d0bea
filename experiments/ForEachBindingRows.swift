import DataFlow

extension Experiment {
    /// §15: `ForEach($items)` gives each row a binding to its element, by index.
    static var forEachBindingRows: Experiment {
        Experiment(
            id: "foreach-binding-rows",
            title: "ForEach($items) with row toggles and a deletion: element bindings by index",
            claims: ["§3", "§5", "§15", "§20"],
            lesson: """
                A list of items, each row a `Toggle(isOn: $item.done)` from `ForEach($items) { $item \
                in … }` with `.onDelete`. Each row gets a binding to its element made by index: \
                flipping a row writes the whole `items` array (§6), ContentView (whose ForEach read \
                `items`) re-runs, and every row's Toggle is handed a new element binding, which \
                compares unequal to the last (Medium: this rests on one reimplementation), so a row \
                view would re-run with its parent (§5, §15). Deleting the first row re-indexes the \
                rest by id: each keeps its state and shows its own item. Deleting the last row is the \
                crash apps report: the reports found are from iOS 18.3 on, for a one-element list \
                crashing after the removal animation; this lesson extrapolates to deleting the last \
                of two rows, and models the cause as a hypothesis: the list updates the row once \
                more while animating it out, and its binding reads `items[1]` from a one-element \
                array. `Fatal error: Index out of range` is Swift's array trap, not SwiftUI's words, \
                so it is printed in dataflow's voice. The run stops there, as the app would.
                """,
            variants: [.forEachBindingRowsMain],
            script: [.toggle("Eggs"), .delete("Milk"), .delete("Tea")])
    }
}

extension Variant {
    static var forEachBindingRowsMain: Variant {
        Variant("main", "rows are Toggle(isOn: $item.done) in a List with .onDelete", expectsFatalError: true) { ContentView() }
    }
}

fileprivate struct Item: Identifiable {
    let id: Int
    let name: String
    var done = false
}

fileprivate struct ContentView: View {
    @State private var items = [Item(id: 1, name: "Milk"), Item(id: 2, name: "Eggs"), Item(id: 3, name: "Tea")]

    var body: some View {
        VStack {
            List {
                ForEach($items) { $item in
                    Toggle(item.name, isOn: $item.done)
                }
                .onDelete { items.remove(atOffsets: $0) }
            }
            Text("done: \(items.filter(\.done).map(\.name).joined(separator: ", "))")
        }
    }
}
