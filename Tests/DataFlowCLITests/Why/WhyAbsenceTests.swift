import DataFlow
import Testing

@testable import DataFlowCLI

// The shapes of real questions about what did not happen (issue 39), each reduced to a view.

fileprivate struct Loader: View {
    let id: Int
    @State private var loaded = "nothing"
    var body: some View {
        Text("loaded \(loaded), showing \(id)").task { loaded = "item \(id)" }
    }
}

fileprivate struct LoaderParent: View {
    @State private var id = 1
    var body: some View {
        VStack {
            Loader(id: id)
            Button("Next") { id += 1 }
        }
    }
}

fileprivate struct KeyedLoaderParent: View {
    @State private var id = 1
    @State private var taps = 0
    var body: some View {
        VStack {
            Text("taps \(taps)").task(id: id) {}
            Button("Tap") { taps += 1 }
        }
    }
}

fileprivate struct Note: View {
    let title: String
    @State private var draft = ""
    var body: some View {
        TextField("Draft", text: $draft).onAppear { draft = title }
    }
}

fileprivate struct NoteParent: View {
    @State private var selected = "A"
    var body: some View {
        VStack {
            Note(title: selected)
            Button("Open B") { selected = "B" }
        }
    }
}

fileprivate struct Flavor: Identifiable, Hashable {
    let id: Int
    let name: String
}

fileprivate struct FlavorPicker: View {
    @State private var chosen: Flavor?
    private let flavors = [Flavor(id: 1, name: "Mint"), Flavor(id: 2, name: "Lime")]
    var body: some View {
        VStack {
            Picker("Flavor", selection: $chosen) {
                ForEach(flavors) { Text($0.name) }
            }
            Text("chosen \(chosen?.name ?? "none")")
        }
    }
}

fileprivate enum Preferences {
    nonisolated(unsafe) static var sounds = false
}

fileprivate struct SoundSettings: View {
    var body: some View {
        VStack {
            Toggle("Sounds", isOn: Binding(get: { Preferences.sounds }, set: { Preferences.sounds = $0 }))
            Text(Preferences.sounds ? "sounds on" : "sounds off")
        }
    }
}

fileprivate struct Contact: Equatable {
    let id: Int
    var name: String
    static func == (lhs: Contact, rhs: Contact) -> Bool { lhs.id == rhs.id }
}

fileprivate struct ContactCard: View {
    @State private var contact = Contact(id: 1, name: "Ann")
    var body: some View {
        VStack {
            Text(contact.name)
            Button("Rename") { contact.name = "Bea" }
        }
    }
}

fileprivate struct Tally: View {
    @State private var count = 0
    @State private var taps = 0
    @State private var changes = 0
    var body: some View {
        VStack {
            Text("count \(count), taps \(taps), changes \(changes)").onChange(of: count, initial: true) { changes += 1 }
            Button("Tap") { taps += 1 }
        }
    }
}

fileprivate final class DetailModel: ObservableObject {
    @Published var title: String
    init(title: String) { self.title = title }
}

fileprivate struct Detail: View {
    @StateObject private var model: DetailModel
    init(title: String) { _model = StateObject(wrappedValue: DetailModel(title: title)) }
    var body: some View { Text(model.title) }
}

fileprivate struct DetailParent: View {
    @State private var title = "A"
    var body: some View {
        VStack {
            Detail(title: title)
            Button("B") { title = "B" }
        }
    }
}

/// `why` explains an effect that did not happen with the rule that withheld it, not with
/// "nothing changed" (issue 39).
@Suite struct WhyAbsenceTests {
    private func answer<Root: View>(_ target: String, _ root: @escaping () -> Root, _ script: [ScriptAction], step: Int = 1) throws -> [String] {
        let experiment = Experiment(id: "t", title: "t", claims: [], lesson: "", variants: [Variant("v", root: root)], script: script)
        let steps = ExperimentRunner.run(experiment, dependencies: true).variants[0].steps
        return try WhyAnswer.answer(for: target, in: steps, of: "v", step: step).reasons.map(\.text)
    }

    @Test func aTaskWithoutAnIdIsNotRestartedByANewInput() throws {
        let reasons = try answer("Loader", { LoaderParent() }, [.tap("Next")])
        #expect(reasons.contains { $0.hasPrefix("ran: ") })
        #expect(reasons.contains { $0.hasPrefix("not restarted: its .task has no id, so it started once, when Loader appeared") })
        #expect(reasons.contains { $0.hasPrefix("to change: use .task(id: value)") })
    }

    @Test func aTaskWithAnEqualIdIsNotRestarted() throws {
        let reasons = try answer("KeyedLoaderParent", { KeyedLoaderParent() }, [.tap("Tap")])
        #expect(reasons.contains { $0.hasPrefix("not restarted: its .task(id:) has the same id as at the last update (1)") })
    }

    @Test func aViewKeptByIdentityDoesNotRunOnAppearAgain() throws {
        let reasons = try answer("Note", { NoteParent() }, [.tap("Open B")])
        #expect(reasons.contains { $0.hasPrefix("no onAppear: Note was already on screen at the same identity") })
        #expect(reasons.contains { $0.hasPrefix("its own @State kept its values (_draft = \"A\")") }, "\(reasons)")
    }

    @Test func aPickerOptionTaggedWithAnotherTypeSetsNothing() throws {
        let reasons = try answer("FlavorPicker", { FlavorPicker() }, [.pick("Flavor", "Mint")])
        #expect(reasons.contains { $0.hasPrefix("not run: ") })
        #expect(
            reasons.contains {
                $0.hasPrefix("Picker \"Flavor\": the option \"Mint\" has a tag of type Int, and the selection is of type Optional<Flavor>")
            }, "\(reasons)")
        #expect(!reasons.contains("the step wrote nothing"))
    }

    @Test func aWriteThroughClosuresToAPlainGlobalIsNamed() throws {
        Preferences.sounds = false
        let reasons = try answer("SoundSettings", { SoundSettings() }, [.toggle("Sounds")])
        #expect(
            reasons.contains {
                $0.hasPrefix("Toggle \"Sounds\" wrote true through a Binding(get:set:), whose set closure changed nothing SwiftUI tracks")
            }, "\(reasons)")
        #expect(reasons.contains { $0.hasPrefix("to change: keep the value where SwiftUI watches it: @AppStorage") })
    }

    @Test func anEqualityOverTheIdOnlyHidesTheChange() throws {
        let reasons = try answer("ContactCard", { ContactCard() }, [.tap("Rename")])
        #expect(reasons.contains { $0.hasPrefix("not run: ") })
        #expect(reasons.contains { $0.contains("its type's own == calls it equal to the stored Contact(id: 1, name: \"Ann\")") }, "\(reasons)")
    }

    @Test func onChangeOfAnUnchangedValueIsNamed() throws {
        let reasons = try answer("Tally", { Tally() }, [.tap("Tap")])
        #expect(reasons.contains { $0.hasPrefix("no onChange(of: Int) action: the value is 0, equal to the last update's") })
        // Its first call (`initial: true`) is not an appear action the answer speaks of.
        #expect(!reasons.contains { $0.hasPrefix("no onChange(of: Int, initial: true)") })
    }

    @Test func aStateObjectKeepsTheObjectItMadeFirst() throws {
        let reasons = try answer("Detail", { DetailParent() }, [.tap("B")])
        #expect(reasons.contains { $0.hasPrefix("its @StateObject _model keeps DetailModel#1, made when Detail first appeared") }, "\(reasons)")
        #expect(reasons.contains { $0.hasPrefix("to change: pass the value on to the object") })
    }

    @Test func aWriteThroughAClosureBindingToStateIsNotBlamed() throws {
        // The same control over @State: the write is tracked, and no closure is blamed.
        let reasons = try answer("NoteParent", { NoteParent() }, [.type("Draft", "x")])
        #expect(!reasons.contains { $0.contains("Binding(get:set:)") })
    }
}
