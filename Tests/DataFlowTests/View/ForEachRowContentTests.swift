import DataFlow
import Testing

/// §8, §15: a `ForEach` row owns what its content closure reads, traced or not; a row whose
/// closure read nothing observable keeps nothing of its own (issue 42: rows at no cost).
@Observable
fileprivate final class Counter {
    var value = 0
}

fileprivate struct CountRow: View {
    let value: Int
    var body: some View { Text("count \(value)") }
}

/// Each row's closure reads its counter: the read is the row's, not the owner's.
fileprivate struct ReadingRows: View {
    let counters: [Counter]
    var body: some View {
        VStack {
            ForEach(counters.indices, id: \.self) { index in CountRow(value: counters[index].value) }
            Button("bump") { counters[1].value += 1 }
        }
    }
}

/// Rows built from plain values: nothing observable is read in the closure.
fileprivate struct PlainRows: View {
    @State var values = [1, 2, 3]
    var body: some View {
        VStack {
            ForEach(values, id: \.self) { CountRow(value: $0) }
            Button("add") { values.append(values.count + 1) }
        }
    }
}

@Suite struct ForEachRowContentTests {
    static let inspections: [Session.Inspection] = [.none, .events, .full]

    /// The rule does not depend on whether anything is traced: untraced, a row tracks its reads
    /// with Observation's one-shot tracking; traced, with a scope that names what changed.
    @Test(arguments: inspections)
    func aChangeReadByOneRowsClosureRunsThatRowAloneInEveryMode(inspection: Session.Inspection) throws {
        let counters = [Counter(), Counter(), Counter()]
        let session = Session(root: ReadingRows(counters: counters), inspection: inspection)
        func bodies(_ action: () throws -> Void) rethrows -> Int {
            let before = session.graph.counters.bodiesEvaluated
            try action()
            return session.graph.counters.bodiesEvaluated - before
        }
        #expect(try bodies { try session.tap("bump") } == 1, "row 1's CountRow; the owner read nothing that changed")
        #expect(session.screen.contains { $0.hasSuffix("Text \"count 1\"") })
        // The row tracked afresh when it ran again: a second change reaches it too.
        #expect(bodies { session.perform { counters[1].value = 5 } } == 1)
        #expect(session.screen.contains { $0.hasSuffix("Text \"count 5\"") })
        // Another row's read is its own.
        #expect(bodies { session.perform { counters[2].value = 7 } } == 1)
        #expect(session.screen.contains { $0.hasSuffix("Text \"count 7\"") })
        // A change nobody read runs nothing.
        #expect(bodies { session.perform { counters[0].value = 0 } } == 0)
    }

    @Test func untracedARowWhoseClosureReadNothingObservableKeepsNothing() throws {
        let plain = Session(root: PlainRows(), inspection: .none)
        #expect(try #require(forEach(in: plain)).rowsWithOwnContent == 0)
        try plain.tap("add")
        #expect(try #require(forEach(in: plain)).rowsWithOwnContent == 0)
        #expect(plain.screen.contains { $0.hasSuffix("Text \"count 4\"") })

        let reading = Session(root: ReadingRows(counters: [Counter(), Counter()]), inspection: .none)
        #expect(try #require(forEach(in: reading)).rowsWithOwnContent == 2)
    }

    @Test func tracedEveryRowKeepsItsContentToNameWhatChanged() throws {
        let session = Session(root: PlainRows(), inspection: .events)
        #expect(try #require(forEach(in: session)).rowsWithOwnContent == 3)
    }

    private func forEach(in session: Session) -> ForEachNode? {
        var found: ForEachNode?
        session.graph.root?.walk { node, _ in
            if found == nil, let node = node as? ForEachNode { found = node }
            return found == nil ? node.children : []
        }
        return found
    }
}
