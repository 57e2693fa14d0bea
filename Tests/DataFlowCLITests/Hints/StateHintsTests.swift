import DataFlow
import Foundation
import Testing

@testable import DataFlowCLI

/// Views whose state is not what their code seems to say (issue 32): each fault gets its hint,
/// and its fix, or a look-alike that is not a fault, gets none.
@Suite struct StateHintsTests {
    /// The hints of each step of `root`, after tapping each of `taps`.
    private func hints(taps: [String], _ root: @escaping () -> some View) -> [[Hint]] {
        let experiment = Experiment(
            id: "hints", title: "Hints", claims: ["§1"], lesson: "", variants: [Variant("main") { root() }],
            script: taps.map { .tap($0) })
        let run = ExperimentRunner.run(experiment).variants[0]
        #expect(run.failure == nil)
        return Hint.perStep(run.steps)
    }

    // MARK: A @State that copied an input

    struct Greeting: View {
        @State private var name: String
        let loud: Bool
        init(name: String, loud: Bool = false) {
            _name = State(initialValue: name)
            self.loud = loud
        }
        var body: some View { Text(loud ? "HELLO, \(name)" : "Hello, \(name)") }
    }

    struct RenamingParent: View {
        @State private var who = "Tim"
        @State private var loud = false
        var body: some View {
            VStack {
                Greeting(name: who, loud: loud)
                Button("Rename") { who = "Tom" }
                Button("Rename loudly") {
                    who = "Tom"
                    loud = true
                }
            }
        }
    }

    @Test func aStateThatKeptItsCopyOfAnInputIsNamedWithItsFix() {
        let renamed = hints(taps: ["Rename"]) { RenamingParent() }
        #expect(renamed[0].isEmpty)
        #expect(renamed[1].count == 1)
        let hint = renamed[1].first
        #expect(hint?.kind == .wasted, "nothing it shows changed")
        #expect(hint?.rule == "§1")
        #expect(hint?.cause.contains(#"gives its @State _name the initial value "Tom", and the @State keeps "Tim""#) == true)
        #expect(hint?.fix.contains(".id(input)") == true)
    }

    @Test func aCopyIsNamedEvenWhenTheBodyShowsSomethingNew() {
        let loud = hints(taps: ["Rename loudly"]) { RenamingParent() }
        #expect(loud[1].map(\.kind) == [.state])
        #expect(loud[1].first?.view.hasSuffix("Greeting") == true)
        #expect(loud[1].first?.rule == "§1")
    }

    struct LetGreeting: View {
        let name: String
        var body: some View { Text("Hello, \(name)") }
    }

    struct FixedParent: View {
        @State private var who = "Tim"
        var body: some View {
            VStack {
                LetGreeting(name: who)
                Button("Rename") { who = "Tom" }
            }
        }
    }

    @Test func aViewThatReadsItsInputGetsNoHint() {
        #expect(hints(taps: ["Rename"]) { FixedParent() }.allSatisfy { $0.isEmpty })
    }

    // Values new with every struct are not inputs.
    @Observable final class Draft {
        var text = ""
    }

    /// Code held as a value never compares equal (D10), yet each struct offers the same default.
    struct Filter {
        var accepts: (Int) -> Bool = { _ in true }
    }

    struct FreshValues: View {
        @State private var filter = Filter()
        @State private var id = UUID()
        @State private var draft = Draft()
        @State private var opened = Date()
        let count: Int
        var body: some View { Text("count: \(count)") }
    }

    struct FreshParent: View {
        @State private var count = 0
        var body: some View {
            VStack {
                FreshValues(count: count)
                Button("More") { count += 1 }
            }
        }
    }

    @Test func aStateOfAFreshValueAnObjectOrCodeIsNotACopiedInput() {
        #expect(hints(taps: ["More", "More"]) { FreshParent() }.allSatisfy { $0.isEmpty })
    }

    // MARK: An @ObservedObject its parent made anew

    final class Counter: ObservableObject {
        @Published var count = 0
    }

    struct ObservedCount: View {
        @ObservedObject var model = Counter()
        let generation: Int
        var body: some View {
            VStack {
                Text("\(generation): \(model.count)")
                Button("Count") { model.count += 1 }
            }
        }
    }

    struct OwnedCount: View {
        @StateObject private var model = Counter()
        let generation: Int
        var body: some View {
            VStack {
                Text("\(generation): \(model.count)")
                Button("Count") { model.count += 1 }
            }
        }
    }

    struct CountParent: View {
        let owned: Bool
        @State private var generation = 0
        var body: some View {
            VStack {
                if owned { OwnedCount(generation: generation) } else { ObservedCount(generation: generation) }
                Button("Re-render") { generation += 1 }
            }
        }
    }

    @Test func anObservedObjectTheParentMadeAnewIsNamedAndAStateObjectIsNot() {
        let observed = hints(taps: ["Count", "Re-render"]) { CountParent(owned: false) }
        #expect(observed[1].isEmpty)
        #expect(observed[2].map(\.kind) == [.state])
        #expect(observed[2].first?.rule == "§7")
        #expect(observed[2].first?.cause.contains("_model now holds StateHintsTests.Counter#2") == true)
        #expect(observed[2].first?.cause.contains("in place of StateHintsTests.Counter#1") == true)
        #expect(hints(taps: ["Count", "Re-render"]) { CountParent(owned: true) }.allSatisfy { $0.isEmpty })
    }

    struct PickedCount: View {
        @ObservedObject var model: Counter
        var body: some View { Text("count: \(model.count)") }
    }

    struct PickingParent: View {
        @State private var models = [Counter(), Counter()]
        @State private var pick = 0
        var body: some View {
            VStack {
                PickedCount(model: models[pick])
                Button("Next") { pick = 1 }
            }
        }
    }

    /// Both counters show 0, so the body ran for nothing; its cause is its parent's new input.
    @Test func anObjectPassedDownFromItsOwnerIsNotAReplacement() {
        let picked = hints(taps: ["Next"]) { PickingParent() }
        #expect(picked[1].map(\.kind) == [.wasted])
        #expect(picked[1].first?.rule == "§5")
    }

    // MARK: A write no view was told of

    final class Settings {
        var wifi = false
    }

    struct ClassInState: View {
        @State private var settings = Settings()
        var body: some View {
            VStack {
                Text(settings.wifi ? "Wi-Fi on" : "Wi-Fi off")
                Button("Switch") { settings.wifi.toggle() }
            }
        }
    }

    struct StructSettings {
        var wifi = false
    }

    struct StructInState: View {
        @State private var settings = StructSettings()
        var body: some View {
            VStack {
                Text(settings.wifi ? "Wi-Fi on" : "Wi-Fi off")
                Button("Switch") { settings.wifi.toggle() }
            }
        }
    }

    @Test func aWriteToAPlainClassThatLeftTheScreenStaleIsNamedOnce() {
        let steps = hints(taps: ["Switch", "Switch"]) { ClassInState() }
        #expect(steps[1].map(\.kind) == [.state])
        #expect(steps[1].first?.view.hasSuffix("ClassInState") == true)
        #expect(steps[1].first?.rule == "S0.6")
        #expect(steps[1].first?.cause.contains(#"it shows Text "Wi-Fi off", where the current values give Text "Wi-Fi on""#) == true)
        #expect(steps[1].first?.fix.hasPrefix("make StateHintsTests.Settings @Observable") == true)
        // The second switch makes the screen right again by chance: nothing is stale, no hint.
        #expect(steps[2].isEmpty)
        #expect(hints(taps: ["Switch", "Switch"]) { StructInState() }.allSatisfy { $0.isEmpty })
    }

    // MARK: An identity made anew on every render

    struct Tally: View {
        @State private var count = 0
        var body: some View { Button("Count \(count)") { count += 1 } }
    }

    struct Item: Identifiable {
        let id = UUID()
    }

    struct Identities: View {
        enum Kind { case fresh, stable, counter }
        let kind: Kind
        @State private var title = "A"
        @State private var items = [Item(), Item()]
        @State private var selected = 0
        @State private var resets = 0
        var body: some View {
            VStack {
                Text(title)
                switch kind {
                case .fresh: Tally().id(UUID())
                case .stable: Tally().id(items[selected].id)
                case .counter: Tally().id(resets)
                }
                Button("Rename") { title += "!" }
                Button("Next") { selected = 1 }
                Button("Reset") { resets += 1 }
            }
        }
    }

    @Test func anIdMadeAnewOnEveryRenderIsNamedAndAStableOrDeliberateOneIsNot() {
        let fresh = hints(taps: ["Count 0", "Rename"]) { Identities(kind: .fresh) }
        #expect(fresh[1].isEmpty, "the count went up: no render of the parent, no new id")
        #expect(fresh[2].map(\.kind) == [.state])
        #expect(fresh[2].first?.rule == "§1")
        #expect(fresh[2].first?.cause.hasPrefix("its .id(UUID#") == true)
        #expect(hints(taps: ["Count 0", "Rename", "Next"]) { Identities(kind: .stable) }.allSatisfy { $0.isEmpty })
        #expect(hints(taps: ["Count 0", "Reset"]) { Identities(kind: .counter) }.allSatisfy { $0.isEmpty })
    }

    /// A fresh render (D12) makes its own `UUID()`: it stands for the live one, so a recreated
    /// view is not reported stale.
    @Test func anIdMadeAnewIsNotAStaleScreen() {
        let experiment = Experiment(
            id: "ids", title: "Ids", claims: ["§1"], lesson: "", variants: [Variant("main") { Identities(kind: .fresh) }],
            script: [.tap("Count 0"), .tap("Rename")])
        let run = ExperimentRunner.run(experiment).variants[0]
        #expect(run.steps.allSatisfy { $0.stale.isEmpty })
    }

    // MARK: A write of a new object that equals the old one

    final class Profile {
        var name = "Ada"
        init(name: String = "Ada") { self.name = name }
    }

    struct Reloading: View {
        @State private var profile = Profile()
        var body: some View {
            VStack {
                Text(profile.name)
                Button("Reload") { profile = Profile(name: profile.name) }
            }
        }
    }

    @Test func aNewObjectWithTheSameContentsIsAChangeThatRanForNothing() {
        let reloaded = hints(taps: ["Reload"]) { Reloading() }
        #expect(reloaded[1].map(\.kind) == [.wasted])
        #expect(reloaded[1].first?.rule == "D10")
        #expect(reloaded[1].first?.cause.hasPrefix("its own _profile was set to a value that prints as the old one") == true)
    }
}
