import DataFlow
import Experiments
import Testing

@testable import DataFlowCLI

/// `dataflow play`: piped actions, numbers, undo, reset, script, and its usage errors.
@Suite struct PlayTests {
    /// Plays `input` against an experiment and returns everything the session printed.
    func play(_ arguments: [String], _ input: String) -> (result: CommandResult, output: String) {
        let console = TextConsole(input: input)
        let result = DataflowCommand.run(["play"] + arguments, console: console)
        return (result, console.output)
    }

    /// The text of step `index` in `output`: from its `[index]` line to the blank line after it.
    func step(_ index: Int, in output: String, occurrence: Int = 1) -> String? {
        let blocks = output.components(separatedBy: "\n[\(index)] ").dropFirst()
        guard blocks.count >= occurrence else { return nil }
        let block = blocks[blocks.index(blocks.startIndex, offsetBy: occurrence - 1)]
        return block.components(separatedBy: "\n\n").first
    }

    @Test func everyStepOfAnExperimentsScriptPrintsWhatRunPrints() throws {
        for id in ["state-of-array", "sheet-stale-value", "foreach-binding-rows", "task-lifetime"] {
            let experiment = try #require(Catalog.experiment(id: id))
            let variant = try #require(experiment.variants.last)
            let (result, output) = play([id, "--variant", variant.name], experiment.script.map(\.description).joined(separator: "\n"))
            #expect(result.exitCode == 0)
            let run = DataflowCommand.run(["run", id, "--variant", variant.name]).stdout + "\n"
            for index in 0...experiment.script.count {
                let played = try #require(step(index, in: output), "\(id) step \(index)")
                #expect(run.contains("\n[\(index)] " + played + "\n\n"), "\(id) (\(variant.name)) step \(index) differs from dataflow run")
            }
        }
    }

    /// Issue 23: `why <view>` in a session answers for the last step, as `dataflow why` does.
    @Test func whyAnswersForTheLastStep() {
        let (_, output) = play(["state-of-array", "--variant", "class", "--width", "1000"], "tap \"SWITCH\"\nwhy ContentView\nwhy\nwhy Nope\n")
        let asked = DataflowCommand.run(["why", "state-of-array", "ContentView", "--variant", "class", "--step", "1", "--width", "1000"]).stdout
        let reasons = asked.split(separator: "\n", omittingEmptySubsequences: false).dropFirst().joined(separator: "\n")
        #expect(output.contains("> why ContentView\nwhy ContentView, step 1: tap \"SWITCH\"\n" + reasons))
        #expect(output.contains("> why\nerror: why needs a view: its type, its path, or text it shows (why ContentView)\n"))
        #expect(output.contains("> why Nope\nerror: no view 'Nope' at this step"))
    }

    @Test func numbersOperateTheListedControlsAndUndoReplaysTheRest() throws {
        let (result, output) = play(["state-of-array", "--variant", "class"], "1\n3\nundo\n3\nscript\nreset\nscript\nquit\nnever read\n")
        #expect(result.exitCode == 0 && result.stdout.isEmpty && result.stderr.isEmpty)
        #expect(output.hasPrefix("state-of-array, variant class: ToggleType is a class (others: struct; choose with --variant)\n"))
        #expect(output.contains("\ncontrols\n   1  toggle \"AAA\"\n   2  toggle \"BBB\"\n   3  tap \"SWITCH\"\n"))
        #expect(output.contains("> 1\n\n[1] toggle \"AAA\"\n"))
        #expect(output.contains("> 3\n\n[2] tap \"SWITCH\"\n"))
        // Step 2 after undo is the step 2 before it: the kept actions were played again.
        let before = try #require(step(2, in: output, occurrence: 1))
        let after = try #require(step(2, in: output, occurrence: 2))
        #expect(before == after)
        #expect(output.contains("> undo\nundid tap \"SWITCH\"; back at step 1\n  screen\n    Form\n      Toggle \"AAA\" off\n"))
        #expect(output.contains("> script\ntoggle \"AAA\"; tap \"SWITCH\"\n"))
        #expect(output.contains("> reset\nreset: mounted again (step 0)\n  screen\n    Form\n      Toggle \"AAA\" on\n"))
        #expect(output.contains("> script\nno actions yet: the script is empty\n"))
        #expect(output.hasSuffix("> quit\n"), "quit ends the session; later lines are not read")
    }

    @Test func mistakesAreReportedAndTheSessionGoesOn() throws {
        let (result, output) = play(["state-of-array"], "9\ntap \"NOPE\"\ntap \"\nfrobnicate\nundo\nhelp\n1\n")
        // Piped lines that were refused make the session fail, so a script kept in a file is
        // checked; the session itself went on.
        #expect(result.exitCode == 1)
        #expect(result.stderr == "Error: 4 typed lines were refused; the first, line 1 ('9'): no control 9: the controls are numbered 1 to 5\n")
        #expect(output.contains("> 9\nerror: no control 9: the controls are numbered 1 to 5\n"))
        #expect(
            output.contains(
                "> tap \"NOPE\"\nerror: tap \"NOPE\": no button or navigation link labelled \"NOPE\"; on screen: tap \"SWITCH\", tap \"APPEND\", tap \"SHOW\"\n"
            ))
        #expect(output.contains("> tap \"\nerror: column 5: unterminated string"))
        #expect(output.contains("> frobnicate\nerror: column 1: "))
        #expect(output.contains("> undo\nnothing to undo: this is the mount (step 0)\n"))
        #expect(output.contains("> help\n" + PlayLoop.help))
        #expect(output.contains("> 1\n\n[1] toggle \"AAA\"\n"), "after the mistakes, the next action is step 1")
        #expect(output.hasSuffix("   5  tap \"SHOW\"\n"), "the end of the input ends the session, without a dangling prompt")
    }

    @Test func aControlThatNeedsAValueSaysHowToTypeIt() throws {
        let (_, output) = play(["user-form"], "2\ntype \"Last name\" \"Appleseed\"\n")
        #expect(output.contains("> 2\ncontrol 2 needs a value: type the action in full, as in type \"Last name\" \"some text\"\n"))
        #expect(output.contains("> type \"Last name\" \"Appleseed\"\n\n[1] type \"Last name\" \"Appleseed\"\n"))
    }

    @Test func aFatalErrorStopsTheAppUntilUndo() throws {
        let (_, output) = play(["environment-objects", "--variant", "missing"], "1\nundo\n")
        #expect(output.contains("STOPPED: SwiftUI stops the app here: Fatal error: No ObservableObject of type Model found."))
        #expect(output.contains("\n('undo' or 'reset' to go on)\n"))
    }

    @Test func usageErrors() {
        let cases: [([String], String)] = [
            ([], "missing experiment: name one from 'dataflow list', or a .swift file or folder"),
            (["state-of-array", "nested-state"], "play takes one experiment, not 2 (state-of-array, nested-state)"),
            (["state-of-aray"], "unknown experiment 'state-of-aray'. Did you mean 'state-of-array'?"),
            (["state-of-array", "--variant", "klass"], "no variant 'klass' in state-of-array. Did you mean 'class'? (variants: struct, class)"),
            (["state-of-array", "--variant", "struct,class"], "play takes one variant, not 2 (struct, class)"),
            (["state-of-array", "--root", "ContentView"], "--root is for your own files: dataflow play MyView.swift --root …"),
            (
                ["MyView.swift", "--variant", "main"],
                "--variant chooses among an experiment's variants; a file of views plays its root (--root <Type>)"
            ),
            (["state-of-array", "--script", "tap \"A\""], "unknown option '--script' for 'play'"),
        ]
        for (arguments, message) in cases {
            let result = DataflowCommand.run(["play"] + arguments)
            #expect(result.exitCode == 64, "\(arguments)")
            #expect(result.stderr == "Error: \(message)\n\(CommandSpec.play.usageLine)\nSee 'dataflow play --help'.\n", "\(arguments)")
        }
        let lesson = DataflowCommand.run(["play", "compile-mutating-body"])
        #expect(lesson.exitCode == 64)
        #expect(lesson.stderr.hasPrefix("Error: compile-mutating-body is a lesson about a compile error: it has nothing to play"))
    }
}
