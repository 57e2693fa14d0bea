import DataFlow
import Testing

/// §8, D9: @Observable classes, tracked per property wherever they are held.
@Observable
fileprivate final class Model {
    var a = 0
    var b = 0
    @ObservationIgnored var ignored = 0
}

fileprivate struct ReadsA: View {
    let model: Model
    var body: some View { Text("a \(model.a)") }
}

fileprivate struct ReadsB: View {
    let model: Model
    var body: some View { Text("b \(model.b)") }
}

fileprivate struct Root: View {
    let model: Model
    var body: some View {
        VStack {
            ReadsA(model: model)
            ReadsB(model: model)
            Text("ignored \(model.ignored)")
            Button("a") { model.a += 1 }
            Button("same a") { model.a = model.a }
            Button("ignored") { model.ignored += 1 }
        }
    }
}

fileprivate struct InState: View {
    @State var models = [Model(), Model()]
    var body: some View {
        VStack {
            ReadsA(model: models[1])
            Button("second") { models[1].a += 1 }
        }
    }
}

fileprivate struct InEnvironment: View {
    @Environment(Model.self) var model
    var body: some View { Text("env \(model.a)") }
}

fileprivate struct WithBindable: View {
    @Bindable var model: Model
    var body: some View {
        VStack {
            Toggle("on", isOn: Binding(get: { $model.b.wrappedValue > 0 }, set: { model.b = $0 ? 1 : 0 }))
            Button("b") { model.b += 1 }
        }
    }
}

/// A list whose rows are built by ForEach's content closure, reading each model there: no row
/// view of its own, yet the reads belong to the rows, not to the body that made the ForEach (§8).
fileprivate struct ClosureRows: View {
    let models: [Model]
    var body: some View {
        VStack {
            ForEach(models.indices, id: \.self) { index in
                Text("row \(models[index].a)")
            }
            Button("bump") { models[1].a += 1 }
        }
    }
}

@Suite struct ObservationTests {
    @Test func readsInAForEachContentClosureBelongToTheRow() {
        let harness = Harness(ClosureRows(models: [Model(), Model()]))
        let step = harness.tap("bump")
        #expect(step.ran.isEmpty, "the owner did not read models[1].a: its row's closure did")
        #expect(step.record.rowContents.map(\.identity) == ["ClosureRows/VStack[0]/ForEach[1]/Text"])
        #expect(step.record.rowContents.map(\.dependencies) == [["Model#2.a"]])
        #expect(harness.screen.contains { $0.hasSuffix("Text \"row 1\"") })
        #expect(harness.screen.contains { $0.hasSuffix("Text \"row 0\"") })
        #expect(harness.stale.isEmpty)
    }

    @Test func onlyBodiesThatReadTheChangedPropertyReRun() {
        let harness = Harness(Root(model: Model()))
        let step = harness.tap("a")
        #expect(step.ran == ["ReadsA: @dependencies changed."])
        #expect(step.events.contains { if case .bodyEvaluated(let b) = $0 { b.dependencies == ["Model#1.a"] } else { false } })
    }

    @Test func assigningAnEqualValueNotifiesNobody() {
        let harness = Harness(Root(model: Model()))
        #expect(harness.tap("same a").passes == 0)
    }

    @Test func anIgnoredPropertyIsNotTracked() {
        let harness = Harness(Root(model: Model()))
        let step = harness.tap("ignored")
        #expect(step.passes == 0)
        #expect(harness.stale.map(\.current) == ["Text \"ignored 1\""])
    }

    @Test func trackingWorksWhereverTheObjectIsHeld() {
        let inArray = Harness(InState())
        #expect(inArray.tap("second").ran == ["ReadsA: @dependencies changed."])
        let model = Model()
        let inEnvironment = Harness(VStack { InEnvironment() }.environment(model))
        let step = inEnvironment.perform { model.a = 5 }
        #expect(step.ran == ["InEnvironment: @dependencies changed."])
        #expect(inEnvironment.screen == ["VStack", "  Text \"env 5\""])
    }

    @Test func creatingABindableBindingReadsTheProperty() {
        let harness = Harness(WithBindable(model: Model()))
        #expect(harness.tap("b").ran == ["WithBindable: @dependencies changed."])
    }

    @Test func aMissingEnvironmentObservableIsSwiftUIsFatalError() {
        let harness = Harness(VStack { InEnvironment() })
        #expect(
            harness.graph.host.fatalError
                == "No Observable object of type Model found. A View.environmentObject(_:) for Model may be missing as an ancestor of this view.")
    }
}
