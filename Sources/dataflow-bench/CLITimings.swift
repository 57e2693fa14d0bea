import Foundation

/// Wall time of whole `dataflow` commands (process start to exit), median of repeated runs: what
/// a user waits for. Launched with `posix_spawn` and `waitpid`: Foundation's `Process` adds tens of
/// milliseconds of its own per launch on Linux.
enum CLITimings {
    static func measure(binary: String, runs: Int) -> [(command: String, median: Double, max: Double)] {
        [["list"], ["run", "--all"]].map { arguments in
            var times: [Double] = []
            for _ in 0..<runs {
                let start = DispatchTime.now().uptimeNanoseconds
                guard run(binary, arguments) else { return ("dataflow " + arguments.joined(separator: " "), .nan, .nan) }
                times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
            }
            times.sort()
            return ("dataflow " + arguments.joined(separator: " "), times[times.count / 2], times.last ?? .nan)
        }
    }

    /// Runs the command with stdout and stderr sent to /dev/null; returns whether it exited 0.
    private static func run(_ binary: String, _ arguments: [String]) -> Bool {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = ([binary] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        guard posix_spawn(&pid, binary, &actions, nil, argv, environ) == 0 else { return false }
        var status: Int32 = 0
        waitpid(pid, &status, 0)
        return status == 0
    }
}
