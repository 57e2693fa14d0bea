import DataFlow
import Testing

private struct IsHighlighted: ContainerValueKey {
    static let defaultValue = false
}

extension ContainerValues {
    fileprivate var isHighlighted: Bool {
        get { self[IsHighlighted.self] }
        set { self[IsHighlighted.self] = newValue }
    }
}

private struct Card: Identifiable {
    let id: Int
    let name: String
}

/// A row with state of its own: where it goes, its count goes.
private struct CardRow: View {
    let card: Card
    @State private var taps = 0
    var body: some View {
        Button("\(card.name) \(taps)") { taps += 1 }
    }
}

/// iOS 18's custom container: each subview in a stack, a highlighted one marked.
private struct Board<Content: View>: View {
    @ViewBuilder var content: Content
    var body: some View {
        VStack {
            Group(subviews: content) { subviews in
                Text("\(subviews.count) cards")
                ForEach(subviews) { subview in
                    if subview.containerValues.isHighlighted {
                        HStack {
                            Text("★")
                            subview
                        }
                    } else {
                        subview
                    }
                }
            }
        }
    }
}

private struct Deck: View {
    @State private var cards = [Card(id: 1, name: "Ace"), Card(id: 2, name: "King"), Card(id: 3, name: "Queen")]
    @State private var showsJoker = false
    var body: some View {
        VStack {
            Board {
                Text("Title").containerValue(\.isHighlighted, true)
                ForEach(cards) { CardRow(card: $0) }
                if showsJoker { Text("Joker") }
                EmptyView()
            }
            Button("Reverse") { cards.reverse() }
            Toggle("Joker", isOn: $showsJoker)
        }
    }
}

/// The first subview apart, the rest below it (`subviews.first`, `subviews.dropFirst()`).
private struct Featured: View {
    var body: some View {
        Group(
            subviews: Group {
                Text("One")
                Text("Two")
                Text("Three")
            }
        ) { subviews in
            if let first = subviews.first {
                VStack { first }
            }
            HStack { subviews.dropFirst() }
        }
    }
}

/// Sections read one by one: a header of each, the content's count, loose views in a section
/// of their own.
private struct Sectioned: View {
    var body: some View {
        VStack {
            ForEach(
                sections: Group {
                    Section("Fruit") {
                        Text("Apple")
                        Text("Pear")
                    }
                    Section {
                        Text("Carrot")
                    } header: {
                        Text("Vegetables")
                    }
                    Text("Loose")
                }
            ) { section in
                if section.header.isEmpty {
                    Text("no header, \(section.content.count)")
                } else {
                    HStack {
                        section.header
                        Text("\(section.content.count)")
                    }
                }
            }
        }
    }
}

/// Values and tags as a container reads them: an outer modifier's value wins over the view's own.
private struct Tagged: View {
    var body: some View {
        Group(
            subviews: Group {
                Text("A").tag(7).containerValue(\.isHighlighted, true)
                Group {
                    Text("B").containerValue(\.isHighlighted, true)
                    Text("C")
                }
                .containerValue(\.isHighlighted, false)
            }
        ) { subviews in
            ForEach(subviews) { subview in
                Text(
                    "\(subview.containerValues.tag(for: Int.self).map(String.init) ?? "-") \(subview.containerValues.isHighlighted) \(subview.containerValues.hasTag(7))"
                )
            }
        }
    }
}

/// A view of the app's own that is a list (a `ForEach` body, no state) gives its rows; one with
/// state is one subview.
private struct Names: View {
    let names: [String]
    var body: some View {
        ForEach(names, id: \.self) { Text($0) }
    }
}

private struct StatefulNames: View {
    @State private var names = ["X", "Y"]
    var body: some View {
        ForEach(names, id: \.self) { Text($0) }
    }
}

private struct Counted: View {
    var body: some View {
        VStack {
            Group(subviews: Names(names: ["P", "Q", "R"])) { Text("plain: \($0.count)") }
            Group(subviews: StatefulNames()) { Text("with state: \($0.count)") }
        }
    }
}

/// `ForEach(subviews:)` straight from the content, as a card stack writes it.
private struct Stack<Content: View>: View {
    @ViewBuilder var content: Content
    var body: some View {
        VStack {
            ForEach(subviews: content) { subview in
                subview.padding()
            }
        }
    }
}

private struct StackedDeck: View {
    @State private var cards = [Card(id: 1, name: "Ace"), Card(id: 2, name: "King")]
    var body: some View {
        VStack {
            Stack {
                ForEach(cards) { CardRow(card: $0) }
            }
            Button("Swap") { cards.reverse() }
        }
    }
}

@Suite struct SubviewsTests {
    @Test func forEachOverSubviewsKeysEachRowByItsSubviewsId() {
        let harness = Harness(StackedDeck())
        harness.tap("Ace 0")
        harness.tap("Swap")
        let rows = harness.screen.filter { $0.contains("Button \"") && !$0.contains("Swap") }.map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(rows == ["Button \"King 0\" .padding()", "Button \"Ace 1\" .padding()"], "\(harness.screen)")
    }

    @Test func aContainerPlacesEachSubviewAndReadsItsValues() {
        let harness = Harness(Deck())
        // The title, three rows; the `if` not taken and `EmptyView` give none.
        #expect(Array(harness.screen[2...5]) == ["    Text \"4 cards\"", "    HStack", "      Text \"★\"", "      Text \"Title\""])
        let rows = harness.screen.filter { $0.contains("Button \"") && !$0.contains("Reverse") }
        #expect(rows.map { $0.trimmingCharacters(in: .whitespaces) } == ["Button \"Ace 0\"", "Button \"King 0\"", "Button \"Queen 0\""])
        harness.toggle("Joker")
        #expect(harness.screen[2] == "    Text \"5 cards\"")
        #expect(harness.screen.contains { $0.hasSuffix("Text \"Joker\"") })
    }

    @Test func aSubviewsStateFollowsItsIdWhenTheRowsMove() {
        let harness = Harness(Deck())
        harness.tap("King 0")
        harness.tap("King 1")
        let reversed = harness.tap("Reverse")
        let rows = harness.screen.filter { $0.contains("Button \"") && !$0.contains("Reverse") }.map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(rows == ["Button \"Queen 0\"", "Button \"King 2\"", "Button \"Ace 0\""], "a ForEach over subviews keys each by its id")
        #expect(reversed.record.bodies.allSatisfy { !$0.changes.contains("@identity") }, "no row is made again: \(reversed.ran)")
    }

    @Test func aSubviewsIdIsItsPlaceInTheContent() {
        let harness = Harness(Deck())
        let king = harness.body("CardRow")
        #expect(king != nil)
        let paths = harness.graph.root.map { root -> [String] in
            var found: [String] = []
            root.walk { node, _ in
                if let body = node as? BodyNode, body.typeName == "CardRow" { found.append(body.identityPath.description) }
                return node.children
            }
            return found
        }
        // The row ids of the content's ForEach, after the position of that ForEach in the block.
        #expect(paths?.first?.contains("ForEach[1.1]") == true, "\(paths ?? [])")
        #expect(paths?.count == 3)
    }

    @Test func theFirstSubviewAndTheRestArePlacedApart() {
        let harness = Harness(Featured())
        #expect(harness.screen.contains { $0.hasSuffix("VStack") })
        let vstack = harness.screen.firstIndex { $0.hasSuffix("VStack") }!
        #expect(harness.screen[vstack + 1].hasSuffix("Text \"One\""))
        let hstack = harness.screen.firstIndex { $0.hasSuffix("HStack") }!
        #expect(harness.screen[(hstack + 1)...].map { $0.trimmingCharacters(in: .whitespaces) } == ["Text \"Two\"", "Text \"Three\""])
    }

    @Test func sectionsAreReadWithTheirHeadersAndLooseViewsGatherInOne() {
        let harness = Harness(Sectioned())
        let lines = harness.screen.map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(lines.contains("Text \"Fruit\""))
        #expect(lines.contains("Text \"2\""))
        #expect(lines.contains("Text \"Vegetables\""))
        #expect(lines.contains("Text \"1\""))
        #expect(lines.contains("Text \"no header, 1\""))
    }

    @Test func anOuterValueWinsAndTagsAreValues() {
        let harness = Harness(Tagged())
        let lines = harness.screen.map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(lines.contains("Text \"7 true true\""))
        #expect(lines.contains("Text \"- false false\""), "the group's false is written over B's own true")
        #expect(lines.filter { $0 == "Text \"- false false\"" }.count == 2)
    }

    @Test func aStatelessViewIsFlattenedThroughItsBody() {
        let harness = Harness(Counted())
        let lines = harness.screen.map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(lines.contains("Text \"plain: 3\""))
        #expect(lines.contains("Text \"with state: 1\""))
    }
}
