import DataFlowCLI
import DataFlowRuntimeSources
import Foundation

// The executable: hand the arguments to the CLI library, write what it returns, exit with its
// code. Writing to a closed pipe (`dataflow run --all | head -1`) ends quietly instead of dying
// of SIGPIPE; any other write failure (a full disk, a closed stdout) is an error.
signal(SIGPIPE, SIG_IGN)
// Every child of this process is one the command starts: an orphan handed to it is a run's.
DataflowCommand.startsEveryChild = true
// What an installed binary builds users' programs against (see `RuntimeBuild`).
DataflowCommand.runtimeSources = RuntimeSources.modules
var window = winsize()
let terminal =
    isatty(STDOUT_FILENO) == 1 && ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &window) == 0 && window.ws_col > 0
    ? Terminal(columns: Int(window.ws_col)) : (isatty(STDOUT_FILENO) == 1 ? Terminal(columns: 100) : nil)
let result = DataflowCommand.run(
    Array(CommandLine.arguments.dropFirst()), environment: ProcessInfo.processInfo.environment, terminal: terminal, console: StandardConsole())
exit(OutputStream.deliver(result))
