/// `.onChange(of:)`: compares the value each time its view is updated with the value of the last
/// update, and queues the action when they differ (§11).
///
/// Not per write: intermediate values inside one transaction are never seen. Not on first
/// appearance, unless `initial: true` (then as an appear action, with old == new).
public struct _ValueActionModifier<Value: Equatable>: BuiltinModifier {
    enum Action {
        /// iOS 14 `onChange(of:perform:)`: SwiftUI calls the closure of the *previous* view value
        /// (its captures are the old state) with the new value.
        case newValue((Value) -> Void)
        /// iOS 17 `onChange(of:initial:_:)`: the closure of the new view value, with (old, new).
        case oldAndNew((Value, Value) -> Void)
    }

    let value: Value
    let action: Action

    package func makeBehavior() -> ModifierBehavior? { ValueActionBehavior<Value>() }
}

final class ValueActionBehavior<Value: Equatable>: ModifierBehavior {
    private var previous: _ValueActionModifier<Value>?
    private var cycleDetector = UpdateCycleDetector()

    override package func update(_ modifier: any BuiltinModifier, node: ModifierNode, isFirst: Bool) {
        guard let modifier = modifier as? _ValueActionModifier<Value> else { return }
        defer { previous = modifier }
        guard let previous else { return }
        let host = node.host
        guard previous.value != modifier.value else {
            guard host.reporter.isTracing else { return }
            let old = host.reporter.describer.describe(previous.value).text
            let new = host.reporter.describer.describe(modifier.value).text
            return node.reportWithheld(
                .changeNotSeen, subject: "onChange(of: \(displayTypeName(Value.self)))", detail: old == new ? new : "\(old) → \(new)",
                printsDifferently: old != new)
        }
        guard cycleDetector.dispatch(step: host.queue.frameNumber) else {
            if cycleDetector.shouldLog { host.reporter.report(.swiftUI(RuntimeWarning.onChangeLoop(valueType: Value.self))) }
            return
        }
        let old = previous.value
        let new = modifier.value
        let label =
            "onChange(of: \(displayTypeName(Value.self))) action of \(node.ownerDescription): "
            + "\(host.reporter.describer.describe(old).text) → \(host.reporter.describer.describe(new).text)"
        switch (previous.action, modifier.action) {
        case (.newValue(let oldClosure), _):
            host.queue.enqueue(label) { oldClosure(new) }
        case (_, .oldAndNew(let newClosure)):
            host.queue.enqueue(label) { newClosure(old, new) }
        case (_, .newValue(let closure)):
            host.queue.enqueue(label) { closure(new) }
        }
    }
}

/// SwiftUI's guard against actions that re-trigger themselves: an action may be dispatched twice
/// per frame (step); the third is suppressed and logged once ("tried to update multiple times per
/// frame", §11, §13).
struct UpdateCycleDetector {
    private var lastStep = -1
    private var ttl = 0
    private var hasLogged = false
    private(set) var shouldLog = false

    mutating func dispatch(step: Int) -> Bool {
        shouldLog = false
        guard lastStep == step else {
            lastStep = step
            ttl = 2
            return true
        }
        if ttl != 0 { ttl -= 1 }
        guard ttl == 0 else { return true }
        if !hasLogged {
            hasLogged = true
            shouldLog = true
        }
        return false
    }
}

extension View {
    /// The iOS 14 form (deprecated in iOS 17): the action gets the new value; its captured values
    /// are the old state.
    ///
    /// Disfavored: a trailing closure can fill `perform:` too, and without this a chain of
    /// `.onChange(of:) { _, _ in }` (a settings form's eighteen) makes the type checker try each
    /// link both ways, doubling its work per link (14 links: 8.7 s; 18: past its limit). Only a
    /// one-parameter closure fits this form, so the choice never changes.
    @_disfavoredOverload
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void) -> some View {
        modifier(_ValueActionModifier(value: value, action: .newValue(action)))
    }

    /// The iOS 17 form with the old and the new value.
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void) -> some View {
        modifier(_ValueActionModifier(value: value, action: .oldAndNew(action)))
            .modifier(
                _AppearanceActionModifier(
                    appear: initial ? { action(value, value) } : nil, disappear: nil,
                    label: "onChange(of: \(displayTypeName(V.self)), initial: true) action"))
    }

    /// The iOS 17 form without parameters.
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View {
        onChange(of: value, initial: initial) { _, _ in action() }
    }
}
