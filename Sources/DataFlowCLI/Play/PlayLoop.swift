import DataFlow
import Foundation

/// `dataflow play`: one variant, played an action at a time as the user types them.
///
/// After each action it prints that step as a transcript would, then the controls on screen,
/// numbered, so that typing a number operates one. `undo` and `reset` replay the actions kept
/// from a fresh mount (the runtime has no way back, as SwiftUI has none), so a step after
/// `undo` is exactly what the same script would print.
final class PlayLoop {
    /// What is being played, for the header.
    let title: String
    let options: TextOptions
    /// The command that replays the actions so far (`script` prints it), or nil to print only
    /// the script (an experiment plays its own script in `dataflow run`).
    let replayCommand: ((String) -> String)?
    private let playback: any Playback
    private var actions: [ScriptAction] = []
    /// Typed lines that were refused (an unknown action, a control not on screen), with their
    /// line numbers: piped input that had any ends in failure, so a script kept in a file can
    /// be checked (`failureSummary`).
    private var refused: [(line: Int, text: String, error: String)] = []
    /// How the program ended play early, when it did (a crash, a timeout, an exit).
    private var ended: CommandResult?

    /// One line for standard error when piped lines were refused; nil when none were, or when a
    /// person typed them (who saw each error as it came).
    private(set) var failureSummary: String?

    init(title: String, playback: any Playback, options: TextOptions, replayCommand: ((String) -> String)? = nil) {
        self.title = title
        self.playback = playback
        self.options = options
        self.replayCommand = replayCommand
    }

    /// Reads lines until `quit` or the end of the input; returns the exit code: 0, or 1 when the
    /// output could not be written or piped lines were refused (see `failureSummary`).
    func run(_ console: Console) -> Int32 {
        var out = TextWriter(layout: options.layout)
        out.wrapped(options.palette.heading(title), indent: "")
        out.wrapped("Type an action ('tap \"Save\"'), a control's number, or 'help'.", indent: "")
        out.blank()
        console.write(out.text)
        console.write(stepText(playback.recentSteps[0], after: nil) + stopOrControls())
        var number = 0
        while true {
            // Piped input is echoed after the prompt, so the prompt waits for a line; a terminal
            // shows the prompt first, and ends its line at Ctrl-D.
            if !console.echoesInput { console.write("> ") }
            guard let line = console.readLine() else {
                if !console.echoesInput { console.write("\n") }
                break
            }
            number += 1
            if console.echoesInput { console.write("> " + TerminalText.escaped(line) + "\n") }
            let (text, done) = respond(to: line)
            console.write(text)
            if let error = text.split(separator: "\n").first(where: { $0.hasPrefix("error: ") }) {
                refused.append((number, line, String(error.dropFirst("error: ".count))))
            }
            if done || ended != nil { break }
        }
        if let ended {
            failureSummary = ended.stderr
            return ended.exitCode
        }
        if let failure = console.writeFailure {
            _ = OutputStream.write("Error: cannot write the output to standard output: \(failure)\n", to: STDERR_FILENO)
            return ExitCode.failure
        }
        if console.echoesInput, let first = refused.first {
            let count = refused.count == 1 ? "1 typed line was" : "\(refused.count) typed lines were"
            failureSummary = "Error: \(count) refused; the first, line \(first.line) (\(quoted(first.text))): \(first.error)\n"
            return ExitCode.failure
        }
        return ExitCode.success
    }

    /// What one typed line prints, and whether the session ends.
    func respond(to line: String) -> (text: String, done: Bool) {
        let command = line.trimmingCharacters(in: .whitespacesAndNewlines)  // also a CRLF file's \r
        switch command {
        case "": return ("", false)
        case "quit", "exit", "q": return ("", true)
        case "help", "?": return (Self.help, false)
        case "script": return (scriptText(), false)
        case "screen": return (screenText() + stopOrControls(), false)
        case _ where command == "why" || command.hasPrefix("why "):
            return (why(String(command.dropFirst(3)).trimmingCharacters(in: .whitespaces)), false)
        case "undo":
            guard let last = actions.popLast() else { return ("nothing to undo: this is the mount (step 0)\n", false) }
            guard replay() else { return ("", true) }
            return ("undid \(last.description); back at step \(actions.count)\n" + screenText() + stopOrControls(), false)
        case "reset":
            actions = []
            guard replay() else { return ("", true) }
            return ("reset: mounted again (step 0)\n" + screenText() + stopOrControls(), false)
        default:
            if let number = Int(command) { return (operate(number: number), false) }
            do {
                return (try ScriptAction.parse(command).map(play).joined(), false)
            } catch {
                return ("error: column \(error.column): \(TerminalText.escaped(error.message)) ('help' lists what you can type)\n", false)
            }
        }
    }

    /// `why <view>`: why the view did or did not update in the latest step.
    private func why(_ target: String) -> String {
        guard !target.isEmpty else { return "error: why needs a view: its type, its path, or text it shows (why ContentView)\n" }
        let steps = playback.recentSteps
        guard let latest = steps.last else { return "" }
        do {
            let answer = try WhyAnswer.answer(for: target, in: steps, of: "", step: latest.index)
            return WhyCommand.text([answer], subject: "", namesVariants: false, layout: options.layout)
        } catch {
            return "error: \(error)\n"
        }
    }

    /// The control numbered `number` in the last list, if it needs nothing more than its name.
    private func operate(number: Int) -> String {
        let controls = playback.controls
        guard controls.indices.contains(number - 1) else {
            return controls.isEmpty
                ? "error: there are no controls on screen\n"
                : "error: no control \(number): "
                    + (controls.count == 1 ? "the only one is 1\n" : "the controls are numbered 1 to \(controls.count)\n")
        }
        let name = controls[number - 1]
        if Self.needsValue(name) {
            return "control \(number) needs a value: type the action in full, as in \(name.replacingOccurrences(of: "…", with: "some text"))\n"
        }
        do {
            return try ScriptAction.parse(name).map(play).joined()
        } catch {
            return "error: control \(number) cannot be named in a script (\(error.message))\n"
        }
    }

    /// Whether a control's script name has a placeholder for what the user must choose: the
    /// text to type, a slider's value, a row's offset, or which stepper button.
    static func needsValue(_ name: String) -> Bool {
        name.hasSuffix(" \"…\"") || name.hasSuffix(" <value>") || name.hasSuffix(" <offset>") || name.hasPrefix("increment|decrement ")
    }

    /// Plays one action and prints its step, or why it could not be played.
    private func play(_ action: ScriptAction) -> String {
        if let stop = playback.stop {
            return "the app stopped at step \(actions.count) (\(stop.fatalError)); 'undo' or 'reset' to go on\n"
        }
        let previous = playback.recentSteps.last
        do {
            let step = try playback.play(action)
            actions.append(action)
            return "\n" + stepText(step, after: previous) + stopOrControls()
        } catch {
            switch error {
            case .refused(let failure):
                let available = failure.available.isEmpty ? "no controls" : failure.available.joined(separator: ", ")
                return "error: \(action.description): \(failure.problem); on screen: \(available)\n"
            case .ended(let result):
                ended = result
                return ""
            }
        }
    }

    /// Mounts again and plays the actions kept; false when the program ended play.
    private func replay() -> Bool {
        do {
            try playback.replay(actions)
            return true
        } catch {
            if case .ended(let result) = error { ended = result }
            return false
        }
    }

    private func stepText(_ step: StepRecord, after previous: StepRecord?) -> String {
        TextTranscript.render(step: step, after: previous, earlier: Array(playback.recentSteps.dropLast()), options: options)
    }

    private func screenText() -> String {
        var out = TextWriter(layout: options.layout)
        out.line("  screen")
        for line in playback.screen { out.wrapped(line, indent: "    ") }
        return out.text
    }

    /// The numbered controls, or that SwiftUI stopped the app.
    private func stopOrControls() -> String {
        var out = TextWriter(layout: options.layout)
        out.blank()
        if let stop = playback.stop {
            out.wrapped(options.palette.stale("STOPPED: \(stop.description)"), indent: "")
            out.line("('undo' or 'reset' to go on)")
            return out.text
        }
        let controls = playback.controls
        if controls.isEmpty {
            out.line("no controls on screen ('undo', 'reset' or 'quit')")
        } else {
            out.line("controls")
            for (index, name) in controls.enumerated() { out.wrapped("\(String(index + 1).leftPadded(to: 2))  \(name)", indent: "  ") }
        }
        return out.text
    }

    private func scriptText() -> String {
        guard !actions.isEmpty else { return "no actions yet: the script is empty\n" }
        let script = actions.map(\.description).joined(separator: "; ")
        return (replayCommand?(script) ?? script) + "\n"
    }

    static let help = """
        Type an action in the script grammar, or the number of a control in the list:
          tap "Save"   toggle "Wi-Fi"   type "Name" "Tim"   pick "Flavor" "Mint"   back   dismiss
          several at once: tap "A"; tap "B"        all of them: 'dataflow help script'
        and these commands:
          screen   what the screen shows now, and its controls
          undo     take back the last action (the others are played again from the mount)
          reset    mount again, as at step 0
          script   the actions so far, as a script (for a file: the run command that replays them)
          why <view>  why a view (its type, its path, or text it shows) did or did not update
                   in the last step
          help     this text
          quit     end (so does the end of the input, Ctrl-D)

        """
}

private extension String {
    func leftPadded(to width: Int) -> String {
        String(repeating: " ", count: max(0, width - count)) + self
    }
}
