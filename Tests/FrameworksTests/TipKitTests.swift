import DataFlow
import Testing

@testable import DataFlowTipKit

struct FavoriteTestTip: Tip {
    var title: Text { Text("Add to Favorites") }
    var message: Text? { Text("Tap the heart to save it.") }

    var actions: [Action] {
        Action(title: "Learn More")
        Action(id: "dismiss") { Text("Dismiss") }
    }

    var options: [any TipOption] {
        MaxDisplayCount(3)
        IgnoresDisplayFrequency(true)
    }
}

struct SearchTestTip: Tip {
    var title: Text { Text("Search") }
}

struct TipKitScreen: View {
    let tip: (any Tip)?

    var body: some View {
        VStack {
            TipView(tip)
            Button("Heart") {}
                .popoverTip(SearchTestTip())
        }
    }
}

@Suite struct TipKitTests {
    @Test func aTipViewIsOneScreenLineNamingTheTip() {
        let session = Session(TipKitScreen(tip: FavoriteTestTip()))
        let lines = session.screen.map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(lines.contains("TipView \"Add to Favorites\""))
        // A popover tip draws nothing: the button is all there is of it.
        #expect(lines.filter { $0.contains("SearchTestTip") }.isEmpty)
        #expect(lines.contains { $0.hasPrefix("Button \"Heart\"") })
    }

    @Test func aNilTipDrawsNothing() {
        let session = Session(TipKitScreen(tip: nil))
        #expect(!session.screen.contains { $0.contains("TipView") })
    }

    @Test func invalidatingATipIsNotedAsTheSystemsEffect() {
        let session = Session(TipKitScreen(tip: FavoriteTestTip()))
        let step = session.perform("tip closed") { FavoriteTestTip().invalidate(reason: .tipClosed) }
        #expect(step.notes.contains("effect: TipKit invalidates the tip FavoriteTestTip (.tipClosed) (the system's, not run here)"))
        // No datastore: the tip stays available and on screen.
        #expect(FavoriteTestTip().status == .available)
        #expect(step.screen.contains { $0.contains("TipView \"Add to Favorites\"") })
    }

    @Test func configuringAndResettingTheDatastoreAreAccepted() throws {
        try Tips.resetDatastore()
        Tips.showAllTipsForTesting()
        try Tips.configure([.displayFrequency(.immediate), .datastoreLocation(.applicationDefault)])
        #expect(FavoriteTestTip().shouldDisplay)
        #expect(FavoriteTestTip().id == "FavoriteTestTip")
    }

    // Apps declare `@Parameter static var isLoggedIn = false` (Swift 5 mode); Swift 6 mode, as this
    // target compiles, refuses a wrapper's static storage, so a local stands for it.
    @Test func aParameterKeepsItsValueWithItsParameterAsProjection() {
        @Parameter(.transient) var isLoggedIn = false
        isLoggedIn = true
        let parameter: Tips.Parameter<Bool> = $isLoggedIn
        #expect(isLoggedIn && parameter.wrappedValue)
    }

    @Test func actionsAreNumberedInOrder() {
        let actions = FavoriteTestTip().actions
        #expect(actions.map(\.id) == ["Learn More", "dismiss"])
        #expect(actions.map(\.index) == [0, 1])
        #expect(FavoriteTestTip().options.count == 2)
        #expect(FavoriteTestTip().rules.isEmpty)
    }

    @Test func aGroupsCurrentTipIsItsFirst() async {
        let group = TipGroup(.ordered) {
            SearchTestTip()
            FavoriteTestTip()
        }
        #expect(group.currentTip?.id == "SearchTestTip")
        var updates: [Bool] = []
        for await shouldDisplay in FavoriteTestTip().shouldDisplayUpdates { updates.append(shouldDisplay) }
        #expect(updates == [true])
    }
}
