import DataFlowFuzz
import Foundation
import ToolOptions

// `make fuzz SEED=… COUNT=…`: runs COUNT cases from SEED; prints each failure minimised.
var seed: UInt64 = 1
var count = 1_000
var steps = 12
extension ToolOption {
    static let seed = ToolOption("--seed", "N", "The first case's seed (default: 1); each case's seed is printed with its failure.")
    static let count = ToolOption("--count", "N", "How many cases to run (default: 1000).")
    static let steps = ToolOption("--steps", "N", "Actions per case (default: 12).")
}

var options = OptionReader(tool: "dataflow-fuzz", options: [.seed, .count, .steps])
do throws(OptionError) {
    while let option = try options.next() {
        switch option {
        case .seed: seed = try options.value(for: option, expected: "an unsigned integer") { UInt64($0) }
        case .count: count = try options.count(for: option)
        case .steps: steps = try options.count(for: option)
        default: preconditionFailure("\(option.name) is declared and not read")
        }
    }
} catch {
    error.exit()
}
var failures = 0
for offset in 0..<count {
    let caseSeed = seed &+ UInt64(offset)
    if let failure = Fuzzer.run(seed: caseSeed, steps: steps) {
        failures += 1
        print(failure)
        print()
    }
}
print("fuzzed \(count) cases from seed \(seed), \(steps) steps each: \(failures) failed")
exit(failures == 0 ? 0 : 1)
