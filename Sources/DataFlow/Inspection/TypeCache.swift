import Foundation

/// Answers that depend only on a type, computed once per process and shared by every graph.
///
/// A transcript builds a fresh graph after every step (staleness, D12), and `run --all` builds
/// dozens of graphs: per-graph caches would compute a type's name, property layout or shape
/// again for each of them, and those computations (demangling, field reflection, protocol casts
/// that miss the runtime's conformance cache) were most of the cost of a short run. Graphs may run
/// on several threads (tests do), hence the lock; `make` runs outside it, so it may consult other
/// caches, and two threads may compute the same answer once each, which is harmless.
package final class TypeCache<Value>: @unchecked Sendable {
    // @unchecked Sendable: `values` is only touched under `lock`; the values are never mutated.
    private let lock = NSLock()
    private var values: [ObjectIdentifier: Value] = [:]

    package init() {}

    package func value(for type: Any.Type, _ make: (Any.Type) -> Value) -> Value {
        let key = ObjectIdentifier(type)
        if let known = lock.withLock({ values[key] }) { return known }
        let value = make(type)
        lock.withLock { values[key] = value }
        return value
    }
}
