import DataFlow

extension Experiment {
    /// §33: a lazy container makes the rows on screen, and the pagination pattern depends on it.
    static var lazyLists: Experiment {
        Experiment(
            id: "lazy-lists",
            title: "List vs VStack in a ScrollView: which rows are made, and the page that loads",
            claims: ["§33", "§16"],
            lesson: """
                The most common list pattern: a feed of 20 items whose last row's `onAppear` \
                loads the next page (three pages at most). In a `List`, SwiftUI gathers all 20 \
                ids at once but makes only the rows on screen: on a 393 × 852 phone, 17 rows of \
                44 points are visible and the list makes one more beyond the edge, so 18 `ItemRow` \
                bodies run, 18 `onAppear`s, and no page loads at mount. The screen line says so: \
                `rows 1–17 of 20 (3 below)`. `scroll-to "Item 20"` scrolls until the last row is \
                on screen; its `onAppear` loads page 2, whose rows are made only as they scroll \
                in. `scroll down` then brings rows 21 to 38 on screen, and the rows that scrolled \
                off run their `onDisappear`. In a `VStack` inside a `ScrollView` every row is made \
                and appears at once, as on a device: the last row appears at mount, loads page 2, \
                whose last row appears and loads page 3, until the feed runs out. Use a `List` or \
                a `LazyVStack` for this pattern. The third variant is a `LazyVStack` of the same \
                bare texts: 22 points each and 8 apart, 26 fit on the screen, so all of page 1 is \
                on screen, its last row loads page 2 at mount, and of page 2 only the rows that \
                fill the screen are made (a lazy stack makes none beyond it). This is a release \
                build: since Xcode 16 a debug build wraps views so that a `List` may build every \
                row. Which rows fit is \
                computed from SwiftUI's default sizes and can differ by one from a device; the \
                extra row and when a scrolled-off row's state is let go are medium confidence \
                (§33).
                """,
            variants: [.lazyListsList, .lazyListsStack, .lazyListsLazyStack],
            script: [.scrollTo("Item 20"), .scroll(.down)])
    }
}

extension Variant {
    static var lazyListsList: Variant {
        Variant("list", "a List makes the rows on screen, and one more") { FeedView(container: .list) }
    }

    static var lazyListsStack: Variant {
        Variant("vstack", "a VStack in a ScrollView makes every row") { FeedView(container: .stack) }
    }

    static var lazyListsLazyStack: Variant {
        Variant("lazyvstack", "a LazyVStack in a ScrollView fills the screen") { FeedView(container: .lazyStack) }
    }
}

@Observable fileprivate final class Feed {
    var items = Array(1...20)

    /// The next page of 20, while there is one (three pages in all).
    func loadMore() {
        guard items.count < 60 else { return }
        let last = items.count
        items += Array(last + 1...last + 20)
    }
}

fileprivate struct ItemRow: View {
    let n: Int
    var body: some View { Text("Item \(n)") }
}

fileprivate struct FeedView: View {
    enum Container { case list, stack, lazyStack }
    let container: Container
    @State private var feed = Feed()

    var body: some View {
        switch container {
        case .list:
            List { rows }
        case .stack:
            ScrollView { VStack { rows } }
        case .lazyStack:
            ScrollView { LazyVStack { rows } }
        }
    }

    private var rows: some View {
        ForEach(feed.items, id: \.self) { n in
            ItemRow(n: n)
                .onAppear { if n == feed.items.last { feed.loadMore() } }
                .onDisappear { if n == 1 { print("Item 1 left the screen") } }
        }
    }
}
