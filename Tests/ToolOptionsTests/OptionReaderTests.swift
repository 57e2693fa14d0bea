import Testing
import ToolOptions

/// The developer tools' options are declared once: the usage line, `--help` and every message
/// come from the declarations.
@Suite struct OptionReaderTests {
    static let seed = ToolOption("--seed", "N", "The first case's seed.")
    static let quick = ToolOption("--quick", nil, "Fewer cases.")

    private func reader(_ arguments: [String]) -> OptionReader {
        OptionReader(tool: "tool", options: [Self.seed, Self.quick], arguments: ArraySlice(arguments))
    }

    @Test func theUsageAndHelpComeFromTheDeclarations() {
        var options = reader(["--help"])
        #expect(options.usage == "Usage: tool [--seed N] [--quick]")
        #expect(
            throws: OptionError.help(
                usage: "Usage: tool [--seed N] [--quick]\n\nOptions:\n  --seed N  The first case's seed.\n  --quick   Fewer cases.")
        ) {
            try options.next()
        }
    }

    @Test func optionsAndValuesAreReadAsDeclared() throws {
        var options = reader(["--seed", "7", "--quick"])
        #expect(try options.next() == Self.seed)
        #expect(try options.count(for: Self.seed) == 7)
        #expect(try options.next() == Self.quick)
        #expect(try options.next() == nil)
    }

    @Test func mistakesNameTheOptionAndTheDeclaredOnes() {
        var unknown = reader(["--sed", "7"])
        #expect(throws: OptionError.usage("unknown option '--sed' (options: --seed, --quick)", usage: "Usage: tool [--seed N] [--quick]")) {
            try unknown.next()
        }
        var bad = reader(["--seed", "x"])
        #expect(throws: OptionError.usage("invalid value 'x' for '--seed': expected a positive integer", usage: "Usage: tool [--seed N] [--quick]")) {
            _ = try bad.next()
            _ = try bad.count(for: Self.seed)
        }
        var missing = reader(["--seed"])
        #expect(throws: OptionError.usage("missing value for '--seed'", usage: "Usage: tool [--seed N] [--quick]")) {
            _ = try missing.next()
            _ = try missing.count(for: Self.seed)
        }
        #expect(OptionError.usage("m", usage: "u").output.code == 64)
    }
}
