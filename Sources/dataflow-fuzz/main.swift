import DataFlowFuzz
import Foundation

// `make fuzz SEED=… COUNT=…`: runs COUNT cases from SEED; prints each failure minimised.
var seed: UInt64 = 1
var count = 1_000
var steps = 12
var arguments = CommandLine.arguments.dropFirst().makeIterator()
while let argument = arguments.next() {
    switch argument {
    case "--seed": seed = UInt64(arguments.next() ?? "") ?? seed
    case "--count": count = Int(arguments.next() ?? "") ?? count
    case "--steps": steps = Int(arguments.next() ?? "") ?? steps
    default:
        FileHandle.standardError.write(Data("Error: unknown argument '\(argument)'\nUsage: dataflow-fuzz [--seed N] [--count N] [--steps N]\n".utf8))
        exit(64)
    }
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
