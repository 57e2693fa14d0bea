import DataFlow
import Testing

fileprivate struct Screen: View {
    @State var on = false
    var body: some View {
        Form {
            Toggle("AAA", isOn: $on)
            Button("SHOW") { print(on) }
        }
    }
}

@Suite struct ExperimentRunnerTests {
    static var experiment: Experiment {
        Experiment(
            id: "test", title: "t", claims: [], lesson: "l",
            variants: [Variant("main") { Screen() }],
            script: [.toggle("AAA"), .tap("SHOW"), .toggle("CCC"), .tap("SHOW")])
    }

    @Test func aMissingControlStopsTheVariantAndSaysWhatExists() {
        let transcript = ExperimentRunner.run(Self.experiment)
        let run = transcript.variants[0]
        #expect(run.steps.map(\.action) == ["mount", "toggle \"AAA\"", "tap \"SHOW\""])
        #expect(run.steps[2].console == ["true"])
        #expect(run.failure == ScriptFailure(step: 3, action: "toggle \"CCC\"", problem: "no toggle labelled \"CCC\"", available: ["toggle \"AAA\""]))
        #expect(!transcript.succeeded)
    }

    @Test func scriptActionsDescribeThemselvesAsAUserWould() {
        #expect(ScriptAction.tap("SWITCH").description == "tap \"SWITCH\"")
        #expect(ScriptAction.type("First name", "Tim").description == "type \"First name\" \"Tim\"")
        #expect(ScriptAction.tapGesture("Circle", occurrence: 2).description == "tap-gesture \"Circle\" 2")
    }
}
