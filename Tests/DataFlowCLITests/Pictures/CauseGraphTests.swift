import Testing

@testable import DataFlowCLI

/// `--format mermaid|dot --summary`: the causes that drove a script's bodies, with counts on the
/// edges and the runs that were for nothing (issue 32).
@Suite struct CauseGraphTests {
    private func graph(_ format: String, variant: String) -> String {
        let result = DataflowCommand.run(["run", "wasted-renders", "--format", format, "--summary", "--variant", variant])
        #expect(result.exitCode == 0, "\(result.stderr)")
        return result.stdout
    }

    @Test func aClosureInputDrawsTheParentAsTheCauseOfEveryWastedRowRun() {
        let lines = graph("mermaid", variant: "closure").split(separator: "\n").map(String.init)
        #expect(lines.contains("  g0_v0[\"ClosureList<br/><small>ran 2</small>\"]"))
        #expect(lines.contains("  g0_v1[\"ClosureRow<br/><small>ran 6 (3 for nothing)</small>\"]"))
        #expect(lines.contains("  g0_s0[(\"ClosureList._changes\")]"))
        #expect(lines.contains("  g0_s0 -->|\"1\"| g0_v0"), "the list's own state, once")
        #expect(lines.contains("  g0_v0 -->|\"3 (3 for nothing)\"| g0_v1"), "the parent's new inputs; first renders draw no edge")
        #expect(lines.contains("  class g0_v1 wasted"))
    }

    /// The fixed variant's graph has the same shape of cause and no waste.
    @Test func theFixedVariantHasNoWaste() {
        let text = graph("mermaid", variant: "value")
        #expect(!text.contains("for nothing"))
        #expect(!text.contains("class g0_"))
    }

    @Test func dotDrawsTheSameGraph() {
        let text = graph("dot", variant: "contains")
        #expect(text.contains("  g0_s1 [label=\"Favorites#1.ids\", shape=cylinder];"))
        #expect(text.contains("  g0_s1 -> g0_v1 [label=\"3 (2 for nothing)\"];"))
        #expect(text.contains("rankdir=LR;"))
    }
}
