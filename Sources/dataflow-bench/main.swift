import DataFlowBenchmarks
import Foundation
import ToolOptions

// `make bench`: every scenario at each size, one table; `--format markdown` prints the table for
// BENCHMARKS.md, `--format json` the figures for scripts; `--sizes 1000,10000` and `--actions 100`
// change the run.
var sizes = [1_000, 10_000, 100_000]
var bench = Bench()
var format = "text"
var only: Set<Int>?
var cliRuns = 0
var depth = 0
var hintRows = 0
extension ToolOption {
    static let sizes = ToolOption("--sizes", "1000,10000", "The sizes N to run each scenario at (default: 1000,10000,100000).")
    static let scenario = ToolOption("--scenario", "1,2", "Only these scenarios (default: all).")
    static let actions = ToolOption("--actions", "N", "Actions timed per scenario and size.")
    static let baselineActions = ToolOption("--baseline-actions", "N", "Actions timed in baseline mode (every body re-evaluated).")
    static let noTranscript = ToolOption("--no-transcript", nil, "Skip timing the transcript's work per step.")
    static let format = ToolOption("--format", "text|markdown|json", "The table as text (default), Markdown for BENCHMARKS.md, or JSON for scripts.")
    static let markdown = ToolOption("--markdown", nil, "Same as --format markdown.")
    static let cli = ToolOption("--cli", "RUNS", "Instead: time the CLI's list and run --all, RUNS times each.")
    static let depth = ToolOption("--depth", "LEVELS", "Instead: a view nested LEVELS deep: mount, leaf update, removal, heap per level.")
    static let hints = ToolOption("--hints", "ROWS", "Instead: a run with hints against one without, over ROWS rows.")
}

var options = OptionReader(
    tool: "dataflow-bench",
    options: [.sizes, .scenario, .actions, .baselineActions, .noTranscript, .format, .markdown, .cli, .depth, .hints])
do throws(OptionError) {
    while let option = try options.next() {
        switch option {
        case .markdown: format = "markdown"
        case .format:
            format = try options.value(for: option, expected: "text, markdown or json") {
                ["text", "markdown", "json"].contains($0) ? $0 : nil
            }
        case .sizes: sizes = try options.counts(for: option)
        case .actions: bench.actions = try options.count(for: option)
        case .baselineActions: bench.baselineActions = try options.count(for: option)
        case .scenario: only = Set(try options.counts(for: option))
        case .noTranscript: bench.measureTranscript = false
        case .cli: cliRuns = try options.count(for: option)
        case .depth: depth = try options.count(for: option)
        case .hints: hintRows = try options.count(for: option)
        default: preconditionFailure("\(option.name) is declared and not read")
        }
    }
} catch {
    error.exit()
}

if depth > 0 {
    do {
        let result = try DeepTree.measure(depth: depth)
        let bytes = result.bytesPerLevel.map { "\(Int($0.rounded())) bytes" } ?? "n/a"
        print(
            "depth \(result.depth): \(result.nodes) nodes; mount \(Report.duration(result.mountSeconds)), "
                + "leaf update \(Report.duration(result.leafUpdateSeconds)), removal \(Report.duration(result.removalSeconds)); "
                + "heap \(bytes) per level")
    } catch {
        print("depth \(depth): \(error)")
        exit(1)
    }
    exit(0)
}

if hintRows > 0 {
    let actions = 20
    let result = HintTimings.measure(rows: hintRows, actions: actions)
    print(
        "hints, list workload at \(hintRows) rows, \(actions) actions: run \(Report.duration(result.run)), "
            + "hints \(Report.duration(result.hints)) (\(result.wasted) bodies ran for nothing), "
            + String(format: "run with hints %.2f× the run", (result.run + result.hints) / result.run))
    exit(0)
}

if cliRuns > 0 {
    // The release `dataflow` sits next to this executable.
    let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("dataflow").path
    for timing in CLITimings.measure(binary: binary, runs: cliRuns) {
        print(
            "\(timing.command): median \(Int((timing.median * 1000).rounded())) ms, max \(Int((timing.max * 1000).rounded())) ms over \(cliRuns) runs"
        )
    }
    exit(0)
}

var measurements: [DataFlowBenchmarks.Measurement] = []
for scenario in Scenario.all where only?.contains(scenario.number) ?? true {
    for size in sizes {
        measurements.append(bench.measure(scenario, size: size))
        FileHandle.standardError.write(Data("measured \(scenario.number) \(scenario.name) at \(size)\n".utf8))
    }
}
switch format {
case "json": print(Report.json(measurements), terminator: "")
case "markdown": print(Report.markdown(measurements.map(Report.row)), terminator: "")
default: print(Report.text(measurements.map(Report.row)), terminator: "")
}
