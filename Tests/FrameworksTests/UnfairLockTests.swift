import DataFlowos
import Foundation
import Testing

/// `OSAllocatedUnfairLock` (iOS 16, 18): a value one thread at a time, and who holds it.
@Suite struct UnfairLockTests {
    @Test func aLockGuardsItsStateAndKnowsItsOwner() {
        let lock = OSAllocatedUnfairLock(initialState: [Int]())
        lock.withLock { $0.append(1) }
        lock.withLock(flags: .adaptiveSpin) { $0.append(2) }
        lock.withLock { _ in lock.precondition(.owner) }
        lock.precondition(.notOwner)
        #expect(lock.withLockIfAvailable { $0 } == [1, 2])
    }

    @Test func aHeldLockIsNotAvailable() {
        let lock = OSAllocatedUnfairLock()
        lock.lock()
        #expect(lock.withLockIfAvailable { true } == nil)
        lock.unlock()
        #expect(lock.withLockIfAvailable { true } == true)
    }
}
