import DataFlow

/// One benchmark scenario: a screen of `size` views and the action repeated on it.
package struct Scenario {
    package let number: Int
    package let name: String
    /// The root view for a given number of rows.
    let makeRoot: (Int) -> any View
    /// Prepares the repeated action on a mounted session (finds its control once, not per
    /// action); `true` makes each action re-run every body (the baseline).
    let prepare: (Session, Int, Bool) -> () -> Void
    /// How many bodies one action must run by the rules (a test pins it).
    package let expectedBodies: (Int) -> Int
    /// How many views one action compares with their previous value (a test pins it).
    package let expectedCompared: (Int) -> Int
    /// The least work the rules require for one action, as plain Swift on plain data (`Floor`).
    let floor: (Int) -> () -> Void
    /// How many rows the scenario makes at a size: all of them, but for a lazy list (§33).
    package var rowsMade: (Int) -> Int = { $0 }

    /// Every scenario, in the order of the table.
    package static var all: [Scenario] { [ownState, arrayOfStructs, bindingFanOut, environment, observation, listWorkload, lazyList] }

    /// The root view of a scenario at a size, to drive it as the CLI does (a recorded session).
    package func root(size: Int) -> any View { makeRoot(size) }
}

extension Scenario {
    /// 1: N rows, each with its own `@State`; one action flips one row's state. 1 body.
    static var ownState: Scenario {
        Scenario(
            number: 1, name: "own-state toggle",
            makeRoot: { OwnStateList(count: $0) },
            prepare: { session, size, all in operating(session, .toggle("row \(size / 2)"), all) },
            expectedBodies: { _ in 1 }, expectedCompared: { _ in 0 }, floor: Floor.ownState)
    }

    /// 2: `@State var items: [Item]` in the owner, `ForEach(items)` of rows taking an `Item`; one
    /// action flips one item: the owner re-runs, N rows are compared, one row runs. 2 bodies.
    static var arrayOfStructs: Scenario {
        Scenario(
            number: 2, name: "array of structs",
            makeRoot: { ItemList(count: $0) },
            prepare: { session, _, all in operating(session, .tap("flip"), all) },
            expectedBodies: { _ in 2 }, expectedCompared: { $0 }, floor: { Floor.arrayOfStructs($0, varying: false) })
    }

    /// 3: N rows each given `$items[i]`; one action flips one item through its row's toggle.
    /// `$items[i]` is the iOS 15 collection subscript: installing it reads `items`, so the owner
    /// re-runs and hands every row a new element binding, which never compares equal: all N rows
    /// run too (§15). N + 1 bodies: SwiftUI's own cost for this pattern.
    static var bindingFanOut: Scenario {
        Scenario(
            number: 3, name: "binding fan-out",
            makeRoot: { BoundList(count: $0) },
            prepare: { session, size, all in operating(session, .toggle("item \(size / 2)"), all) },
            expectedBodies: { $0 + 1 }, expectedCompared: { $0 }, floor: Floor.bindingFanOut)
    }

    /// 4: a chain of 20 views, then N leaves; 1% of the leaves read an environment key the root
    /// writes; one action changes it: the root (which owns the value) and the readers run.
    static var environment: Scenario {
        Scenario(
            number: 4, name: "environment",
            makeRoot: { EnvironmentRoot(leaves: leafCount(for: $0)) },
            prepare: { session, _, all in operating(session, .tap("change"), all) },
            expectedBodies: { 1 + readerCount(for: $0) }, expectedCompared: { _ in 1 }, floor: Floor.environment)
    }

    /// 5: N `@Observable` objects, each read by one row; one action changes one object's
    /// property. 1 body.
    static var observation: Scenario {
        Scenario(
            number: 5, name: "observation",
            makeRoot: { ObservedList(counters: (0..<$0).map { _ in Counter() }) },
            prepare: { session, size, all in
                let counter = (session.graph.root as? BodyNode).flatMap { ($0.input as? ObservedList)?.counters[size / 2] }
                return { session.performUnrecorded(invalidatingEverything: all) { counter?.value += 1 } }
            },
            expectedBodies: { _ in 1 }, expectedCompared: { _ in 0 }, floor: Floor.observation)
    }

    /// 6: the list workload of the comparison with other reconcilers: `@State var rows: [Row]`,
    /// `ForEach(rows) { RowView(row: $0) }`; update k flips row (k × 7919) mod N through `$rows`.
    /// Like scenario 2, but each update changes a different row: the owner and that row run.
    static var listWorkload: Scenario {
        Scenario(
            number: 6, name: "list workload",
            makeRoot: { RowList(count: $0) },
            prepare: { session, _, all in operating(session, .tap("next update"), all) },
            expectedBodies: { _ in 2 }, expectedCompared: { $0 }, floor: { Floor.arrayOfStructs($0, varying: true) })
    }

    /// 7: scenario 6's rows in a `List`, which makes only the rows on screen (§33): 17 visible
    /// and one beyond on the default screen. Update k flips visible row k mod 17: the owner runs,
    /// every id is gathered, the 18 rows made are compared, one runs.
    static var lazyList: Scenario {
        var scenario = Scenario(
            number: 7, name: "lazy list",
            makeRoot: { LazyRowList(count: $0) },
            prepare: { session, _, all in operating(session, .tap("next update"), all) },
            expectedBodies: { _ in 2 }, expectedCompared: { min($0, lazyRowsMade) }, floor: Floor.lazyList)
        scenario.rowsMade = { min($0, lazyRowsMade) }
        return scenario
    }

    /// The rows a `List` makes on the default screen: 17 visible, one beyond (§33).
    static let lazyRowsMade = 18

    static func operating(_ session: Session, _ action: ScriptAction, _ invalidatingEverything: Bool) -> () -> Void {
        guard let control = try? session.resolve(action) else { preconditionFailure("cannot play \(action.description)") }
        return { session.performUnrecorded(invalidatingEverything: invalidatingEverything) { control.operate(action) } }
    }

    /// Scenario 4 is a chain of 20 levels above its leaves; the rest of the views are leaves.
    static func leafCount(for size: Int) -> Int { max(size - 20, 1) }
    static func readerCount(for size: Int) -> Int { (leafCount(for: size) + 99) / 100 }
}

// MARK: Scenario 1

struct OwnStateRow: View {
    let index: Int
    @State private var isOn = false

    var body: some View {
        Toggle("row \(index)", isOn: $isOn)
        Text(isOn ? "on" : "off")
    }
}

/// Every row made: a `VStack`, not a `List`, which would make only the rows on screen (§33).
struct OwnStateList: View {
    let count: Int

    var body: some View {
        VStack {
            ForEach(0..<count, id: \.self) { OwnStateRow(index: $0) }
        }
    }
}

// MARK: Scenario 2

struct Item: Identifiable, Equatable {
    let id: Int
    var done = false
}

struct ItemRow: View {
    let item: Item

    var body: some View {
        Text("\(item.id) \(item.done ? "done" : "open")")
    }
}

struct ItemList: View {
    @State private var items: [Item]

    init(count: Int) {
        _items = State(initialValue: (0..<count).map { Item(id: $0) })
    }

    var body: some View {
        VStack {
            Button("flip") { items[items.count / 2].done.toggle() }
            ForEach(items) { ItemRow(item: $0) }
        }
    }
}

// MARK: Scenario 3

struct BoundRow: View {
    @Binding var item: Item

    var body: some View {
        Toggle("item \(item.id)", isOn: $item.done)
    }
}

struct BoundList: View {
    let count: Int
    @State private var items: [Item]

    init(count: Int) {
        self.count = count
        _items = State(initialValue: (0..<count).map { Item(id: $0) })
    }

    var body: some View {
        VStack {
            ForEach(0..<count, id: \.self) { BoundRow(item: $items[$0]) }
        }
    }
}

// MARK: Scenario 6

struct Row: Identifiable, Equatable {
    let id: Int
    var isOn = false
}

struct RowView: View {
    let row: Row

    var body: some View {
        Text("row \(row.id): \(row.isOn ? "on" : "off")")
    }
}

/// Which update comes next: the app's counter, outside the views (a class, so the button's action
/// can advance it without a state write of its own).
final class UpdateSequence {
    private var next = 0

    /// The row update k flips in a lazy list: one of the 17 on screen, in turn.
    func nextVisibleRow(of count: Int) -> Int {
        defer { next += 1 }
        return next % min(count, 17)
    }

    /// The row update k flips: (k × 7919) mod `count`, a prime stride that visits every row.
    func nextRow(of count: Int) -> Int {
        defer { next += 1 }
        return next * 7919 % count
    }
}

struct RowList: View {
    @State private var rows: [Row]
    let updates = UpdateSequence()

    init(count: Int) {
        _rows = State(initialValue: (0..<count).map { Row(id: $0) })
    }

    var body: some View {
        VStack {
            Button("next update") { $rows.wrappedValue[updates.nextRow(of: rows.count)].isOn.toggle() }
            ForEach(rows) { RowView(row: $0) }
        }
    }
}

// MARK: Scenario 7

/// Scenario 6's rows in a `List`: the rows on screen are made, every id is gathered.
struct LazyRowList: View {
    @State private var rows: [Row]
    let updates = UpdateSequence()

    init(count: Int) {
        _rows = State(initialValue: (0..<count).map { Row(id: $0) })
    }

    var body: some View {
        VStack {
            Button("next update") { $rows.wrappedValue[updates.nextVisibleRow(of: rows.count)].isOn.toggle() }
            List {
                ForEach(rows) { RowView(row: $0) }
            }
        }
    }
}

// MARK: Scenario 4

struct BenchValueKey: EnvironmentKey {
    static var defaultValue: Int { 0 }
}

extension EnvironmentValues {
    var benchValue: Int {
        get { self[BenchValueKey.self] }
        set { self[BenchValueKey.self] = newValue }
    }
}

struct EnvironmentRoot: View {
    let leaves: Int
    @State private var value = 0

    var body: some View {
        VStack {
            Button("change") { value += 1 }
            Level(depth: 19, leaves: leaves)
        }
        .environment(\.benchValue, value)
    }
}

struct Level: View {
    let depth: Int
    let leaves: Int

    var body: some View {
        if depth == 0 {
            ForEach(0..<leaves, id: \.self) { index in
                if index % 100 == 0 { Reader(index: index) } else { Leaf(index: index) }
            }
        } else {
            Level(depth: depth - 1, leaves: leaves)
        }
    }
}

struct Reader: View {
    let index: Int
    @Environment(\.benchValue) private var value

    var body: some View {
        Text("reader \(index): \(value)")
    }
}

struct Leaf: View {
    let index: Int

    var body: some View {
        Text("leaf \(index)")
    }
}

// MARK: Scenario 5

@Observable
final class Counter {
    var value = 0
}

struct ObservedRow: View {
    let index: Int
    let counter: Counter

    var body: some View {
        Text("\(index): \(counter.value)")
    }
}

struct ObservedList: View {
    let counters: [Counter]

    var body: some View {
        VStack {
            ForEach(0..<counters.count, id: \.self) { ObservedRow(index: $0, counter: counters[$0]) }
        }
    }
}
