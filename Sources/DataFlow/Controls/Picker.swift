/// A choice among tagged options, bound to a selection: `pick "Flavor" "Mint"`.
///
/// The options are the content's views with a `.tag(_:)`, or the rows of a `ForEach` in it, which
/// SwiftUI tags with their ids. An option matches the selection when its tag has the selection's
/// type and an equal value; a selection no option matches is what SwiftUI warns about.
///
///     Picker("Flavor", selection: $flavor) {
///         ForEach(Flavor.allCases) { Text($0.name) }   // tagged with each flavor's id
///     }
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
    let selection: Binding<SelectionValue>
    let label: Label
    let content: Content

    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.selection = selection
        self.label = label()
        self.content = content()
    }
}

extension Picker where Label == Text {
    public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(title) }
    }
}

extension Picker {
    /// iOS 13's form: `Picker(selection: $index, label: Text("Tip"))`.
    public init(selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { label }
    }
}

/// `.tag(_:)`: the value a picker option (or a tab) stands for.
public struct _TagModifier<V: Hashable>: BuiltinModifier {
    let value: V
    /// Whether the tag also stands for `Optional(value)` (§20).
    let includeOptional: Bool
}

extension View {
    /// Tags the view with `tag`; with `includeOptional` (the default, as in the SDKs of Xcode 16
    /// and later) it also matches an Optional selection holding `tag` (§20).
    public func tag<V: Hashable>(_ tag: V, includeOptional: Bool = true) -> ModifiedContent<Self, _TagModifier<V>> {
        modifier(_TagModifier(value: tag, includeOptional: includeOptional))
    }
}

/// A tag of any type, for matching with a selection.
protocol TagProviding {
    var anyTag: AnyHashable { get }
    var includesOptional: Bool { get }
}

extension _TagModifier: TagProviding {
    var anyTag: AnyHashable { AnyHashable(value) }
    var includesOptional: Bool { includeOptional }
}

extension Picker: BuiltinView {
    package func makeNode(in context: NodeContext) -> Node { PickerNode<SelectionValue>(context, viewType: Self.self) }
}

extension Picker: PickerProtocol {
    var anyLabel: any View { label }
    var anyContent: any View { content }
}

protocol PickerProtocol<SelectionValue> {
    associatedtype SelectionValue: Hashable
    var selection: Binding<SelectionValue> { get }
    var anyLabel: any View { get }
    var anyContent: any View { get }
}

/// One option a picker offers: the value it stands for and the text it shows.
struct TaggedOption {
    var tag: AnyHashable
    var label: String
    /// The tag also stands for an Optional selection holding it (`tag(_:includeOptional:)`).
    var includesOptional = false
    /// Why the row cannot be selected (`.selectionDisabled()`), if it cannot.
    var selectionBlock: String?

    /// Whether the option stands for `selection`: the same value of the same type, or, for a
    /// tag that includes the Optional, a non-nil Optional selection holding an equal value.
    func matches(_ selection: some Hashable) -> Bool {
        if tag == AnyHashable(selection) { return true }
        guard includesOptional, let held = Self.unwrapped(selection) else { return false }
        return tag == held
    }

    private static func unwrapped(_ value: Any) -> AnyHashable? {
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .optional, let held = mirror.children.first?.value else { return nil }
        return held as? AnyHashable
    }
}

extension Node {
    /// The tagged views in this subtree, in order: explicit `.tag`s, and `ForEach` rows (tagged
    /// with their ids), the nearest tag of each option winning.
    func taggedOptions() -> [TaggedOption] {
        if let modifier = self as? ModifierNode, let tag = modifier.modifier as? any TagProviding {
            return [TaggedOption(tag: tag.anyTag, label: labelText(), includesOptional: tag.includesOptional)]
        }
        if self is ForEachNode {
            return children.flatMap { row -> [TaggedOption] in
                // A section made for each element (`ForEach(groups) { Section { … } }`) holds
                // the rows a list selects; the section itself is not one.
                if row.isSection { return row.taggedOptions() }
                var option: TaggedOption
                if let explicit = row.taggedOptions().first {
                    option = explicit
                } else if case .element(let id) = row.key {
                    option = TaggedOption(tag: id.value, label: row.labelText())
                } else {
                    option = TaggedOption(tag: AnyHashable(row.index), label: row.labelText())
                }
                option.selectionBlock = row.rowTraitBlock(.selection)
                return [option]
            }
        }
        return StackSpace.ensuringRoom { children.flatMap { $0.taggedOptions() } }
    }
}

final class PickerNode<SelectionValue: Hashable>: BoundControlNode<SelectionValue>, ControlNode {
    /// The control's own height (§33).
    override package func layout(width: Double) -> NodeLayout { .fixed(LayoutMetrics.textLineHeight(environment.font)) }

    override package var pathName: String? { "Picker" }

    override package func take(_ view: any View) -> (binding: Binding<SelectionValue>, children: [ChildSlot])? {
        guard let picker = view as? any PickerProtocol<SelectionValue> else { return nil }
        return (picker.selection, [ChildSlot(key: .label, view: picker.anyLabel), ChildSlot(key: .content, view: picker.anyContent)])
    }

    private var options: [TaggedOption] {
        children.first { $0.key == .content }?.taggedOptions() ?? []
    }

    override package func line(label: String, value: SelectionValue) -> String {
        let options = self.options
        let chosen = options.first { $0.matches(value) }.map { quote($0.label) } ?? "(no option tagged \(quote(String(describing: value))))"
        return "Picker \(quote(ownLabel)) = \(chosen), options: \(options.map { quote($0.label) }.joined(separator: ", "))"
    }

    override package func apply(_ view: any View) {
        super.apply(view)
        warnIfUntagged()
    }

    override package func performOwnUpdate() {
        super.performOwnUpdate()
        warnIfUntagged()
    }

    override func shownValueDidChange() { warnIfUntagged() }

    /// The untagged selection last warned about: the same update of the picker, reached both by
    /// its re-read binding and by its parent's body, warns once.
    private var warned: AnyHashable?

    /// SwiftUI's warning for a selection that no option's tag matches.
    private func warnIfUntagged() {
        guard let shown, !options.contains(where: { $0.matches(shown) }) else {
            warned = nil
            return
        }
        guard warned != AnyHashable(shown) else { return }
        warned = AnyHashable(shown)
        host.reporter.report(.swiftUI(RuntimeWarning.pickerSelectionWithoutTag(String(describing: shown))))
    }

    /// One handle per option: `pick "Flavor" "Mint"`.
    var controlHandles: [ControlHandle] {
        options.map { option in
            ControlHandle(kind: .picker, label: ScriptAction.pickerLabel(ownLabel, option.label)) { [unowned self] _ in
                guard let value = option.tag.base as? SelectionValue else {
                    return self.reportTagOfAnotherType(
                        option.tag, selection: SelectionValue.self, control: "Picker \(quote(self.ownLabel))", option: option.label)
                }
                self.operate(setting: value)
            }
        }
    }
}

extension ScriptAction {
    /// Picker handles are labelled with the picker's label and the option's, so that a missing
    /// option lists the options that exist.
    static func pickerLabel(_ picker: String, _ option: String) -> String { picker + "\u{1F}" + option }

    /// The action that chooses a picker handle's option (the inverse of `pickerLabel`).
    static func pick(handle label: String) -> ScriptAction {
        let parts = label.split(separator: "\u{1F}", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        return .pick(parts[0], parts.count > 1 ? parts[1] : "")
    }
}

extension Node {
    /// Whether this node is a `Section`, under nothing but single-child structure.
    var isSection: Bool {
        var node: Node = self
        while true {
            if (node as? StructuralNode)?.view is any SectionProtocol { return true }
            guard node.children.count == 1 else { return false }
            node = node.children[0]
        }
    }
}
