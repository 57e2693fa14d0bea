import Foundation

/// Main-actor work in a user's program (`Task { @MainActor in … }`, `await MainActor.run { … }`),
/// run with the run's tasks: after the step's passes and actions, on the main thread (§19).
///
/// A user's program plays on its main thread and never returns to a run loop, so the jobs Swift
/// sends to the main actor (on Linux, the main dispatch queue) would wait for ever: the work
/// would never happen, and a task that hopped to the main actor would never finish. Once a
/// program has called `capture()`, the graph turns the main run loop once whenever it runs its
/// tasks' jobs, which runs what waits for the main actor, as the main actor.
package enum MainActorJobs {
    /// The thread that called `capture()`: the program's main thread.
    nonisolated(unsafe) private static var mainThread: pthread_t?

    /// From now on the graph runs main-actor work: called by a user's program at its start, on
    /// its main thread (which is not asked of Foundation: that asks `getpid()`, which a hostile
    /// view file may replace). Not for a process that plays sessions on other threads (the test
    /// suite).
    package static func capture() {
        mainThread = pthread_self()
    }

    /// Runs what waits for the main actor, once; on any other thread, nothing.
    static func runWaiting() {
        guard let mainThread, pthread_equal(mainThread, pthread_self()) != 0 else { return }
        _ = RunLoop.main.run(mode: .default, before: Date())
    }
}
