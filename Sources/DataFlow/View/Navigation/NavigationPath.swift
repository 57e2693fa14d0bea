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
    /// A path of one element type (`[Item]`), not a `NavigationPath`: only the root's
    /// destinations serve it (§18).
    var isHomogeneous: Bool { get }
}

/// A path the app keeps in state: `NavigationStack(path: $items)` or `(path: $path)`.
struct BoundPath<Path>: NavigationPathSource {
    let binding: Binding<Path>
    let elements: (Path) -> [AnyHashable]
    /// Appends a value; false when the path cannot hold its type.
    let append: (inout Path, AnyHashable) -> Bool
    let removeLast: (inout Path) -> Void
    var isHomogeneous = true

    var values: [AnyHashable] { elements(binding.location.get()) }

    func push(_ value: AnyHashable) -> Bool {
        var path = binding.location.get()
        guard append(&path, value) else { return false }
        binding.location.set(path)
        return true
    }

    func pop() {
        var path = binding.location.get()
        guard !elements(path).isEmpty else { return }
        removeLast(&path)
        binding.location.set(path)
    }

    var storage: StorageLocation? { binding.location.storage }
}

extension BoundPath where Path == NavigationPath {
    init(_ binding: Binding<NavigationPath>) {
        self.init(
            binding: binding, elements: \.elements,
            append: { path, value in
                path.elements.append(value)
                return true
            }, removeLast: { $0.removeLast() }, isHomogeneous: false)
    }
}

extension BoundPath where Path: RangeReplaceableCollection & BidirectionalCollection, Path.Element: Hashable {
    init(_ binding: Binding<Path>) {
        self.init(
            binding: binding, elements: { $0.map { AnyHashable($0) } },
            append: { path, value in
                guard let element = value.base as? Path.Element else { return false }
                path.append(element)
                return true
            }, removeLast: { $0.removeLast() })
    }
}
