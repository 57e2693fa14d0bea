import DataFlowCLI
import Foundation

// The executable: hand the arguments to the CLI library, write what it returns, exit with its
// code. Writing to a closed pipe (`dataflow run --all | head -1`) ends quietly instead of dying
// of SIGPIPE; any other write failure (a full disk, a closed stdout) is an error.
signal(SIGPIPE, SIG_IGN)
let result = DataflowCommand.run(Array(CommandLine.arguments.dropFirst()), environment: ProcessInfo.processInfo.environment)
exit(OutputStream.deliver(result))
