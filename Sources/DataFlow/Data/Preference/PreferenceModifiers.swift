/// `.preference(key:value:)`: this subtree's value of `Key` is `value`, whatever the content writes.
public struct _PreferenceWritingModifier<Key: PreferenceKey>: BuiltinModifier {
    let value: Key.Value
}

/// `.transformPreference(_:_:)`: edits the value the content produces (or the default value).
public struct _PreferenceTransformModifier<Key: PreferenceKey>: BuiltinModifier {
    let transform: (inout Key.Value) -> Void
}

/// `.onPreferenceChange(_:perform:)`: after a pass, if the content's value of `Key` is new (the
/// first value, then any value that differs), queues `action` with it (§10).
public struct _PreferenceActionModifier<Key: PreferenceKey>: BuiltinModifier where Key.Value: Equatable {
    let action: (Key.Value) -> Void

    package func makeBehavior() -> ModifierBehavior? { PreferenceActionBehavior<Key>() }
}

final class PreferenceActionBehavior<Key: PreferenceKey>: ModifierBehavior, PreferenceObserver where Key.Value: Equatable {
    private weak var node: ModifierNode?
    private var action: ((Key.Value) -> Void)?
    private var delivered: Key.Value?
    private var cycleDetector = UpdateCycleDetector()

    override package func update(_ modifier: any BuiltinModifier, node: ModifierNode, isFirst: Bool) {
        guard let modifier = modifier as? _PreferenceActionModifier<Key> else { return }
        action = modifier.action
        if isFirst {
            self.node = node
            node.graph.preferenceObservers.append(self)
        }
    }

    var isObserving: Bool { node.map { !$0.isRemoved } ?? false }

    /// Reads the content's value; queues the action when it is the first or a different one.
    func passDidFinish() {
        guard let node, let action else { return }
        let produced = Node.combinedPreference(Key.self, of: node.children)
        // Nothing below writes the key and nothing was delivered yet: the action is never called.
        guard let value = produced ?? (delivered == nil ? nil : Key.defaultValue) else { return }
        if let delivered, delivered == value { return }
        let host = node.host
        guard cycleDetector.dispatch(step: host.queue.frameNumber) else {
            if cycleDetector.shouldLog { host.reporter.report(.swiftUI(RuntimeWarning.preferenceLoop(keyType: Key.self))) }
            return
        }
        let old = delivered.map { host.reporter.describer.describe($0).text }
        delivered = value
        let change = old.map { "\($0) → " } ?? ""
        host.queue.enqueue(
            "onPreferenceChange(\(displayTypeName(Key.self))) action of \(node.ownerDescription): \(change)\(host.reporter.describer.describe(value).text)"
        ) {
            action(value)
        }
    }
}

extension View {
    public func preference<Key: PreferenceKey>(
        key: Key.Type = Key.self, value: Key.Value
    )
        -> ModifiedContent<Self, _PreferenceWritingModifier<Key>>
    {
        modifier(_PreferenceWritingModifier(value: value))
    }

    public func transformPreference<Key: PreferenceKey>(
        _ key: Key.Type = Key.self, _ callback: @escaping (inout Key.Value) -> Void
    )
        -> ModifiedContent<Self, _PreferenceTransformModifier<Key>>
    {
        modifier(_PreferenceTransformModifier(transform: callback))
    }

    public func onPreferenceChange<Key: PreferenceKey>(
        _ key: Key.Type = Key.self, perform action: @escaping (Key.Value) -> Void
    )
        -> ModifiedContent<Self, _PreferenceActionModifier<Key>> where Key.Value: Equatable
    {
        modifier(_PreferenceActionModifier(action: action))
    }
}

extension ViewGraph {
    /// After a pass: every live preference observer reads its content (§10).
    func deliverPreferences() {
        for observer in preferenceObservers.live() where observer.isObserving { observer.passDidFinish() }
    }
}
