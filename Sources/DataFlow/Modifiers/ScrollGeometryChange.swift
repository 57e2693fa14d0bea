import Foundation

/// The geometry of a scroll view (iOS 18). dataflow neither lays out nor scrolls: a scroll view's
/// content sits at offset zero and fills the screen, which is its container (D15).
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
/// geometry changes (§11). Unlike `onGeometryChange`, it is not known to run for the first value
/// (RULES §11: uncertain), so dataflow runs it only when the value changes; with no scrolling,
/// that is when the transform's own captures change it.
public struct _ScrollGeometryActionModifier<Value: Equatable>: BuiltinModifier {
    /// Called by the graph with the scroll geometry, after the body that declared it.
    let transform: (ScrollGeometry) -> Value
    let action: (Value, Value) -> Void

    package func makeBehavior() -> ModifierBehavior? { ScrollGeometryActionBehavior<Value>() }
}

final class ScrollGeometryActionBehavior<Value: Equatable>: ModifierBehavior {
    private var last: Value?
    private var cycleDetector = UpdateCycleDetector()

    override package func update(_ modifier: any BuiltinModifier, node: ModifierNode, isFirst: Bool) {
        guard let modifier = modifier as? _ScrollGeometryActionModifier<Value> else { return }
        let new = modifier.transform(.screen)
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

/// Where a scroll view is in its motion. A run never scrolls: always `.idle`.
public enum ScrollPhase: Equatable, Sendable {
    case idle, tracking, interacting, decelerating, animating

    public var isScrolling: Bool { self != .idle }
}

/// What `onScrollPhaseChange` hands over with the phases.
public struct ScrollPhaseChangeContext {
    public var geometry: ScrollGeometry { .screen }
    public var velocity: CGVector? { nil }
}

extension View {
    public func onScrollGeometryChange<T: Equatable>(
        for type: T.Type, of transform: @escaping (ScrollGeometry) -> T, action: @escaping (_ oldValue: T, _ newValue: T) -> Void
    ) -> some View {
        modifier(_ScrollGeometryActionModifier(transform: transform, action: action))
    }

    /// A run never scrolls, so the phase never changes and the action never runs (D15).
    public func onScrollPhaseChange(_ action: @escaping (_ oldPhase: ScrollPhase, _ newPhase: ScrollPhase) -> Void) -> some View {
        self
    }

    public func onScrollPhaseChange(
        _ action: @escaping (_ oldPhase: ScrollPhase, _ newPhase: ScrollPhase, _ context: ScrollPhaseChangeContext) -> Void
    ) -> some View {
        self
    }
}
