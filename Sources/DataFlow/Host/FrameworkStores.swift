/// What a framework beside SwiftUI keeps for one run, by a key of its own: a Core Data store
/// (`NSPersistentContainer(name: "Model")`'s context) lives here, not in the container object, so
/// every run of a program (a replay, `play`'s undo) starts with an empty store, as the app's
/// first launch does, even when the app keeps its container in a `static let shared`.
package final class FrameworkStores {
    private var stores: [(key: String, object: AnyObject, isState: Bool)] = []
    private var endOfEvent: [(key: ObjectIdentifier, work: () -> Void)] = []

    package init() {}

    /// The object kept under `key`, made by `make` the first time.
    package func store<Object: AnyObject>(_ key: String, isState: Bool = true, make: () -> Object) -> Object {
        if let kept = stores.first(where: { $0.key == key })?.object as? Object { return kept }
        let made = make()
        stores.append((key, made, isState))
        return made
    }

    /// The objects a transcript shows as the app's state (a context's objects), in order made.
    package var stateRoots: [AnyObject] { stores.filter(\.isState).map(\.object) }

    /// Runs `work` when the event now running ends, once for `key` however often it is asked: a
    /// main context's pending deletes propagate then, as Core Data's do at the end of the run
    /// loop's event (SwiftData's main context, §30).
    package func atEndOfEvent(_ key: ObjectIdentifier, _ work: @escaping () -> Void) {
        guard !endOfEvent.contains(where: { $0.key == key }) else { return }
        endOfEvent.append((key, work))
    }

    /// The event ended: the work asked for it runs, in the order asked, inside the event's own
    /// transaction (what it writes updates the views in the same pass as the event's writes).
    package func endEvent() {
        while !endOfEvent.isEmpty {
            let work = endOfEvent.removeFirst().work
            work()
        }
    }
}

extension FrameworkStores {
    /// The stores of the run being played, if one is.
    package static var current: FrameworkStores? { Ambient.current?.frameworkStores }

    /// What a framework keeps for the run being played (a permission asked, a task scheduled, an
    /// icon chosen), made by `make` the first time; outside a run, `outside`. Not state a
    /// transcript shows.
    package static func forCurrentRun<Object: AnyObject>(_ key: String, outside: Object, make: () -> Object) -> Object {
        Ambient.current?.frameworkStores.store(key, isState: false, make: make) ?? outside
    }
}
