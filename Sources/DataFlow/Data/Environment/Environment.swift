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
        /// As the view's initializer made it: an object found by its type (`Environment(Model.self)`).
        case object(Any.Type, required: Bool)
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
            Ambient.current?.reporter.report(.swiftUI(RuntimeWarning.environmentNotInstalled(type: Self.self)))
            return EnvironmentValues()[keyPath: keyPath]
        case .object(let type, _):
            // Read before install there is no environment to look in.
            preconditionFailure(RuntimeWarning.missingObservableObject(type))
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
    private var source: Environment<Value>.Content?
    private var current: Value?
    private var missing = false
    /// For `@Environment(\.self)`: the keys its body has read, the only ones it depends on (§9).
    private let readTracker: EnvironmentReadTracker? = Value.self == EnvironmentValues.self ? EnvironmentReadTracker() : nil

    override package func install(at address: UnsafeMutableRawPointer, isFirst: Bool) -> Bool {
        let property = address.assumingMemoryBound(to: Environment<Value>.self)
        if case .value = property.pointee.content {} else { source = property.pointee.content }
        if isFirst { node.graph.environmentReaders.append(self) }
        guard let value = read(reportingMissing: true) else {
            missing = true
            return false
        }
        missing = false
        let changed = isFirst || current.map { differs($0, value) } ?? true
        current = value
        property.pointee.content = .value(value)
        return changed
    }

    /// Whether `new` is another value than `old` for this reader: for the whole environment,
    /// another value of a key it read.
    private func differs(_ old: Value, _ new: Value) -> Bool {
        if let readTracker, let old = old as? EnvironmentValues, let new = new as? EnvironmentValues {
            return readTracker.readKeyDiffers(between: old, and: new) { node.graph.compareViewValues($0, $1) }
        }
        return !node.graph.compareViewValues(old, new)
    }

    /// The value at the view's position, or nil for a required object no ancestor provides
    /// (a fatal error in SwiftUI: reported once, when installing).
    private func read(reportingMissing: Bool = false) -> Value? {
        var environment = node.environment
        switch source {
        case .keyPath(let keyPath)?:
            environment.readTracker = readTracker
            return environment[keyPath: keyPath]
        case .object(let type, let required)?:
            if let value = environment.object(ofType: type) as? Value { return value }
            if !required, let none = Optional<AnyObject>.none as? Value { return none }
            if reportingMissing { node.host.fail(RuntimeWarning.missingObservableObject(type)) }
            return nil
        case .value?, nil:
            return nil
        }
    }

    override package var installFailed: Bool { missing }

    /// A key path as code writes it: `\.font`. Swift prints computed key paths with an address,
    /// so keys dataflow does not know are named by the property that reads them.
    private func name(of keyPath: KeyPath<EnvironmentValues, Value>) -> String {
        let known: [(AnyKeyPath, String)] = [(\EnvironmentValues.font, "\\.font"), (\EnvironmentValues.dismiss, "\\.dismiss")]
        return known.first { $0.0 == keyPath }?.1 ?? "read by \(field.name) (\(displayTypeName(Value.self)))"
    }

    override package func dependency(describer: ValueDescriber) -> (source: String, kind: DependencySnapshot.Dependency.Kind)? {
        switch source {
        case .keyPath(let keyPath)?: ("environment " + name(of: keyPath), .environment)
        case .object(let type, _)?: ("environment object " + displayTypeName(type), .environment)
        case .value?, nil: nil
        }
    }

    /// A writer above changed: does this property read something else now?
    func environmentDidChange() {
        guard let current, let value = read() else { return }
        if differs(current, value) {
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
