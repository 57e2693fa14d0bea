/// A value a view owns; SwiftUI keeps it in the graph, not in the struct (§1, §2).
///
/// The struct carries only the initial value (`_value`) and, once the graph has installed this
/// copy of the view, the storage location (`_location`). That is why a copy made before install
/// (a view kept in an array, a `self` captured by a parent) cannot change the state: its
/// `_location` is nil and its writes are dropped.
///
///     struct Counter: View {
///         @State private var count = 0     // the initial value, used at first install only
///         var body: some View {
///             Button("\(count)") { count += 1 }   // `self` here is installed: the write lands
///         }
///     }
@propertyWrapper
public struct State<Value>: DynamicProperty {
    /// The initial value until installed; afterwards the snapshot the last update saw (§2).
    package var _value: Value
    /// The storage at this view identity; nil for copies the graph never installed.
    package var _location: StoredLocation<Value>?

    public init(wrappedValue value: Value) {
        _value = value
        _location = nil
    }

    public init(initialValue value: Value) {
        self.init(wrappedValue: value)
    }

    /// During an update: the snapshot, and the read makes the view depend on it (§3).
    /// In an action: the live value, including writes made earlier in the same action (§14).
    public var wrappedValue: Value {
        get {
            guard let _location else { return _value }
            if _location.isUpdating {
                _location.markRead()
                return _value
            }
            return _location.live
        }
        nonmutating set {
            guard let _location else {
                Ambient.current?.reporter.dropWriteToUninstalledState(type: Self.self, value: newValue)
                return
            }
            _location.set(newValue)
        }
    }

    /// A binding to the storage. Creating it is not a read (§3). On an uninstalled copy SwiftUI
    /// warns and hands out a constant binding of the initial value (§2).
    public var projectedValue: Binding<Value> {
        guard let _location else {
            Ambient.current?.reporter.report(.swiftUI(RuntimeWarning.stateNotInstalled))
            Ambient.current?.reporter.report(
                .dataflow(
                    "$ on a \(displayTypeName(Self.self)) that was never installed (only the graph's own copy of "
                        + "a view it shows gets storage): the binding is constant and ignores writes (§2)"))
            return Binding(value: _value, location: ConstantLocation(value: _value, reason: .uninstalledState))
        }
        return Binding(value: _location.isUpdating ? _value : _location.live, location: _location)
    }
}

extension State where Value: ExpressibleByNilLiteral {
    public init() {
        self.init(wrappedValue: nil)
    }
}

extension State: BoxedProperty {
    package static func makeBox(for field: PropertyField, node: BodyNode) -> PropertyBox {
        StateBox<Value>(field: field, node: node)
    }
}

/// The graph's side of one `@State`: creates the storage at first install and keeps it (§1).
final class StateBox<Value>: PropertyBox, StorageOwner {
    private(set) var location: StoredLocation<Value>?
    private var seededValue: Value?
    /// The initial value the parent's last struct carried, kept while tracing only: a new one
    /// that the storage does not take is worth a hint (§1).
    private var lastOffer: Value?

    override package func install(at address: UnsafeMutableRawPointer, isFirst: Bool) -> Bool {
        let state = address.assumingMemoryBound(to: State<Value>.self)
        let location: StoredLocation<Value>
        if let existing = self.location {
            location = existing
            noteOffer(state.pointee._value, keeping: existing.committed)
        } else {
            // The initial value of *this* instance is consumed once; later copies' values are ignored.
            location = StoredLocation(initialValue: seededValue ?? state.pointee._value, host: node.host, owner: self)
            self.location = location
            seededValue = nil
            if node.host.reporter.isTracing { lastOffer = state.pointee._value }
        }
        state.pointee._location = location
        state.pointee._value = location.committed
        return false
    }

    var storageName: String { node.identityPath + "." + field.name }

    /// The parent's struct offers `offer` as the initial value, the storage holds `kept`. When
    /// the offer is new (the parent's input changed, `State(initialValue: name)`) and the storage
    /// holds something else, the view shows its own copy: reported for the hints (§1). Values
    /// that are new with every struct (a `UUID()`, a `Date()`, an object) are not inputs.
    private func noteOffer(_ offer: Value, keeping kept: Value) {
        let reporter = node.host.reporter
        guard reporter.isTracing, let previous = lastOffer else { return }
        let graph = node.graph
        guard !graph.compareViewValues(offer, previous) else { return }
        lastOffer = offer
        guard !graph.compareViewValues(offer, kept), !FreshValue.isOrHolds(offer) else { return }
        // A value that compares unequal to itself (a `Predicate`, a closure inside) but reads the
        // same is the same default, not a new input.
        let describer = reporter.describer
        guard describer.copy().describe(offer).text != describer.copy().describe(previous).text else { return }
        reporter.trace(
            .inputNotKept(
                InputRecord(
                    kind: .initialValueIgnored, node: node.record, property: field.name,
                    given: describer.describe(offer).text, held: describer.describe(kept).text)))
    }

    /// The storage committed a change that a body had read: the owner must re-run (§3).
    func storageDidChange() {
        node.propertyDidChange(field.index)
    }

    override package func remove() { location?.invalidate() }

    override package func dependency(describer: ValueDescriber) -> (source: String, kind: DependencySnapshot.Dependency.Kind)? {
        location?.wasRead == true ? (storageName, .state) : nil
    }

    override package var storedValue: Any? { location.map { $0.live } }

    override package func seed(from other: PropertyBox) {
        guard let other = other as? StateBox<Value>, let value = other.location?.live else { return }
        if let location { location.seed(value) } else { seededValue = value }
    }
}
