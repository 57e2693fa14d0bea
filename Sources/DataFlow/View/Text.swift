/// A line of text.
public struct Text: View, Equatable {
    let content: String

    public init(_ content: String) {
        self.content = content
    }

    public init(verbatim content: String) {
        self.content = content
    }
}

extension Text: BuiltinView {
    package func makeNode(in context: NodeContext) -> Node { TextNode(text: self, context: context) }
}

/// The node of a `Text`: shows its string.
package final class TextNode: Node {
    private var text: Text

    init(text: Text, context: NodeContext) {
        self.text = text
        super.init(context, viewType: Text.self)
    }

    override package var pathName: String? { "Text" }

    override package func apply(_ view: any View) {
        if let text = view as? Text { self.text = text }
    }

    override package func render(into screen: inout ScreenBuilder) {
        // Text reads the font from the environment, as SwiftUI's does: shown so that inherited
        // fonts are visible (S2.1).
        let font = environment.font.map { " (font: \($0.name))" } ?? ""
        screen.add("Text \(text.content.quotedLiteral)\(font)", identity: identityPath)
    }

    override package func appendText(to words: inout [String]) { words.append(text.content) }
}
