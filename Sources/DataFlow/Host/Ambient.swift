/// The host that the views' code is running under, for the few SwiftUI entry points that have no
/// storage location to ask: `print`, `withAnimation`, `$x` on an uninstalled State.
///
/// A task-local, not a global: each run scopes its own host (tests run in parallel), and a
/// fresh render (D12) scopes a silent one.
package enum Ambient {
    @TaskLocal static var reference: HostReference?

    /// The host of the enclosing run, if any.
    package static var current: GraphHost? { reference?.host }

    /// Whether the enclosing host is in an update pass (evaluating bodies).
    package static var isUpdating: Bool { current?.isUpdating ?? false }

    /// Runs `body` with `host` as the ambient host.
    package static func with<Result>(_ host: GraphHost, _ body: () throws -> Result) rethrows -> Result {
        try $reference.withValue(HostReference(host: host), operation: body)
    }
}

/// A host handed to a task-local. The engine is single-threaded: one run, one thread, one host,
/// so this reference never crosses threads while the host is in use.
package struct HostReference: @unchecked Sendable {
    package unowned let host: GraphHost
}
