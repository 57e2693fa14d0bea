import Foundation

/// Random numbers in a run come from a seeded generator, so the same script gives the same
/// transcript every time (a quiz's shuffled flags included). The seed is 1, or the number in
/// `DATAFLOW_SEED`; apps see ordinary random values, from a fixed sequence.
///
/// The common spellings are declared on the concrete types (`array.shuffled()`,
/// `Int.random(in:)`, `Bool.random()`), which Swift prefers over the standard library's generic
/// ones; code that passes its own generator (`using: &rng`) keeps it.
package enum RunRandom {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var state: UInt64 = {
        UInt64(ProcessInfo.processInfo.environment["DATAFLOW_SEED"].flatMap { UInt64($0) } ?? 1)
    }()

    /// SplitMix64: small, fast and well spread.
    static func next() -> UInt64 {
        lock.lock()
        defer { lock.unlock() }
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// Starts the sequence again from `seed` (tests).
    package static func reset(seed: UInt64 = 1) {
        lock.lock()
        state = seed
        lock.unlock()
    }
}

/// The run's generator, for `shuffled(using:)` and friends.
public struct _RunRandomGenerator: RandomNumberGenerator {
    public init() {}
    public mutating func next() -> UInt64 { RunRandom.next() }
}

extension Array {
    public func shuffled() -> [Element] {
        var generator = _RunRandomGenerator()
        return shuffled(using: &generator)
    }

    public mutating func shuffle() {
        var generator = _RunRandomGenerator()
        shuffle(using: &generator)
    }

    public func randomElement() -> Element? {
        var generator = _RunRandomGenerator()
        return randomElement(using: &generator)
    }
}

extension Int {
    public static func random(in range: Range<Int>) -> Int {
        var generator = _RunRandomGenerator()
        return random(in: range, using: &generator)
    }

    public static func random(in range: ClosedRange<Int>) -> Int {
        var generator = _RunRandomGenerator()
        return random(in: range, using: &generator)
    }
}

extension Double {
    public static func random(in range: Range<Double>) -> Double {
        var generator = _RunRandomGenerator()
        return random(in: range, using: &generator)
    }

    public static func random(in range: ClosedRange<Double>) -> Double {
        var generator = _RunRandomGenerator()
        return random(in: range, using: &generator)
    }
}

extension Bool {
    public static func random() -> Bool {
        var generator = _RunRandomGenerator()
        return random(using: &generator)
    }
}
