/// An independent interpreter of a `FuzzSpec`: what every leaf must show, by the rules, without
/// the engine. State lives as long as its identity (§1, §15): a leaf that leaves the tree loses
/// its state, one that comes back starts from the initial value.
package struct FuzzModel {
    let root: FuzzSpec
    private var owners: [String: FuzzOwnerState] = [:]
    /// Each owner's objects: the `@Observable` one's and the ObservableObject's two properties.
    private var observed: [String: [Int]] = [:]
    private var published: [String: [Int]] = [:]
    private var counters: [String: Int] = [:]
    /// Each watcher's state (the new and old values its last onChange got) and the value it last saw.
    private var watchers: [String: (seen: Int, from: Int, last: Int)] = [:]
    /// Where each bound leaf writes: its owner and slot.
    private var boundTargets: [String: (owner: String, slot: Int)] = [:]

    static let rootLabel = "o0"

    package init(root: FuzzSpec) {
        self.root = root
        owners[Self.rootLabel] = FuzzOwnerState()
        settle()
    }

    /// The texts the leaves must show, in tree order.
    package var expectedTexts: [String] {
        var texts: [String] = []
        walk(root, scope: Self.rootLabel + ".", owner: Self.rootLabel, environment: 0) { leaf in
            if case .owner = leaf.kind { return }
            texts.append(leaf.text)
        }
        return texts
    }

    /// The counters on screen: each appeared once when it came, and disappears once when it goes.
    package var visibleCounters: Set<String> { Set(counters.keys) }

    /// Applies the effect of tapping the button labelled `action`.
    package mutating func apply(_ action: String) {
        if action.hasPrefix("inc ") {
            counters[String(action.dropFirst(4)), default: 0] += 1
        } else if action.hasPrefix("bump "), let target = boundTargets[String(action.dropFirst(5))] {
            owners[target.owner]?.values[target.slot] += 1
        } else if let target = boundTargets[action] {
            // A stepper's +: its label is the action.
            owners[target.owner]?.values[target.slot] += 1
        } else {
            let parts = action.split(separator: " ").map(String.init)
            guard parts.count == 3, var state = owners[parts[0]], let index = Int(parts[2].dropFirst()) else { return }
            switch parts[1] {
            case "flip", "animate": state.values[index] += 1
            case "insert":
                state.lists[index].insert(state.nextID, at: 0)
                state.nextID += 1
            case "remove": if !state.lists[index].isEmpty { state.lists[index].removeFirst() }
            case "reverse": state.lists[index].reverse()
            case "observe": observed[parts[0], default: [0, 0]][index] += 1
            case "publish": published[parts[0], default: [0, 0]][index] += 1
            default: return
            }
            owners[parts[0]] = state
        }
        settle()
    }

    /// After a step: state of identities that left is gone, new identities start fresh, watchers
    /// that saw their value change have copied it (their onChange ran).
    private mutating func settle() {
        var visibleOwners: Set<String> = [Self.rootLabel]
        var visibleCounters: Set<String> = []
        var visibleWatchers: [String: Int] = [:]
        var targets: [String: (owner: String, slot: Int)] = [:]
        // Owners first, level by level: an inner owner's content depends on its own state.
        var changed = true
        while changed {
            changed = false
            walk(root, scope: Self.rootLabel + ".", owner: Self.rootLabel, environment: 0) { leaf in
                if case .owner(let label) = leaf.kind, owners[label] == nil {
                    owners[label] = FuzzOwnerState()
                    changed = true
                }
            }
        }
        walk(root, scope: Self.rootLabel + ".", owner: Self.rootLabel, environment: 0) { leaf in
            switch leaf.kind {
            case .owner(let label): visibleOwners.insert(label)
            case .counter(let label): visibleCounters.insert(label)
            case .watcher(let label, let value): visibleWatchers[label] = value
            case .bound(let label, let owner, let slot): targets[label] = (owner, slot)
            case .other, .contributor: break
            }
        }
        owners = owners.filter { visibleOwners.contains($0.key) }
        observed = observed.filter { visibleOwners.contains($0.key) }
        published = published.filter { visibleOwners.contains($0.key) }
        counters = counters.filter { visibleCounters.contains($0.key) }
        for label in visibleCounters where counters[label] == nil { counters[label] = 0 }
        var nextWatchers: [String: (seen: Int, from: Int, last: Int)] = [:]
        for (label, value) in visibleWatchers {
            if let old = watchers[label] {
                // onChange(of:) hands the action the old and the new value (§11).
                nextWatchers[label] = old.last == value ? old : (value, old.last, value)
            } else {
                nextWatchers[label] = (0, 0, value)
            }
        }
        watchers = nextWatchers
        boundTargets = targets
    }

    private struct Leaf {
        enum Kind {
            case owner(String)
            case counter(String)
            case watcher(String, value: Int)
            case bound(String, owner: String, slot: Int)
            case contributor(value: Int)
            case other
        }

        var kind: Kind
        var text: String
    }

    /// Everything the content's contributors write, nested sums included (§10).
    private func sum(of content: FuzzSpec, scope: String, owner: String, environment: Int) -> Int {
        var sum = 0
        walk(content, scope: scope, owner: owner, environment: environment) { leaf in
            if case .contributor(let value) = leaf.kind { sum += value }
        }
        return sum
    }

    private func walk(_ spec: FuzzSpec, scope: String, owner: String, environment: Int, _ visit: (Leaf) -> Void) {
        let state = owners[owner] ?? FuzzOwnerState()
        switch spec {
        case .stack(let children):
            for child in children { walk(child, scope: scope, owner: owner, environment: environment, visit) }
        case .branch(let id, let slot, let then, let otherwise):
            let isEven = state.values[slot] % 2 == 0
            walk(
                isEven ? then : otherwise, scope: scope + (isEven ? "if\(id)." : "else\(id)."), owner: owner,
                environment: environment, visit)
        case .list(let list, let row):
            for element in state.lists[list] {
                walk(row, scope: scope + "r\(element).", owner: owner, environment: environment, visit)
            }
        case .counter(let id):
            let label = scope + "c\(id)"
            visit(Leaf(kind: .counter(label), text: "\(label)=\(counters[label] ?? 0)"))
        case .reader(let id, let slot):
            visit(Leaf(kind: .other, text: "\(scope)r\(id) reads \(state.values[slot])"))
        case .bound(let id, let slot):
            let label = scope + "b\(id)"
            visit(Leaf(kind: .bound(label, owner: owner, slot: slot), text: "\(label) bound \(state.values[slot])"))
        case .computed(let id, let slot):
            let label = scope + "g\(id)"
            visit(Leaf(kind: .bound(label, owner: owner, slot: slot), text: "\(label) computed \(state.values[slot])"))
        case .stepper(let id, let slot):
            let label = scope + "t\(id)"
            visit(Leaf(kind: .bound(label, owner: owner, slot: slot), text: "\(label) steps \(state.values[slot])"))
        case .identified(let slot, let content):
            // A new id is a new identity: everything inside starts over under new labels (§1).
            walk(content, scope: scope + "i\(state.values[slot]).", owner: owner, environment: environment, visit)
        case .environmentWriter(let slot, let content):
            walk(content, scope: scope, owner: owner, environment: state.values[slot], visit)
        case .environmentReader(let id):
            visit(Leaf(kind: .other, text: "\(scope)e\(id) env \(environment)"))
        case .watcher(let id, let slot):
            let label = scope + "w\(id)"
            let watcher = watchers[label]
            visit(Leaf(kind: .watcher(label, value: state.values[slot]), text: "\(label) saw \(watcher?.seen ?? 0) from \(watcher?.from ?? 0)"))
        case .observer(let id, let property):
            visit(Leaf(kind: .other, text: "\(scope)v\(id) observes \(observed[owner]?[property] ?? 0)"))
        case .subscriber(let id, let property):
            visit(Leaf(kind: .other, text: "\(scope)s\(id) publishes \(published[owner]?[property] ?? 0)"))
        case .owner(let id, let content):
            let label = scope + "o\(id)"
            visit(Leaf(kind: .owner(label), text: ""))
            walk(content, scope: label + ".", owner: label, environment: environment, visit)
        case .isolated(let content):
            walk(content, scope: scope, owner: owner, environment: environment, visit)
        case .summed(let id, let content):
            visit(Leaf(kind: .other, text: "\(scope)p\(id) sum \(sum(of: content, scope: scope, owner: owner, environment: environment))"))
            walk(content, scope: scope, owner: owner, environment: environment, visit)
        case .contributor(let id, let slot):
            visit(Leaf(kind: .contributor(value: state.values[slot]), text: "\(scope)k\(id) gives \(state.values[slot])"))
        }
    }
}
