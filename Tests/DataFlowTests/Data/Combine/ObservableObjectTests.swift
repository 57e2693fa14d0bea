import DataFlow
import Testing

/// §7: ObservableObject, @Published and the wrappers that subscribe to it.
/// Counts objects created, to see when a StateObject's initializer runs. Sendable: a StateObject's
/// thunk is main-actor code (as views' code is in SwiftUI), and it captures the log.
fileprivate final class CreationLog: @unchecked Sendable {
    var created = 0
}

fileprivate final class Model: ObservableObject {
    @Published var shown = 0
    @Published var other = 0
    var plain = 0

    init(log: CreationLog? = nil) { log?.created += 1 }
}

fileprivate struct Observer: View {
    @ObservedObject var model: Model
    var body: some View { Text("shown \(model.shown)") }
}

fileprivate struct Passer: View {
    let model: Model
    var body: some View { Observer(model: model) }
}

fileprivate struct Holder: View {
    @State var model = Model()
    let plainModel = Model()
    var body: some View {
        VStack {
            Text("\(model.shown) \(plainModel.shown)")
            Passer(model: model)
            Button("other") { model.other += 1 }
            Button("plain") { model.plain += 1 }
            Button("three") {
                model.shown += 1
                model.other += 1
                model.shown += 1
            }
            Button("same") { model.shown = model.shown }
            Button("unwatched") { plainModel.shown += 1 }
        }
    }
}

fileprivate struct Owner: View {
    @StateObject var model: Model
    let round: Int

    init(round: Int, log: CreationLog) {
        self.round = round
        _model = StateObject(wrappedValue: Model(log: log))
    }

    var body: some View { Text("\(model.shown) round \(round)") }
}

fileprivate struct Parent: View {
    let log: CreationLog
    @State var round = 0
    @State var identity = 0
    var body: some View {
        VStack {
            Owner(round: round, log: log).id(identity)
            Button("round") { round += 1 }
            Button("identity") { identity += 1 }
        }
    }
}

fileprivate struct EarlyOwner: View {
    @StateObject var model = Model()
    init() { _ = model.shown }
    var body: some View { Text("early") }
}

fileprivate struct EarlyParent: View {
    var body: some View { EarlyOwner() }
}

fileprivate struct Swapper: View {
    @State var useSecond = false
    let first = Model()
    let second = Model()
    var body: some View {
        VStack {
            Observer(model: useSecond ? second : first)
            Button("swap") { useSecond = true }
            Button("bump first") { first.shown += 1 }
        }
    }
}

fileprivate struct PublishesInBody: View {
    @ObservedObject var model: Model
    var body: some View {
        let _ = { model.other += 1 }()
        Text("\(model.other)")
    }
}

fileprivate struct NeedsModel: View {
    @EnvironmentObject var model: Model
    var body: some View { Text("\(model.shown)") }
}

@Suite struct ObservableObjectTests {
    @Test func anyPublishReRunsEveryViewThatDeclaresTheWrapperAndOnlyThose() {
        let harness = Harness(Holder())
        let step = harness.tap("other")
        // Observer did not read `other`; it declares @ObservedObject, so it re-runs. Passer (a
        // plain let) and Holder (@State) subscribe nothing.
        #expect(step.ran == ["Observer: _model changed."])
    }

    @Test func aPlainVarPublishesNothing() {
        let harness = Harness(Holder())
        #expect(harness.tap("plain").passes == 0)
    }

    @Test func emissionsOfOneActionCoalesceIntoOneBodyRun() {
        let harness = Harness(Holder())
        let step = harness.tap("three")
        #expect(step.passes == 1)
        #expect(step.ran == ["Observer: _model changed."])
    }

    @Test func publishedDoesNotCompareValues() {
        let harness = Harness(Holder())
        #expect(harness.tap("same").ran == ["Observer: _model changed."])
    }

    @Test func anObjectInStateOrALetSubscribesNothing() {
        let harness = Harness(Holder())
        let step = harness.tap("unwatched")
        #expect(step.passes == 0)
        #expect(harness.stale.count == 1)
    }

    @Test func aStateObjectIsCreatedOncePerIdentityAtInstall() {
        let log = CreationLog()
        let harness = Harness(Parent(log: log))
        #expect(log.created == 1)
        let round = harness.tap("round")
        #expect(round.ran == ["Parent: _round changed.", "Owner: @self changed."])
        #expect(log.created == 1)
        harness.tap("identity")
        #expect(log.created == 2)
    }

    @Test func readingAStateObjectBeforeInstallWarns() {
        let harness = Harness(EarlyParent())
        #expect(
            harness.mount.swiftUIWarnings == [
                "Accessing StateObject's object without being installed on a View. This will create a new instance each time."
            ])
    }

    @Test func anObservedObjectFollowsTheObjectItIsGiven() {
        let harness = Harness(Swapper())
        #expect(harness.tap("swap").ran == ["Swapper: _useSecond changed.", "Observer: @self, _model changed."])
        // The old object no longer reaches the view.
        #expect(harness.tap("bump first").ran.isEmpty)
    }

    @Test func publishingDuringABodyWarns() {
        let harness = Harness(PublishesInBody(model: Model()))
        #expect(
            harness.mount.swiftUIWarnings.first == "Publishing changes from within view updates is not allowed, this will cause undefined behavior.")
    }

    @Test func aMissingEnvironmentObjectIsSwiftUIsFatalError() {
        let harness = Harness(VStack { NeedsModel() })
        #expect(
            harness.graph.host.fatalError
                == "No ObservableObject of type Model found. A View.environmentObject(_:) for Model may be missing as an ancestor of this view.")
        let provided = Harness(VStack { NeedsModel() }.environmentObject(Model()))
        #expect(provided.graph.host.fatalError == nil)
        #expect(provided.screen == ["VStack", "  Text \"0\""])
    }
}
