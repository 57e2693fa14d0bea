/// Objects held weakly, in registration order: what the graph and the locations hear from but
/// do not own (readers of the environment, a location's observers). Dead ones are dropped as
/// the list is read; one that stops caring without dying ignores the call.
package struct WeakList<Object> {
    private var entries: [Entry] = []

    private struct Entry {
        weak var object: AnyObject?
    }

    package init() {}

    package mutating func append(_ object: Object) {
        entries.append(Entry(object: object as AnyObject))
    }

    /// The live objects, in the order they were added.
    package mutating func live() -> [Object] {
        entries.removeAll { $0.object == nil }
        return entries.compactMap { $0.object as? Object }
    }
}
