import DataFlow
import Testing

/// A tree over a binding (iOS 15): each row gets its element's binding, however deep.
fileprivate struct Chore: Identifiable {
    let id: String
    var done = false
    var subtasks: [Chore]?
}

fileprivate struct Checklist: View {
    @State var tasks = [
        Chore(id: "Pack", subtasks: [Chore(id: "Shirts"), Chore(id: "Shoes", subtasks: [])]),
        Chore(id: "Leave"),
    ]
    @State var selection: String?

    var body: some View {
        VStack {
            List($tasks, children: \.subtasks, selection: $selection) { $task in
                Toggle(task.id, isOn: $task.done)
            }
            Text("done: \(doneNames(tasks).joined(separator: ","))")
        }
    }

    func doneNames(_ tasks: [Chore]) -> [String] {
        tasks.flatMap { ($0.done ? [$0.id] : []) + doneNames($0.subtasks ?? []) }
    }
}

/// The same tree as an `OutlineGroup` under one root binding, keyed by `id:`.
fileprivate struct RootTree: View {
    @State var root = Chore(id: "Trip", subtasks: [Chore(id: "Book")])
    var body: some View {
        VStack {
            OutlineGroup($root, id: \.id, children: \.subtasks) { $task in
                Toggle("• \(task.id)", isOn: $task.done)
            }
            Text("book \(root.subtasks?.first?.done == true ? "done" : "open")")
        }
    }
}

@Suite struct OutlineGroupBindingTests {
    /// A nested row's toggle writes its element through the parents' children, to the root state.
    @Test func aNestedRowEditsItsElementInTheTree() {
        let harness = Harness(Checklist())
        #expect(!harness.screen.contains { $0.contains("Shirts") }, "groups start collapsed")
        harness.tap("Pack")
        let toggled = harness.toggle("Shirts")
        #expect(toggled.writes.map(\.target) == ["Checklist._tasks"])
        #expect(harness.screen.contains { $0.hasSuffix("Text \"done: Shirts\"") })
        harness.toggle("Leave")
        #expect(harness.screen.contains { $0.hasSuffix("Text \"done: Shirts,Leave\"") })
    }

    @Test func aRootBindingShowsItsTreeAndEditsIt() {
        let harness = Harness(RootTree())
        harness.tap("• Trip")
        harness.toggle("• Book")
        #expect(harness.screen.contains { $0.hasSuffix("Text \"book done\"") })
    }
}
