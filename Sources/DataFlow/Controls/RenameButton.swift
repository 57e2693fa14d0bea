/// The action a `RenameButton` performs (iOS 16): what the nearest `.renameAction` gave, usually
/// focusing the text field that holds the name.
public struct RenameAction {
    let action: () -> Void

    public func callAsFunction() { action() }
}

private struct RenameActionKey: EnvironmentKey {
    static var defaultValue: RenameAction? { nil }
}

extension EnvironmentValues {
    /// The rename action `.renameAction` set above this view, or nil.
    public var rename: RenameAction? { self[RenameActionKey.self] }

    /// What `.renameAction` writes.
    var renameAction: RenameAction? {
        get { self[RenameActionKey.self] }
        set { self[RenameActionKey.self] = newValue }
    }
}

extension View {
    /// Makes `action` what a `RenameButton` in this view does.
    public func renameAction(_ action: @escaping () -> Void) -> some View {
        environment(\.renameAction, RenameAction(action: action))
    }

    /// Makes a `RenameButton` in this view focus the field `isFocused` is bound to.
    public func renameAction(_ isFocused: FocusState<Bool>.Binding) -> some View {
        environment(\.renameAction, RenameAction { isFocused.wrappedValue = true })
    }
}

/// A button that renames (iOS 16), titled "Rename" with a pencil: it performs the environment's
/// rename action. Without one it is disabled, as it has nothing to do (Medium: Apple documents
/// the action it triggers, not how the button looks without one).
public struct RenameButton<Label: View>: View {
    @Environment(\.rename) private var rename

    public init() where Label == DataFlow.Label<Text, Image> {}

    public var body: some View {
        Button {
            rename?()
        } label: {
            DataFlow.Label("Rename", systemImage: "pencil")
        }
        .disabled(rename == nil)
    }
}
