import DataFlow
import Foundation
import Testing

fileprivate final class Model {
    var name = "m"
}

fileprivate struct Owner: View {
    @State var count = 0
    @State var model = Model()
    var body: some View {
        VStack {
            Text("\(count) \(model.name)")
            Button("same count") { count = 0 }
            Button("same object") { model = model }
            Button("new object") { model = Model() }
        }
    }
}

fileprivate struct Titled: View {
    let title: String
    var body: some View { Text(title) }
}

fileprivate struct WithClosure: View {
    let action: () -> Void
    var body: some View { Button("closure", action: action) }
}

/// Plain data with an `==` that claims everything is equal: AttributeGraph ignores it (§5).
fileprivate struct PlainData: View, Equatable {
    let value: Int
    static func == (lhs: Self, rhs: Self) -> Bool { true }
    var body: some View { Text("plain \(value)") }
}

/// Not plain data (a String) with the same `==`: SwiftUI uses it.
fileprivate struct NotPlain: View, Equatable {
    let value: String
    static func == (lhs: Self, rhs: Self) -> Bool { true }
    var body: some View { Text("not plain \(value)") }
}

fileprivate struct Parent: View {
    @State var counter = 0
    var body: some View {
        VStack {
            Button("count") { counter += 1 }
            Titled(title: "fixed")
            WithClosure { print("tapped") }
            PlainData(value: counter)
            NotPlain(value: "\(counter)")
        }
    }
}

fileprivate enum Payload: Equatable { case none, some(Int) }

fileprivate struct Plain {
    var a: Int
    var b: Bool
}

fileprivate struct WithArray { var items: [Plain] }

/// D10, §4, §5: one comparison for state writes and child views.
fileprivate struct Item { var n: Int }

/// A child handed a `#Predicate`: code held as a value.
fileprivate struct Filtered: View {
    let filter: Predicate<Item>
    var body: some View { Text("filtered") }
}

fileprivate struct FilterParent: View {
    @State private var count = 0
    var body: some View {
        VStack {
            Button("more") { count += 1 }
            Text("\(count)")
            Filtered(filter: #Predicate<Item> { $0.n > 1 })
        }
    }
}

@Suite struct ValueComparatorTests {
    @Test func anEqualWriteChangesNothing() {
        let harness = Harness(Owner())
        let step = harness.tap("same count")
        #expect(step.writes.map(\.outcome) == [.ignoredEqual])
        #expect(step.passes == 0)
    }

    @Test func classInstancesCompareByIdentity() {
        let harness = Harness(Owner())
        #expect(harness.tap("same object").passes == 0)
        #expect(harness.tap("new object").ran == ["Owner: _model changed."])
    }

    @Test func childrenAreComparedByTheirInputs() {
        let harness = Harness(Parent())
        let step = harness.tap("count")
        #expect(step.ranViews == ["Parent", "WithClosure", "PlainData"])
        #expect(step.skipped == ["Titled", "NotPlain"])
        // NotPlain's `==` said equal: its screen is stale (it shows 0, a fresh render shows 1).
        #expect(harness.stale.map(\.shows) == ["Text \"not plain 0\""])
    }

    @Test func theComparatorFollowsD10() {
        let state = ValueComparator(mode: .equatableAlways)
        #expect(state.equals(1, 1))
        #expect(!state.equals(1, 2))
        #expect(state.equals(Payload.some(1), Payload.some(1)))
        #expect(!state.equals(Payload.some(1), Payload.none))
        // An array of non-Equatable elements is a struct holding a buffer reference: compared field
        // by field, that is by buffer identity (§4). The same array is equal; a rebuilt one is not.
        let items = WithArray(items: [Plain(a: 1, b: true)])
        #expect(state.equals(items, items))
        #expect(!state.equals(items, WithArray(items: [Plain(a: 1, b: true)])))
        let model = Model()
        let models = [model]
        #expect(state.equals(models, models))
        #expect(!state.equals(models, [model]))
        let closure = { print("x") }
        #expect(!state.equals(closure, closure))
        #expect(state.equals(Optional<Int>.none as Any, Optional<Int>.none as Any))
        #expect(!state.equals(Optional(1) as Any, Optional<Int>.none as Any))
        #expect(!state.equals(1, "1"))
        // Plain data with padding compares field by field, never the padding bytes.
        #expect(state.equals(Plain(a: 7, b: true), Plain(a: 7, b: true)))
        #expect(!state.equals(Plain(a: 7, b: true), Plain(a: 7, b: false)))
    }

    /// A `Predicate` compares like a closure (never equal), and comparing it does not walk its
    /// fields, which field reflection cannot do (it crashed the run before).
    @Test func aPredicateComparesLikeAClosure() {
        let harness = Harness(FilterParent())
        let step = harness.tap("more")
        #expect(step.ranViews == ["FilterParent", "Filtered"])
    }
}
