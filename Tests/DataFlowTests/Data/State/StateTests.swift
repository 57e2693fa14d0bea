import DataFlow
import Testing

fileprivate struct Counter: View {
    @State var count = 0
    var body: some View {
        Button("add \(count)") { count += 1 }
    }
}

fileprivate struct Seeded: View {
    @State var value: Int
    init(start: Int) { _value = State(initialValue: start) }
    var body: some View { Text("seeded \(value)") }
}

fileprivate struct Parent: View {
    @State var start = 0
    var body: some View {
        VStack {
            Button("bump") { start += 10 }
            Seeded(start: start)
        }
    }
}

fileprivate struct Toggled: View {
    @State var show = true
    var body: some View {
        VStack {
            Button("flip") { show.toggle() }
            if show { Counter() } else { Text("hidden") }
        }
    }
}

fileprivate struct SameTypeBothBranches: View {
    @State var flag = true
    var body: some View {
        VStack {
            Button("flip") { flag.toggle() }
            if flag { Counter() } else { Counter() }
        }
    }
}

fileprivate struct Explicit: View {
    @State var version = 0
    var body: some View {
        VStack {
            Button("reset") { version += 1 }
            Counter().id(version)
        }
    }
}

fileprivate struct Row: View {
    let name: String
    @State var taps = 0
    var body: some View { Button("\(name) \(taps)") { taps += 1 } }
}

fileprivate struct Rows: View {
    @State var names = ["a", "b", "c"]
    var body: some View {
        VStack {
            ForEach(names, id: \.self) { Row(name: $0) }
            Button("reverse") { names.reverse() }
            Button("drop b") { names.removeAll { $0 == "b" } }
            Button("add b") { names.append("b") }
        }
    }
}

fileprivate struct Placeholder: View, Identifiable {
    let id: Int
    @State var color = Color.clear
    var body: some View { Circle().background(color) }
    func paint() { color = .black }
}

fileprivate struct Holder: View {
    @State var placeholders = [Placeholder(id: 1), Placeholder(id: 2)]
    var body: some View {
        HStack {
            ForEach(placeholders) { placeholder in
                placeholder.onTapGesture { placeholder.paint() }
            }
        }
    }
}

fileprivate struct SelfPainting: View {
    @State var color = Color.clear
    var body: some View {
        Circle().background(color).onTapGesture { paint() }
    }
    func paint() { color = .black }
}

/// §1, §2, D2: storage per identity, created once, kept, destroyed; install semantics.
@Suite struct StateTests {
    @Test func initialValueIsConsumedOnlyAtFirstInstall() {
        let harness = Harness(Parent())
        let step = harness.tap("bump")
        // The child re-runs (its struct changed: @self) but its storage keeps the first value (§1).
        #expect(step.ran == ["Parent: _start changed.", "Seeded: @self changed."])
        #expect(harness.screen.contains("  Text \"seeded 0\""))
    }

    @Test func stateIsDestroyedWhenItsIdentityLeaves() {
        let harness = Harness(Toggled())
        harness.tap("add 0")
        harness.tap("add 1")
        harness.tap("flip")
        #expect(harness.screen.contains("  Text \"hidden\""))
        let back = harness.tap("flip")
        // Coming back creates fresh storage from the initial value (§1).
        #expect(harness.screen.contains("  Button \"add 0\""))
        #expect(back.ran.contains("Counter: @self, @identity, _count changed."))
    }

    @Test func ifAndElseBranchesAreDifferentIdentities() {
        let harness = Harness(SameTypeBothBranches())
        harness.tap("add 0")
        harness.tap("flip")
        #expect(harness.screen.contains("  Button \"add 0\""))
    }

    @Test func changingAnExplicitIDResetsState() {
        let harness = Harness(Explicit())
        harness.tap("add 0")
        #expect(harness.screen.contains("  Button \"add 1\""))
        harness.tap("reset")
        #expect(harness.screen.contains("  Button \"add 0\""))
    }

    @Test func forEachRowsKeepTheirStateWithTheirID() {
        let harness = Harness(Rows())
        harness.tap("b 0")
        harness.tap("reverse")
        #expect(harness.screen.prefix(4) == ["VStack", "  Button \"c 0\"", "  Button \"b 1\"", "  Button \"a 0\""])
        harness.tap("drop b")
        harness.tap("add b")
        // The removed id's state was destroyed; the new row with the same id starts fresh (§15).
        #expect(harness.screen.contains("  Button \"b 0\""))
    }

    @Test func copiesMadeBeforeInstallDropTheirWrites() {
        let harness = Harness(Holder())
        let step = harness.tapGesture("Circle", 1)
        // The closure captured the array's copy, which the graph never installed (D2, S1.1).
        #expect(step.writes.map(\.outcome) == [.droppedUninstalled])
        #expect(step.passes == 0)
        #expect(harness.screen[1] == "  Circle .background(.clear) .onTapGesture")
    }

    @Test func selfCapturedInsideBodySharesTheInstalledStorage() {
        let harness = Harness(SelfPainting())
        let step = harness.tapGesture("Circle")
        #expect(step.ran == ["SelfPainting: _color changed."])
        #expect(harness.screen == ["Circle .background(.black) .onTapGesture"])
    }

    @Test func projectedValueOfAnUninstalledStateWarnsAndIsConstant() {
        let harness = Harness(Counter())
        var binding: Binding<Int>?
        let step = harness.perform {
            let state = State(initialValue: 5)
            binding = state.projectedValue
            binding?.wrappedValue = 7
        }
        #expect(step.swiftUIWarnings == [RuntimeWarning.stateNotInstalled])
        #expect(RuntimeWarning.stateNotInstalled.hasPrefix("Accessing State's value outside of being installed on a View."))
        #expect(binding?.wrappedValue == 5)
        #expect(step.writes.map(\.outcome) == [.droppedConstant])
    }

    @Test func readingAnUninstalledStateReturnsItsInitialValueSilently() {
        let harness = Harness(Counter())
        let step = harness.perform {
            let state = State(wrappedValue: 3)
            state.wrappedValue = 4
            print(state.wrappedValue)
        }
        #expect(step.console == ["3"])
        #expect(step.swiftUIWarnings.isEmpty)
    }
}
