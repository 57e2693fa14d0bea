import DataFlow
import Foundation
import Testing

private struct Notes: View {
    @State private var text: AttributedString = {
        var text = AttributedString("Hi")
        text.font = .headline
        return text
    }()
    @State private var selection = AttributedTextSelection()

    var body: some View {
        VStack {
            TextEditor(text: $text, selection: $selection)
            Text("\(text.characters.count) characters: \(String(text.characters))")
        }
    }
}

/// iOS 26's rich text editor: typing into a `TextEditor` over an `AttributedString` writes its
/// characters through the binding, as the plain editor writes a `String`, and keeps the
/// attributes of the characters it did not change.
@Suite struct AttributedTextEditorTests {
    @Test func typingWritesTheAttributedStringsCharacters() {
        let harness = Harness(Notes())
        #expect(harness.screen.contains { $0.contains("Text \"2 characters: Hi\"") }, "\(harness.screen)")
        harness.type("TextEditor", "Hi there")
        #expect(harness.screen.contains { $0.contains("Text \"8 characters: Hi there\"") }, "\(harness.screen)")
    }

    @Test func untouchedCharactersKeepTheirAttributes() {
        var selection = AttributedTextSelection()
        var text = AttributedString("Hi")
        text.font = .headline
        text.replaceSelection(&selection, withCharacters: "!")
        #expect(String(text.characters) == "Hi!")
        #expect(text.runs.first?.font == .headline)
    }
}
