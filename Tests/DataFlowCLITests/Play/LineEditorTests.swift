import Testing

@testable import DataFlowCLI

/// `play` on a terminal edits a line as a shell's prompt does (issue 30: ↑ arrived as `^[[A`).
@Suite struct LineEditorTests {
    typealias State = LineEditor.State

    private func type(_ keys: [LineEditor.Key], history: [String] = []) -> (State, State.Outcome) {
        var state = State(history: history)
        var outcome = State.Outcome.editing
        for key in keys {
            outcome = state.apply(key)
            if outcome != .editing { break }
        }
        return (state, outcome)
    }

    private func text(_ string: String) -> [LineEditor.Key] { string.map(LineEditor.Key.text) }

    @Test func arrowsMoveTheCursorAndTextGoesWhereItIs() {
        let (_, outcome) = type(text("tap \"Sve\"") + [.left, .left, .left] + text("a") + [.end] + [.enter])
        #expect(outcome == .done("tap \"Save\""))
        let (_, home) = type(text("Save\"") + [.home] + text("tap \"") + [.enter])
        #expect(home == .done("tap \"Save\""))
    }

    @Test func deletingKeysRemoveWhatTheySay() {
        #expect(type(text("tap x") + [.backspace] + text("y") + [.enter]).1 == .done("tap y"))
        #expect(type(text("tap xy") + [.left, .left, .delete, .enter]).1 == .done("tap y"))
        #expect(type(text("tap \"A\"") + [.left, .control("u"), .enter]).1 == .done("\""))
        #expect(type(text("tap \"A\"") + [.home, .right, .right, .right, .control("k"), .enter]).1 == .done("tap"))
        #expect(type(text("type \"Name\" Ann") + [.control("w"), .enter]).1 == .done("type \"Name\" "))
    }

    @Test func upAndDownWalkTheHistoryAndComeBackToTheDraft() {
        let history = ["tap \"One\"", "tap \"Two\""]
        #expect(type([.up, .enter], history: history).1 == .done("tap \"Two\""))
        #expect(type([.up, .up, .up, .enter], history: history).1 == .done("tap \"One\""))
        #expect(type(text("dra") + [.up, .down] + text("ft") + [.enter], history: history).1 == .done("draft"))
    }

    @Test func controlCAbandonsTheLineAndControlDEndsAnEmptyOne() {
        #expect(type(text("tap") + [.control("c")]).1 == .cancelled)
        #expect(type([.control("d")]).1 == .endOfInput)
        #expect(type(text("ab") + [.left, .control("d"), .enter]).1 == .done("a"))
    }
}
