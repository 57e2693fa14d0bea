import Foundation

/// The geometry of a scroll view (iOS 18): where it is scrolled to and how tall its content is,
/// from the screen's layout (§33); a view outside any scroll view reads the screen at rest.
public struct ScrollGeometry: Equatable, Sendable, CustomDebugStringConvertible {
    public var contentOffset: CGPoint
    public var contentSize: CGSize
    public var contentInsets: EdgeInsets
    public var containerSize: CGSize

    public init(contentOffset: CGPoint, contentSize: CGSize, contentInsets: EdgeInsets, containerSize: CGSize) {
        self.contentOffset = contentOffset
        self.contentSize = contentSize
        self.contentInsets = contentInsets
        self.containerSize = containerSize
    }

    public var visibleRect: CGRect { CGRect(origin: contentOffset, size: containerSize) }
    public var bounds: CGRect { CGRect(origin: contentOffset, size: containerSize) }

    public var debugDescription: String {
        "ScrollGeometry(contentOffset: \(contentOffset), contentSize: \(contentSize), containerSize: \(containerSize))"
    }

    /// The one geometry of a run: at rest, at the top, the size of the screen.
    static var screen: ScrollGeometry {
        let size = UIScreen.main.bounds.size
        return ScrollGeometry(contentOffset: .zero, contentSize: size, contentInsets: EdgeInsets(), containerSize: size)
    }
}

/// `.onScrollGeometryChange(for:of:action:)`: an action when a value made from the scroll
/// geometry changes (§11): as the scroll view scrolls (§33), or when the transform's own captures
/// change it. Unlike `onGeometryChange`, it is not known to run for the first value (RULES §11:
/// uncertain), so dataflow runs it only when the value changes.
public struct _ScrollGeometryActionModifier<Value: Equatable>: BuiltinModifier {
    /// Called by the graph with the scroll geometry, after the body that declared it.
    let transform: (ScrollGeometry) -> Value
    let action: (Value, Value) -> Void

    package func makeBehavior() -> ModifierBehavior? { ScrollGeometryActionBehavior<Value>() }
}

final class ScrollGeometryActionBehavior<Value: Equatable>: ModifierBehavior, ScrollObserver {
    private var last: Value?
    private var cycleDetector = UpdateCycleDetector()
    private weak var node: ModifierNode?
    private var viewport: ScrollViewport?

    override package func update(_ modifier: any BuiltinModifier, node: ModifierNode, isFirst: Bool) {
        check(modifier, node: node)
    }

    /// Once the content is made, the scroll view it reads; its first value is the one there.
    override package func contentDidUpdate(node: ModifierNode, isFirst: Bool) {
        guard isFirst, let modifier = node.modifier as? _ScrollGeometryActionModifier<Value>, let scroller = node.scrollerOfModifier else { return }
        self.node = node
        viewport = scroller.viewport
        scroller.viewport.addObserver(self)
        last = modifier.transform(scroller.viewport.geometry)
    }

    func viewportDidScroll(_ viewport: ScrollViewport, byUser: Bool) {
        guard let node, !node.isRemoved else { return }
        check(node.modifier, node: node)
    }

    private func check(_ modifier: any BuiltinModifier, node: ModifierNode) {
        guard let modifier = modifier as? _ScrollGeometryActionModifier<Value> else { return }
        let new = modifier.transform(viewport?.geometry ?? .screen)
        defer { last = new }
        guard let old = last, old != new else { return }
        let host = node.host
        guard cycleDetector.dispatch(step: host.queue.frameNumber) else {
            // No public source quotes SwiftUI's words for this loop: dataflow says it in its own voice.
            if cycleDetector.shouldLog {
                host.reporter.report(
                    .dataflow(
                        "onScrollGeometryChange's action changed its value again and again within one update; SwiftUI stops such an action (its exact warning is not known here, §11)"
                    ))
            }
            return
        }
        let describer = host.reporter.describer
        let label =
            "onScrollGeometryChange(for: \(displayTypeName(Value.self))) action of \(node.ownerDescription): "
            + "\(describer.describe(old).text) → \(describer.describe(new).text)"
        host.queue.enqueue(label) { modifier.action(old, new) }
    }
}

/// Where a scroll view is in its motion: `.idle` at rest; a script's swipe goes through
/// `.tracking`, `.interacting` and `.decelerating` back to `.idle` (§33).
public enum ScrollPhase: Equatable, Sendable {
    case idle, tracking, interacting, decelerating, animating

    public var isScrolling: Bool { self != .idle }
}

/// What `onScrollPhaseChange` hands over with the phases.
public struct ScrollPhaseChangeContext {
    public let geometry: ScrollGeometry
    public var velocity: CGVector? { nil }
}

/// `.onScrollPhaseChange`: an action for each change of phase as the user scrolls (§33). A scroll
/// the app makes (`scrollTo`, a scroll position) changes no phase without an animation.
public struct _ScrollPhaseActionModifier: BuiltinModifier {
    let action: (ScrollPhase, ScrollPhase, ScrollPhaseChangeContext) -> Void

    package func makeBehavior() -> ModifierBehavior? { ScrollPhaseBehavior() }
}

final class ScrollPhaseBehavior: ModifierBehavior, ScrollObserver {
    private weak var node: ModifierNode?

    override package func contentDidUpdate(node: ModifierNode, isFirst: Bool) {
        guard isFirst, let scroller = node.scrollerOfModifier else { return }
        self.node = node
        scroller.viewport.addObserver(self)
    }

    /// A swipe: touched, dragged, let go to decelerate, at rest again; each change one action.
    func viewportDidScroll(_ viewport: ScrollViewport, byUser: Bool) {
        guard byUser, let node, !node.isRemoved, let modifier = node.modifier as? _ScrollPhaseActionModifier else { return }
        let phases: [ScrollPhase] = [.idle, .tracking, .interacting, .decelerating, .idle]
        let context = ScrollPhaseChangeContext(geometry: viewport.geometry)
        for (old, new) in zip(phases, phases.dropFirst()) {
            node.host.queue.enqueue("onScrollPhaseChange action of \(node.ownerDescription): \(old) → \(new)") { modifier.action(old, new, context) }
        }
    }
}

extension View {
    public func onScrollGeometryChange<T: Equatable>(
        for type: T.Type, of transform: @escaping (ScrollGeometry) -> T, action: @escaping (_ oldValue: T, _ newValue: T) -> Void
    ) -> some View {
        modifier(_ScrollGeometryActionModifier(transform: transform, action: action))
    }

    /// Runs `action` for each change of phase as the user scrolls (§33).
    public func onScrollPhaseChange(_ action: @escaping (_ oldPhase: ScrollPhase, _ newPhase: ScrollPhase) -> Void) -> some View {
        modifier(_ScrollPhaseActionModifier { old, new, _ in action(old, new) })
    }

    public func onScrollPhaseChange(
        _ action: @escaping (_ oldPhase: ScrollPhase, _ newPhase: ScrollPhase, _ context: ScrollPhaseChangeContext) -> Void
    ) -> some View {
        modifier(_ScrollPhaseActionModifier(action: action))
    }
}
