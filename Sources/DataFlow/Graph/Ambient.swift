/// The graph that experiment code is running under, for the few SwiftUI entry points that have no
/// storage location to ask: `print`, `withAnimation`, `$x` on an uninstalled State.
///
/// A task-local, not a global: each run scopes its own graph (tests run in parallel), and a
/// fresh render (D12) scopes a silent one.
package enum Ambient {
    @TaskLocal static var reference: GraphReference?

    /// The graph of the enclosing run, if any.
    package static var current: ViewGraph? { reference?.graph }

    /// Whether the enclosing graph is in an update pass (evaluating bodies).
    package static var isUpdating: Bool { current?.queue.isUpdating ?? false }

    /// Runs `body` with `graph` as the ambient graph.
    package static func with<Result>(_ graph: ViewGraph, _ body: () throws -> Result) rethrows -> Result {
        try $reference.withValue(GraphReference(graph: graph), operation: body)
    }
}

/// A graph handed to a task-local. The engine is single-threaded: one run, one thread, one graph,
/// so this reference never crosses threads while the graph is in use.
package struct GraphReference: @unchecked Sendable {
    package unowned let graph: ViewGraph
}
