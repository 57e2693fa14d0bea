/// A value read from the environment: `@Environment(\.font) var font`.
///
/// The view depends on that one key: it re-runs when the key's value at its position changes, and
/// not for other keys (§9). Read before the view is installed (in `init`) it warns and returns the
/// default value.
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    enum Content {
        /// As the view's initializer made it: which value to read.
        case keyPath(KeyPath<EnvironmentValues, Value>)
        /// As the graph installed it: the value read at the view's position.
        case value(Value)
    }

    var content: Content

    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        content = .keyPath(keyPath)
    }

    public var wrappedValue: Value {
        switch content {
        case .value(let value):
            return value
        case .keyPath(let keyPath):
            Ambient.current?.report(.swiftUI(RuntimeWarning.environmentNotInstalled(type: Self.self)))
            return EnvironmentValues()[keyPath: keyPath]
        }
    }
}

extension Environment: BoxedProperty {
    package static func makeBox(for field: PropertyField, node: BodyNode) -> PropertyBox {
        EnvironmentBox<Value>(field: field, node: node)
    }
}

/// The graph's side of one `@Environment`: reads the key at the view's position before each body
/// and is re-checked when a writer above it changes (§9).
final class EnvironmentBox<Value>: PropertyBox, EnvironmentReader {
    private var keyPath: KeyPath<EnvironmentValues, Value>?
    private var current: Value?

    override package func install(at address: UnsafeMutableRawPointer, isFirst: Bool) -> Bool {
        let property = address.assumingMemoryBound(to: Environment<Value>.self)
        if case .keyPath(let keyPath) = property.pointee.content { self.keyPath = keyPath }
        guard let keyPath else { return false }
        if isFirst { node.graph.addEnvironmentReader(self) }
        let value = node.environment[keyPath: keyPath]
        let changed = isFirst || current.map { !node.graph.compareViewValues($0, value) } ?? true
        current = value
        property.pointee.content = .value(value)
        return changed
    }

    /// A writer above changed: does this key read something else now?
    func environmentDidChange() {
        guard let keyPath, let current else { return }
        if !node.graph.compareViewValues(current, node.environment[keyPath: keyPath]) {
            node.propertyDidChange(field.index)
        }
    }

    var readerNode: Node? { node }
}

/// A property that reads the environment and must hear when a writer above it changes.
package protocol EnvironmentReader: AnyObject {
    var readerNode: Node? { get }
    func environmentDidChange()
}
