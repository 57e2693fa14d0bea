import DataFlowCLI
import Foundation

// The executable: hand the arguments to the CLI library and exit with its code. Writing to a
// closed pipe (`dataflow run --all | head -1`) ends quietly instead of dying of SIGPIPE.
signal(SIGPIPE, SIG_IGN)
let result = DataflowCommand.run(Array(CommandLine.arguments.dropFirst()), environment: ProcessInfo.processInfo.environment)
FileHandle.standardOutput.writeQuietly(result.stdout)
FileHandle.standardError.writeQuietly(result.stderr)
exit(result.exitCode)
