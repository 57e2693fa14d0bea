/// Where the keyboard focus is: a `Bool` for one field, or an optional value naming the field
/// (`enum Field { case name, email }`). It is state: the view owns it, reading it makes the view
/// depend on it, and writing it (or `focus "Email"` in a script) updates the views that read it.
///
/// dataflow keeps the focus only in this state (there is no keyboard): `.focused($flag)` ties a
/// field to it, `focus "<field>"` moves it, and submitting a field clears it (§23).
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
    @State private var value: Value
    /// What it holds while no field has the focus: false, or nil.
    private let resting: Value

    public init() where Value == Bool {
        _value = State(initialValue: false)
        resting = false
    }

    public init<T: Hashable>() where Value == T? {
        _value = State(initialValue: nil)
        resting = nil
    }

    public var wrappedValue: Value {
        get { value }
        nonmutating set { value = newValue }
    }

    public var projectedValue: Binding { Binding(base: $value, resting: resting) }

    /// What `.focused` takes: the focus state's storage.
    @propertyWrapper
    public struct Binding {
        let base: DataFlow.Binding<Value>
        /// What a field that gives up the focus leaves in it: false, or nil.
        let resting: Value

        public var wrappedValue: Value {
            get { base.wrappedValue }
            nonmutating set { base.wrappedValue = newValue }
        }

        public var projectedValue: Binding { self }
    }
}

/// `.focused($flag)` and `.focused($field, equals: .email)`: ties the field below to a focus state.
public struct _FocusedModifier: BuiltinModifier {
    /// Gives this field the focus.
    let focus: () -> Void
    /// Whether this field has the focus now.
    let hasFocus: () -> Bool
    /// Takes the focus from this field (false, or nil).
    let resign: () -> Void

    package func makeNode(in context: NodeContext, viewType: Any.Type) -> ModifierNode {
        FocusedNode(modifier: self, context: context, viewType: viewType)
    }
}

extension View {
    public func focused(_ condition: FocusState<Bool>.Binding) -> ModifiedContent<Self, _FocusedModifier> {
        let location = condition.base.location
        return modifier(_FocusedModifier(focus: { location.set(true) }, hasFocus: { location.get() }, resign: { location.set(false) }))
    }

    /// Ties the field to `binding`: it has the focus while the state equals `value` (a field's
    /// case of an optional enum, usually); giving it up puts the state back at rest (nil).
    public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> ModifiedContent<Self, _FocusedModifier> {
        let location = binding.base.location
        let resting = binding.resting
        return modifier(_FocusedModifier(focus: { location.set(value) }, hasFocus: { location.get() == value }, resign: { location.set(resting) }))
    }

    /// Where the focus goes first in this part of the window (iOS 17). On an iPhone nothing
    /// takes the focus by itself (the user taps a field), so no default focus is evaluated and
    /// the binding is left as it is: accepted.
    public func defaultFocus<V>(
        _ binding: FocusState<V>.Binding, _ value: V, priority: DefaultFocusEvaluationPriority = .automatic
    ) -> some View where V: Hashable {
        styled(".defaultFocus")
    }

    /// A view that can take the focus (a custom control): accepted.
    public func focusable(_ isFocusable: Bool = true) -> ModifiedContent<Self, _AppearanceModifier> { styled(".focusable") }
}

/// The node of a field with `.focused`: a script can put the focus in it (`focus "Email"`).
final class FocusedNode: ModifierNode, ControlNode {
    private var focused: _FocusedModifier? { modifier as? _FocusedModifier }

    var controlHandles: [ControlHandle] {
        [
            ControlHandle(kind: .focusable, label: fieldTitle) { [unowned self] _ in
                guard let focused = self.focused else { return }
                self.host.perform { focused.focus() }
            }
        ]
    }

    /// The title of the text field below, else its text.
    var fieldTitle: String {
        var node: Node? = children.first
        while let current = node {
            if let field = current as? TextFieldNode { return field.controlLabel }
            node = current.children.first
        }
        return labelText()
    }

    /// Whether this field has the focus now.
    var hasFocus: Bool { focused?.hasFocus() ?? false }

    /// The field takes the focus, if it has not (the user taps into it to type).
    func takeFocus() {
        guard let focused, !focused.hasFocus() else { return }
        focused.focus()
    }

    /// The field gives up the focus (after a submit), if it has it.
    func resign() {
        guard let focused, focused.hasFocus() else { return }
        focused.resign()
    }
}

extension ViewGraph {
    /// Whether the keyboard is up: a field tied to a focus state has the focus, or the user is
    /// typing in a field without one (until Return).
    package var isKeyboardUp: Bool {
        if editingField != nil { return true }
        guard let root else { return false }
        var found = false
        root.walk { node, _ in
            if found { return [] }
            if let focused = node as? FocusedNode, focused.hasFocus { found = true }
            return found ? [] : node.children
        }
        return found
    }
}

extension ViewGraph {
    /// The keyboard goes down, as `UIApplication.shared.sendAction(#selector(UIResponder
    /// .resignFirstResponder), …)` or `endEditing(true)` makes it: the field being typed in stops
    /// editing and the focused field gives up its focus (its focus state becomes false, or nil).
    package func resignFirstResponder() {
        editingField = nil
        guard let root else { return }
        var focused: [FocusedNode] = []
        root.walk { node, _ in
            if let field = node as? FocusedNode, field.hasFocus { focused.append(field) }
            return node.children
        }
        for field in focused { field.resign() }
    }
}
