import DataFlow
import Testing

/// A custom dynamic property holding two dynamic properties of its own.
private struct Filter: DynamicProperty {
    @State var query = ""
    @State var limit = 10
}

private struct Container: View {
    @State var title = "Inbox"
    var filter = Filter()
    @Binding var flag: Bool

    var body: some View {
        let _ = Self._printChanges()
        Text("\(title) \(filter.query) \(filter.limit) \(flag)")
    }
}

private struct Plain: View {
    let title: String
    var body: some View { Text(title) }
}

private struct Holder: View {
    @State var count = 0
    var body: some View { Plain(title: "\(count)") }
}

/// §12: how `_printChanges` names properties, including those nested in a custom wrapper.
@Suite struct PrintChangesNamingTests {
    /// A new identity prints `@self`, and `@identity` with each property only if it has dynamic
    /// properties; a view of plain data has no identity storage to name.
    @Test func aFirstEvaluationNamesIdentityOnlyWhereThereIsStorage() {
        let harness = Harness(Holder())
        #expect(harness.mount.ran == ["Holder: @self, @identity, _count changed.", "Plain: @self changed."])
    }

    @Test func aNestedPropertyAtTheWrappersOffsetTakesItsNameAndTheOthersTheirOffset() throws {
        let harness = Harness(Container(flag: .constant(true)))
        let line = try #require(harness.mount.console.first)
        let items = line.dropFirst("Container: ".count).dropLast(" changed.".count).components(separatedBy: ", ")
        // `filter` is a plain stored property (no wrapper of its own), so its name has no underscore.
        #expect(Array(items.prefix(4)) == ["@self", "@identity", "_title", "filter"])
        // The second nested State prints as its byte offset in the view struct, then `_flag`.
        #expect(items.count == 6)
        #expect(items[4].hasPrefix("@") && Int(items[4].dropFirst()) != nil)
        #expect(items[5] == "_flag")
        let layout = PropertyLayout(of: Container.self)
        #expect(layout.fields.map(\.name) == ["_title", "filter", "@\(layout.fields[2].offset)", "_flag"])
        #expect(layout.fields[1].offset < layout.fields[2].offset)
    }
}
