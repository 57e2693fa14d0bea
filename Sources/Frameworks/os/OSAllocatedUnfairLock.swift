import Foundation

/// A lock around a value (iOS 16): `withLock` runs its body with the value, one thread at a time.
public struct OSAllocatedUnfairLock<State>: @unchecked Sendable {
    private final class Storage {
        let lock = NSLock()
        var state: State
        init(_ state: State) { self.state = state }
    }

    private let storage: Storage

    public init(initialState: State) {
        storage = Storage(initialState)
    }

    public init() where State == () {
        storage = Storage(())
    }

    public func withLock<R>(_ body: (inout State) throws -> R) rethrows -> R {
        storage.lock.lock()
        defer { storage.lock.unlock() }
        return try body(&storage.state)
    }

    public func withLockUnchecked<R>(_ body: (inout State) throws -> R) rethrows -> R { try withLock(body) }

    public func withLock<R>(_ body: () throws -> R) rethrows -> R where State == () {
        storage.lock.lock()
        defer { storage.lock.unlock() }
        return try body()
    }

    public func lock() where State == () { storage.lock.lock() }
    public func unlock() where State == () { storage.lock.unlock() }
    public func lockIfAvailable() -> Bool where State == () { storage.lock.try() }
}
