/// A value that flows up the tree, from children to an ancestor that asks for it (§10).
///
///     struct TitleKey: PreferenceKey {
///         static let defaultValue = ""
///         static func reduce(value: inout String, nextValue: () -> String) { value = nextValue() }
///     }
///
/// Siblings combine in tree order: the first one that writes the key seeds the value and `reduce`
/// is called once for each further writer (D6); an ancestor's `.preference` replaces its subtree's.
public protocol PreferenceKey {
    associatedtype Value
    static var defaultValue: Value { get }
    static func reduce(value: inout Value, nextValue: () -> Value)
}

extension PreferenceKey where Value: ExpressibleByNilLiteral {
    public static var defaultValue: Value { nil }
}

extension Node {
    /// The value of `Key` this subtree produces, or nil if nothing in it writes the key (§10, D6).
    package func preferenceValue<Key: PreferenceKey>(_ key: Key.Type) -> Key.Value? {
        if let modifierNode = self as? ModifierNode {
            if let writer = modifierNode.modifier as? _PreferenceWritingModifier<Key> {
                // Replaces what the content writes: the content's writers are not even reduced.
                return writer.value
            }
            if let transform = modifierNode.modifier as? _PreferenceTransformModifier<Key> {
                var value = Self.combinedPreference(key, of: children) ?? Key.defaultValue
                transform.transform(&value)
                return value
            }
        }
        return Self.combinedPreference(key, of: children)
    }

    /// Siblings in tree order: the first producer seeds, `reduce` folds in each further one.
    static func combinedPreference<Key: PreferenceKey>(_ key: Key.Type, of nodes: [Node]) -> Key.Value? {
        var combined: Key.Value?
        for node in nodes {
            guard let next = StackSpace.ensuringRoom({ node.preferenceValue(key) }) else { continue }
            if var value = combined {
                Key.reduce(value: &value, nextValue: { next })
                combined = value
            } else {
                combined = next
            }
        }
        return combined
    }
}

/// Something that reads a preference of its content after every pass (onPreferenceChange, a
/// navigation container's title).
package protocol PreferenceObserver: AnyObject {
    var isObserving: Bool { get }
    func passDidFinish()
}
