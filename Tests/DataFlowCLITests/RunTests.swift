import DataFlow
import DataFlowCLI
import Testing

/// `run`: formats, several experiments, and a script that names a control that does not exist.
@Suite struct RunTests {
    final class Settings: ObservableObject {
        @Published var on = false
    }

    struct NeedsSettings: View {
        @EnvironmentObject var settings: Settings
        var body: some View { Toggle("AAA", isOn: $settings.on) }
    }

    static var experiments: [Experiment] {
        [TestCatalog.experiment("broken", alsoToggles: ["CCC"]), TestCatalog.experiment("fine")]
    }

    @Test func aFailingScriptReportsTheStepAndTheControlsThatExistAndTheOthersStillRun() {
        let result = DataflowCommand.run(["run", "--all"], environment: [:], experiments: Self.experiments)
        #expect(result.exitCode == 1)
        #expect(result.stderr == "Error: broken (main): step 2, toggle \"CCC\": no toggle labelled \"CCC\"; on screen: toggle \"AAA\"\n")
        #expect(result.stdout.contains("[2] toggle \"CCC\"\n  FAILED: no toggle labelled \"CCC\"\n  on screen: toggle \"AAA\""))
        #expect(result.stdout.contains("fine\nFine\n"))
    }

    @Test func aFatalErrorFailsItsExperimentAndTheNextStillRuns() {
        let experiments =
            [
                Experiment(
                    id: "fatal", title: "Fatal", claims: ["§7"], lesson: "Forgets the environment object.",
                    variants: [Variant("main") { NeedsSettings() }], script: [.toggle("AAA")])
            ] + Self.experiments.suffix(1)
        let result = DataflowCommand.run(["run", "--all"], environment: [:], experiments: experiments)
        #expect(result.exitCode == 1)
        #expect(
            result.stderr == "Error: fatal (main): at mount: SwiftUI stops the app here: Fatal error: "
                + "No ObservableObject of type RunTests.Settings found. "
                + "A View.environmentObject(_:) for RunTests.Settings may be missing as an ancestor of this view.\n")
        #expect(result.stdout.contains("fine\nFine\n"))
    }

    @Test func jsonIsAnObjectForOneExperimentAndAnArrayForSeveral() {
        let one = DataflowCommand.run(["run", "fine", "--format", "json"], environment: [:], experiments: Self.experiments)
        #expect(one.stdout.hasPrefix("{\n  \"experiment\": \"fine\","))
        let several = DataflowCommand.run(["run", "fine", "broken", "--format=json"], environment: [:], experiments: Self.experiments)
        #expect(several.stdout.hasPrefix("[\n  {\n    \"experiment\": \"fine\","))
        #expect(several.stdout.contains("\"failure\": {\n"))
    }
}
