import DataFlow
import Testing

private struct Numbered: View {
    let n: Int
    var body: some View { Text("Item \(n)") }
}

private struct LongList: View {
    let count: Int
    var body: some View {
        List {
            ForEach(0..<count, id: \.self) { Numbered(n: $0) }
        }
    }
}

private struct StackInScrollView: View {
    let count: Int
    var body: some View {
        ScrollView {
            VStack {
                ForEach(0..<count, id: \.self) { Numbered(n: $0) }
            }
        }
    }
}

@Observable private final class Pages {
    var items = Array(1...20)
    var loads = 0
    func loadMore() {
        loads += 1
        let last = items.last ?? 0
        items += Array(last + 1...last + 20)
    }
}

/// The most common list pattern: the last row's `onAppear` loads the next page.
private struct Paginated: View {
    @State var pages = Pages()
    var body: some View {
        List {
            ForEach(pages.items, id: \.self) { n in
                Numbered(n: n)
                    .onAppear { if n == pages.items.last { pages.loadMore() } }
            }
        }
    }
}

private struct Card: View {
    let n: Int
    @State private var likes = 0
    var body: some View {
        VStack {
            Text("Card \(n)")
            Button("Like \(n)") { likes += 1 }
            Text("\(likes) likes")
        }
        .padding()
        .onAppear { print("appear \(n)") }
        .onDisappear { print("disappear \(n)") }
    }
}

private struct Cards: View {
    var body: some View {
        ScrollViewReader { proxy in
            ScrollView {
                Button("Jump to 60") { proxy.scrollTo(60, anchor: .top) }
                LazyVStack {
                    ForEach(0..<100, id: \.self) { Card(n: $0) }
                }
            }
        }
    }
}

@Observable private final class Counter {
    var value = 0
}

private struct Reading: View {
    let n: Int
    let counter: Counter
    var body: some View { Text("Row \(n): \(counter.value)") }
}

private struct ReadingList: View {
    let counter: Counter
    var body: some View {
        List {
            ForEach(0..<60, id: \.self) { Reading(n: $0, counter: counter) }
        }
    }
}

private struct Favorite: Identifiable {
    let id: Int
    var isFavorite: Bool { id % 3 == 0 }
}

/// `if` in the row: a varying number of views.
private struct Favorites: View {
    let items = (0..<200).map { Favorite(id: $0) }
    var body: some View {
        List {
            ForEach(items) { item in
                if item.isFavorite { Text("Favorite \(item.id)") }
            }
        }
    }
}

/// The row is a view whose body has an `if` and an `else`: one view either way.
private struct EitherRow: View {
    let item: Favorite
    var body: some View {
        if item.isFavorite { Text("Favorite \(item.id)") } else { Label("Item \(item.id)", systemImage: "star") }
    }
}

private struct Either: View {
    let items = (0..<200).map { Favorite(id: $0) }
    var body: some View {
        List {
            ForEach(items) { EitherRow(item: $0) }
        }
    }
}

/// §33: lazy containers make the rows on screen; scripts scroll them.
@Suite struct LazyRowsTests {
    @Test func aListOfTenThousandRowsMakesAScreenfulAndOneMore() {
        let harness = Harness(LongList(count: 10_000))
        // 17 rows of 44 points intersect the visible part of a 393 × 852 screen; one more is made.
        #expect(harness.mount.ranViews.filter { $0 == "Numbered" }.count == 18)
        #expect(harness.screen[1].trimmingCharacters(in: .whitespaces) == "rows 1–17 of 10,000 (9,983 below)")
        #expect(harness.screen.count == 2 + 17)
    }

    @Test func aListThatFitsShowsEveryRowAndNoWindowLine() {
        let harness = Harness(LongList(count: 5))
        #expect(harness.mount.ranViews.filter { $0 == "Numbered" }.count == 5)
        #expect(harness.screen == ["List", "  Text \"Item 0\"", "  Text \"Item 1\"", "  Text \"Item 2\"", "  Text \"Item 3\"", "  Text \"Item 4\""])
    }

    @Test func aStackInAScrollViewMakesEveryRowAsOnADevice() {
        let harness = Harness(StackInScrollView(count: 300))
        #expect(harness.mount.ranViews.filter { $0 == "Numbered" }.count == 300)
        #expect(!harness.screen.contains { $0.contains("rows ") })
    }

    @Test func thePaginationListLoadsOnePageAtMountAndTheNextAtItsLastRow() throws {
        let harness = Harness(Paginated())
        let pages = try #require(harness.body("Paginated")?.input as? Paginated).pages
        #expect(pages.loads == 0)
        #expect(pages.items.count == 20)
        harness.play(.scrollTo("Item 20"))
        #expect(pages.loads == 1)
        #expect(pages.items.count == 40)
        // Row 21 is the one made beyond the edge; row 40 is far below and not made.
        harness.play(.scroll(.down))
        #expect(pages.loads == 1)
    }

    @Test func aRowThatScrollsOffDisappearsKeepsItsStateNearbyAndLosesItFarAway() {
        let harness = Harness(Cards())
        #expect(harness.mount.console.contains("appear 0"))
        harness.tap("Like 1")
        let down = harness.play(.scroll(.down))
        #expect(down.console.contains("disappear 0"))
        #expect(down.console.contains("appear 7"))
        #expect(!harness.screen.contains { $0.contains("Card 0") })
        // One screen away: row 1 keeps its @State.
        let up = harness.play(.scroll(.up))
        #expect(up.console.contains("appear 1"))
        #expect(harness.screen.contains { $0.contains("1 likes") })
        // Far away: let go, and fresh state when it comes back.
        harness.play(.scroll(.down, screens: 4))
        harness.play(.scroll(.up, screens: 4))
        #expect(!harness.screen.contains { $0.contains("1 likes") })
    }

    @Test func scrollToBringsAnOffScreenRowOnScreenAndRunsItsOnAppear() {
        let harness = Harness(Cards())
        #expect(!harness.mount.console.contains("appear 60"))
        let jump = harness.tap("Jump to 60")
        #expect(jump.console.contains("appear 60"))
        #expect(jump.passCauses.contains(.scroll))
        #expect(harness.screen.contains { $0.contains("Text \"Card 60\"") })
        #expect(!harness.screen.contains { $0.contains("Text \"Card 0\"") })
    }

    @Test func aRowOffScreenStopsUpdatingAndCatchesUpWhenItComesBack() throws {
        let counter = Counter()
        let harness = Harness(ReadingList(counter: counter))
        harness.play(.scroll(.down))
        let change = harness.perform { counter.value = 1 }
        // Only the rows on screen (18 intersect the visible part here) and the one beyond run;
        // the 16 rows kept above do not.
        #expect(change.ranViews.count == 19)
        // Coming back, the 16 kept rows catch up; the rows that stayed on screen do not run again.
        let back = harness.play(.scroll(.up))
        #expect(back.ranViews.count == 16)
        #expect(harness.screen.contains { $0.contains("Row 0: 1") })
    }

    @Test func scrollToATextNoRowShowsFailsNamingTheNearest() {
        let harness = Harness(LongList(count: 40))
        #expect(throws: ScriptFailure.self) { try harness.session.play(.scrollTo("Item 99")) }
        do {
            try harness.session.play(.scrollTo("Item 99"))
        } catch {
            #expect(error.description.contains("no row showing \"Item 99\""))
            #expect(error.description.contains("the nearest is \"Item 29\""))
        }
    }

    @Test func scrollingPastTheEndSaysSoInANote() {
        let harness = Harness(LongList(count: 30))
        let step = harness.play(.scroll(.down, screens: 3))
        #expect(step.issues.contains { $0.text.contains("the content reached its bottom") })
        #expect(harness.screen[1].contains("(") && harness.screen[1].contains("above"))
    }

    @Test func theScriptGrammarReadsAndWritesScrolling() throws {
        #expect(
            try ScriptAction.parse("scroll down 3; scroll up; scroll-to \"Milk\"") == [.scroll(.down, screens: 3), .scroll(.up), .scrollTo("Milk")])
        #expect(ScriptAction.scroll(.down, screens: 2).description == "scroll down 2")
        #expect(ScriptAction.scroll(.up).description == "scroll up")
        #expect(throws: ScriptSyntaxError.self) { try ScriptAction.parse("scroll sideways") }
    }

    @Test func rowsWithAVaryingNumberOfViewsAreAllMadeWithANote() {
        let harness = Harness(Favorites())
        // 67 favourites among 200 rows: every row's closure ran, every favourite is made.
        #expect(harness.screen.count == 1 + 67)
        #expect(harness.mount.issues.contains { $0.text.contains("makes all 200 of them to count them") })
        #expect(harness.mount.record.everyRowMade.map(\.rows) == [200])
    }

    @Test func aRowWhoseBodyIsIfElseIsOneViewAndStaysLazy() {
        let harness = Harness(Either())
        #expect(harness.mount.ranViews.filter { $0 == "EitherRow" }.count == 18)
        #expect(harness.mount.record.everyRowMade.isEmpty)
    }
}

private struct Refreshing: View {
    @State private var refreshes = 0
    var body: some View {
        List {
            Text("refreshed \(refreshes) times")
            ForEach(0..<60, id: \.self) { Text("Row \($0)") }
        }
        .refreshable { refreshes += 1 }
    }
}

@Suite struct RefreshAtTheTopTests {
    @Test func aPullStartsAtTheTopSoAScrolledListComesBackFirst() throws {
        let harness = Harness(Refreshing())
        harness.play(.scroll(.down))
        #expect(harness.screen.contains { $0.contains("above") })
        let pull = harness.play(.refresh)
        #expect(pull.passCauses.first == .scroll)
        #expect(harness.screen.contains("  Text \"refreshed 1 times\""))
        #expect(!harness.screen.contains { $0.contains("above") })
    }
}
