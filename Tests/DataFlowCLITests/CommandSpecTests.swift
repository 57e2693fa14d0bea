import Testing

@testable import DataFlowCLI

/// Each command and each of its options is declared once (`Commands.swift`); help, parsing,
/// usage errors and completion are all made from that declaration, so they cannot disagree.
@Suite struct CommandSpecTests {
    @Test(arguments: CommandSpec.all.map(\.name))
    func helpParsingUsageAndCompletionComeFromTheDeclaration(name: String) throws {
        let command = try #require(CommandSpec.named(name))
        let help = try #require(Help.text(for: name))
        #expect(help == command.help)
        #expect(help.contains("USAGE: dataflow \(command.usage)\n"))
        let words = CompletionWords(experimentIDs: [], variantNames: ["struct"], rulebookIDs: [])
        let completed = try #require(words.commands.first { $0.name == name })
        #expect(completed.options == command.options.map(\.name) + ["--help"])
        for option in command.options {
            #expect(help.contains("  \(option.label)"), "\(name) --help shows \(option.label)")
            // The parser knows the option and whether it takes a value: an unknown option's error
            // would say "unknown option"; a flag given a value, that it takes none.
            let arguments = option.isFlag ? [name, option.name + "=x"] : [name, option.name]
            let error = DataflowCommand.run(arguments).stderr
            #expect(
                error.hasPrefix(option.isFlag ? "Error: '\(option.name)' takes no value\n" : "Error: missing value for '\(option.name)'\n"),
                "\(name) \(option.name): \(error)")
        }
        // A usage error shows the declared usage and the command's own help.
        let unknown = DataflowCommand.run([name, "--no-such-option"])
        #expect(unknown.exitCode == 64)
        #expect(unknown.stderr.hasSuffix("\n\(command.usageLine)\nSee '\(command.helpCommand)'.\n"))
    }

    @Test func theOverviewListsEveryDeclaredCommandWithItsSummary() {
        for command in CommandSpec.all {
            #expect(Help.overview.contains("  " + command.name.padding(toLength: 24, withPad: " ", startingAt: 0) + command.summary + "\n"))
        }
    }

    @Test func helpWrapsAtItsWidthAndKeepsLabelsInTheirColumn() {
        for command in CommandSpec.all {
            for line in command.help.split(separator: "\n") where line.contains(" ") && !line.hasPrefix("USAGE: ") {
                // Only the usage line and an unbreakable example may be longer.
                #expect(
                    line.count <= CommandSpec.helpWidth || !line.dropFirst(CommandSpec.helpColumn).contains(" ") || line.hasPrefix("  fish"),
                    "\(command.name): \(line)")
            }
        }
        #expect(CommandSpec.row("--color auto|always|never", "Colours.") == ["  --color auto|always|never", "                          Colours."])
        #expect(CommandSpec.row("--all", "Every one.") == ["  --all                   Every one."])
    }
}
