import DataFlow
import Testing

/// §28: `ForEach($items, editActions:)` and `List($items, editActions:)` let each row delete or
/// move its own element through the binding, with no `.onDelete` of the app's own.
fileprivate struct Item: Identifiable, Equatable {
    let id: Int
    var name: String
}

fileprivate struct EditableList: View {
    @State var items = [Item(id: 1, name: "Milk"), Item(id: 2, name: "Eggs"), Item(id: 3, name: "Bread")]
    var body: some View {
        VStack {
            List {
                ForEach($items, editActions: .all) { $item in Text(item.name) }
            }
            Text("names \(items.map(\.name).joined(separator: ","))")
        }
    }
}

fileprivate struct DeleteOnly: View {
    @State var items = [Item(id: 1, name: "Milk"), Item(id: 2, name: "Eggs")]
    var body: some View {
        List($items, editActions: .delete) { $item in Text(item.name) }
    }
}

@Suite struct EditActionsTests {
    @Test func aRowDeletesItsOwnElementThroughTheBinding() {
        let harness = Harness(EditableList())
        #expect(harness.session.controls.contains("delete \"Eggs\""))
        let step = harness.play(.delete("Eggs", occurrence: 1))
        #expect(step.writes.map(\.target) == ["EditableList._items"])
        #expect(harness.screen.contains { $0.hasSuffix("Text \"names Milk,Bread\"") })
    }

    @Test func aRowMovesItsOwnElementThroughTheBinding() {
        let harness = Harness(EditableList())
        harness.play(.move("Milk", to: 3))
        #expect(harness.screen.contains { $0.hasSuffix("Text \"names Eggs,Bread,Milk\"") })
    }

    @Test func onlyTheActionsAskedForAreOffered() {
        let harness = Harness(DeleteOnly())
        #expect(harness.session.controls.contains("delete \"Milk\""))
        #expect(!harness.session.controls.contains { $0.hasPrefix("move") })
        harness.play(.delete("Milk", occurrence: 1))
        #expect(!harness.screen.contains { $0.hasSuffix("Text \"Milk\"") })
    }

    @Test func theActionsOfAnArrayAreDeleteAndMove() {
        #expect(EditActions<[Item]>.all == [.delete, .move])
        #expect(EditActions<[Item]>.delete.rawValue != EditActions<[Item]>.move.rawValue)
    }
}
