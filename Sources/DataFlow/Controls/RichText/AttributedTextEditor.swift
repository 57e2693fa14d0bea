import Foundation

extension TextEditor {
    /// A rich text editor (iOS 26): typed into as the plain one is (`type "TextEditor" "…"`), so
    /// a script can drive an app that keeps its notes as an `AttributedString`.
    ///
    /// The editor works on the text's characters: what is typed replaces them, and the characters
    /// the edit leaves alone keep their attributes (new ones take the selection's typing
    /// attributes, else the preceding character's). After typing, `selection` is the caret at the
    /// end, as the plain editor's is.
    public init(text: Binding<AttributedString>, selection: Binding<AttributedTextSelection>? = nil) {
        let characters = AttributedCharactersLocation(base: text.location, selection: selection)
        self.init(text: Binding<String>(value: String(text._value.characters), location: characters))
    }
}

/// An attributed string seen as its characters, so the text field node can edit it as it edits
/// a `String`; reads and changes are the attributed string's (the editor depends on its storage).
final class AttributedCharactersLocation: AnyLocation<String> {
    /// Where the attributed text lives.
    let base: AnyLocation<AttributedString>
    /// The editor's selection, moved to the end after typing; nil when the app passed none.
    let selection: Binding<AttributedTextSelection>?
    /// The `.attributedTextFormattingDefinition` around the editor, which typed text is held to;
    /// the text field node sets it from its environment.
    var formatting: (any AttributedTextFormattingDefinition)?

    /// A view of `base`'s characters that also moves `selection` when they are typed over.
    init(base: AnyLocation<AttributedString>, selection: Binding<AttributedTextSelection>?) {
        self.base = base
        self.selection = selection
    }

    /// The text's characters, without attributes: what the editor shows and a script types over.
    override func get() -> String { String(base.get().characters) }

    /// Writes typed text into the attributed string, keeping the attributes of what did not change
    /// and holding it to the editor's formatting rules, then leaves the caret at the end as a
    /// keyboard does.
    override func set(_ newValue: String) {
        var text = base.get()
        let typing = selection?.wrappedValue.explicitTypingAttributes
        guard text.replaceTypedCharacters(with: newValue, typingAttributes: typing) else { return }
        formatting?.constrain(&text)
        base.set(text)
        guard let selection else { return }
        let end = AttributedTextSelection()
        if selection.wrappedValue != end { selection.wrappedValue = end }
    }

    /// A body reading the characters depends on the attributed string's storage.
    override func markRead() { base.markRead() }
    /// The attributed string's storage: where changes are signalled.
    override var storage: StorageLocation? { base.storage }
    /// The attributed string's host: where the writes are staged.
    override var host: GraphHost? { base.host }
    /// Made afresh each time the editor is built, so never the same location as before (§5).
    override var isFunctional: Bool { true }
    /// Whether the write ends in the app's `Binding(get:set:)`, as the base's does.
    override var setsThroughClosure: Bool { base.setsThroughClosure }
    /// Valid while the attributed string's location is.
    override var isValid: Bool { base.isValid }
    /// Named by the attributed string's storage in the transcript.
    override var targetDescription: String { base.targetDescription }
}

extension AttributedString {
    /// Makes the characters equal `newText` by replacing only the stretch that differs, so the
    /// untouched characters keep their runs; false when nothing differs.
    ///
    /// The new characters take `typingAttributes` when the app set some, else what the character
    /// before the change passes on to added text.
    mutating func replaceTypedCharacters(with newText: String, typingAttributes: AttributeContainer?) -> Bool {
        let old = Array(characters)
        let new = Array(newText)
        var prefix = 0
        while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < old.count - prefix, suffix < new.count - prefix, old[old.count - 1 - suffix] == new[new.count - 1 - suffix] {
            suffix += 1
        }
        if prefix == old.count, prefix == new.count { return false }
        let lower = characters.index(startIndex, offsetBy: prefix)
        let upper = characters.index(lower, offsetBy: old.count - suffix - prefix)
        let attributes = typingAttributes ?? inheritedAttributes(at: lower)
        replaceSubrange(lower..<upper, with: AttributedString(new[prefix..<(new.count - suffix)], attributes: attributes))
        return true
    }
}
