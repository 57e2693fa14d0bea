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
                label follows. The seed's section is titled "Class + Index", and it works with \
                class columns too (S0.10), for a reason worth seeing: `$columns[index].isEnabled` \
                is two projections, `[index]` then `.isEnabled` (§6). Writing sets the property on \
                the shared object and then writes the element back into the array, which copies \
                the array's storage; an array of non-Equatable elements compares field by field, \
                its storage by identity (§4, D10), so the state changed and ContentView re-runs \
                although every element is the same instance. That comparison rests on \
                AttributeGraph's reimplementation (§4 rates the details of non-Equatable values \
                medium): if real SwiftUI compared such arrays element by element, the write would \
                compare equal and the class variant's label would stay stale. (Changing the object directly, as \
                `state-of-array`'s SWITCH does, writes no array and updates nothing.) Both \
                variants then show why SwiftUI calls this form "constant data": \
                `ForEach(columns.indices)` is `ForEach(Range<Int>)`; APPEND changes the count, \
                SwiftUI warns in its own words and keeps the first count of rows (§13), so the new \
                column is not shown.
                """,
            variants: [.forEachIndicesStruct, .forEachIndicesClass],
            script: [.toggle("YES"), .tap("APPEND")])
    }
}
