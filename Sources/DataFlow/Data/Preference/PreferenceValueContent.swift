/// `.overlayPreferenceValue(_:alignment:_:)` and `.backgroundPreferenceValue(_:alignment:_:)`: a
/// view made from the value of a preference its content produces, over or behind it (§10).
///
/// SwiftUI makes the overlay from the value the content's subtree reports in the same update: a
/// change below (a row whose anchor or count it writes) remakes the overlay without any body of
/// the view that attached it running again, and with no `onPreferenceChange` round trip. dataflow
/// makes the overlay when the modifier is updated, and again at the end of each pass in which the
/// content's value changed, in that same pass.
public struct _PreferenceValueContentModifier<Key: PreferenceKey>: BuiltinModifier {
    /// `overlay` or `background`.
    let kind: String
    let transform: (Key.Value) -> any View

    package func makeNode(in context: NodeContext, viewType: Any.Type) -> ModifierNode {
        PreferenceValueContentNode<Key>(modifier: self, context: context, viewType: viewType)
    }
}

final class PreferenceValueContentNode<Key: PreferenceKey>: ModifierNode, PreferenceObserver {
    /// The value the current overlay was made from.
    private var madeFrom: Key.Value?
    private var isRegistered = false

    override package func apply(_ view: any View) {
        super.apply(view)
        if !isRegistered {
            isRegistered = true
            graph.preferenceObservers.append(self)
        }
        makeContent(from: contentValue)
    }

    /// What the content reports now: its combined value, or the key's default.
    private var contentValue: Key.Value {
        children.first.flatMap { Node.combinedPreference(Key.self, of: [$0]) } ?? Key.defaultValue
    }

    private func makeContent(from value: Key.Value) {
        guard let modifier = modifier as? _PreferenceValueContentModifier<Key> else { return }
        madeFrom = value
        reconcileChild(at: 1, ChildSlot(key: .presented(modifier.kind, nil), view: modifier.transform(value)))
    }

    var isObserving: Bool { !isRemoved }

    /// The content's value changed during the pass (a view below re-ran): the overlay is made
    /// again from the new value; an equal value leaves it as it is.
    func passDidFinish() {
        guard let madeFrom, !isRemoved else { return }
        let value = contentValue
        if graph.compareViewValues(madeFrom, value) { return }
        makeContent(from: value)
    }

    override package func render(into screen: inout ScreenBuilder) {
        guard let modifier = modifier as? _PreferenceValueContentModifier<Key>, children.count > 1 else {
            return super.render(into: &screen)
        }
        children[0].render(into: &screen)
        var attached = ScreenBuilder()
        children[1].render(into: &attached)
        guard !attached.lines.isEmpty else { return }
        screen.add("\(modifier.kind)PreferenceValue(\(displayTypeName(Key.self)))", identity: children[1].identityPath)
        screen.indent { children[1].render(into: &$0) }
    }
}

extension View {
    public func overlayPreferenceValue<K: PreferenceKey, V: View>(
        _ key: K.Type, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> V
    ) -> ModifiedContent<Self, _PreferenceValueContentModifier<K>> {
        modifier(_PreferenceValueContentModifier(kind: "overlay", transform: transform))
    }

    public func backgroundPreferenceValue<K: PreferenceKey, V: View>(
        _ key: K.Type, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> V
    ) -> ModifiedContent<Self, _PreferenceValueContentModifier<K>> {
        modifier(_PreferenceValueContentModifier(kind: "background", transform: transform))
    }

    @_disfavoredOverload
    public func overlayPreferenceValue<Key: PreferenceKey, T: View>(
        _ key: Key.Type = Key.self, @ViewBuilder _ transform: @escaping (Key.Value) -> T
    ) -> ModifiedContent<Self, _PreferenceValueContentModifier<Key>> {
        modifier(_PreferenceValueContentModifier(kind: "overlay", transform: transform))
    }

    @_disfavoredOverload
    public func backgroundPreferenceValue<Key: PreferenceKey, T: View>(
        _ key: Key.Type = Key.self, @ViewBuilder _ transform: @escaping (Key.Value) -> T
    ) -> ModifiedContent<Self, _PreferenceValueContentModifier<Key>> {
        modifier(_PreferenceValueContentModifier(kind: "background", transform: transform))
    }

    @_disfavoredOverload
    public func overlayPreferenceValue<K: PreferenceKey, V: View>(
        _v0: Void = (), _ key: K.Type, alignment: Alignment, @ViewBuilder _ transform: @escaping (K.Value) -> V
    ) -> ModifiedContent<Self, _PreferenceValueContentModifier<K>> {
        modifier(_PreferenceValueContentModifier(kind: "overlay", transform: transform))
    }

    @_disfavoredOverload
    public func backgroundPreferenceValue<K: PreferenceKey, V: View>(
        _v0: Void = (), _ key: K.Type, alignment: Alignment, @ViewBuilder _ transform: @escaping (K.Value) -> V
    ) -> ModifiedContent<Self, _PreferenceValueContentModifier<K>> {
        modifier(_PreferenceValueContentModifier(kind: "background", transform: transform))
    }
}
