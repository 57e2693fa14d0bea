import DataFlow
import Testing

/// §10, D6: preferences combine up the tree and reach onPreferenceChange after the pass.
fileprivate struct ListKey: PreferenceKey {
    static var defaultValue: [String] { ["default"] }
    static func reduce(value: inout [String], nextValue: () -> [String]) {
        value += nextValue()
    }
}

fileprivate struct Producers: View {
    @State var received: [String] = []
    @State var third = false

    var body: some View {
        VStack {
            VStack {
                Text("a").preference(key: ListKey.self, value: ["a"])
                Text("plain")
                Text("b").preference(key: ListKey.self, value: ["b"])
                if third { Text("c").preference(key: ListKey.self, value: ["c"]) }
            }
            .onPreferenceChange(ListKey.self) { received = $0 }
            Text("received \(received.joined(separator: ","))")
            Button("add third") { third = true }
        }
    }
}

@Suite struct PreferenceTests {
    @Test func siblingsCombineFromTheFirstProducerWithoutTheDefault() {
        let harness = Harness(Producers())
        // The first producer seeds the value; `reduce` folds in the second; the default is not used.
        #expect(harness.screen.contains("  Text \"received a,b\""))
        #expect(harness.mount.passes == 2)
        #expect(harness.mount.actions.count == 1)
    }

    @Test func aNewValueIsDeliveredAfterThePassAndItsWriteStartsAnother() {
        let harness = Harness(Producers())
        let step = harness.tap("add third")
        #expect(step.passCauses == [.action, .queuedActions])
        #expect(harness.screen.contains("  Text \"received a,b,c\""))
    }

    @Test func anAncestorReplacesAndATransformEdits() {
        let replaced = Harness(
            VStack {
                VStack { Text("a").preference(key: ListKey.self, value: ["a"]) }
                    .preference(key: ListKey.self, value: ["outer"])
            })
        #expect(replaced.graph.root?.preferenceValue(ListKey.self) == ["outer"])
        let transformed = Harness(
            VStack {
                VStack { Text("a").preference(key: ListKey.self, value: ["a"]) }
                    .transformPreference(ListKey.self) { $0.append("edited") }
            })
        #expect(transformed.graph.root?.preferenceValue(ListKey.self) == ["a", "edited"])
        let empty = Harness(VStack { Text("none") }.transformPreference(ListKey.self) { $0.append("edited") })
        #expect(empty.graph.root?.preferenceValue(ListKey.self) == ["default", "edited"])
    }

    @Test func noProducerMeansTheActionNeverRuns() {
        let harness = Harness(Text("x").onPreferenceChange(ListKey.self) { _ in print("called") })
        #expect(harness.mount.console.isEmpty)
    }

    fileprivate struct Loop: View {
        @State var count = 0
        var body: some View {
            Text("\(count)")
                .preference(key: ListKey.self, value: ["\(count)"])
                .onPreferenceChange(ListKey.self) { _ in count += 1 }
        }
    }

    @Test func aPreferenceLoopStopsWithSwiftUIsWords() {
        let harness = Harness(Loop())
        #expect(harness.mount.swiftUIWarnings == ["Bound preference ListKey tried to update multiple times per frame."])
        #expect(harness.mount.passes < 10)
        #expect(harness.graph.host.fatalError == nil)
    }

    @Test func aNavigationTitleReachesTheContainerOnlyFromInside() {
        let inside = Harness(NavigationView { Text("Hello").navigationTitle("Inside") })
        #expect(inside.screen[0] == "NavigationView title: \"Inside\"")
        let outside = Harness(NavigationView { Text("Hello") }.navigationTitle("Outside"))
        #expect(outside.screen[0] == "NavigationView (no title)")
    }
}
