import DataFlow
import Testing

fileprivate struct Item {
    var title: String
    var isOn: Bool
}

fileprivate struct Owner: View {
    @State var items = [Item(title: "A", isOn: false), Item(title: "B", isOn: false)]
    var body: some View {
        Form {
            Toggle("second", isOn: $items[1].isOn)
        }
    }
}

fileprivate struct Reader: View {
    @Binding var text: String
    var body: some View { Text("reader: \(text)") }
}

fileprivate struct Passer: View {
    @Binding var text: String
    var body: some View { Reader(text: $text) }
}

fileprivate struct Source: View {
    @State var text = ""
    var body: some View {
        VStack {
            TextField("name", text: $text)
            Passer(text: $text)
        }
    }
}

fileprivate struct RowReader: View {
    @Binding var value: Int
    var body: some View { Text("row \(value)") }
}

fileprivate struct Fan: View {
    @State var values = [0, 0, 0, 0]
    var body: some View {
        VStack {
            RowReader(value: $values[0])
            RowReader(value: $values[1])
            RowReader(value: $values[2])
            Button("bump 2") { values[2] += 1 }
        }
    }
}

fileprivate struct Point {
    var x = 0
    var y = 0
}

fileprivate struct FieldReader: View {
    @Binding var value: Int
    var body: some View { Text("field \(value)") }
}

fileprivate struct Fields: View {
    @State var point = Point()
    var body: some View {
        VStack {
            FieldReader(value: $point.x)
            FieldReader(value: $point.y)
            Button("move x") { point.x += 1 }
        }
    }
}

/// Like `Fields`, but the owner reads `point` too, so it re-runs and hands out its projections
/// again: a cached projection compares equal while its field does (§6).
fileprivate struct ReadingFields: View {
    @State var point = Point()
    var body: some View {
        VStack {
            Text("at \(point.x)")
            FieldReader(value: $point.x)
            FieldReader(value: $point.y)
            Button("move x") { point.x += 1 }
        }
    }
}

fileprivate struct Constant: View {
    var body: some View { Toggle("always", isOn: .constant(true)) }
}

fileprivate struct Child: View {
    @Binding var flag: Bool
    var body: some View { Text("child \(flag)") }
}

fileprivate struct Custom: View {
    @Binding var flag: Bool
    var body: some View { Text("custom \(flag)") }
}

fileprivate struct Comparing: View {
    @State var flag = false
    @State var counter = 0
    var body: some View {
        VStack {
            Button("count \(counter)") { counter += 1 }
            Child(flag: $flag)
            Custom(flag: Binding(get: { flag }, set: { flag = $0 }))
        }
    }
}

fileprivate struct NotReading: View {
    @State var count = 0
    var body: some View {
        VStack {
            Button("inc") { count += 1 }
            Holder(count: $count)
        }
    }
}

fileprivate struct Holder: View {
    @Binding var count: Int
    var body: some View { Text("holds a binding") }
}

/// §6, D3: bindings write their root; readers depend on the source, passers do not.
@Suite struct BindingTests {
    @Test func aDerivedBindingWritesTheWholeRootValue() {
        let harness = Harness(Owner())
        let step = harness.toggle("second")
        #expect(step.writes.count == 1)
        let write = step.writes[0]
        #expect(write.target == "Owner._items")
        #expect(write.old?.changes(to: write.new).map(\.path) == ["[1].isOn"])
        // Owner did not read `items` (creating `$items[1].isOn` is not a read, §3): no body runs,
        // the toggle shows the new value because it re-read its binding.
        #expect(step.ran.isEmpty)
        #expect(harness.screen == ["Form", "  Toggle \"second\" on"])
    }

    @Test func theReaderReRunsButNotTheOwnerOrAViewThatOnlyPassesTheBindingOn() {
        let harness = Harness(Source())
        let step = harness.type("name", "Tim")
        #expect(step.ran == ["Reader: _text changed."])
        #expect(harness.screen.contains("  Text \"reader: Tim\""))
        #expect(harness.stale.isEmpty)
    }

    @Test func elementBindingsOfAnArrayMakeTheOwnerAndEveryHolderReRun() {
        let harness = Harness(Fan())
        let step = harness.tap("bump 2")
        // `$values[i]` is the collection subscript (iOS 15): installing one reads `values`, so
        // the owner depends on it; each evaluation hands out new element bindings (§15).
        #expect(
            step.ran == [
                "Fan: _values changed.", "RowReader: @self, _value changed.", "RowReader: @self, _value changed.",
                "RowReader: @self, _value changed.",
            ])
        #expect(harness.screen[3] == "  Text \"row 1\"")
    }

    @Test func aReaderOfOneFieldIgnoresChangesToAnother() {
        let harness = Harness(Fields())
        let step = harness.tap("move x")
        // Both readers depend on `point`, but only the projected value of `x` changed (§6, Q1).
        #expect(step.ran == ["FieldReader: _value changed."])
        #expect(harness.screen == ["VStack", "  Text \"field 1\"", "  Text \"field 0\"", "  Button \"move x\""])
    }

    @Test func aProjectionHandedOutAgainComparesEqualWhileItsFieldDoes() {
        let harness = Harness(ReadingFields())
        let step = harness.tap("move x")
        // The owner re-ran and made `$point.y` again: the same cached location, an equal value,
        // so that reader is skipped; only the reader of `x` runs.
        #expect(step.ran == ["ReadingFields: _point changed.", "FieldReader: @self, _value changed."])
        #expect(step.skipped.count == 1)
    }

    @Test func aConstantBindingIgnoresWritesAndTheToggleSnapsBack() {
        let harness = Harness(Constant())
        let step = harness.toggle("always")
        #expect(step.writes.map(\.outcome) == [.droppedConstant])
        #expect(harness.screen == ["Toggle \"always\" on"])
    }

    @Test func getSetBindingsNeverCompareEqualWhileStateBindingsDo() {
        let harness = Harness(Comparing())
        let step = harness.tap("count 0")
        // A new location counts as a changed property too (real logs: `@self, _binding changed.`).
        #expect(step.ran == ["Comparing: _counter changed.", "Custom: @self, _flag changed."])
        #expect(step.skipped == ["Child"])
    }

    @Test func creatingAndPassingABindingIsNotARead() {
        let harness = Harness(NotReading())
        let step = harness.tap("inc")
        #expect(step.passes == 1)
        #expect(step.ran.isEmpty)
    }
}
