import Foundation

/// Runs the views' tasks (`.task { }`) deterministically, one step at a time.
///
/// Tasks run on an executor of the graph's own: starting one only queues its first job, and the
/// graph runs ready jobs itself, after a step's passes and actions, as a transaction of their own
/// (SwiftUI runs a task's body after the update that made it appear, on a later turn of the main
/// run loop). A task that awaits `Task.sleep` is suspended until the script says `resume`: time
/// never passes on its own, so a transcript is the same on every machine. Work a task hands to
/// another actor or to a real clock or network is not modelled: it is not awaited.
package final class TaskRunner: @unchecked Sendable {
    // @unchecked Sendable: the graph runs every job synchronously on its own thread; only the
    // executor's queue is touched from elsewhere (a continuation resumed by foreign code).
    private unowned(unsafe) let host: GraphHost
    let executor = StepExecutor()
    private var suspensions: [Suspension] = []
    private var nextSuspension = 1

    /// An `await` a script can `resume`.
    struct Suspension {
        let id: Int
        let label: String
        let continuation: CheckedContinuation<Void, any Error>
    }

    init(host: GraphHost) {
        self.host = host
    }

    /// What the task that is running now is called (`.task of ContentView`).
    @TaskLocal static var currentTask: String?

    /// Starts `action` as a task named `label`; it runs when the graph next runs ready jobs.
    func start(_ label: String, _ action: @escaping () async -> Void) -> ViewTask {
        let work = UncheckedSendable(action)
        let runner = UncheckedSendable(self)
        let started = ViewTask()
        let record = UncheckedSendable(started)
        host.reporter.trace(.task("\(label) started"))
        started.handle = Self.$currentTask.withValue(label) {
            Task(executorPreference: executor) {
                await work.value()
                record.value.isFinished = true
                runner.value.host.reporter.trace(.task("\(label) finished" + (Task.isCancelled ? " (cancelled)" : "")))
            }
        }
        return started
    }

    /// A view's task, and whether its work is over (cancelling it then does nothing, §19).
    final class ViewTask {
        var handle: Task<Void, Never>?
        var isFinished = false

        func cancel() { handle?.cancel() }
    }

    /// Whether a task has work ready to run.
    var hasReadyJobs: Bool { executor.hasJobs }

    /// Runs every ready job, and the jobs they make ready, until all tasks wait or are done: the
    /// main-actor work they sent runs after them (`MainActorJobs`), and a task that hopped to
    /// the main actor and back goes on where it left off.
    func runReadyJobs() {
        repeat {
            executor.drain()
            MainActorJobs.runWaiting()
        } while executor.hasJobs
    }

    /// Suspends the running task until a script resumes it (or it is cancelled).
    func suspend(at label: String) async throws {
        try Task.checkCancellation()
        let id = nextSuspension
        nextSuspension += 1
        let owner = Self.currentTask ?? "a task"
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                suspensions.append(Suspension(id: id, label: "\(label) in \(owner)", continuation: continuation))
                host.reporter.trace(.task("\(owner) waits at \(label)"))
            }
        } onCancel: {
            self.finish(id, throwing: CancellationError())
        }
    }

    /// The suspensions a script can resume, oldest first.
    var pending: [Suspension] { suspensions }

    /// Lets the suspension `id` go on; its task continues when the graph runs ready jobs.
    func resume(_ id: Int) {
        guard let suspension = suspensions.first(where: { $0.id == id }) else { return }
        host.reporter.trace(.task("resumed \(suspension.label)"))
        finish(id, throwing: nil)
    }

    private func finish(_ id: Int, throwing error: (any Error)?) {
        guard let index = suspensions.firstIndex(where: { $0.id == id }) else { return }
        let suspension = suspensions.remove(at: index)
        if let error { suspension.continuation.resume(throwing: error) } else { suspension.continuation.resume() }
    }
}

/// The executor tasks run on: jobs wait in a queue until the graph runs them, in order.
final class StepExecutor: TaskExecutor, @unchecked Sendable {
    private let lock = NSLock()
    private var jobs: [UnownedJob] = []

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        lock.withLock { jobs.append(job) }
    }

    var hasJobs: Bool { lock.withLock { !jobs.isEmpty } }

    func drain() {
        while let job = lock.withLock({ jobs.isEmpty ? nil : jobs.removeFirst() }) {
            job.runSynchronously(on: asUnownedTaskExecutor())
            // What the job sent to the main actor runs before the jobs queued after it, as the
            // main actor runs its work in order: an app's `Task { @MainActor in seed() }` seeds
            // before a view's `.task` started later reads the store.
            MainActorJobs.runWaiting()
        }
    }
}

/// A value moved into a task that the graph runs on its own thread.
struct UncheckedSendable<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}

extension Task where Success == Never, Failure == Never {
    /// In a view's task, sleeps until a script says `resume` (dataflow has no clock, so time does
    /// not pass by itself); elsewhere, sleeps for real.
    public static func sleep(for duration: Duration) async throws {
        guard let runner = Ambient.current?.tasks else {
            return try await sleep(until: .now.advanced(by: duration), clock: ContinuousClock())
        }
        try await runner.suspend(at: "Task.sleep(for: \(duration))")
    }

    /// In a view's task, sleeps until a script says `resume`; elsewhere, sleeps for real.
    public static func sleep(nanoseconds duration: UInt64) async throws {
        try await sleep(for: .nanoseconds(Int64(clamping: duration)))
    }
}

extension TaskRunner {
    /// Runs a block sent to the main queue as a job of the graph's executor: after the step's
    /// passes and actions, with the tasks' work (`DispatchQueue.swift`).
    func runOnMainQueue(_ label: String, _ work: @escaping @Sendable () -> Void) {
        let runner = UncheckedSendable(self)
        Task<Void, Never>(executorPreference: executor) {
            let reporter = runner.value.host.reporter
            reporter.trace(.task("\(label) block ran"))
            work()
            // What the block wrote to objects is said after it, not at the end of the step.
            reporter.beforeTaskEvent?()
        }
    }

    /// Starts a `Task { }` the views' code made (in an action, an `onChange`): it runs on the
    /// graph's executor, after the step's passes and actions, as a view's `.task` does.
    func startUnstructured<Success>(_ operation: sending @escaping @isolated(any) () async throws -> Success) -> Task<Success, any Error> {
        let work = UncheckedSendable(operation)
        let runner = UncheckedSendable(self)
        let label = Self.currentTask.map { "Task { } in \($0)" } ?? "Task { }"
        host.reporter.trace(.task("\(label) started"))
        return Self.$currentTask.withValue(label) {
            Task<Success, any Error>(executorPreference: executor) {
                defer { runner.value.host.reporter.trace(.task("\(label) finished" + (Task<Never, Never>.isCancelled ? " (cancelled)" : ""))) }
                return try await work.value()
            }
        }
    }
}

extension Task where Failure == Never {
    /// `Task { … }` in the views' code. In SwiftUI it runs on the main actor once the event that
    /// made it is over; here, on the graph's executor after the step's passes and actions (§19),
    /// so what it writes lands in the same step every run, and a `Task.sleep` in it waits for
    /// `resume`. Outside a run it is Swift's own. As Swift's, its closure uses `self` without
    /// spelling it, and runs in its caller's actor context.
    @discardableResult
    public init(
        priority: TaskPriority? = nil, @_inheritActorContext @_implicitSelfCapture operation: sending @escaping @isolated(any) () async -> Success
    ) {
        guard let runner = Ambient.current?.tasks else {
            self.init(executorPreference: globalConcurrentExecutor, priority: priority, operation: operation)
            return
        }
        let task = runner.startUnstructured(operation)
        self.init(executorPreference: runner.executor, priority: priority) { try! await task.value }
    }
}

extension Task where Failure == any Error {
    /// A throwing `Task { … }`: as above.
    @discardableResult
    public init(
        priority: TaskPriority? = nil,
        @_inheritActorContext @_implicitSelfCapture operation: sending @escaping @isolated(any) () async throws -> Success
    ) {
        guard let runner = Ambient.current?.tasks else {
            self.init(executorPreference: globalConcurrentExecutor, priority: priority, operation: operation)
            return
        }
        self = runner.startUnstructured(operation)
    }
}
