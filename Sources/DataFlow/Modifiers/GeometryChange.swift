import Foundation

/// `.onGeometryChange(for:of:action:)`: an action when a value made from the view's geometry
/// changes, run after the update as other actions are (§11).
///
/// SwiftUI keeps the last value, starting from none, so the action runs once when the view first
/// lays out, with the first value (the two-value form gets it as both old and new), and then
/// whenever the transform gives a value unequal to the last. dataflow lays nothing out: the
/// geometry is the screen's (D15), so after the first call the value changes only when the
/// transform's own captures do (a threshold in the view's state). An action that makes the value
/// swing back to one it had within one update is stopped, with SwiftUI's warning.
public struct _GeometryActionModifier<Value: Equatable>: BuiltinModifier {
    enum Action {
        case newValue((Value) -> Void)
        case oldAndNew((Value, Value) -> Void)
    }

    /// Called by the graph with the view's geometry, after the body that declared it (not in it).
    let transform: (GeometryProxy) -> Value
    let action: Action

    package func makeBehavior() -> ModifierBehavior? { GeometryActionBehavior<Value>() }
}

final class GeometryActionBehavior<Value: Equatable>: ModifierBehavior {
    private var last: Value?
    private var cycleDetector = ValueCycleDetector<Value>()

    override package func update(_ modifier: any BuiltinModifier, node: ModifierNode, isFirst: Bool) {
        guard let modifier = modifier as? _GeometryActionModifier<Value> else { return }
        let new = modifier.transform(.screen)
        if let last, last == new { return }
        let old = last ?? new
        last = new
        let host = node.host
        guard cycleDetector.dispatch(new, frame: host.queue.frameNumber) else {
            if cycleDetector.shouldLog { host.reporter.report(.swiftUI(RuntimeWarning.geometryActionCycle)) }
            return
        }
        let describer = host.reporter.describer
        let values = old == new ? describer.describe(new).text : "\(describer.describe(old).text) → \(describer.describe(new).text)"
        let label = "onGeometryChange(for: \(displayTypeName(Value.self))) action of \(node.ownerDescription): \(values)"
        switch modifier.action {
        case .newValue(let action): host.queue.enqueue(label) { action(new) }
        case .oldAndNew(let action): host.queue.enqueue(label) { action(old, new) }
        }
    }
}

/// SwiftUI's guard against a geometry action that swings its value back and forth: within one
/// update (a step), a value equal to one of the last three stops the action, and the warning is
/// logged once. A value new each time is not a cycle.
struct ValueCycleDetector<Value: Equatable> {
    private var frame = -1
    private var recent: [Value] = []
    private var hasLogged = false
    private(set) var shouldLog = false

    mutating func dispatch(_ value: Value, frame: Int) -> Bool {
        shouldLog = false
        if frame != self.frame {
            self.frame = frame
            recent = []
        }
        if recent.contains(value) {
            if !hasLogged {
                hasLogged = true
                shouldLog = true
            }
            return false
        }
        recent.append(value)
        if recent.count > 3 { recent.removeFirst() }
        return true
    }
}

extension View {
    /// The action gets the new value (iOS 16, back-deployed).
    public func onGeometryChange<T: Equatable>(
        for type: T.Type, of transform: @escaping (GeometryProxy) -> T, action: @escaping (_ newValue: T) -> Void
    ) -> some View {
        modifier(_GeometryActionModifier(transform: transform, action: .newValue(action)))
    }

    /// The action gets the old and the new value (iOS 18).
    public func onGeometryChange<T: Equatable>(
        for type: T.Type, of transform: @escaping (GeometryProxy) -> T, action: @escaping (_ oldValue: T, _ newValue: T) -> Void
    ) -> some View {
        modifier(_GeometryActionModifier(transform: transform, action: .oldAndNew(action)))
    }
}

extension GeometryProxy {
    /// What every view is offered: the screen (D15).
    static var screen: GeometryProxy { GeometryProxy(size: UIScreen.main.bounds.size) }
}
