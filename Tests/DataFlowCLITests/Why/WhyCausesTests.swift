import DataFlow
import Foundation
import Testing

@testable import DataFlowCLI

// @unchecked Sendable: the model publishes from another thread on purpose.
fileprivate final class Feed: ObservableObject, @unchecked Sendable {
    @Published var items = 0

    /// Loads on another thread, and waits for it: the write joins the action's step.
    func load() {
        let done = DispatchSemaphore(value: 0)
        Thread {
            self.items += 1
            done.signal()
        }.start()
        done.wait()
    }
}

fileprivate struct FeedView: View {
    @StateObject private var feed = Feed()
    var body: some View {
        VStack {
            Text("items \(feed.items)")
            Button("Load") { feed.load() }
        }
    }
}

fileprivate struct Rows: View {
    @State private var count = 2
    var body: some View {
        VStack {
            ForEach(0..<count) { Text("row \($0)") }
            Button("More") { count += 1 }
        }
    }
}

/// `why` names the causes the transcript shows: the warnings of the step, not only the
/// `_printChanges` token (issue 31).
@Suite struct WhyCausesTests {
    private func answer<Root: View>(_ target: String, _ root: @escaping () -> Root, script: [ScriptAction], step: Int) throws -> [String] {
        let experiment = Experiment(id: "t", title: "t", claims: [], lesson: "", variants: [Variant("v", root: root)], script: script)
        let steps = ExperimentRunner.run(experiment, dependencies: true).variants[0].steps
        return try WhyAnswer.answer(for: target, in: steps, of: "v", step: step).reasons.map(\.text)
    }

    @Test func aPublishFromAnotherThreadIsNamedWithSwiftUIsWarningAndTheFix() throws {
        let reasons = try answer("FeedView", { FeedView() }, script: [.tap("Load")], step: 1)
        #expect(reasons.contains("_feed: the object it observes, Feed#1, announced a change: Feed#1.items: 0 → 1"))
        #expect(reasons.contains("SwiftUI warned: \(RuntimeWarning.publishingFromBackgroundThread)"))
        #expect(reasons.contains { $0.hasPrefix("the write was made on another thread than the main one") && $0.contains("@MainActor") })
    }

    @Test func aConstantRangeThatChangedCountIsNamedWithTheWarningAndTheKeptRows() throws {
        let reasons = try answer("Rows", { Rows() }, script: [.tap("More")], step: 1)
        #expect(reasons.contains { $0.hasPrefix("SwiftUI warned: ForEach<Range<Int>, Int, Text> count (3) != its initial count (2).") })
        #expect(reasons.contains("noted: ForEach keeps its first 2 rows: constant data cannot change (§13)"))
    }
}
