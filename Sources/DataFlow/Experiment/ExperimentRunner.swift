/// Plays an experiment's script through a fresh graph per variant and records each step.
package enum ExperimentRunner {
    /// Runs every variant. `inspect: false` skips the whole-tree work of the transcript
    /// (screen, staleness, state), for measuring the engine alone; `dependencies` records what
    /// depends on what after each step (for pictures). `willPlay` hears each step's number before
    /// the step starts (0 is the mount): a program running code that may crash says how far it got.
    package static func run(
        _ experiment: Experiment, inspect: Bool = true, dependencies: Bool = false, willPlay: ((Int) -> Void)? = nil
    ) -> Transcript {
        Transcript(
            id: experiment.id, title: experiment.title, claims: experiment.claims, lesson: experiment.lesson,
            variants: experiment.variants.map { run($0, of: experiment, inspect: inspect, dependencies: dependencies, willPlay: willPlay) },
            compileError: experiment.compileError)
    }

    static func run(_ variant: Variant, of experiment: Experiment, inspect: Bool, dependencies: Bool, willPlay: ((Int) -> Void)?) -> VariantRun {
        willPlay?(0)
        let session = Session(
            makeRoot: variant.makeRoot, inspection: inspect ? .full : .events, internals: experiment.internals,
            capturesDependencies: dependencies)
        var run = VariantRun(name: variant.name, summary: variant.summary, steps: [], failure: nil)
        run.expectsFatalError = variant.expectsFatalError
        if let stop = session.stopDescription {
            run.steps = session.steps
            run.failure = ScriptFailure(stopped: stop, step: 0, action: "mount")
            run.recordEnd(of: session, inspected: inspect)
            return run
        }
        do {
            for action in experiment.script {
                willPlay?(session.steps.count)
                try session.play(action)
                if let stop = session.stopDescription {
                    run.failure = ScriptFailure(stopped: stop, step: session.steps.count - 1, action: action.description)
                    break
                }
            }
        } catch {
            run.failure = error
        }
        run.steps = session.steps
        run.recordEnd(of: session, inspected: inspect)
        if variant.expectsFatalError && run.failure == nil {
            run.failure = ScriptFailure(
                step: experiment.script.count, action: experiment.script.last?.description ?? "mount",
                problem: "the variant expects SwiftUI to stop the app, but the script played through", available: [])
        }
        return run
    }
}

extension VariantRun {
    /// What the session left: its controls, and SwiftUI's stop.
    fileprivate mutating func recordEnd(of session: Session, inspected: Bool) {
        if inspected { controlsAtEnd = session.controls }
        if let fatalError = session.fatalError, let description = session.stopDescription {
            stop = Stop(fatalError: fatalError, description: description)
        }
    }
}

extension ViewGraph {
    /// The created and installed structs of every body view whose type is in `typeNames`, in tree order.
    package func internals(of typeNames: [String]) -> [ViewInternals] {
        guard !typeNames.isEmpty, let root else { return [] }
        var found: [ViewInternals] = []
        root.walk { node, _ in
            if let body = node as? BodyNode, typeNames.contains(body.typeName) {
                found.append(
                    ViewInternals(
                        identity: body.identityPath,
                        created: host.reporter.describer.describe(body.input),
                        installed: host.reporter.describer.describe(body.installed)))
            }
            return node.children
        }
        return found
    }
}
