/// The least work the rules require for one action of each scenario, as plain Swift on plain
/// data: apply the write, compare what the rules say must be compared, and compute what the bodies
/// that must run show (their text). No graph, no views, no trace.
///
/// A scenario's action median divided by its floor says how far the runtime is from the work the
/// rules themselves demand; the floor is measured in the same run as the action, so the ratio holds
/// on any machine.
enum Floor {
    /// Scenario 1: flip one row's Boolean; its body shows its label and its state.
    static func ownState(_ size: Int) -> () -> Void {
        var isOn = [Bool](repeating: false, count: size)
        let sink = Sink()
        let index = size / 2
        return {
            isOn[index].toggle()
            sink.take("row \(index)")
            sink.take(isOn[index] ? "on" : "off")
        }
    }

    /// Scenarios 2 and 6: write one element of the owner's array; the owner's body runs (its
    /// button label); every row's new element is compared with the old; the changed row's text is
    /// computed. `varying` picks row (k × 7919) mod N for update k, as the list workload does.
    static func arrayOfStructs(_ size: Int, varying: Bool) -> () -> Void {
        var items = (0..<size).map { Item(id: $0) }
        let sink = Sink()
        var update = 0
        return {
            let old = items
            let index = varying ? update * 7919 % size : size / 2
            update += 1
            items[index].done.toggle()
            sink.take("flip")
            for row in 0..<size where old[row] != items[row] {
                sink.take("\(items[row].id) \(items[row].done ? "done" : "open")")
            }
        }
    }

    /// Scenario 7: write one of the visible rows' elements; the owner's body runs; every row's id
    /// is read (the id pass); the rows made are compared and the changed one's text computed.
    static func lazyList(_ size: Int) -> () -> Void {
        var items = (0..<size).map { Item(id: $0) }
        let made = min(size, Scenario.lazyRowsMade)
        let sink = Sink()
        var update = 0
        return {
            let old = items
            let index = update % min(size, 17)
            update += 1
            items[index].done.toggle()
            sink.take("flip")
            var ids = 0
            for item in items { ids &+= item.id }
            sink.count(ids)
            for row in 0..<made where old[row] != items[row] {
                sink.take("\(items[row].id) \(items[row].done ? "done" : "open")")
            }
        }
    }

    /// Scenario 3: write one element; by the rules (§15) the owner and every row run, each row
    /// showing its toggle's label and state.
    static func bindingFanOut(_ size: Int) -> () -> Void {
        var items = (0..<size).map { Item(id: $0) }
        let sink = Sink()
        return {
            items[size / 2].done.toggle()
            for item in items {
                sink.take("item \(item.id)")
                sink.take(item.done ? "on" : "off")
            }
        }
    }

    /// Scenario 4: write the root's value; the root's body runs and every reader shows it.
    static func environment(_ size: Int) -> () -> Void {
        let leaves = Scenario.leafCount(for: size)
        var value = 0
        let sink = Sink()
        return {
            value += 1
            sink.take("change")
            for index in stride(from: 0, to: leaves, by: 100) { sink.take("reader \(index): \(value)") }
        }
    }

    /// Scenario 5: change one object's property; the one row that read it shows the new value.
    static func observation(_ size: Int) -> () -> Void {
        let counters = (0..<size).map { _ in Counter() }
        let sink = Sink()
        let index = size / 2
        return {
            counters[index].value += 1
            sink.take("\(index): \(counters[index].value)")
        }
    }
}

/// Keeps the floor's results alive so that the optimizer cannot drop the work that made them.
private final class Sink {
    private(set) var characters = 0

    @inline(never)
    func take(_ text: String) { characters &+= text.utf8.count }

    @inline(never)
    func count(_ value: Int) { characters &+= value & 1 }
}
