import DataFlow

extension Experiment {
    /// S0.11, §13: `ForEach(columns.indices)` with `$columns[index].isEnabled`.
    static var forEachIndices: Experiment {
        Experiment(
            id: "foreach-indices",
            title: "ForEach(columns.indices) with $columns[index]: bindings by index, and constant data",
            claims: ["S0.11", "§6", "§13", "§15", "D11", "D12"],
            lesson: """
                The seed's last working pattern (S0.11): loop over `columns.indices` and bind each \
                Toggle to `$columns[index].isEnabled`, a binding into the `@State` array by index, \
                labelled with `columns[index].isEnabled ? "YES" : "NO"`. With struct columns \
                flipping a toggle writes a new array; ContentView read `columns`, re-runs, and the \
                label follows. The seed's section is titled "Class + Index": with class columns \
                the same binding changes the object and writes back an array of the same \
                instances, which compares equal (D10): no body runs, the toggle switches because \
                it re-reads its binding (D11), and its "YES" label is stale (D12). So the pattern \
                works fully only for struct elements. Both variants then show why SwiftUI calls \
                this form "constant data": `ForEach(columns.indices)` is `ForEach(Range<Int>)`; \
                APPEND changes the count, SwiftUI warns in its own words and keeps the first count \
                of rows (§13), so the new column is not shown.
                """,
            variants: [.forEachIndicesStruct, .forEachIndicesClass],
            script: [.toggle("YES"), .tap("APPEND")])
    }
}
