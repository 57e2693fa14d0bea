import DataFlow

extension Experiment {
    /// S1.6, D8: `withAnimation` opens a transaction of its own, flushed as its own pass.
    static var withAnimationTransaction: Experiment {
        Experiment(
            id: "with-animation",
            title: "withAnimation is its own transaction: one action, two passes, onChange sees both steps",
            claims: ["S1.6", "D8", "§11", "§14"],
            lesson: """
                One tap writes `value = 1; value = 2` and then, inside `withAnimation`, \
                `value = 3; value = 4`. Each write applies at once (the action itself reads 2 after \
                the second write), but the graph sees the action as two transactions: the plain \
                writes and the animated ones (D8, S1.6). Each is flushed as its own update pass, so \
                the body runs twice and sees 2 and then 4, never 1 or 3; onChange compares with the \
                value of its previous update and queues (0, 2) after the first pass and (2, 4) \
                after the second. This is the result real SwiftUI gives for the same code (body \
                sees [0, 2, 4] counting the first render; onChange sees [[0, 2], [2, 4]]: \
                OpenSwiftUI's compatibility test `nestedStateUpdate`). dataflow has no timeline, so \
                the animation itself is not shown; only its transaction is.
                """,
            variants: [.withAnimationMain],
            script: [.tap("Run")])
    }
}

extension Variant {
    static var withAnimationMain: Variant {
        Variant("main") { ContentView() }
    }
}

fileprivate struct ContentView: View {
    @State private var value = 0

    var body: some View {
        let _ = print("body sees \(value)")
        VStack {
            Text("value = \(value)")
                .onChange(of: value) { oldValue, newValue in
                    print("onChange sees \(oldValue) → \(newValue)")
                }
            Button("Run") {
                value = 1
                value = 2
                print("the action reads \(value)")
                withAnimation {
                    value = 3
                    value = 4
                }
            }
        }
    }
}
