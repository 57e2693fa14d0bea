/// A type-erased list of the values pushed on a navigation stack, as in SwiftUI.
public struct NavigationPath: Equatable, CustomStringConvertible {
    var elements: [AnyHashable]

    public init() {
        elements = []
    }

    public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
        self.elements = elements.map { AnyHashable($0) }
    }

    public var count: Int { elements.count }
    public var isEmpty: Bool { elements.isEmpty }

    public mutating func append<V: Hashable>(_ value: V) {
        elements.append(AnyHashable(value))
    }

    public mutating func removeLast(_ k: Int = 1) {
        elements.removeLast(k)
    }

    public var description: String { "NavigationPath(\(elements.map { describeIdentifier($0) }))" }
}

/// Where a navigation stack keeps its path: a binding the app owns, or storage of its own.
protocol NavigationPathSource {
    /// The values pushed, bottom first, as of now (the committed value during an update).
    var values: [AnyHashable] { get }
    /// Pushes `value`; false when the path cannot hold it (another element type).
    func push(_ value: AnyHashable) -> Bool
    func pop()
    var storage: StorageLocation? { get }
}

/// `NavigationStack(path: $items)` with a typed collection.
struct TypedPath<Data: MutableCollection & RandomAccessCollection & RangeReplaceableCollection>: NavigationPathSource
where Data.Element: Hashable {
    let binding: Binding<Data>

    var values: [AnyHashable] { binding.location.get().map { AnyHashable($0) } }

    func push(_ value: AnyHashable) -> Bool {
        guard let element = value.base as? Data.Element else { return false }
        var path = binding.location.get()
        path.append(element)
        binding.location.set(path)
        return true
    }

    func pop() {
        var path = binding.location.get()
        guard !path.isEmpty else { return }
        path.removeLast()
        binding.location.set(path)
    }

    var storage: StorageLocation? { binding.location.storage }
}

/// `NavigationStack(path: $path)` with a `NavigationPath`.
struct ErasedPath: NavigationPathSource {
    let binding: Binding<NavigationPath>

    var values: [AnyHashable] { binding.location.get().elements }

    func push(_ value: AnyHashable) -> Bool {
        var path = binding.location.get()
        path.elements.append(value)
        binding.location.set(path)
        return true
    }

    func pop() {
        var path = binding.location.get()
        guard !path.isEmpty else { return }
        path.removeLast()
        binding.location.set(path)
    }

    var storage: StorageLocation? { binding.location.storage }
}
