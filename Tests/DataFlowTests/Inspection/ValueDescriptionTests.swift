import DataFlow
import Foundation
import Testing

fileprivate struct Toggle {
    let title: String
    var isEnabled: Bool
}

fileprivate final class Model { var flag = true }

fileprivate enum Lock { case active, inactive }

/// Shows a UUID as text and prints it, as apps do with `uuidString`.
fileprivate struct Reminder: View {
    @State private var id = UUID()
    @State private var scheduled = ""
    var body: some View {
        VStack {
            Text("reminder \(id.uuidString)")
            Text(scheduled)
            Button("Schedule") {
                scheduled = "local.\(id.uuidString).9"
                print("scheduled", id)
            }
        }
    }
}

@Suite struct ValueDescriptionTests {
    @Test func valuesDescribeDeterministically() {
        let describer = ValueDescriber()
        #expect(describer.describe(Toggle(title: "AAA", isEnabled: true)).text == "Toggle(title: \"AAA\", isEnabled: true)")
        #expect(describer.describe([1, 2]).text == "[1, 2]")
        #expect(describer.describe(Lock.active).text == ".active")
        #expect(describer.describe(Optional<Int>.none as Any).text == "nil")
        #expect(describer.describe(["b": 2, "a": 1]).text == "[\"a\": 1, \"b\": 2]")
        #expect(describer.describe(Color.blue).text == ".blue")
        // Foundation's text, in UTC, not the storage (`timeIntervalSinceReferenceDate: …`).
        #expect(describer.describe(Date(timeIntervalSince1970: 0)).text == "1970-01-01 00:00:00 +0000")
        #expect(describer.describe(URL(string: "https://example.com/a")!).text == "https://example.com/a")
    }

    @Test func objectsAreNamedByFirstSightingPerType() {
        let describer = ValueDescriber()
        let first = Model(), second = Model()
        #expect(describer.describe([second, first]).text == "[Model#1, Model#2]")
        #expect(describer.name(of: first) == "Model#2")
        #expect(describer.describeFields(of: first).text == "Model#2(flag: true)")
    }

    @Test func changesPointAtTheSmallestDifferingPlaces() {
        let describer = ValueDescriber()
        let old = describer.describe([Toggle(title: "A", isEnabled: true), Toggle(title: "B", isEnabled: true)])
        let new = describer.describe([Toggle(title: "A", isEnabled: false), Toggle(title: "B", isEnabled: true), Toggle(title: "C", isEnabled: true)])
        let changes = old.changes(to: new)
        #expect(changes.map(\.path) == ["[0].isEnabled", "[2]"])
        #expect(changes[1].old == .absent)
    }

    /// A UUID inside text (a notification identifier, a log line, a label) is named as the run
    /// names UUIDs, so a transcript is the same every run; hex that is longer is left alone.
    @Test func uuidsInsideTextAreNamed() {
        let describer = ValueDescriber()
        let id = UUID()
        #expect(describer.namingUUIDs(in: "local.\(id.uuidString).1704114000") == "local.UUID#1.1704114000")
        #expect(describer.describe("saved \(id)").text == "\"saved UUID#1\"")
        #expect(describer.namingUUIDs(in: "a\(id.uuidString)") == "a\(id.uuidString)", "a longer hex word is not a UUID")
        #expect(describer.namingUUIDs(in: "none here") == "none here")
    }

    @Test func theScreenAndTheConsoleNameUUIDs() {
        let harness = Harness(Reminder())
        #expect(harness.screen.contains("  Text \"reminder UUID#1\""), "\(harness.screen)")
        let step = harness.tap("Schedule")
        #expect(harness.screen.contains("  Text \"local.UUID#1.9\""))
        #expect(step.record.events.contains { if case .console(let text) = $0 { text == "scheduled UUID#1" } else { false } })
    }
}
