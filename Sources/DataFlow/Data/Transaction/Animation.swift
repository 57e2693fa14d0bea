/// An animation. dataflow has no timeline, so an animation changes nothing on screen over time;
/// what data flow sees is the transaction that carries it (D8): `withAnimation` writes are a
/// transaction and an update pass of their own.
///
/// It keeps its timing, for one thing data flow does see: the order in which `withAnimation`'s
/// completions run (a completion is called when its animation logically completes, or when it
/// is removed, whichever `completionCriteria` asks for).
public struct Animation: Equatable, Sendable, CustomStringConvertible {
    let name: String
    /// Seconds from the change to the end of the animation (a spring: its settling duration).
    var duration: Double
    /// When it reports logical completion, if earlier than its end (`logicallyComplete(after:)`).
    var logicallyCompleteAfter: Double?

    init(name: String, duration: Double, logicallyCompleteAfter: Double? = nil) {
        self.name = name
        self.duration = duration
        self.logicallyCompleteAfter = logicallyCompleteAfter
    }

    public var description: String { name }

    // Durations as SwiftUI documents them: a timing curve's default is 0.35 s, a spring's 0.5 s.
    public static let `default` = Animation(name: ".default", duration: 0.5)
    public static let linear = Animation(name: ".linear", duration: 0.35)
    public static let easeIn = Animation(name: ".easeIn", duration: 0.35)
    public static let easeOut = Animation(name: ".easeOut", duration: 0.35)
    public static let easeInOut = Animation(name: ".easeInOut", duration: 0.35)
    public static let spring = Animation(name: ".spring", duration: 0.5)
    public static let bouncy = Animation(name: ".bouncy", duration: 0.5)
    public static let smooth = Animation(name: ".smooth", duration: 0.5)
    public static let snappy = Animation(name: ".snappy", duration: 0.5)
    public static let interactiveSpring = Animation(name: ".interactiveSpring", duration: 0.15)

    public static func linear(duration: Double) -> Animation { Animation(name: ".linear(duration: \(formatNumber(duration)))", duration: duration) }
    public static func easeIn(duration: Double) -> Animation { Animation(name: ".easeIn(duration: \(formatNumber(duration)))", duration: duration) }
    public static func easeOut(duration: Double) -> Animation { Animation(name: ".easeOut(duration: \(formatNumber(duration)))", duration: duration) }
    public static func easeInOut(duration: Double) -> Animation {
        Animation(name: ".easeInOut(duration: \(formatNumber(duration)))", duration: duration)
    }

    /// The older spring (iOS 13), by its response: disfavoured, as in SwiftUI, so `.spring()` is the
    /// duration-and-bounce one.
    @_disfavoredOverload
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: TimeInterval = 0) -> Animation {
        Animation(name: ".spring(response: \(formatNumber(response)), dampingFraction: \(formatNumber(dampingFraction)))", duration: response)
    }

    public static func spring(duration: TimeInterval = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> Animation {
        Animation(name: ".spring(duration: \(formatNumber(duration)), bounce: \(formatNumber(bounce)))", duration: duration)
    }

    public func delay(_ delay: Double) -> Animation {
        Animation(
            name: name + ".delay(\(formatNumber(delay)))", duration: duration + delay,
            logicallyCompleteAfter: logicallyCompleteAfter.map { $0 + delay })
    }

    public func speed(_ speed: Double) -> Animation {
        Animation(
            name: name + ".speed(\(formatNumber(speed)))", duration: speed > 0 ? duration / speed : duration,
            logicallyCompleteAfter: logicallyCompleteAfter.map { speed > 0 ? $0 / speed : $0 })
    }

    public func repeatCount(_ count: Int, autoreverses: Bool = true) -> Animation {
        Animation(name: name + ".repeatCount(\(count))", duration: duration * Double(max(count, 1)))
    }

    /// Never ends: its completion, if any, never runs.
    public func repeatForever(autoreverses: Bool = true) -> Animation { Animation(name: name + ".repeatForever()", duration: .infinity) }

    /// Reports logical completion after `duration` seconds if it has not already (iOS 17); it
    /// never makes the animation longer.
    public func logicallyComplete(after duration: Double) -> Animation {
        Animation(
            name: name + ".logicallyComplete(after: \(formatNumber(duration)))", duration: self.duration,
            logicallyCompleteAfter: min(duration, logicallyCompleteAfter ?? duration))
    }

    /// When a completion with `criteria` runs, in seconds from the change.
    func completionTime(_ criteria: AnimationCompletionCriteria) -> Double {
        switch criteria {
        case .logicallyComplete: min(duration, logicallyCompleteAfter ?? duration)
        case .removed: duration
        }
    }

    public static func == (lhs: Animation, rhs: Animation) -> Bool { lhs.name == rhs.name }
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

/// `withAnimation` with a completion. SwiftUI calls `completion` exactly once, after the changes
/// are applied and their animation is logically complete (the default) or removed; dataflow has
/// no frames within a step, so it runs as an action after the animated transaction's pass, in the
/// same step (D13), in the order the animations' times give: a completion due sooner runs first
/// (`.linear(duration: 5).logicallyComplete(after: 1)` completes logically at 1 s, is removed at
/// 5 s). A `repeatForever` animation never completes.
public func withAnimation<Result>(
    _ animation: Animation? = .default, completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
    _ body: () throws -> Result, completion: @escaping () -> Void
) rethrows -> Result {
    guard let host = Ambient.current else {
        defer { completion() }
        return try body()
    }
    let result = try host.queue.withScope(cause: .animation, body)
    let time = animation?.completionTime(completionCriteria) ?? 0
    if time.isFinite { host.queue.enqueueCompletion("withAnimation completion", at: time, completion) }
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

    /// Edits the transaction of the changes below (`$0.animation = nil`): like `.animation`, how
    /// they are drawn, recorded and changing nothing. (A removal the edit makes unanimated is
    /// still one dataflow treats as the action's: §15's animated row removal reads the action's
    /// transaction.)
    public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View { styled(".transaction") }

    /// As `transaction(_:)`, only for the changes made when `value` changes.
    public func transaction(value: some Equatable, _ transform: @escaping (inout Transaction) -> Void) -> some View {
        styled(".transaction")
    }

    /// `body` is the content under the edited transaction.
    public func transaction<V: View>(
        _ transform: @escaping (inout Transaction) -> Void, @ViewBuilder body: (PlaceholderContentView<Self>) -> V
    ) -> some View {
        styled(".transaction")
    }
}
