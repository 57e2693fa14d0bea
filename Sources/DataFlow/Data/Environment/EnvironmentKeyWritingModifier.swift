/// `.environment(\.key, value)`: writes one key for the content subtree; the nearest writer wins
/// (§9). When the value changes, only views below that read a key whose value changed re-run.
public struct _EnvironmentKeyWritingModifier<Value>: BuiltinModifier {
    let keyPath: WritableKeyPath<EnvironmentValues, Value>
    let value: Value

    package func makeBehavior() -> ModifierBehavior? { EnvironmentWriter() }

    package func write(into environment: inout EnvironmentValues) {
        environment[keyPath: keyPath] = value
    }
}

/// What makes a modifier node an environment writer, whatever the value type.
package protocol EnvironmentWriting {
    /// The value written, for comparing one update with the next.
    var writtenValue: Any { get }
    func write(into environment: inout EnvironmentValues)
}

extension _EnvironmentKeyWritingModifier: EnvironmentWriting {
    package var writtenValue: Any { value }
}

final class EnvironmentWriter: ModifierBehavior {
    private var written: Any?

    override package func update(_ modifier: any BuiltinModifier, node: ModifierNode, isFirst: Bool) {
        guard let writing = modifier as? any EnvironmentWriting else { return }
        let value = writing.writtenValue
        defer { written = value }
        // The writer produces a new environment only when its value changed (§9, D10).
        if !isFirst, let written, !node.graph.compareViewValues(written, value) {
            node.graph.environmentDidChange(below: node)
        }
    }
}

/// `.transformEnvironment(_:transform:)`: edits one key's inherited value for the content subtree.
///
/// The closure is new every time its view's body runs, so the writer cannot tell whether the
/// result changed: readers below re-check their values, and only those whose value changed re-run.
public struct _EnvironmentKeyTransformModifier<Value>: BuiltinModifier, EnvironmentWriting {
    let keyPath: WritableKeyPath<EnvironmentValues, Value>
    let transform: (inout Value) -> Void

    package func makeBehavior() -> ModifierBehavior? { EnvironmentWriter() }

    /// A closure: never equal to the last one.
    package var writtenValue: Any { transform }

    package func write(into environment: inout EnvironmentValues) {
        transform(&environment[keyPath: keyPath])
    }
}

extension View {
    /// Edits an environment value for this view and everything below it.
    public func transformEnvironment<V>(
        _ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void
    )
        -> ModifiedContent<Self, _EnvironmentKeyTransformModifier<V>>
    {
        modifier(_EnvironmentKeyTransformModifier(keyPath: keyPath, transform: transform))
    }

    /// Sets an environment value for this view and everything below it.
    public func environment<Value>(
        _ keyPath: WritableKeyPath<EnvironmentValues, Value>, _ value: Value
    )
        -> ModifiedContent<Self, _EnvironmentKeyWritingModifier<Value>>
    {
        modifier(_EnvironmentKeyWritingModifier(keyPath: keyPath, value: value))
    }

    /// Sets the font of the text below: the same as `.environment(\.font, font)` (S2.1).
    public func font(_ font: Font?) -> ModifiedContent<Self, _EnvironmentKeyWritingModifier<Font?>> {
        environment(\.font, font)
    }
}

extension Node {
    /// The environment at this node: the graph's root values with every writer above applied,
    /// outermost first, so the nearest writer wins (§9).
    package var environment: EnvironmentValues {
        var writers: [any EnvironmentWriting] = []
        var node: Node? = self
        var below: Node?
        while let current = node {
            if let writer = current.environmentWriter(toward: below) { writers.append(writer) }
            below = current
            node = current.parent
        }
        var environment = EnvironmentValues()
        for writer in writers.reversed() { writer.write(into: &environment) }
        return environment
    }

    /// Whether `ancestor` is this node or above it.
    package func isDescendant(of ancestor: Node) -> Bool {
        var node: Node? = self
        while let current = node {
            if current === ancestor { return true }
            node = current.parent
        }
        return false
    }
}

extension ViewGraph {
    /// An environment value written at `writer` changed: re-check the readers below it.
    package func environmentDidChange(below writer: Node) {
        for reader in environmentReaders.live() {
            guard let node = reader.readerNode, !node.isRemoved, node.isDescendant(of: writer) else { continue }
            reader.environmentDidChange()
        }
    }
}
