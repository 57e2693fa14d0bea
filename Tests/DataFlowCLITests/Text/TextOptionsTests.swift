import DataFlowCLI
import Experiments
import Foundation
import Testing

/// What a reader can ask of a text transcript, and the 100-column promise.
@Suite struct TextOptionsTests {
    @Test func noCatalogLineIsWiderThanAHundredColumns() {
        let text = DataflowCommand.run(["run", "--all"]).stdout
        let wide = text.split(separator: "\n").filter { $0.count > 100 }
        #expect(wide.isEmpty, "\(wide.prefix(3))")
    }

    /// The narrowest layout is 40 columns, for `--width` and a terminal alike, and every line of
    /// every lesson fits it: headings wrap too, and a deep continuation still moves on.
    @Test func theNarrowestWidthIsFortyAndEveryLineFitsIt() {
        let text = DataflowCommand.run(["run", "--all", "--width", "40"]).stdout
        let wide = text.split(separator: "\n").filter { $0.count > 40 }
        #expect(wide.isEmpty, "\(wide.prefix(3))")
        let refused = DataflowCommand.run(["run", "state-of-array", "--width", "39"])
        #expect(refused.exitCode == 64)
        #expect(refused.stderr.hasPrefix("Error: invalid value '39' for '--width': expected a number of columns from 40 to 10000\n"))
        let narrowTerminal = DataflowCommand.run(["run", "state-of-array"], terminal: Terminal(columns: 20)).stdout
        #expect(narrowTerminal == DataflowCommand.run(["run", "state-of-array", "--width", "40", "--color", "always"]).stdout)
    }

    @Test func aNarrowerWidthIsKept() {
        let text = DataflowCommand.run(["run", "passcode", "--width", "60"]).stdout
        #expect(text.split(separator: "\n").allSatisfy { $0.count <= 60 })
        #expect(text.contains("  ↳ "))
    }

    @Test func variantStepsAndSummarySelectWhatIsShown() {
        let one = DataflowCommand.run(["run", "state-of-array", "--variant", "class", "--steps", "1"]).stdout
        #expect(one.contains("== variant class"))
        #expect(!one.contains("== variant struct"))
        #expect(one.contains("[1] tap \"SWITCH\"") && !one.contains("[0] mount") && !one.contains("[2] "))
        let summary = DataflowCommand.run(["run", "state-of-array", "--summary"]).stdout
        #expect(summary.contains("== summary: the same script on each variant"))
        #expect(!summary.contains("== variant "))
    }

    @Test func aStepBeyondTheLastIsAUsageError() {
        let result = DataflowCommand.run(["run", "state-of-array", "--steps", "2,9"])
        #expect(result.exitCode == 64)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("Error: no step 9 in state-of-array: its steps are 0–3 (0 is the mount)\n"))
        #expect(DataflowCommand.run(["run", "state-of-array", "--steps", "3"]).exitCode == 0)
    }

    @Test func anUnknownVariantNamesTheOnesThatExist() {
        let result = DataflowCommand.run(["run", "state-of-array", "--variant", "clas"])
        #expect(result.exitCode == 64)
        #expect(result.stderr.hasPrefix("Error: no variant 'clas' in state-of-array. Did you mean 'class'? (variants: class, struct)\n"))
        #expect(DataflowCommand.run(["run", "state-of-array", "--steps", "2-1"]).exitCode == 64)
        #expect(DataflowCommand.run(["run", "state-of-array", "--width", "10"]).exitCode == 64)
        #expect(DataflowCommand.run(["run", "state-of-array", "--state", "some"]).exitCode == 64)
    }

    @Test func fullStateRepeatsEveryEntry() {
        let changed = DataflowCommand.run(["run", "parent-child-binding"]).stdout
        let full = DataflowCommand.run(["run", "parent-child-binding", "--state", "full"]).stdout
        #expect(changed.contains("state (what changed; --state full shows all)"))
        #expect(!full.contains("state (what changed"))
        #expect(full.split(separator: "\n").count > changed.split(separator: "\n").count)
    }

    @Test func colourOnlyOnATerminalOrWhenAskedAndNeverWithNoColor() {
        let terminal = Terminal(columns: 100)
        let escape = "\u{1B}["
        #expect(!DataflowCommand.run(["run", "state-of-array"]).stdout.contains(escape))
        #expect(DataflowCommand.run(["run", "state-of-array"], terminal: terminal).stdout.contains(escape + "32mran"))
        #expect(!DataflowCommand.run(["run", "state-of-array"], environment: ["NO_COLOR": "1"], terminal: terminal).stdout.contains(escape))
        #expect(DataflowCommand.run(["run", "state-of-array", "--color", "always"]).stdout.contains(escape))
        #expect(!DataflowCommand.run(["run", "state-of-array", "--color", "never"], terminal: terminal).stdout.contains(escape))
        // Colour changes no visible character.
        let plain = DataflowCommand.run(["run", "state-of-array"]).stdout
        let colored = DataflowCommand.run(["run", "state-of-array", "--color", "always"]).stdout
        #expect(colored.replacing(/\u{1B}\[[0-9;]*m/, with: "") == plain)
    }

    @Test func aTerminalsWidthIsUsed() {
        let text = DataflowCommand.run(["run", "passcode", "--color", "never"], terminal: Terminal(columns: 72)).stdout
        #expect(text.split(separator: "\n").allSatisfy { $0.count <= 72 })
    }
}
