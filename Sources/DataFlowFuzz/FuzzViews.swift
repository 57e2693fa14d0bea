import DataFlow

/// The fuzzer's views: SwiftUI-style code driven by a `FuzzSpec`. Labels carry the scope (owner and
/// row ids), so every leaf and button on screen has a unique name.

struct FuzzValueKey: EnvironmentKey {
    static var defaultValue: Int { 0 }
}

extension EnvironmentValues {
    var fuzzValue: Int {
        get { self[FuzzValueKey.self] }
        set { self[FuzzValueKey.self] = newValue }
    }
}

/// What an owner keeps in `@State`.
struct FuzzOwnerState: Equatable {
    var values = [0, 0, 0, 0]
    var lists = [[1, 2], [3]]
    var nextID = 4
}

/// An owner's objects: observed per property (`@Observable`) and per object (ObservableObject).
@Observable
final class FuzzObservable {
    var p0 = 0
    var p1 = 0
}

final class FuzzPublisher: ObservableObject {
    @Published var p0 = 0
    @Published var p1 = 0
}

/// The owner's objects, handed down as one `let` (compared by identity, so never a reason to run).
struct FuzzObjects {
    let observable: FuzzObservable
    let publisher: FuzzPublisher
}

/// An owner: state, the buttons that change it, and the content below.
struct FuzzOwner: View {
    let label: String
    let content: FuzzSpec
    @State private var state = FuzzOwnerState()
    @State private var observable = FuzzObservable()
    @StateObject private var publisher = FuzzPublisher()

    var body: some View {
        VStack {
            ForEach(0..<4, id: \.self) { slot in
                Button("\(label) flip s\(slot)") { state.values[slot] += 1 }
            }
            // Writes the value the state already holds: nothing may run (§4).
            Button("\(label) same s0") { state.values[0] = state.values[0] }
            // Its own transaction and pass, with the same result (§14).
            Button("\(label) animate s1") { withAnimation { state.values[1] += 1 } }
            ForEach(0..<2, id: \.self) { list in
                Button("\(label) insert l\(list)") {
                    state.lists[list].insert(state.nextID, at: 0)
                    state.nextID += 1
                }
                Button("\(label) remove l\(list)") {
                    if !state.lists[list].isEmpty { state.lists[list].removeFirst() }
                }
                Button("\(label) reverse l\(list)") { state.lists[list].reverse() }
            }
            ForEach(0..<2, id: \.self) { property in
                Button("\(label) observe p\(property)") {
                    if property == 0 { observable.p0 += 1 } else { observable.p1 += 1 }
                }
                Button("\(label) publish p\(property)") {
                    if property == 0 { publisher.p0 += 1 } else { publisher.p1 += 1 }
                }
            }
            FuzzContent(
                spec: content, scope: label + ".", state: $state,
                objects: FuzzObjects(observable: observable, publisher: publisher))
        }
    }
}

/// A spec node. It gets the owner's state only as a `@Binding` and reads just what it needs (a
/// stack reads nothing), so that a view below can be reached by its own dependency alone (§6):
/// a bound leaf through its binding, an environment reader through the environment.
struct FuzzContent: View {
    let spec: FuzzSpec
    let scope: String
    @Binding var state: FuzzOwnerState
    let objects: FuzzObjects

    var body: some View {
        switch spec {
        case .stack(let children):
            VStack {
                ForEach(children.indices, id: \.self) { index in child(children[index]) }
            }
        case .branch(let id, let slot, let then, let otherwise):
            if state.values[slot] % 2 == 0 { child(then, scope: scope + "if\(id).") } else { child(otherwise, scope: scope + "else\(id).") }
        case .list(let list, let row):
            ForEach(state.lists[list], id: \.self) { element in
                FuzzContent(spec: row, scope: scope + "r\(element).", state: $state, objects: objects)
            }
        case .counter(let id):
            FuzzCounter(label: scope + "c\(id)")
        case .reader(let id, let slot):
            FuzzReader(label: scope + "r\(id)", value: state.values[slot])
        case .bound(let id, let slot):
            FuzzBound(label: scope + "b\(id)", kind: "bound", value: $state.values[slot])
        case .environmentWriter(let slot, let content):
            child(content).environment(\.fuzzValue, state.values[slot])
        case .environmentReader(let id):
            FuzzEnvironmentReader(label: scope + "e\(id)")
        case .watcher(let id, let slot):
            FuzzWatcher(label: scope + "w\(id)", value: state.values[slot])
        case .observer(let id, let property):
            FuzzObserver(label: scope + "v\(id)", observable: objects.observable, property: property)
        case .subscriber(let id, let property):
            FuzzSubscriber(label: scope + "s\(id)", object: objects.publisher, property: property)
        case .computed(let id, let slot):
            FuzzBound(label: scope + "g\(id)", kind: "computed", value: Binding(get: { state.values[slot] }, set: { state.values[slot] = $0 }))
        case .stepper(let id, let slot):
            FuzzStepper(label: scope + "t\(id)", value: $state.values[slot])
        case .identified(let slot, let content):
            let value = state.values[slot]
            FuzzContent(spec: content, scope: scope + "i\(value).", state: $state, objects: objects).id(value)
        case .owner(let id, let content):
            FuzzOwner(label: scope + "o\(id)", content: content)
        case .isolated(let content):
            FuzzIsolated(spec: content, scope: scope)
        case .summed(let id, let content):
            FuzzSummed(label: scope + "p\(id)", content: child(content))
        case .contributor(let id, let slot):
            FuzzContributor(label: scope + "k\(id)", value: state.values[slot])
        }
    }

    private func child(_ spec: FuzzSpec, scope: String? = nil) -> FuzzContent {
        FuzzContent(spec: spec, scope: scope ?? self.scope, state: $state, objects: objects)
    }
}

/// State-free content behind inputs that never change: its parent's re-runs always skip it, so
/// the views inside update only through their own state, the environment, or their own owner.
struct FuzzIsolated: View {
    let spec: FuzzSpec
    let scope: String

    var body: some View {
        switch spec {
        case .stack(let children):
            VStack {
                ForEach(children.indices, id: \.self) { index in FuzzIsolated(spec: children[index], scope: scope) }
            }
        case .counter(let id):
            FuzzCounter(label: scope + "c\(id)")
        case .environmentReader(let id):
            FuzzEnvironmentReader(label: scope + "e\(id)")
        case .owner(let id, let content):
            FuzzOwner(label: scope + "o\(id)", content: content)
        default:
            // The generator puts nothing else here.
            EmptyView()
        }
    }
}

struct FuzzCounter: View {
    let label: String
    @State private var count = 0

    var body: some View {
        Text("\(label)=\(count)")
            .onAppear { print("appear \(label)") }
            .onDisappear { print("disappear \(label)") }
        Button("inc \(label)") { count += 1 }
    }
}

struct FuzzReader: View {
    let label: String
    let value: Int

    var body: some View { Text("\(label) reads \(value)") }
}

/// A leaf reading and writing a binding: `$values[slot]` ("bound") or `Binding(get:set:)`
/// over it ("computed").
struct FuzzBound: View {
    let label: String
    let kind: String
    @Binding var value: Int

    var body: some View {
        Text("\(label) \(kind) \(value)")
        Button("bump \(label)") { value += 1 }
    }
}

struct FuzzStepper: View {
    let label: String
    @Binding var value: Int

    var body: some View {
        Text("\(label) steps \(value)")
        Stepper(label, value: $value)
    }
}

struct FuzzEnvironmentReader: View {
    let label: String
    @Environment(\.fuzzValue) private var value

    var body: some View { Text("\(label) env \(value)") }
}

struct FuzzWatcher: View {
    let label: String
    let value: Int
    @State private var seen = 0
    @State private var from = 0

    var body: some View {
        Text("\(label) saw \(seen) from \(from)")
            .onChange(of: value) { oldValue, newValue in
                from = oldValue
                seen = newValue
            }
    }
}

struct FuzzObserver: View {
    let label: String
    let observable: FuzzObservable
    let property: Int

    var body: some View {
        Text("\(label) observes \(property == 0 ? observable.p0 : observable.p1)")
    }
}

struct FuzzSubscriber: View {
    let label: String
    @ObservedObject var object: FuzzPublisher
    let property: Int

    var body: some View {
        Text("\(label) publishes \(property == 0 ? object.p0 : object.p1)")
    }
}

/// Adds up what the contributors below write.
struct FuzzSumKey: PreferenceKey {
    static var defaultValue: Int { 0 }

    static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
}

/// Shows the sum its content's contributors write, as delivered by `onPreferenceChange` (§10).
/// A zero is always written too, so the key always has a producer and every change is delivered
/// (with none, SwiftUI never calls the action, and what it shows would be left over).
struct FuzzSummed: View {
    let label: String
    let content: FuzzContent
    @State private var sum = 0

    var body: some View {
        VStack {
            Text("\(label) sum \(sum)")
            Color.clear.preference(key: FuzzSumKey.self, value: 0)
            content
        }
        .onPreferenceChange(FuzzSumKey.self) { sum = $0 }
    }
}

struct FuzzContributor: View {
    let label: String
    let value: Int

    var body: some View {
        Text("\(label) gives \(value)").preference(key: FuzzSumKey.self, value: value)
    }
}
