import DataFlow
import Testing

private struct Item: Identifiable, Equatable {
    let id: Int
    var name: String
    var done = false
}

private struct Checklist: View {
    @State private var items = [Item(id: 1, name: "Milk"), Item(id: 2, name: "Eggs"), Item(id: 3, name: "Tea")]
    let inList: Bool
    var body: some View {
        VStack {
            if inList {
                List {
                    ForEach($items) { $item in Toggle(item.name, isOn: $item.done) }
                        .onDelete { items.remove(atOffsets: $0) }
                        .onMove { items.move(fromOffsets: $0, toOffset: $1) }
                }
            } else {
                ForEach($items) { $item in Toggle(item.name, isOn: $item.done) }
                    .onDelete { items.remove(atOffsets: $0) }
            }
            Text("done: \(items.filter(\.done).map(\.name))")
        }
    }
}

private struct Row: View {
    @Binding var item: Item
    var body: some View { Text(item.name) }
}

private struct Rows: View {
    @State private var items = [Item(id: 1, name: "Milk"), Item(id: 2, name: "Eggs")]
    var body: some View {
        VStack {
            ForEach($items) { $item in Row(item: $item) }
            Button("Rename first") { items[0].name = "Oat milk" }
        }
    }
}

@Suite struct BindingCollectionTests {
    @Test func rowTogglesWriteTheWholeArray() {
        let harness = Harness(Checklist(inList: true))
        let step = harness.toggle("Eggs")
        #expect(step.writes.map(\.target) == ["Checklist._items"])
        #expect(step.ranViews == ["Checklist"])
        #expect(harness.screen.contains("  Text \"done: [\\\"Eggs\\\"]\""))
        #expect(harness.screen.contains("    Toggle \"Eggs\" on"))
    }

    @Test func elementBindingsAreNewEachTimeSoRowsReRunWithTheirParent() {
        let harness = Harness(Rows())
        let step = harness.tap("Rename first")
        // Both rows re-run: each got a new element binding (never equal), not just the renamed one.
        #expect(step.ranViews == ["Rows", "Row", "Row"])
        #expect(harness.screen.contains("  Text \"Oat milk\""))
    }

    @Test func deletingAMiddleRowKeepsTheOthersWithTheirIDs() {
        let harness = Harness(Checklist(inList: true))
        harness.toggle("Tea")
        let step = harness.play(.delete("Eggs"))
        #expect(step.swiftUIWarnings.isEmpty)
        #expect(harness.session.fatalError == nil)
        #expect(harness.screen.contains("    Toggle \"Tea\" on"))
        #expect(!harness.screen.contains { $0.contains("Eggs") })
    }

    /// §15: Swift's trap, in dataflow's voice: SwiftUI prints nothing of its own (D1).
    @Test func deletingTheLastRowOfAListHitsSwiftsIndexOutOfRange() {
        let harness = Harness(Checklist(inList: true))
        let step = harness.play(.delete("Tea"))
        #expect(step.swiftUIWarnings.isEmpty)
        #expect(harness.session.fatalError == GraphHost.indexOutOfRange)
        #expect(harness.session.stopDescription?.hasPrefix("the app would crash here: Fatal error: Index out of range") == true)
    }

    @Test func withoutARemovalAnimationTheLastRowGoesQuietly() {
        let harness = Harness(Checklist(inList: false))
        harness.play(.delete("Tea"))
        #expect(harness.session.fatalError == nil)
        #expect(harness.screen.contains("  Toggle \"Eggs\" off"))
    }

    @Test func movingARowReordersTheDataAndTheRowsKeepTheirIdentity() {
        let harness = Harness(Checklist(inList: true))
        harness.toggle("Milk")
        harness.play(.move("Milk", to: 3))
        #expect(
            Array(harness.screen.filter { $0.contains("Toggle") }) == [
                "    Toggle \"Eggs\" off", "    Toggle \"Tea\" off", "    Toggle \"Milk\" on",
            ])
    }

    /// `ForEach($names, id: \.self)` and `List($names, id: \.self)`: rows keyed by a key path of
    /// each element, each given its element's binding; typing in a row writes the array.
    @Test func bindingRowsKeyedByAKeyPathWriteTheirElement() {
        struct Names: View {
            @State private var names = ["Ann", "Bo"]
            var body: some View {
                VStack {
                    ForEach($names, id: \.self) { $name in TextField("name \(name)", text: $name) }
                    List($names, id: \.self) { $name in Text(name) }
                    Text(names.joined(separator: ","))
                }
            }
        }
        let harness = Harness(Names())
        harness.type("name Bo", "Cy")
        #expect(harness.screen.contains("  Text \"Ann,Cy\""), "\(harness.screen)")
        #expect(harness.screen.contains { $0.contains("Text \"Cy\"") })
    }
}
