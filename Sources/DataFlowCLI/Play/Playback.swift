import DataFlow

/// What `play` plays on, an action at a time: a catalog variant's session in this process, or a
/// user's program, run again from the mount for each action (`ProgramPlayback`).
protocol Playback: AnyObject {
    /// The latest steps: the one just played and the one before it (the mount first).
    var recentSteps: [StepRecord] { get }
    /// The controls on screen, as a script names them.
    var controls: [String] { get }
    /// The screen now, one line per view.
    var screen: [String] { get }
    /// SwiftUI's fatal error, once the app stopped; and the sentence that says so.
    var stop: VariantRun.Stop? { get }
    /// Plays one more action.
    func play(_ action: ScriptAction) throws(PlayStop) -> StepRecord
    /// Mounts again and plays `actions` (`undo`, `reset`).
    func replay(_ actions: [ScriptAction]) throws(PlayStop)
}

/// Why an action was not played: the script named something not on screen (play goes on), or
/// the program ended without finishing (play is over, with the command's result).
enum PlayStop: Error {
    case refused(ScriptFailure)
    case ended(CommandResult)
}

/// A catalog variant, played in this process.
final class SessionPlayback: Playback {
    private let variant: Variant
    private let internals: [String]
    private var session: Session

    init(_ variant: Variant, internals: [String]) {
        self.variant = variant
        self.internals = internals
        session = Self.mount(variant, internals: internals)
    }

    private static func mount(_ variant: Variant, internals: [String]) -> Session {
        // Undo replays the actions: only the latest steps' records are kept (issue 20 item 12);
        // they record what each body read, for `why`.
        Session(makeRoot: variant.makeRoot, inspection: .full, internals: internals, capturesDependencies: true, keepsEveryStep: false)
    }

    var recentSteps: [StepRecord] { session.steps }
    var controls: [String] { session.controls }
    var screen: [String] { session.screen }
    var stop: VariantRun.Stop? {
        guard let fatalError = session.fatalError, let description = session.stopDescription else { return nil }
        return VariantRun.Stop(fatalError: fatalError, description: description)
    }

    func play(_ action: ScriptAction) throws(PlayStop) -> StepRecord {
        do {
            return try session.play(action)
        } catch {
            throw .refused(error)
        }
    }

    func replay(_ actions: [ScriptAction]) {
        session = Self.mount(variant, internals: internals)
        for action in actions where session.fatalError == nil { _ = try? session.play(action) }
    }
}

/// A user's program, played by running it again from the mount with the actions so far plus
/// the new one: its steps are deterministic, each run has a home of its own, and the program
/// only plays (the command renders), so a step is exactly what the same script prints.
final class ProgramPlayback: Playback {
    /// Runs the program with a script, recording what each body read; the transcript, or the
    /// command's result when the program did not finish.
    private let run: ([ScriptAction]) throws(PlayStop) -> Transcript
    private var played: VariantRun
    private var actions: [ScriptAction] = []
    /// The mount's title: the root, and the files it is from.
    let title: String

    init(run: @escaping ([ScriptAction]) throws(PlayStop) -> Transcript) throws(PlayStop) {
        self.run = run
        let mount = try run([])
        title = mount.title
        played = try Self.variant(of: mount)
    }

    private static func variant(of transcript: Transcript) throws(PlayStop) -> VariantRun {
        guard let variant = transcript.variants.first else {
            throw .ended(CommandResult(exitCode: ExitCode.failure, stderr: "Error: \(transcript.id): the program returned no run to play\n"))
        }
        return variant
    }

    var recentSteps: [StepRecord] { Array(played.steps.suffix(2)) }
    var controls: [String] { played.controlsAtEnd }
    var screen: [String] { played.steps.last?.screen ?? [] }
    var stop: VariantRun.Stop? { played.stop }

    func play(_ action: ScriptAction) throws(PlayStop) -> StepRecord {
        let next = try Self.variant(of: try run(actions + [action]))
        // Refused: the script named a control that is not on screen; nothing changed.
        if let failure = next.failure, !failure.isFatal, failure.step == actions.count + 1 { throw .refused(failure) }
        guard let step = next.steps.last, step.index == actions.count + 1 else {
            throw .ended(CommandResult(exitCode: ExitCode.failure, stderr: "Error: the program did not play \(action.description)\n"))
        }
        played = next
        actions.append(action)
        return step
    }

    func replay(_ actions: [ScriptAction]) throws(PlayStop) {
        played = try Self.variant(of: try run(actions))
        self.actions = actions
    }
}
