/// A text field bound to a `String`; the script types into it with `type "<title>" "<text>"`.
public struct TextField<Label: View>: View {
    let title: String
    let text: Binding<String>
    /// `onCommit:` (iOS 13) runs when the user presses Return, as `.onSubmit` does.
    var onCommit: (() -> Void)?
    var onEditingChanged: ((Bool) -> Void)?
    /// The search field of `.searchable`.
    var isSearch = false
    /// A searchable's `isPresented:`: the search becomes active when the user types into it.
    var searchPresented: Binding<Bool>?
    /// Where the insertion point is (iOS 18): at the end of what the user typed.
    var selection: Binding<TextSelection?>?

    init(title: String, text: Binding<String>, isSearch: Bool = false) {
        self.title = title
        self.text = text
        self.isSearch = isSearch
    }
}

extension TextField where Label == Text {
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        self.init(title: titleKey.text, text: text)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.init(title: String(title), text: text)
    }

    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        self.init(title: shownTitle(titleKey.text, prompt: prompt), text: text)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        self.init(title: shownTitle(String(title), prompt: prompt), text: text)
    }

    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) {
        self.init(title: titleKey.text, text: text)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis) {
        self.init(title: String(title), text: text)
    }

    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?, axis: Axis) {
        self.init(title: shownTitle(titleKey.text, prompt: prompt), text: text)
    }

    /// iOS 13's callbacks: `onEditingChanged` when editing begins and ends, `onCommit` on Return.
    public init(
        _ titleKey: LocalizedStringKey, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void = { _ in },
        onCommit: @escaping () -> Void = {}
    ) {
        self.init(title: titleKey.text, text: text)
        self.onCommit = onCommit
        self.onEditingChanged = onEditingChanged
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void = { _ in }, onCommit: @escaping () -> Void = {}
    ) {
        self.init(title: String(title), text: text)
        self.onCommit = onCommit
        self.onEditingChanged = onEditingChanged
    }
}

extension TextField where Label == Text {
    /// A field that edits a value through a format: it shows `format.format(value)`; what is
    /// typed is parsed, and written only if it parses (as SwiftUI keeps the old value otherwise).
    public init<F: ParseableFormatStyle>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil)
    where F.FormatOutput == String {
        self.init(title: shownTitle(titleKey.text, prompt: prompt), text: FieldText.formatted(value, format))
    }

    @_disfavoredOverload
    public init<S: StringProtocol, F: ParseableFormatStyle>(_ title: S, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil)
    where F.FormatOutput == String {
        self.init(title: shownTitle(String(title), prompt: prompt), text: FieldText.formatted(value, format))
    }

    /// A field that edits an optional value: empty text is nil.
    public init<V, F: ParseableFormatStyle>(_ titleKey: LocalizedStringKey, value: Binding<V?>, format: F, prompt: Text? = nil)
    where F.FormatInput == V, F.FormatOutput == String {
        self.init(title: shownTitle(titleKey.text, prompt: prompt), text: FieldText.formatted(value, format))
    }

    @_disfavoredOverload
    public init<S: StringProtocol, V, F: ParseableFormatStyle>(_ title: S, value: Binding<V?>, format: F, prompt: Text? = nil)
    where F.FormatInput == V, F.FormatOutput == String {
        self.init(title: shownTitle(String(title), prompt: prompt), text: FieldText.formatted(value, format))
    }

    /// A field that edits a value through a Foundation formatter (`NumberFormatter`).
    public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter) {
        self.init(title: titleKey.text, text: FieldText.formatted(value, formatter))
    }

    @_disfavoredOverload
    public init<S: StringProtocol, V>(_ title: S, value: Binding<V>, formatter: Formatter) {
        self.init(title: String(title), text: FieldText.formatted(value, formatter))
    }

    public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter, prompt: Text?) {
        self.init(title: shownTitle(titleKey.text, prompt: prompt), text: FieldText.formatted(value, formatter))
    }

    @_disfavoredOverload
    public init<S: StringProtocol, V>(_ title: S, value: Binding<V>, formatter: Formatter, prompt: Text?) {
        self.init(title: shownTitle(String(title), prompt: prompt), text: FieldText.formatted(value, formatter))
    }

    /// iOS 13's formatter forms with callbacks: `onEditingChanged` as editing begins and ends,
    /// `onCommit` on Return.
    public init<V>(
        _ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter, onEditingChanged: @escaping (Bool) -> Void,
        onCommit: @escaping () -> Void
    ) {
        self.init(title: titleKey.text, text: FieldText.formatted(value, formatter))
        self.onEditingChanged = onEditingChanged
        self.onCommit = onCommit
    }

    public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter, onEditingChanged: @escaping (Bool) -> Void) {
        self.init(title: titleKey.text, text: FieldText.formatted(value, formatter))
        self.onEditingChanged = onEditingChanged
    }

    public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter, onCommit: @escaping () -> Void) {
        self.init(title: titleKey.text, text: FieldText.formatted(value, formatter))
        self.onCommit = onCommit
    }

    @_disfavoredOverload
    public init<S: StringProtocol, V>(
        _ title: S, value: Binding<V>, formatter: Formatter, onEditingChanged: @escaping (Bool) -> Void, onCommit: @escaping () -> Void
    ) {
        self.init(LocalizedStringKey(String(title)), value: value, formatter: formatter, onEditingChanged: onEditingChanged, onCommit: onCommit)
    }

    @_disfavoredOverload
    public init<S: StringProtocol, V>(_ title: S, value: Binding<V>, formatter: Formatter, onEditingChanged: @escaping (Bool) -> Void) {
        self.init(LocalizedStringKey(String(title)), value: value, formatter: formatter, onEditingChanged: onEditingChanged)
    }

    @_disfavoredOverload
    public init<S: StringProtocol, V>(_ title: S, value: Binding<V>, formatter: Formatter, onCommit: @escaping () -> Void) {
        self.init(LocalizedStringKey(String(title)), value: value, formatter: formatter, onCommit: onCommit)
    }
}

extension TextField {
    /// The formatted forms with a label of their own (iOS 15): named by the label's text.
    public init<F: ParseableFormatStyle>(value: Binding<F.FormatInput>, format: F, prompt: Text? = nil, @ViewBuilder label: () -> Label)
    where F.FormatOutput == String {
        self.init(title: labelTitle(label(), prompt: prompt), text: FieldText.formatted(value, format))
    }

    public init<V, F: ParseableFormatStyle>(value: Binding<V?>, format: F, prompt: Text? = nil, @ViewBuilder label: () -> Label)
    where F.FormatInput == V, F.FormatOutput == String {
        self.init(title: labelTitle(label(), prompt: prompt), text: FieldText.formatted(value, format))
    }

    public init<V>(value: Binding<V>, formatter: Formatter, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(title: labelTitle(label(), prompt: prompt), text: FieldText.formatted(value, formatter))
    }
}

/// The text a field shows of a value it edits through a format or a formatter.
enum FieldText {
    static func formatted<F: ParseableFormatStyle>(_ value: Binding<F.FormatInput>, _ format: F) -> Binding<String> where F.FormatOutput == String {
        Binding(
            value: format.format(value._value),
            location: ParsedLocation(base: value.location, format: { format.format($0) }, parse: { try? format.parseStrategy.parse($0) }))
    }

    /// An optional value: empty text is nil.
    static func formatted<V, F: ParseableFormatStyle>(_ value: Binding<V?>, _ format: F) -> Binding<String>
    where F.FormatInput == V, F.FormatOutput == String {
        Binding(
            value: value._value.map { format.format($0) } ?? "",
            location: ParsedLocation(
                base: value.location, format: { $0.map { format.format($0) } ?? "" },
                parse: { text in text.isEmpty ? .some(nil) : (try? format.parseStrategy.parse(text)).map { .some($0) } }))
    }

    static func formatted<V>(_ value: Binding<V>, _ formatter: Formatter) -> Binding<String> {
        Binding(
            value: formatter.string(for: value._value) ?? "",
            location: ParsedLocation(
                base: value.location, format: { formatter.string(for: $0) ?? "" },
                parse: { text in
                    // Foundation on Linux keeps `getObjectValue` internal: numbers parse through NumberFormatter.
                    guard let number = (formatter as? NumberFormatter)?.number(from: text) else { return nil }
                    return (number as? V) ?? (number.doubleValue as? V) ?? (number.intValue as? V)
                }))
    }
}

/// A value seen as the text a format makes of it; a write parses the text, and is dropped if it
/// does not parse (SwiftUI keeps the old value without a word; dataflow says so). Reads and
/// changes are the base's (the field depends on the value's storage).
final class ParsedLocation<Base>: AnyLocation<String> {
    let base: AnyLocation<Base>
    let format: (Base) -> String
    let parse: (String) -> Base?
    /// What the text should look like, for the note when it does not parse.
    let expected: String

    init(
        base: AnyLocation<Base>, format: @escaping (Base) -> String, parse: @escaping (String) -> Base?,
        expected: String = "text the field's format can read"
    ) {
        self.base = base
        self.format = format
        self.parse = parse
        self.expected = expected
    }

    override func get() -> String { format(base.get()) }
    override func set(_ newValue: String) {
        guard let value = parse(newValue) else {
            (host ?? Ambient.current)?.reporter.report(
                .dataflow(
                    "\(quote(newValue)) does not parse: the field takes \(expected), so \(base.targetDescription) keeps its value"))
            return
        }
        base.set(value)
    }
    override func markRead() { base.markRead() }
    override var storage: StorageLocation? { base.storage }
    override var host: GraphHost? { base.host }
    override var isFunctional: Bool { true }
    override var isValid: Bool { base.isValid }
}

/// A multi-line text editor bound to a `String`; typed into like a text field (`type "TextEditor" "…"`).
public struct TextEditor: View {
    let text: Binding<String>
    /// Where the insertion point is (iOS 18): at the end of what the user typed.
    var selection: Binding<TextSelection?>?

    public init(text: Binding<String>) {
        self.text = text
    }
}

/// What the text field node needs of a text field, a secure field or a text editor.
protocol TextEntry {
    var entryKind: String? { get }
    var entryTitle: String { get }
    /// A label drawn beside the field that is more than its title (a date picker's).
    var entryLabel: (any View)? { get }
    var entryText: Binding<String> { get }
    var isSecure: Bool { get }
    var commitAction: (() -> Void)? { get }
    var searchPresented: Binding<Bool>? { get }
    /// The field's selection binding (iOS 18), if it has one.
    var entrySelection: Binding<TextSelection?>? { get }
}

extension TextEntry {
    var entrySelection: Binding<TextSelection?>? { nil }
}

extension TextEntry {
    var entryKind: String? { nil }
    var entryLabel: (any View)? { nil }
    var searchPresented: Binding<Bool>? { nil }
}

extension TextField: TextEntry {
    var entryKind: String? { isSearch ? "SearchField" : "TextField" }
    var entryTitle: String { title }
    var entryText: Binding<String> { text }
    var isSecure: Bool { false }
    var commitAction: (() -> Void)? { onCommit }
    var entrySelection: Binding<TextSelection?>? { selection }
}

extension SecureField: TextEntry {
    var entryTitle: String { title }
    var entryText: Binding<String> { text }
    var isSecure: Bool { true }
    var commitAction: (() -> Void)? { onCommit }
}

extension TextEditor: TextEntry {
    var entryTitle: String { "TextEditor" }
    var entryText: Binding<String> { text }
    var isSecure: Bool { false }
    var commitAction: (() -> Void)? { nil }
    var entrySelection: Binding<TextSelection?>? { selection }
}

extension TextEditor: BuiltinView {
    package func makeNode(in context: NodeContext) -> Node { TextFieldNode(context, viewType: Self.self) }
}

extension TextField {
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(title: labelTitle(label(), prompt: prompt), text: text)
    }
}

/// A field's name from its label: the label's text, else the prompt's.
func labelTitle(_ label: some View, prompt: Text?) -> String {
    (label as? Text)?.content ?? prompt?.content ?? ""
}

/// A text field that hides what it shows (`SecureField "Password" = "•••"`); typed into like one.
/// Its label names it: a title (a key, a string, a resource) or, from iOS 15, a label view, whose
/// text names it as a text field's does (the prompt, while the label has none).
public struct SecureField<Label: View>: View {
    let title: String
    let text: Binding<String>
    /// `onCommit:` (iOS 13) runs when the user presses Return, as `.onSubmit` does.
    var onCommit: (() -> Void)?

    /// The one initializer every public form ends in.
    init(title: String, text: Binding<String>) {
        self.title = title
        self.text = text
    }

    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(title: labelTitle(label(), prompt: prompt), text: text)
    }
}

extension SecureField where Label == Text {
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        self.init(title: titleKey.text, text: text)
    }

    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        self.init(title: shownTitle(titleKey.text, prompt: prompt), text: text)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.init(title: String(title), text: text)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        self.init(title: shownTitle(String(title), prompt: prompt), text: text)
    }

    /// iOS 13's form: `onCommit` runs when the user presses Return (`submit`), as `.onSubmit` does.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, onCommit: @escaping () -> Void) {
        self.init(titleKey, text: text)
        self.onCommit = onCommit
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, onCommit: @escaping () -> Void) {
        self.init(title, text: text)
        self.onCommit = onCommit
    }
}

/// The axis a scroll view or a text field grows along.
public enum Axis: Int8, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    case horizontal = 1
    case vertical = 2

    public var description: String { self == .horizontal ? "horizontal" : "vertical" }

    /// A set of axes: `.vertical`, `[.horizontal, .vertical]`.
    public struct Set: OptionSet, Sendable, Hashable {
        public let rawValue: Int8

        public init(rawValue: Int8) {
            self.rawValue = rawValue
        }

        public static let horizontal = Set(rawValue: 1)
        public static let vertical = Set(rawValue: 2)
    }
}

extension TextField: BuiltinView {
    package func makeNode(in context: NodeContext) -> Node { TextFieldNode(context, viewType: Self.self) }
}

extension SecureField: BuiltinView {
    package func makeNode(in context: NodeContext) -> Node { TextFieldNode(context, viewType: Self.self) }
}

final class TextFieldNode: BoundControlNode<String>, SingleControlNode {
    /// The control's own height (§33).
    override package func layout(width: Double) -> NodeLayout { .fixed(LayoutMetrics.textLineHeight(environment.font)) }

    private var title = ""
    private var isSecure = false

    /// `onCommit:` of an iOS 13 field: runs on `submit`, as `.onSubmit` does.
    private(set) var commitAction: (() -> Void)?
    /// A searchable's `isPresented:` binding, set true when the user starts searching.
    private var searchPresented: Binding<Bool>?
    /// The field's selection (iOS 18): typing leaves the insertion point at the end.
    private var selection: Binding<TextSelection?>?
    /// What the screen calls the control: `TextField`, `SecureField`, `TextEditor`, `DatePicker`.
    private var kind = "TextField"

    override package var pathName: String? { kind }

    override package func take(_ view: any View) -> (binding: Binding<String>, children: [ChildSlot])? {
        guard let field = view as? any TextEntry else { return nil }
        title = field.entryTitle
        isSecure = field.isSecure
        kind =
            isSecure ? "SecureField" : field is TextEditor ? "TextEditor" : field.entryKind ?? "\(type(of: field))".prefix { $0 != "<" }.description
        commitAction = field.commitAction
        searchPresented = field.searchPresented
        // A search field's selection comes from `.searchSelection` around the `.searchable`.
        selection = field.entrySelection ?? (kind == "SearchField" ? environment.searchSelection : nil)
        // An attributed text editor holds what is typed to the formatting definition around it.
        (field.entryText.location as? AttributedCharactersLocation)?.formatting = environment.attributedTextFormattingDefinition
        return (field.entryText, [ChildSlot(key: .label, view: field.entryLabel ?? EmptyView())])
    }

    override package func line(label: String, value: String) -> String {
        isSecure
            ? "SecureField \(quote(title)) = \(quote(String(repeating: "•", count: value.count)))"
            : kind == "TextEditor" ? "TextEditor = \(value.quotedLiteral)" : "\(kind) \(title.quotedLiteral) = \(value.quotedLiteral)"
    }

    /// After typing: the insertion point at the end of the text, as a keyboard leaves it.
    private func moveSelection(toEndOf text: String) {
        guard let selection else { return }
        let end = TextSelection(insertionPoint: text.endIndex)
        if selection.wrappedValue != end { selection.wrappedValue = end }
    }

    var controlKind: ControlKind { kind == "SearchField" ? .searchField : .textField }
    var controlLabel: String { title }

    /// The `.focused` modifier around the field (through other modifiers), if any.
    var focusAround: FocusedNode? {
        var node = parent
        while let modifier = node as? ModifierNode {
            if let focus = modifier as? FocusedNode { return focus }
            node = modifier.parent
        }
        return nil
    }

    /// The user replaces the field's text (one edit, one step).
    func operate(_ action: ScriptAction) {
        switch action {
        case .type(_, let text), .search(let text):
            // To type, the user taps into the field: it takes the focus first (§23), and a
            // search becomes active (its `isPresented` turns true) in the same event.
            // What was typed replaces the text, and the insertion point stays at its end.
            func replaceText() {
                operate(setting: text)
                moveSelection(toEndOf: text)
            }
            if let presented = searchPresented, !presented.wrappedValue {
                host.perform {
                    presented.wrappedValue = true
                    if let focus = focusAround { focus.takeFocus() } else { graph.editingField = self }
                    replaceText()
                }
            } else if let focus = focusAround {
                host.perform {
                    focus.takeFocus()
                    replaceText()
                }
            } else {
                graph.editingField = self
                host.perform(replaceText)
            }
        case .submit:
            if graph.editingField === self { graph.editingField = nil }
            submit()
        default: break
        }
    }
}

/// What a text field is named by: its title, or, when the title is empty, the prompt it shows in
/// its place (`TextField(userName, text: $userName, prompt: Text("Your name"))`).
func shownTitle(_ title: String, prompt: Text?) -> String {
    title.isEmpty ? prompt?.content ?? "" : title
}
