/// `.onSubmit { }`: runs when the user presses Return in a text field below it (`submit "<field>"`
/// in a script). Every `.onSubmit` around the field runs, outermost first (the one applied last
/// to a view before the one applied first), then the field's own iOS 13 `onCommit:`; the field
/// then gives up the focus, as a single-line field does when Return dismisses the keyboard (§23).
public struct _SubmitModifier: BuiltinModifier {
    let action: () -> Void
}

/// What kinds of view trigger an `.onSubmit` (only text is modelled).
public struct SubmitTriggers: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let text = SubmitTriggers(rawValue: 1)
    public static let search = SubmitTriggers(rawValue: 2)
}

extension View {
    public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> ModifiedContent<Self, _SubmitModifier> {
        modifier(_SubmitModifier(action: action))
    }

    public func submitScope(_ isBlocking: Bool = true) -> ModifiedContent<Self, _AppearanceModifier> { styled(".submitScope") }
}

extension TextFieldNode {
    /// Return pressed: the `.onSubmit` actions around the field (outermost first), the field's
    /// `onCommit`, then the focus goes, all in one step (§23).
    func submit() {
        var actions: [() -> Void] = commitAction.map { [$0] } ?? []
        var focus: FocusedNode?
        var node = parent
        while let current = node {
            if let submit = (current as? ModifierNode)?.modifier as? _SubmitModifier { actions.append(submit.action) }
            if focus == nil, let focused = current as? FocusedNode { focus = focused }
            node = current.parent
        }
        host.perform {
            for action in actions.reversed() { action() }
            focus?.resign()
        }
    }
}

/// `.searchable(text:)`: a search field above the view, bound to `text`; a script types into it
/// with `search "<text>"`. The other forms the SDK declares are in `SearchableForms.swift`.
extension View {
    public func searchable(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil
    ) -> ModifiedContent<Self, _SecondaryContentModifier> {
        searchField(text: text, prompt: prompt, isPresented: nil)
    }

    public func searchable(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey
    ) -> ModifiedContent<Self, _SecondaryContentModifier> {
        searchable(text: text, placement: placement, prompt: Text(prompt))
    }

    @_disfavoredOverload
    public func searchable<S: StringProtocol>(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S
    ) -> ModifiedContent<Self, _SecondaryContentModifier> {
        searchable(text: text, placement: placement, prompt: Text(prompt))
    }

    /// The search field every form attaches: titled by its prompt ("Search" without one), and,
    /// with `isPresented`, made active when the user types into it.
    func searchField(text: Binding<String>, prompt: Text?, isPresented: Binding<Bool>?) -> ModifiedContent<Self, _SecondaryContentModifier> {
        var field = TextField<Text>(title: prompt?.content ?? "Search", text: text, isSearch: true)
        field.searchPresented = isPresented
        return attaching("searchable", inline: true, field)
    }
}

/// Where a search field goes: recorded by nothing.
public struct SearchFieldPlacement: Sendable {
    let name: String
    public static let automatic = SearchFieldPlacement(name: "automatic")
    public static let toolbar = SearchFieldPlacement(name: "toolbar")
    public static let sidebar = SearchFieldPlacement(name: "sidebar")
    public static let navigationBarDrawer = SearchFieldPlacement(name: "navigationBarDrawer")
    public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode) -> SearchFieldPlacement { navigationBarDrawer }
    public enum NavigationBarDrawerDisplayMode: Sendable { case automatic, always }
}

/// `.refreshable { await … }`: pull to refresh, `refresh` in a script. The action runs as a task
/// (its awaits are let go on with `resume`, as a `.task`'s are).
public struct _RefreshableModifier: BuiltinModifier {
    let action: () async -> Void

    package func makeNode(in context: NodeContext, viewType: Any.Type) -> ModifierNode {
        RefreshableNode(modifier: self, context: context, viewType: viewType)
    }
}

extension View {
    public func refreshable(action: @escaping () async -> Void) -> ModifiedContent<Self, _RefreshableModifier> {
        modifier(_RefreshableModifier(action: action))
    }
}

final class RefreshableNode: ModifierNode, ControlNode {
    var controlHandles: [ControlHandle] {
        [
            ControlHandle(kind: .refreshable, label: "refresh") { [unowned self] _ in
                guard let refresh = self.modifier as? _RefreshableModifier else { return }
                // A pull starts at the top: a list scrolled down is first swiped back up (§33).
                if let viewport = self.scrollerOfModifier?.scrollViewport, viewport.offset > 0 {
                    self.host.perform { viewport.scroll(to: 0, byUser: true) }
                }
                self.host.perform { _ = self.host.tasks?.start("refreshable action of \(self.ownerDescription)", refresh.action) }
            }
        ]
    }
}
