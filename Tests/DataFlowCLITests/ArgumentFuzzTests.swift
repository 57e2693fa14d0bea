import DataFlow
import DataFlowCLI
import DataFlowFuzz
import Testing

/// A seeded argument fuzzer: 1,000 random command lines mixing commands, experiment ids, flags,
/// values, unicode, control characters and empty strings. Whatever comes in, the CLI answers with
/// exit 0, 1 or 64, and a usage error is exactly three lines on stderr and nothing on stdout.
///
/// It runs against a two-experiment catalog (one plays through, one fails its script), so every
/// exit code is reachable and a thousand runs take well under a second. `CI=true` makes sure no
/// random `--record` ever writes a file.
@Suite struct ArgumentFuzzTests {
    static var experiments: [Experiment] {
        [TestCatalog.experiment("plays"), TestCatalog.experiment("fails", alsoToggles: ["Off"])]
    }

    /// The pieces command lines are made of: valid words, near misses, and hostile strings.
    static let vocabulary: [String] = [
        "list", "run", "verify", "explain", "help", "--help", "-h", "--version", "rn", "lst", "RUN", "§6", "D10",
        "plays", "fails", "play", "state-of-array", "--all", "--all=yes", "--format", "--format=json",
        "--format=text", "--format=", "json", "text", "xml", "--record", "--record=no", "--goldens",
        "--goldens=", "--goldens=/nonexistent/goldens", "/nonexistent", "--", "-", "-x", "--=",
        "", " ", "\n", "a\nb", "\t--all", "\u{0}", "\u{1B}[31m", "\u{202E}nur", "日本語", "é", "e\u{301}",
        "🙂", "👩‍👩‍👧", String(repeating: "x", count: 2_000), "--format\u{0}json",
        "/nonexistent/A.swift", "B.swift", "--root", "--root=View", "--script", "tap \"x\"", "--script-file", "--golden",
    ]

    @Test func aThousandRandomCommandLinesEndInAKnownWay() {
        var random = SplitMix(seed: 6)
        var seen: [Int32: Int] = [:]
        let experiments = Self.experiments
        for index in 0..<1_000 {
            let count = Int.random(in: 0...5, using: &random)
            let arguments = (0..<count).map { _ in Self.vocabulary.randomElement(using: &random)! }
            let result = DataflowCommand.run(arguments, environment: ["CI": "true"], experiments: experiments)
            seen[result.exitCode, default: 0] += 1
            let context = "case \(index): \(arguments.debugDescription)"
            #expect([ExitCode.success, ExitCode.failure, ExitCode.usage].contains(result.exitCode), "\(context)")
            if result.exitCode == ExitCode.usage {
                #expect(result.stdout.isEmpty, "\(context)")
                let lines = result.stderr.split(separator: "\n", omittingEmptySubsequences: false)
                #expect(lines.count == 4 && lines[0].hasPrefix("Error: ") && lines[3].isEmpty, "\(context): \(result.stderr)")
                let hint = lines.dropLast().last ?? ""
                #expect(hint == "See 'dataflow --help'." || (hint.hasPrefix("See 'dataflow ") && hint.hasSuffix(" --help'.")), "\(context)")
                #expect(
                    !result.stderr.unicodeScalars.contains { $0.properties.generalCategory == .control && $0 != "\n" },
                    "\(context): control characters reach the terminal")
            } else {
                #expect(!result.stdout.isEmpty, "\(context): a command that did not fail on usage prints something")
            }
        }
        // The mix reaches all three outcomes, so the checks above were exercised on each.
        #expect(seen.keys.sorted() == [ExitCode.success, ExitCode.failure, ExitCode.usage], "\(seen)")
    }

    @Test func controlCharactersInArgumentsAreEscapedInErrors() {
        let result = DataflowCommand.run(["a\nb\u{1B}\u{202E}"], environment: [:], experiments: Self.experiments)
        #expect(result.stderr.hasPrefix("Error: unknown subcommand 'a\\nb\\u{1B}\\u{202E}'\n"))
    }
}
