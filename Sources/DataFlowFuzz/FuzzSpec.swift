/// A view tree the fuzzer generated, as data. `FuzzContent` turns it into views; `FuzzModel`
/// predicts what it must show.
///
/// Every tree sits under an owner whose `@State` holds four integer slots and two lists of ids,
/// and who owns an `@Observable` object and an ObservableObject with two properties each.
/// Leaves show their label, so the screen names every identity.
package indirect enum FuzzSpec: Equatable, Sendable {
    /// Children side by side (a VStack).
    case stack([FuzzSpec])
    /// `if values[slot] is even { then } else { else }`: two identities (§1). Labels inside carry
    /// the side and the branch's id (`if4.`, `else4.`): the appear-order oracle pairs them up.
    case branch(Int, slot: Int, then: FuzzSpec, else: FuzzSpec)
    /// `ForEach(lists[list], id: \.self) { row }`: one identity per id (§15).
    case list(list: Int, row: FuzzSpec)
    /// A view with its own `@State var count` and a button that increments it.
    case counter(Int)
    /// A view given `values[slot]` as a plain `let`.
    case reader(Int, slot: Int)
    /// A view given `$values[slot]` as a `@Binding`, reading it and writing it with a button.
    case bound(Int, slot: Int)
    /// `.environment(\.fuzzValue, values[slot])` around its content (§9).
    case environmentWriter(slot: Int, FuzzSpec)
    /// A view reading `@Environment(\.fuzzValue)`.
    case environmentReader(Int)
    /// A view given `values[slot]` that copies each new value into its own state in `onChange` (§11).
    case watcher(Int, slot: Int)
    /// A view given the owner's `@Observable` object, reading one of its two properties (§8).
    case observer(Int, property: Int)
    /// A view holding the owner's ObservableObject as `@ObservedObject`, reading one of its two
    /// `@Published` properties: any publish re-runs it (§7).
    case subscriber(Int, property: Int)
    /// A view given `Binding(get:set:)` over `values[slot]`, reading it and writing it with a button (§6).
    case computed(Int, slot: Int)
    /// A `Stepper` on `$values[slot]` and a text that shows the value (§20).
    case stepper(Int, slot: Int)
    /// `.id(values[slot])` around its content: a new value is a new identity, state and all (§1).
    case identified(slot: Int, FuzzSpec)
    /// A nested owner with state of its own.
    case owner(Int, FuzzSpec)
    /// State-free content (stacks of counters, environment readers, owners) whose inputs never
    /// change: reachable only through its own dependencies.
    case isolated(FuzzSpec)
    /// `.onPreferenceChange` around its content, showing the sum of what the content's
    /// contributors write (§10).
    case summed(Int, FuzzSpec)
    /// A view given `values[slot]` that writes it as a preference (§10).
    case contributor(Int, slot: Int)

    /// The tree, one node a line, as a reader would sketch it.
    package func outline(indent: String = "") -> [String] {
        switch self {
        case .stack(let children):
            return [indent + "VStack"] + children.flatMap { $0.outline(indent: indent + "  ") }
        case .branch(let id, let slot, let then, let otherwise):
            return [indent + "if\(id): if values[\(slot)] is even"] + then.outline(indent: indent + "  ")
                + [indent + "else\(id):"] + otherwise.outline(indent: indent + "  ")
        case .list(let list, let row):
            return [indent + "ForEach(lists[\(list)], id: \\.self)"] + row.outline(indent: indent + "  ")
        case .counter(let id): return [indent + "Counter c\(id) (@State count)"]
        case .reader(let id, let slot): return [indent + "Reader r\(id) (let value = values[\(slot)])"]
        case .bound(let id, let slot): return [indent + "Bound b\(id) (@Binding to values[\(slot)])"]
        case .environmentWriter(let slot, let content):
            return [indent + ".environment(\\.fuzzValue, values[\(slot)])"] + content.outline(indent: indent + "  ")
        case .environmentReader(let id): return [indent + "EnvironmentReader e\(id) (@Environment(\\.fuzzValue))"]
        case .watcher(let id, let slot): return [indent + "Watcher w\(id) (onChange(of: values[\(slot)]) → @State seen)"]
        case .observer(let id, let property):
            return [indent + "Observer v\(id) (let observable: @Observable, reads p\(property))"]
        case .subscriber(let id, let property):
            return [indent + "Subscriber s\(id) (@ObservedObject publisher, reads @Published p\(property))"]
        case .computed(let id, let slot): return [indent + "Computed g\(id) (Binding(get:set:) over values[\(slot)])"]
        case .stepper(let id, let slot): return [indent + "Stepper t\(id) (value: $values[\(slot)])"]
        case .identified(let slot, let content):
            return [indent + ".id(values[\(slot)])"] + content.outline(indent: indent + "  ")
        case .owner(let id, let content):
            return [indent + "Owner o\(id) (@State values, lists)"] + content.outline(indent: indent + "  ")
        case .isolated(let content):
            return [indent + "Isolated (inputs never change)"] + content.outline(indent: indent + "  ")
        case .summed(let id, let content):
            return [indent + "Summed p\(id) (onPreferenceChange(FuzzSumKey) → @State sum)"] + content.outline(indent: indent + "  ")
        case .contributor(let id, let slot):
            return [indent + "Contributor k\(id) (.preference(key: FuzzSumKey, value: values[\(slot)]))"]
        }
    }

    /// Smaller trees with one part removed or simplified, for minimising a failure.
    package var simplifications: [FuzzSpec] {
        switch self {
        case .stack(let children):
            var result: [FuzzSpec] = children
            for index in children.indices {
                var fewer = children
                fewer.remove(at: index)
                result.append(.stack(fewer))
                for simpler in children[index].simplifications {
                    var changed = children
                    changed[index] = simpler
                    result.append(.stack(changed))
                }
            }
            return result
        case .branch(let id, let slot, let then, let otherwise):
            return [then, otherwise] + then.simplifications.map { .branch(id, slot: slot, then: $0, else: otherwise) }
                + otherwise.simplifications.map { .branch(id, slot: slot, then: then, else: $0) }
        case .list(let list, let row):
            return [row] + row.simplifications.map { .list(list: list, row: $0) }
        case .environmentWriter(let slot, let content):
            return [content] + content.simplifications.map { .environmentWriter(slot: slot, $0) }
        case .owner(let id, let content):
            return [content] + content.simplifications.map { .owner(id, $0) }
        case .identified(let slot, let content):
            return [content] + content.simplifications.map { .identified(slot: slot, $0) }
        case .isolated(let content):
            return [content] + content.simplifications.map { .isolated($0) }
        case .summed(let id, let content):
            return [content] + content.simplifications.map { .summed(id, $0) }
        case .counter, .reader, .bound, .computed, .stepper, .environmentReader, .watcher, .observer, .subscriber,
            .contributor:
            return []
        }
    }
}

/// Generates random trees: bounded depth, every leaf id unique.
package struct FuzzGenerator {
    private var random: SplitMix
    private var nextID = 1

    package init(seed: UInt64) {
        random = SplitMix(seed: seed)
    }

    /// A tree of at most `depth` levels.
    package mutating func tree(depth: Int = 4) -> FuzzSpec {
        node(depth: depth)
    }

    /// A number in `0..<count`.
    package mutating func pick(_ count: Int) -> Int { Int.random(in: 0..<count, using: &random) }

    private mutating func node(depth: Int) -> FuzzSpec {
        if depth <= 0 || pick(10) < 3 { return leaf() }
        switch pick(8) {
        case 0, 1: return .stack((0..<(1 + pick(3))).map { _ in node(depth: depth - 1) })
        case 6: return .isolated(isolatedNode(depth: depth - 1))
        case 2: return .branch(uid(), slot: pick(4), then: node(depth: depth - 1), else: node(depth: depth - 1))
        case 3: return .list(list: pick(2), row: node(depth: depth - 1))
        case 4: return .environmentWriter(slot: pick(4), node(depth: depth - 1))
        case 5: return .owner(uid(), node(depth: depth - 1))
        case 7 where pick(2) == 0: return .identified(slot: pick(4), node(depth: depth - 1))
        case 7: return .summed(uid(), node(depth: depth - 1))
        default: return leaf()
        }
    }

    /// Content for `.isolated`: only what needs no input from the owner.
    private mutating func isolatedNode(depth: Int) -> FuzzSpec {
        if depth > 0, pick(3) == 0 { return .stack((0..<(1 + pick(3))).map { _ in isolatedNode(depth: depth - 1) }) }
        if depth > 0, pick(4) == 0 { return .owner(uid(), node(depth: depth - 1)) }
        return pick(2) == 0 ? .counter(uid()) : .environmentReader(uid())
    }

    private mutating func leaf() -> FuzzSpec {
        let id = uid()
        switch pick(10) {
        case 0: return .counter(id)
        case 1: return .reader(id, slot: pick(4))
        case 2: return .bound(id, slot: pick(4))
        case 3: return .environmentReader(id)
        case 4: return .observer(id, property: pick(2))
        case 5: return .subscriber(id, property: pick(2))
        case 6: return .computed(id, slot: pick(4))
        case 7: return .stepper(id, slot: pick(4))
        case 8: return .contributor(id, slot: pick(4))
        default: return .watcher(id, slot: pick(4))
        }
    }

    private mutating func uid() -> Int {
        defer { nextID += 1 }
        return nextID
    }
}
