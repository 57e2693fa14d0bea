/// A binding's transaction: the one every write through it runs in, as in SwiftUI.
///
/// `$x.animation(.default)` and `$x.transaction(t)` return a binding to the same value whose writes
/// run as if in `withAnimation` / `withTransaction(t)`: each write is a transaction of its own,
/// flushed in its own pass (§14). `binding.transaction` reads it back (an empty `Transaction()`
/// for a binding given none) and setting it replaces it. A `Binding(get:set:)` whose setter takes
/// a `Transaction` receives the transaction of the binding the write came through.
extension Binding {
    /// The transaction writes through this binding run in.
    public var transaction: Transaction {
        get { givenTransaction }
        set { self = replacingTransaction(with: newValue, animates: false) }
    }

    /// A binding whose writes are animated: they run as if in `withAnimation(animation)`.
    public func animation(_ animation: Animation? = .default) -> Binding<Value> {
        var edited = givenTransaction
        edited.animation = animation
        return replacingTransaction(with: edited, animates: true)
    }

    /// A binding whose writes run in `transaction`.
    public func transaction(_ transaction: Transaction) -> Binding<Value> {
        replacingTransaction(with: transaction, animates: false)
    }

    /// A binding whose setter is told the transaction of each write: the transaction of the
    /// binding it came through (`$x.animation()`, `.transaction(_:)`), else an empty one.
    public init(get: @escaping () -> Value, set: @escaping (Value, Transaction) -> Void) {
        self.init(get: get, set: { value in set(value, BindingWrite.transaction ?? Transaction()) })
    }

    private var givenTransaction: Transaction {
        (location as? TransactionLocation<Value>)?.transaction ?? Transaction()
    }

    /// The same value and storage with `transaction` instead of the one it had (SwiftUI replaces).
    private func replacingTransaction(with transaction: Transaction, animates: Bool) -> Binding<Value> {
        let base = (location as? TransactionLocation<Value>)?.base ?? location
        return Binding(value: _value, location: TransactionLocation(base: base, transaction: transaction, animates: animates))
    }
}

/// The transaction of the binding write under way, for a setter that takes one.
enum BindingWrite {
    @TaskLocal static var transaction: Transaction?
}

/// A location whose writes run in a transaction; reads and storage are its base's.
final class TransactionLocation<Value>: AnyLocation<Value> {
    let base: AnyLocation<Value>
    let transaction: Transaction
    /// Made by `.animation(_:)`: writes are `withAnimation`'s, an animation even when it is nil.
    let animates: Bool

    init(base: AnyLocation<Value>, transaction: Transaction, animates: Bool) {
        self.base = base
        self.transaction = transaction
        self.animates = animates
    }

    override func get() -> Value { base.get() }

    override func set(_ newValue: Value) {
        BindingWrite.$transaction.withValue(transaction) {
            if animates {
                withAnimation(transaction.animation) { base.set(newValue) }
            } else {
                withTransaction(transaction) { base.set(newValue) }
            }
        }
    }

    override func markRead() { base.markRead() }
    override var storage: StorageLocation? { base.storage }
    override var host: GraphHost? { base.host }
    override var isFunctional: Bool { true }
    override var isValid: Bool { base.isValid }
}
