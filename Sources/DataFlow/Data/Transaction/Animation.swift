/// An animation. dataflow has no timeline, so an animation changes nothing on screen over time;
/// what data flow sees is the transaction that carries it (D8): `withAnimation` writes are a
/// transaction and an update pass of their own.
public struct Animation: Equatable, Sendable, CustomStringConvertible {
    let name: String

    public var description: String { name }

    public static let `default` = Animation(name: ".default")
    public static let linear = Animation(name: ".linear")
    public static let easeIn = Animation(name: ".easeIn")
    public static let easeOut = Animation(name: ".easeOut")
    public static let easeInOut = Animation(name: ".easeInOut")
    public static let spring = Animation(name: ".spring")
    public static let bouncy = Animation(name: ".bouncy")
    public static let smooth = Animation(name: ".smooth")
    public static let snappy = Animation(name: ".snappy")
    public static let interactiveSpring = Animation(name: ".interactiveSpring")

    public static func linear(duration: Double) -> Animation { Animation(name: ".linear(duration: \(formatNumber(duration)))") }
    public static func easeIn(duration: Double) -> Animation { Animation(name: ".easeIn(duration: \(formatNumber(duration)))") }
    public static func easeOut(duration: Double) -> Animation { Animation(name: ".easeOut(duration: \(formatNumber(duration)))") }
    public static func easeInOut(duration: Double) -> Animation { Animation(name: ".easeInOut(duration: \(formatNumber(duration)))") }

    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0) -> Animation {
        Animation(name: ".spring(response: \(formatNumber(response)), dampingFraction: \(formatNumber(dampingFraction)))")
    }

    public static func spring(duration: Double = 0.5, bounce: Double = 0) -> Animation {
        Animation(name: ".spring(duration: \(formatNumber(duration)), bounce: \(formatNumber(bounce)))")
    }

    public func delay(_ delay: Double) -> Animation { Animation(name: name + ".delay(\(formatNumber(delay)))") }
    public func speed(_ speed: Double) -> Animation { Animation(name: name + ".speed(\(formatNumber(speed)))") }
    public func repeatCount(_ count: Int, autoreverses: Bool = true) -> Animation { Animation(name: name + ".repeatCount(\(count))") }
    public func repeatForever(autoreverses: Bool = true) -> Animation { Animation(name: name + ".repeatForever()") }
}

/// The context of an update: the animation its changes are made with.
public struct Transaction: Sendable {
    public var animation: Animation?
    public var disablesAnimations = false
    /// Values an app keeps in a transaction (`@Entry var source: Source = .user`), by key.
    private var values: [ObjectIdentifier: any Sendable] = [:]

    public subscript<K: TransactionKey>(key: K.Type) -> K.Value {
        get { values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }

    public init() {}

    public init(animation: Animation?) {
        self.animation = animation
    }
}

/// A key for a value of the app's own carried by a transaction (`withTransaction(\.source, .user)`).
public protocol TransactionKey {
    associatedtype Value: Sendable
    static var defaultValue: Value { get }
}

/// When `withAnimation`'s completion runs.
public enum AnimationCompletionCriteria: Sendable {
    case logicallyComplete
    case removed
}

/// Runs `body` in a transaction of its own: its writes are flushed in a separate update pass from
/// the writes made before it in the same action (§14, D8, S1.6).
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    guard let host = Ambient.current else { return try body() }
    return try host.queue.withScope(cause: .animation, body)
}

/// `withAnimation` with a completion. SwiftUI calls `completion` once the animation is done, on a
/// later frame; dataflow has no frames within a step, so it runs as an action after the animated
/// transaction's pass, in the same step, whatever the `completionCriteria` (D13).
public func withAnimation<Result>(
    _ animation: Animation? = .default, completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
    _ body: () throws -> Result, completion: @escaping () -> Void
) rethrows -> Result {
    guard let host = Ambient.current else {
        defer { completion() }
        return try body()
    }
    let result = try host.queue.withScope(cause: .animation, body)
    host.queue.enqueue("withAnimation completion", completion)
    return result
}

/// Runs `body` in a transaction of its own, as `withAnimation` does (§14).
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    guard let host = Ambient.current else { return try body() }
    return try host.queue.withScope(cause: transaction.animation == nil ? .transaction : .animation, body)
}

/// `withTransaction(\.animation, .default) { … }`: a transaction with one field set.
public func withTransaction<Result, Value>(
    _ keyPath: WritableKeyPath<Transaction, Value>, _ value: Value, _ body: () throws -> Result
) rethrows -> Result {
    var transaction = Transaction()
    transaction[keyPath: keyPath] = value
    return try withTransaction(transaction, body)
}

/// `.animation(_:value:)`: animates the changes made when `value` changes. That is how the view
/// draws them, not which bodies run or what the screen ends up showing, so dataflow records it
/// and changes nothing.
public struct _ValueAnimationModifier<V: Equatable>: BuiltinModifier {
    let animation: Animation?
    let value: V
}

extension View {
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> ModifiedContent<Self, _ValueAnimationModifier<V>> {
        modifier(_ValueAnimationModifier(animation: animation, value: value))
    }
}
