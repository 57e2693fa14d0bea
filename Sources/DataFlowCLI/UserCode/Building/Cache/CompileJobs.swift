import Foundation

/// Compiler runs that depend on each other, run side by side as their inputs become ready: the
/// runtime's modules, of which each framework needs only DataFlow's interface and the frameworks
/// it imports, so the frameworks compile while DataFlow's code does.
///
/// Every run is a `Subprocess` (it dies with the command). After the first failure no other run
/// starts; the runs under way finish, and the failure reported is the first in the jobs' order, so
/// the message does not depend on which core was quicker.
struct CompileJobs {
    struct Job {
        /// What the job makes, as messages name it (a module's name).
        var name: String
        var arguments: [String]
        /// The indices of the jobs whose products it reads.
        var after: [Int]
        /// The files it must leave.
        var products: [String]
    }

    struct Failure {
        var job: Job
        /// What the compiler did, if it ran.
        var outcome: Subprocess.Outcome? = nil
        /// Why it could not be started.
        var error: UserCodeError? = nil
    }

    var compiler: String
    var jobs: [Job]
    var timeout: Double

    /// Runs every job, at most `workers` at once; the first failed job in order, if any.
    func run(workers: Int) -> Failure? {
        let state = State(count: jobs.count)
        let group = DispatchGroup()
        for _ in 0..<max(1, min(workers, jobs.count)) {
            group.enter()
            Thread.detachNewThread {
                while let index = state.next(jobs) {
                    let failure = run(jobs[index])
                    state.finish(index, failure: failure)
                }
                group.leave()
            }
        }
        group.wait()
        if let failure = state.firstFailure() { return failure }
        // A job whose inputs were never made (no job makes them) did not run.
        return state.firstNotDone().map { Failure(job: jobs[$0]) }
    }

    private func run(_ job: Job) -> Failure? {
        do {
            let outcome = try Subprocess(executable: compiler, arguments: job.arguments, timeout: timeout).run()
            let produced = job.products.allSatisfy { FileKind.at($0) == .file }
            return outcome.status == 0 && !outcome.signalled && !outcome.timedOut && produced ? nil : Failure(job: job, outcome: outcome)
        } catch {
            return Failure(job: job, error: error)
        }
    }

    /// Which jobs are done, running or failed; guarded by one condition.
    private final class State: @unchecked Sendable {
        private let condition = NSCondition()
        private var started: [Bool]
        private var done: [Bool]
        private var failures: [Int: Failure] = [:]
        private var running = 0

        init(count: Int) {
            started = Array(repeating: false, count: count)
            done = started
        }

        /// The first job in order whose inputs are made, waiting while others run; nil when none
        /// is left to start (all started, or one failed).
        func next(_ jobs: [Job]) -> Int? {
            condition.lock()
            defer { condition.unlock() }
            while failures.isEmpty {
                if let index = jobs.indices.first(where: { !started[$0] && jobs[$0].after.allSatisfy { done[$0] } }) {
                    started[index] = true
                    running += 1
                    return index
                }
                if running == 0 || !started.contains(false) { return nil }
                condition.wait()
            }
            return nil
        }

        func finish(_ index: Int, failure: Failure?) {
            condition.lock()
            done[index] = failure == nil
            if let failure { failures[index] = failure }
            running -= 1
            condition.broadcast()
            condition.unlock()
        }

        func firstFailure() -> Failure? {
            condition.lock()
            defer { condition.unlock() }
            return failures.keys.min().flatMap { failures[$0] }
        }

        func firstNotDone() -> Int? {
            condition.lock()
            defer { condition.unlock() }
            return done.firstIndex(of: false)
        }
    }
}
