import Foundation

/// Where the caret or the selected text is in a rich text editor (iOS 26): the value behind
/// `TextEditor(text: $attributed, selection: $selection)`, which an app reads to style what is
/// selected and writes to move the caret.
///
/// A script never selects text, so a selection is what the app made it. `AttributedTextSelection()`
/// is the caret at the end of whatever text it is used with (the SDK gives no position; dataflow
/// chooses the end, where a keyboard leaves it), and typing into the editor puts it back there.
/// Indices stop being valid when the text changes (Foundation's rule); a selection whose indices
/// no longer fit the text reads as the caret at its end. `AttributedString.transform(updating:)`
/// keeps one valid across an edit.
public struct AttributedTextSelection: Equatable, Sendable {
    /// What a selection resolves to in a given text, so code can branch on caret versus ranges.
    public enum Indices: Equatable, Sendable {
        /// Nothing is selected: the caret sits before this index.
        case insertionPoint(AttributedString.Index)
        /// One or more stretches of text are selected.
        case ranges(RangeSet<AttributedString.Index>)
    }

    /// Where the selection is, kept apart from `Indices` so "the end" needs no index of a text.
    enum Position: Equatable, Sendable {
        /// The caret after the last character, whatever the text.
        case end
        /// The caret before an index of the text it was made for.
        case insertionPoint(AttributedString.Index)
        /// Selected stretches of the text they were made for.
        case ranges(RangeSet<AttributedString.Index>)
    }

    /// Where the caret or the selected text is.
    var position: Position
    /// Attributes the app chose for the next typed characters; nil takes them from the text.
    var explicitTypingAttributes: AttributeContainer?

    /// The caret at the end of the text: a new editor's selection, before the app moves it.
    public init() {
        position = .end
    }

    /// The caret before `insertionPoint`; `typingAttributes` style what is typed there next.
    public init(insertionPoint: AttributedString.Index, typingAttributes: AttributeContainer? = nil) {
        position = .insertionPoint(insertionPoint)
        explicitTypingAttributes = typingAttributes
    }

    /// Several selected stretches at once; an empty set is the caret at the end.
    public init(ranges: RangeSet<AttributedString.Index>) {
        position = ranges.isEmpty ? .end : .ranges(ranges)
    }

    /// One selected stretch; an empty range is the caret at its position.
    public init(range: Range<AttributedString.Index>) {
        position = range.isEmpty ? .insertionPoint(range.lowerBound) : .ranges(RangeSet(range))
    }
}

extension AttributedTextSelection {
    /// The selection as positions in `text`, so an app can read what is selected or where to insert.
    public func indices(in text: AttributedString) -> Indices {
        switch position {
        case .end:
            return .insertionPoint(text.endIndex)
        case .insertionPoint(let index):
            return (index..<index).isValid(within: text) ? .insertionPoint(index) : .insertionPoint(text.endIndex)
        case .ranges(let ranges):
            let valid = ranges.ranges.filter { $0.isValid(within: text) }
            return valid.isEmpty ? .insertionPoint(text.endIndex) : .ranges(RangeSet(valid))
        }
    }

    /// Which side of a line break the caret belongs to, for code that asks: without layout there
    /// is no wrapped line, so it is always `.automatic`.
    public func affinity(in text: AttributedString) -> TextSelectionAffinity {
        .automatic
    }
}

extension AttributedTextSelection {
    /// The attributes the next typed characters get, so a toolbar can show (and change) them.
    ///
    /// The app's own typing attributes win at a caret; otherwise typed text continues the
    /// character before the caret (or the first selected one), keeping only the attributes
    /// Foundation lets added text inherit.
    public func typingAttributes(in text: AttributedString) -> AttributeContainer {
        switch indices(in: text) {
        case .insertionPoint(let index):
            if let explicitTypingAttributes { return explicitTypingAttributes }
            return text.inheritedAttributes(at: index)
        case .ranges(let ranges):
            guard let first = ranges.ranges.first else { return AttributeContainer() }
            return text.runs[first.lowerBound].attributes.filter(inheritedByAddedText: true)
        }
    }

    /// The attributes of what is selected, one container per run, so a toolbar can tell whether
    /// all of it is bold; at a caret, the typing attributes.
    public func attributes(in text: AttributedString) -> Attributes<AttributedString> {
        switch indices(in: text) {
        case .insertionPoint:
            return Attributes(containers: [typingAttributes(in: text)])
        case .ranges(let ranges):
            var containers: [AttributeContainer] = []
            for range in ranges.ranges {
                for run in text[range].runs { containers.append(run.attributes) }
            }
            return Attributes(containers: containers)
        }
    }

    /// The attributes over a selection, in text order, so one attribute can be read across it.
    public struct Attributes<Text>: Sequence {
        /// Each container the selection covers.
        public typealias Element = AttributeContainer

        /// The selected runs' attributes, in order.
        let containers: [AttributeContainer]

        /// Walks the containers in text order.
        public func makeIterator() -> some IteratorProtocol<AttributeContainer> {
            containers.makeIterator()
        }

        /// One attribute's value in each container (nil where a run lacks it), named by key path.
        public subscript<K>(type: KeyPath<AttributeDynamicLookup, K>) -> some Sequence<K.Value?>
        where K: AttributedStringKey, K.Value: Sendable {
            containers.map { $0[K.self] }
        }

        /// One attribute's value in each container (nil where a run lacks it), named by its key.
        public subscript<K>(type: K.Type) -> some Sequence<K.Value?> where K: AttributedStringKey, K.Value: Sendable {
            containers.map { $0[K.self] }
        }
    }
}

extension AttributedString {
    /// Edits the text in `body` and moves `selection` with the edit, so it still covers the same
    /// characters afterwards; when Foundation loses track, the caret goes to the end.
    public mutating func transform<E: Error>(
        updating selection: inout AttributedTextSelection, body: (inout AttributedString) throws(E) -> Void
    ) throws(E) {
        switch selection.indices(in: self) {
        case .insertionPoint(let index):
            if case .end = selection.position {
                try body(&self)
                return
            }
            if let updated = try transform(updating: index..<index, body: body) {
                selection.position = .insertionPoint(updated.lowerBound)
            } else {
                selection.position = .end
            }
        case .ranges(let ranges):
            if let updated = try transform(updating: Array(ranges.ranges), body: body) {
                let kept = updated.filter { !$0.isEmpty }
                selection.position = kept.isEmpty ? .insertionPoint(updated[0].lowerBound) : .ranges(RangeSet(kept))
            } else {
                selection.position = .end
            }
        }
    }

    /// The selected text with its attributes, so an app can read or copy what the user selected;
    /// a caret selects nothing.
    public subscript(selection: AttributedTextSelection) -> DiscontiguousAttributedSubstring {
        switch selection.indices(in: self) {
        case .insertionPoint: self[RangeSet<AttributedString.Index>()]
        case .ranges(let ranges): self[ranges]
        }
    }

    /// Changes the attributes of the selected text (a toolbar's Bold button); at a caret it
    /// changes the typing attributes instead, so the next typed characters get them.
    public mutating func transformAttributes<E: Error>(
        in selection: inout AttributedTextSelection, body: (inout AttributeContainer) throws(E) -> Void
    ) throws(E) {
        switch selection.indices(in: self) {
        case .insertionPoint:
            var attributes = selection.typingAttributes(in: self)
            try body(&attributes)
            selection.explicitTypingAttributes = attributes
        case .ranges(let ranges):
            var edits: [(offsets: Range<Int>, attributes: AttributeContainer)] = []
            for range in ranges.ranges {
                for run in self[range].runs {
                    var attributes = run.attributes
                    try body(&attributes)
                    if attributes != run.attributes { edits.append((utf8Offsets(of: run.range), attributes)) }
                }
            }
            guard !edits.isEmpty else { return }
            // The selection is carried through the edit so its indices stay valid.
            transform(updating: &selection) { text in
                for edit in edits { text[text.range(utf8Offsets: edit.offsets)].setAttributes(edit.attributes) }
            }
        }
    }

    /// Replaces the selected text with typed characters styled by the typing attributes, leaving
    /// the caret after them, as typing over a selection does.
    public mutating func replaceSelection(_ selection: inout AttributedTextSelection, withCharacters newContent: some Collection<Character>) {
        let inserted = AttributedString(String(newContent), attributes: selection.typingAttributes(in: self))
        replaceSelection(&selection, with: inserted)
    }

    /// Replaces the selected text with styled text (a paste), leaving the caret after it.
    public mutating func replaceSelection(_ selection: inout AttributedTextSelection, with newContent: some AttributedStringProtocol) {
        let ranges: [Range<AttributedString.Index>] =
            switch selection.indices(in: self) {
            case .insertionPoint(let index): [index..<index]
            case .ranges(let ranges): Array(ranges.ranges)
            }
        // Offsets survive the edits where indices do not; the last stretch goes first so the
        // earlier ones stay where they were.
        let offsets = ranges.map { utf8Offsets(of: $0) }
        for stretch in offsets.dropFirst().reversed() { removeSubrange(range(utf8Offsets: stretch)) }
        let first = offsets[0]
        replaceSubrange(range(utf8Offsets: first), with: newContent)
        let caret = utf8.index(startIndex, offsetBy: first.lowerBound + newContent.utf8.count)
        selection = AttributedTextSelection(insertionPoint: caret)
    }
}

extension AttributedString {
    /// What text typed at `index` inherits: the character before it (or after, at the start),
    /// keeping only the attributes Foundation passes on to added text.
    func inheritedAttributes(at index: AttributedString.Index) -> AttributeContainer {
        guard !characters.isEmpty else { return AttributeContainer() }
        let source = index > startIndex ? characters.index(before: index) : startIndex
        return runs[source].attributes.filter(inheritedByAddedText: true)
    }

    /// Where a range lies as UTF-8 offsets, which stay meaningful after an edit that makes its
    /// indices invalid.
    func utf8Offsets(of range: Range<AttributedString.Index>) -> Range<Int> {
        let lower = utf8.distance(from: startIndex, to: range.lowerBound)
        return lower..<(lower + utf8.distance(from: range.lowerBound, to: range.upperBound))
    }

    /// The range of the current text at UTF-8 offsets, made fresh so it is valid now.
    func range(utf8Offsets offsets: Range<Int>) -> Range<AttributedString.Index> {
        let lower = utf8.index(startIndex, offsetBy: offsets.lowerBound)
        return lower..<utf8.index(lower, offsetBy: offsets.count)
    }
}
