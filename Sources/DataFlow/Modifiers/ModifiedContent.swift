/// A modifier that produces a new view from a view, as in SwiftUI.
public protocol ViewModifier {
    associatedtype Body: View
    typealias Content = _ViewModifier_Content<Self>

    @ViewBuilder func body(content: Content) -> Body
}

/// The content a custom modifier's body wraps.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
    let content: any View

    public var body: Never { preconditionFailure("the graph shows a modifier's content itself") }
}

extension _ViewModifier_Content: StructuralContent {
    package func children() -> [ChildSlot] { [ChildSlot(key: .content, view: content)] }
}

/// A view with a modifier applied: `Text("A").padding()` is `ModifiedContent<Text, _PaddingLayout>`.
public struct ModifiedContent<Content, Modifier> {
    public var content: Content
    public var modifier: Modifier

    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    public typealias Body = Never
}

extension ModifiedContent: BuiltinView where Content: View, Modifier: ViewModifier {
    package func makeNode(in context: NodeContext) -> Node {
        if let modifier = graphModifier(for: modifier) {
            return modifier.makeNode(in: context, viewType: Self.self)
        }
        // A custom modifier is a view whose body is `modifier.body(content:)`, at the identity of
        // the `ModifiedContent` its parent builds (an environmental one resolves first; two
        // concatenated ones apply one after the other).
        return BodyNode(view: hostedBody, context: context, viewType: Self.self)
    }
}

extension ModifiedContent: ModifiedContentProtocol where Content: View, Modifier: ViewModifier {
    var anyContent: any View { content }
    var anyModifier: any ViewModifier { modifier }
}

/// A view that stands for a custom modifier's body: `content.modifier(M())` as the graph runs it.
protocol CustomModifierHosting {
    var hostedBody: any View { get }
}

extension ModifiedContent: CustomModifierHosting where Content: View, Modifier: ViewModifier {
    var hostedBody: any View {
        if let environmental = modifier as? any EnvironmentalModifier { return environmental.resolvingBody(wrapping: content) }
        if let pair = modifier as? any ModifierPair { return pair.composedBody(wrapping: content) }
        return CustomModifierBody(modifier: modifier, content: content)
    }
}

extension CustomModifierBody: CustomModifierHosting {
    var hostedBody: any View { self }
}

protocol ModifiedContentProtocol {
    var anyContent: any View { get }
    var anyModifier: any ViewModifier { get }
}

extension View {
    /// Applies a modifier to this view (a view when `T` is a `ViewModifier`, as in SwiftUI).
    public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

/// A custom modifier seen as a view: its dynamic properties live in the modifier, found inside
/// this struct like any view's.
struct CustomModifierBody<Modifier: ViewModifier, Content: View>: View, DynamicPropertyHolder {
    static var hostedField: String { "modifier" }
    static var displayType: Any.Type { Modifier.self }

    var modifier: Modifier
    var content: Content

    var body: Modifier.Body {
        modifier.body(content: _ViewModifier_Content(content: content))
    }
}

/// A view that stands for something else (a custom modifier): the graph looks for dynamic
/// properties in one of its fields and names it after the type it stands for.
protocol DynamicPropertyHolder {
    static var hostedField: String { get }
    static var displayType: Any.Type { get }
}

/// A modifier the engine implements: it annotates the screen, or reacts to updates (onChange,
/// onAppear), or gives its content an identity (`.id`).
package protocol BuiltinModifier: ViewModifier where Body == Never {
    /// A note on the first screen line of the content (`.padding()`), if any.
    var screenAnnotation: String? { get }
    /// The key the content sits at; `.id(x)` makes it `.explicit(x)` (§1).
    var contentKey: IdentityKey { get }
    /// Room the modifier adds around its content, or a height it gives it (§33); most add none.
    var layout: NodeLayout { get }
    /// Per-identity behaviour (remembered values, queued actions), if the modifier needs any.
    func makeBehavior() -> ModifierBehavior?
    /// The node for a view with this modifier: a `ModifierNode`, or a subclass for modifiers that
    /// are controls too (a tap gesture).
    func makeNode(in context: NodeContext, viewType: Any.Type) -> ModifierNode
}

extension BuiltinModifier {
    package var screenAnnotation: String? { nil }
    package var contentKey: IdentityKey { .content }
    package var layout: NodeLayout { .transparent }
    package func makeBehavior() -> ModifierBehavior? { nil }

    package func makeNode(in context: NodeContext, viewType: Any.Type) -> ModifierNode {
        ModifierNode(modifier: self, context: context, viewType: viewType)
    }
}

extension ViewModifier where Body == Never {
    /// A modifier without a body of its own (built in, environmental, or two concatenated): the
    /// graph applies it itself and never asks.
    public func body(content: Content) -> Body {
        preconditionFailure("\(Self.self) has no body; the graph applies it itself")
    }
}

/// What a built-in modifier does at its identity over time.
package class ModifierBehavior {
    package init() {}
    /// The modifier was created (`isFirst`) or given a new value by the parent's update.
    package func update(_ modifier: any BuiltinModifier, node: ModifierNode, isFirst: Bool) {}
    /// The content below is up to date (appear actions are queued now: deepest first, §16).
    package func contentDidUpdate(node: ModifierNode, isFirst: Bool) {}
    /// The identity is leaving.
    package func willRemove(node: ModifierNode) {}
    /// The view left the screen but its identity lives on (a push covered it, its tab was
    /// hidden), or came back (§16): appear and disappear actions run, tasks stop and start.
    package func visibilityDidChange(node: ModifierNode, isVisible: Bool) {}
}

/// The node of a view with a built-in modifier.
package class ModifierNode: Node {
    package private(set) var modifier: any BuiltinModifier
    private var behavior: ModifierBehavior?
    private var isFirst = true

    init(modifier: any BuiltinModifier, context: NodeContext, viewType: Any.Type) {
        self.modifier = modifier
        behavior = modifier.makeBehavior()
        super.init(context, viewType: viewType)
    }

    override package func layout(width: Double) -> NodeLayout { modifier.layout }

    override package func apply(_ view: any View) {
        guard let modified = view as? any ModifiedContentProtocol,
            let modifier = graphModifier(for: modified.anyModifier)
        else { preconditionFailure("a \(type(of: view)) reached a modifier node") }
        self.modifier = modifier
        let wasFirst = isFirst
        behavior?.update(modifier, node: self, isFirst: wasFirst)
        isFirst = false
        // The content is the first child; a presentation keeps what it presents beside it.
        let previousKey = children.first?.key
        let key = freshRenderKey(modifier.contentKey)
        let renewed = host.reporter.isTracing && isFreshIdentifier(key) && previousKey.map { $0 != key && isIdentifier($0) } == true
        reconcileChild(at: 0, ChildSlot(key: key, view: modified.anyContent))
        if renewed, let previousKey, let content = children.first {
            reportRenewedIdentity(of: content, showing: modified.anyContent, from: previousKey)
        }
        behavior?.contentDidUpdate(node: self, isFirst: wasFirst)
    }

    /// In a fresh render (D12), an `.id(UUID())` made anew by the body stands for the live
    /// content's id: the fresh render would only recreate the view, which is a lesson about
    /// identity (§1), not a value the screen failed to show. Any other key is the key.
    private func freshRenderKey(_ key: IdentityKey) -> IdentityKey {
        guard host.isSilent, case .explicit(let id) = key, let uuid = id.base as? UUID, !host.appHasSeen(uuid),
            let live = counterpart?.children.first, case .explicit(let liveID) = live.key, liveID.base is UUID
        else { return key }
        return live.key
    }

    /// An explicit UUID the app has never shown: made anew by the body that built this modifier.
    private func isFreshIdentifier(_ key: IdentityKey) -> Bool {
        guard case .explicit(let id) = key, let uuid = id.base as? UUID else { return false }
        return !host.appHasSeen(uuid)
    }

    private func isIdentifier(_ key: IdentityKey) -> Bool {
        if case .explicit(let id) = key { id.base is UUID } else { false }
    }

    /// `.id(UUID())`: the content is a new view each time its parent's body runs, its state made
    /// anew (§1). Reported for the hints, beyond SwiftUI.
    private func reportRenewedIdentity(of content: Node, showing view: any View, from previous: IdentityKey) {
        guard case .explicit(let old) = previous, case .explicit(let new)? = content.key as IdentityKey? else { return }
        let describer = host.reporter.describer
        let name = (content as? BodyNode)?.baseName ?? String(displayTypeName(type(of: view)).prefix { $0 != "<" })
        host.reporter.trace(
            .inputNotKept(
                InputRecord(
                    kind: .identityReplaced, node: NodeRecord(view: name, identity: content.identityPath), property: ".id",
                    given: describer.identifier(new), held: describer.identifier(old))))
    }

    override package var leavesWithoutTransition: Bool {
        (modifier as? _TransitionModifier)?.transition.isIdentity ?? children.first?.leavesWithoutTransition ?? false
    }

    override package func environmentWriter(toward child: Node?) -> (any EnvironmentWriting)? {
        modifier as? any EnvironmentWriting
    }

    override package func willRemove() { behavior?.willRemove(node: self) }

    override package func visibilityDidChange(isVisible: Bool) { behavior?.visibilityDidChange(node: self, isVisible: isVisible) }

    override package func render(into screen: inout ScreenBuilder) {
        if let note = modifier.screenAnnotation {
            screen.annotate(note) { super.render(into: &$0) }
        } else {
            super.render(into: &screen)
        }
    }
}

/// A modified view animates its content's data and its modifier's, as a pair (SwiftUI declares
/// it where both are animatable).
extension ModifiedContent: Animatable where Content: Animatable, Modifier: Animatable {
    public var animatableData: AnimatablePair<Content.AnimatableData, Modifier.AnimatableData> {
        get { AnimatablePair(content.animatableData, modifier.animatableData) }
        set {
            content.animatableData = newValue.first
            modifier.animatableData = newValue.second
        }
    }
}
