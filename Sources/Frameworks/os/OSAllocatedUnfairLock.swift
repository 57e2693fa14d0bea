import Foundation

/// A lock around a value (iOS 16): `withLock` runs its body with the value, one thread at a time.
public struct OSAllocatedUnfairLock<State>: @unchecked Sendable {
    private final class Storage {
        let lock = NSLock()
        var state: State
        /// The thread holding the lock, for `precondition(.owner)`.
        var owner: Thread?
        init(_ state: State) { self.state = state }
    }

    private let storage: Storage

    public init(initialState: State) {
        storage = Storage(initialState)
    }

    /// A state that is not `Sendable`, taken as it is.
    public init(uncheckedState initialState: State) {
        storage = Storage(initialState)
    }

    public init() where State == () {
        storage = Storage(())
    }

    /// Whether the calling thread holds the lock.
    public enum Ownership: Hashable, Sendable {
        case owner, notOwner
    }

    public func withLock<R>(_ body: (inout State) throws -> R) rethrows -> R {
        acquire()
        defer { release() }
        return try body(&storage.state)
    }

    public func withLockUnchecked<R>(_ body: (inout State) throws -> R) rethrows -> R { try withLock(body) }

    /// iOS 18: the same, with flags for how to wait (spinning is the system's business).
    public func withLock<R>(flags: OSAllocatedUnfairLockFlags, _ body: (inout State) throws -> R) rethrows -> R { try withLock(body) }
    public func withLockUnchecked<R>(flags: OSAllocatedUnfairLockFlags, _ body: (inout State) throws -> R) rethrows -> R { try withLock(body) }

    /// Runs `body` if the lock is free now; nil if another thread holds it.
    public func withLockIfAvailable<R>(_ body: (inout State) throws -> R) rethrows -> R? {
        guard storage.lock.try() else { return nil }
        storage.owner = Thread.current
        defer { release() }
        return try body(&storage.state)
    }

    public func withLockIfAvailableUnchecked<R>(_ body: (inout State) throws -> R) rethrows -> R? { try withLockIfAvailable(body) }

    /// Stops the program unless the calling thread holds the lock (`.owner`) or does not.
    public func precondition(_ condition: Ownership) {
        let owns = storage.owner === Thread.current
        Swift.precondition(owns == (condition == .owner), "OSAllocatedUnfairLock: the lock is \(owns ? "" : "not ")held by this thread")
    }

    public func withLock<R>(_ body: () throws -> R) rethrows -> R where State == () {
        acquire()
        defer { release() }
        return try body()
    }

    public func withLockUnchecked<R>(_ body: () throws -> R) rethrows -> R where State == () { try withLock(body) }
    public func withLock<R>(flags: OSAllocatedUnfairLockFlags, _ body: () throws -> R) rethrows -> R where State == () { try withLock(body) }
    public func withLockUnchecked<R>(flags: OSAllocatedUnfairLockFlags, _ body: () throws -> R) rethrows -> R where State == () {
        try withLock(body)
    }

    public func withLockIfAvailable<R>(_ body: () throws -> R) rethrows -> R? where State == () {
        guard storage.lock.try() else { return nil }
        storage.owner = Thread.current
        defer { release() }
        return try body()
    }

    public func withLockIfAvailableUnchecked<R>(_ body: () throws -> R) rethrows -> R? where State == () { try withLockIfAvailable(body) }

    public func lock() where State == () { acquire() }
    public func lock(flags: OSAllocatedUnfairLockFlags) where State == () { acquire() }
    public func unlock() where State == () { release() }
    public func lockIfAvailable() -> Bool where State == () {
        guard storage.lock.try() else { return false }
        storage.owner = Thread.current
        return true
    }

    private func acquire() {
        storage.lock.lock()
        storage.owner = Thread.current
    }

    private func release() {
        storage.owner = nil
        storage.lock.unlock()
    }
}

/// How `withLock(flags:)` waits (iOS 18).
public struct OSAllocatedUnfairLockFlags: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Spin a while before sleeping when the owner is running.
    public static let adaptiveSpin = OSAllocatedUnfairLockFlags(rawValue: 1)
}
