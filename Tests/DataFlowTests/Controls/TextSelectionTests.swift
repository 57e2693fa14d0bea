import DataFlow
import Foundation
import Testing

private struct Composer: View {
    @State private var draft = ""
    @State private var selection: TextSelection?
    var body: some View {
        VStack {
            TextEditor(text: $draft, selection: $selection)
            Text(caret)
        }
    }

    private var caret: String {
        guard let selection, case .selection(let range) = selection.indices else { return "no selection" }
        return "caret at \(draft.distance(from: draft.startIndex, to: range.lowerBound))\(selection.isInsertion ? "" : " (a range)")"
    }
}

/// iOS 18's text selection: typing leaves the insertion point at the end of the text.
@Suite struct TextSelectionTests {
    @Test func typingLeavesTheInsertionPointAtTheEnd() {
        let harness = Harness(Composer())
        #expect(harness.screen.contains("  Text \"no selection\""))
        harness.type("TextEditor", "Hello")
        #expect(harness.screen.contains("  Text \"caret at 5\""))
    }

    @Test func aRangeIsNotAnInsertion() {
        let text = "Hello"
        #expect(!TextSelection(range: text.startIndex..<text.endIndex).isInsertion)
        #expect(TextSelection(insertionPoint: text.endIndex).isInsertion)
    }
}

private struct Countdown: View {
    let start = Date(timeIntervalSince1970: 0)
    var body: some View {
        ProgressView(timerInterval: start...start.addingTimeInterval(90)) { Text("Tea") }
    }
}

@Suite struct TimerProgressTests {
    @Test func aTimerThatEndedLongAgoHasCountedDownToZero() {
        let harness = Harness(Countdown())
        #expect(harness.screen.prefix(2) == ["ProgressView 0/90", "  Text \"Tea\""])
    }
}

private struct Finder: View {
    @State private var name = ""
    @State private var query = ""
    @State private var nameSelection: TextSelection?
    @State private var querySelection: TextSelection?
    var body: some View {
        NavigationStack {
            VStack {
                TextField("Name", text: $name, selection: $nameSelection)
                Text(
                    "name caret \(nameSelection?.isInsertion == true ? "set" : "none"), search caret \(querySelection?.isInsertion == true ? "set" : "none")"
                )
            }
            .searchable(text: $query)
            .searchSelection($querySelection)
        }
    }
}

@Suite struct FieldSelectionTests {
    @Test func aFieldsAndASearchsSelectionFollowTyping() {
        let harness = Harness(Finder())
        harness.type("Name", "Ada")
        #expect(harness.screen.contains { $0.contains("name caret set, search caret none") })
        harness.play(.search("fern"))
        #expect(harness.screen.contains { $0.contains("name caret set, search caret set") })
    }
}
