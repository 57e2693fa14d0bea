import DataFlow
import Testing

/// §13, §15: ForEach's warnings and its constant-data rule.
fileprivate struct Ranged: View {
    @State var count = 2
    var body: some View {
        VStack {
            ForEach(0..<count) { Text("row \($0)") }
            Button("more") { count = 3 }
        }
    }
}

fileprivate struct Duplicates: View {
    let names = ["right", "left", "right"]
    var body: some View {
        VStack { ForEach(names, id: \.self) { Text($0) } }
    }
}

fileprivate struct Edge: Hashable {
    let source: String
    let weight: Double?
}

/// Rows keyed by a struct: SwiftUI's warning prints the id with `String(describing:)`.
fileprivate struct StructIDs: View {
    let edges = [Edge(source: "A", weight: 4), Edge(source: "A", weight: 4)]
    var body: some View {
        VStack { ForEach(edges, id: \.self) { Text($0.source) } }
    }
}

@Suite struct ForEachTests {
    @Test func aConstantRangeKeepsItsFirstCountWithSwiftUIsWarning() {
        let harness = Harness(Ranged())
        let step = harness.tap("more")
        #expect(
            step.swiftUIWarnings == [
                "ForEach<Range<Int>, Int, Text> count (3) != its initial count (2). `ForEach(_:content:)` should only be used for *constant* data. Instead conform data to `Identifiable` or use `ForEach(_:id:content:)` and provide an explicit `id`!"
            ])
        #expect(harness.screen == ["VStack", "  Text \"row 0\"", "  Text \"row 1\"", "  Button \"more\""])
        // The kept data is the graph's own storage at that identity: not stale (D12).
        #expect(harness.stale.isEmpty)
    }

    @Test func duplicateIDsWarnOncePerRepeat() {
        let harness = Harness(Duplicates())
        #expect(
            harness.mount.swiftUIWarnings == [
                "ForEach<Array<String>, String, Text>: the ID right occurs multiple times within the collection, this will give undefined results!"
            ])
        #expect(harness.screen.count == 4)
    }

    @Test func aStructIDIsPrintedAsSwiftDescribesIt() {
        #expect(
            Harness(StructIDs()).mount.swiftUIWarnings == [
                "ForEach<Array<Edge>, Edge, Text>: the ID Edge(source: \"A\", weight: Optional(4.0)) occurs multiple times within the collection, this will give undefined results!"
            ])
    }
}
