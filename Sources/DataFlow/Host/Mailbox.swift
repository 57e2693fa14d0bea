import Foundation

/// Work handed to a host from outside its current step, done inside a step (§21).
///
/// SwiftUI lets `@State` be written from any thread: the value changes at once, and the update it
/// causes runs on the main thread. Here the thread running a step drives the host, and the
/// thread of the latest step plays the main thread. A write made anywhere else (another thread,
/// or between steps) changes the value under `values` and posts the rest (the comparison, the
/// transaction, the report) here. The host delivers its mail when the running action returns
/// (work it waited for joins that action's transaction) and at the start of the next step (work
/// that finished in between).
package final class Mailbox: @unchecked Sendable {
    // @unchecked Sendable: every member is guarded by `lock`, or is a lock.
    private let lock = NSLock()
    private var letters: [() -> Void] = []
    /// The thread running the current step, if a step is running.
    private var driver: pthread_t?
    /// The thread of the latest step: the host's main thread.
    private var main: pthread_t?

    /// Guards the values that other threads may write and read (`@State` storage).
    package let values = NSLock()

    package init() {}

    /// Whether the caller is the thread running the host's current step.
    package var isDrivingThread: Bool {
        lock.withLock { driver.map { pthread_equal($0, pthread_self()) != 0 } ?? false }
    }

    /// Whether the caller is a thread other than the host's main thread.
    package var isAnotherThread: Bool {
        lock.withLock { main.map { pthread_equal($0, pthread_self()) == 0 } ?? false }
    }

    /// A step starts on the calling thread.
    package func beginStep() {
        lock.withLock {
            driver = pthread_self()
            main = driver
        }
    }

    package func endStep() {
        lock.withLock { driver = nil }
    }

    /// Runs `work` with the calling thread standing in for `waiting`, while `waiting` waits for
    /// it (a deep tree's walk continued on a fresh stack, `StackSpace`): if `waiting` was driving
    /// the step, the calling thread drives it meanwhile.
    package func drivingHere<Result>(for waiting: pthread_t, _ work: () -> Result) -> Result {
        let saved = lock.withLock {
            let saved = (driver: driver, main: main)
            if let current = driver, pthread_equal(current, waiting) != 0 {
                driver = pthread_self()
                main = driver
            }
            return saved
        }
        defer { lock.withLock { (driver, main) = saved } }
        return work()
    }

    /// Hands `work` to the host's next delivery.
    package func post(_ work: @escaping () -> Void) {
        lock.withLock { letters.append(work) }
    }

    /// Everything posted so far, oldest first; the box is empty afterwards.
    package func collect() -> [() -> Void] {
        lock.withLock {
            defer { letters = [] }
            return letters
        }
    }
}
