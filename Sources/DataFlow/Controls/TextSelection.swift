/// Where the insertion point or the selected text is in a field (iOS 18): `TextField(_:text:
/// selection:)`, `TextEditor(text:selection:)`. Typing replaces the text and leaves the insertion
/// point at its end, as a keyboard does.
public struct TextSelection: Hashable, Sendable {
    /// The selected ranges.
    public enum Indices: Hashable, Sendable {
        case selection(Range<String.Index>)
        case multiSelection(RangeSet<String.Index>)
    }

    public var indices: Indices
    public var affinity: TextSelectionAffinity = .automatic

    public init(range: Range<String.Index>) { indices = .selection(range) }
    public init(insertionPoint: String.Index) { indices = .selection(insertionPoint..<insertionPoint) }
    public init(ranges: RangeSet<String.Index>) { indices = .multiSelection(ranges) }

    /// Whether nothing is selected: an insertion point.
    public var isInsertion: Bool {
        if case .selection(let range) = indices { range.isEmpty } else { false }
    }
}

extension TextField where Label == Text {
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, selection: Binding<TextSelection?>, prompt: Text? = nil, axis: Axis? = nil) {
        self.init(title: shownTitle(titleKey.text, prompt: prompt), text: text)
        self.selection = selection
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, selection: Binding<TextSelection?>, prompt: Text? = nil, axis: Axis? = nil) {
        self.init(title: shownTitle(String(title), prompt: prompt), text: text)
        self.selection = selection
    }
}

extension TextField {
    public init(text: Binding<String>, selection: Binding<TextSelection?>, prompt: Text? = nil, axis: Axis? = nil, @ViewBuilder label: () -> Label) {
        self.init(title: labelTitle(label(), prompt: prompt), text: text)
        self.selection = selection
    }
}

extension TextEditor {
    public init(text: Binding<String>, selection: Binding<TextSelection?>) {
        self.init(text: text)
        self.selection = selection
    }
}

extension View {
    /// The selection in the search field of `.searchable` (iOS 26): moved like a field's.
    public func searchSelection(_ selection: Binding<TextSelection?>) -> some View {
        environment(\.searchSelection, selection)
    }
}

extension EnvironmentValues {
    /// The search field's selection binding, for the `.searchable` below.
    var searchSelection: Binding<TextSelection?>? {
        get { self[SearchSelectionKey.self] }
        set { self[SearchSelectionKey.self] = newValue }
    }
}

private struct SearchSelectionKey: EnvironmentKey {
    static var defaultValue: Binding<TextSelection?>? { nil }
}
