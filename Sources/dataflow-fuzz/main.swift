import DataFlowFuzz
import Foundation
import ToolOptions

// `make fuzz SEED=… COUNT=…`: runs COUNT cases from SEED; prints each failure minimised.
var seed: UInt64 = 1
var count = 1_000
var steps = 12
var options = OptionReader(usage: "Usage: dataflow-fuzz [--seed N] [--count N] [--steps N]")
do throws(OptionError) {
    while let option = try options.next() {
        switch option {
        case "--seed": seed = try options.value(for: option, expected: "an unsigned integer") { UInt64($0) }
        case "--count": count = try options.count(for: option)
        case "--steps": steps = try options.count(for: option)
        default: throw options.unknown(option)
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
