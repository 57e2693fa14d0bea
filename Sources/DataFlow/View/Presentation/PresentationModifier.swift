/// Sheets, full-screen covers and alerts: content shown over the view while a binding says so.
///
/// The presented content is an identity of its own, created when it is shown and destroyed when
/// it is dismissed, so its state starts fresh at every presentation. The presenting node watches
/// the binding (like a control, D11), not the view that owns it: setting `isPresented` presents
/// without re-running the owner's body, and the content closure it runs is the one the owner's
/// last body evaluation made, with the values that evaluation captured (a sheet that shows an old
/// value, §3). Reading state through that closure is a read: from then on the owner depends on it.
public struct _PresentationModifier: BuiltinModifier {
    enum Style: Equatable {
        case sheet
        case fullScreenCover
        case alert(String)
        /// `.confirmationDialog`, `.actionSheet`: buttons like an alert's.
        case dialog(String)
        /// `.popover`: a sheet on iPhone.
        case popover
        /// `.navigationDestination(isPresented:)`: pushed on the navigation stack.
        case push

        var name: String {
            switch self {
            case .sheet: "sheet"
            case .fullScreenCover: "fullScreenCover"
            case .alert: "alert"
            case .dialog: "confirmationDialog"
            case .popover: "popover"
            case .push: "navigationDestination"
            }
        }

        /// Whether its content is buttons that dismiss it (an alert, a dialog).
        var isAlertLike: Bool {
            switch self {
            case .alert, .dialog: true
            default: false
            }
        }
    }

    let style: Style
    let source: any PresentationSource
    let onDismiss: (() -> Void)?

    package func makeNode(in context: NodeContext, viewType: Any.Type) -> ModifierNode {
        if style.isAlertLike { return AlertNode(modifier: self, context: context, viewType: viewType) }
        return PresentationNode(modifier: self, context: context, viewType: viewType)
    }
}

/// Whether, and what, a presentation shows: from an `isPresented` or an `item` binding.
protocol PresentationSource {
    /// What is presented now (during an update, as of the committed value), keyed by what it
    /// shows: `true` for `isPresented`, the item's id for `item`.
    func presented() -> (id: AnyHashable, content: any View)?
    /// Writes `false` (or `nil`): the presentation goes away.
    func dismiss()
    /// The state the binding leads to, to hear of its changes.
    var storage: StorageLocation? { get }
}

struct FlagPresentation<Content: View>: PresentationSource {
    let isPresented: Binding<Bool>
    let content: () -> Content

    func presented() -> (id: AnyHashable, content: any View)? {
        isPresented.location.get() ? (AnyHashable(true), content()) : nil
    }

    func dismiss() { isPresented.location.set(false) }
    var storage: StorageLocation? { isPresented.location.storage }
}

struct ItemPresentation<Item: Identifiable, Content: View>: PresentationSource {
    let item: Binding<Item?>
    let content: (Item) -> Content

    func presented() -> (id: AnyHashable, content: any View)? {
        item.location.get().map { (AnyHashable($0.id), content($0)) }
    }

    func dismiss() { item.location.set(nil) }
    var storage: StorageLocation? { item.location.storage }
}

extension View {
    /// Shows `content` in a sheet while `isPresented` is true; `onDismiss` runs after it goes.
    public func sheet<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> ModifiedContent<Self, _PresentationModifier> {
        modifier(_PresentationModifier(style: .sheet, source: FlagPresentation(isPresented: isPresented, content: content), onDismiss: onDismiss))
    }

    /// Shows `content(item)` in a sheet while `item` is not nil; another item is a new sheet.
    public func sheet<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> ModifiedContent<Self, _PresentationModifier> {
        modifier(_PresentationModifier(style: .sheet, source: ItemPresentation(item: item, content: content), onDismiss: onDismiss))
    }

    /// Like `sheet(isPresented:)`, covering the whole screen.
    public func fullScreenCover<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> ModifiedContent<Self, _PresentationModifier> {
        modifier(
            _PresentationModifier(
                style: .fullScreenCover, source: FlagPresentation(isPresented: isPresented, content: content), onDismiss: onDismiss))
    }

    /// Like `sheet(item:)`, covering the whole screen.
    public func fullScreenCover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> ModifiedContent<Self, _PresentationModifier> {
        modifier(_PresentationModifier(style: .fullScreenCover, source: ItemPresentation(item: item, content: content), onDismiss: onDismiss))
    }

    /// An alert with `title` and the buttons `actions` builds while `isPresented` is true. Tapping
    /// any of its buttons sets `isPresented` to false, then runs the button's action.
    public func alert<Actions: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: @escaping () -> Actions
    ) -> ModifiedContent<Self, _PresentationModifier> {
        alert(titleKey.text, isPresented: isPresented, actions: actions)
    }

    @_disfavoredOverload
    public func alert<S: StringProtocol, Actions: View>(
        _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: @escaping () -> Actions
    ) -> ModifiedContent<Self, _PresentationModifier> {
        modifier(
            _PresentationModifier(style: .alert(String(title)), source: FlagPresentation(isPresented: isPresented, content: actions), onDismiss: nil))
    }

    /// An alert with a message below its title.
    public func alert<Actions: View, Message: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: @escaping () -> Actions,
        @ViewBuilder message: @escaping () -> Message
    ) -> ModifiedContent<Self, _PresentationModifier> {
        alert(titleKey.text, isPresented: isPresented, actions: actions, message: message)
    }

    @_disfavoredOverload
    public func alert<S: StringProtocol, Actions: View, Message: View>(
        _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: @escaping () -> Actions,
        @ViewBuilder message: @escaping () -> Message
    ) -> ModifiedContent<Self, _PresentationModifier> {
        modifier(
            _PresentationModifier(
                style: .alert(String(title)),
                source: FlagPresentation(isPresented: isPresented) { AlertContent(actions: actions(), message: message()) },
                onDismiss: nil))
    }
}

/// An alert's message and buttons, as one view.
struct AlertContent<Actions: View, Message: View>: StructuralContent {
    let actions: Actions
    let message: Message

    func children() -> [ChildSlot] { [ChildSlot(key: .position(0), view: message), ChildSlot(key: .position(1), view: actions)] }
}
