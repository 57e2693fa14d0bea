/// An animation. dataflow has no timeline, so an animation changes nothing on screen over time;
/// what data flow sees is the transaction that carries it (D8): `withAnimation` writes are a
/// transaction and an update pass of their own.
///
/// It keeps its timing, for one thing data flow does see: the order in which `withAnimation`'s
/// completions run (a completion is called when its animation logically completes, or when it
/// is removed, whichever `completionCriteria` asks for). It keeps its motion too (a timing curve,
/// a spring, or an app's `CustomAnimation`), so `animate(value:time:context:)` answers what the
/// animation would show at a time, as SwiftUI's does (`CustomAnimation.swift`).
public struct Animation: Hashable, Sendable, CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    var name: String
    /// Seconds from the change to the end of the animation (a spring: its settling duration).
    var duration: Double
    /// When it reports logical completion, if earlier than its end (`logicallyComplete(after:)`).
    var logicallyCompleteAfter: Double?
    /// How one pass moves from the start to the end.
    let motion: AnimationMotion
    /// One pass's length, before `delay`, `speed` and repetition.
    let passDuration: Double
    /// The modifiers applied to the pass (`delay`, `speed`, repeats), innermost first.
    var timing: [AnimationTimingStep] = []

    init(name: String, duration: Double, logicallyCompleteAfter: Double? = nil, motion: AnimationMotion = .curve(.easeInOut)) {
        self.name = name
        self.duration = duration
        self.logicallyCompleteAfter = logicallyCompleteAfter
        self.motion = motion
        passDuration = duration
    }

    public var description: String { name }
    public var debugDescription: String { name }
    /// Its name and duration. Not its `base`, which holds the animation itself: code that walks
    /// a view's fields (dataflow's own search for property wrappers, an app's `dump`) would
    /// never end.
    public var customMirror: Mirror { Mirror(self, children: ["name": name, "duration": duration], displayStyle: .struct) }

    // Durations as SwiftUI documents them: a timing curve's default is 0.35 s, a spring's 0.5 s.
    public static let `default` = Animation(name: ".default", duration: 0.5, motion: .spring(Spring(duration: 0.5, bounce: 0)))
    public static let linear = Animation(name: ".linear", duration: 0.35, motion: .curve(.linear))
    public static let easeIn = Animation(name: ".easeIn", duration: 0.35, motion: .curve(.easeIn))
    public static let easeOut = Animation(name: ".easeOut", duration: 0.35, motion: .curve(.easeOut))
    public static let easeInOut = Animation(name: ".easeInOut", duration: 0.35, motion: .curve(.easeInOut))
    public static let spring = Animation(name: ".spring", duration: 0.5, motion: .spring(Spring(duration: 0.5, bounce: 0)))
    public static let bouncy = Animation(name: ".bouncy", duration: 0.5, motion: .spring(.bouncy))
    public static let smooth = Animation(name: ".smooth", duration: 0.5, motion: .spring(.smooth))
    public static let snappy = Animation(name: ".snappy", duration: 0.5, motion: .spring(.snappy))
    public static let interactiveSpring = Animation(
        name: ".interactiveSpring", duration: 0.15, motion: .spring(Spring(response: 0.15, dampingRatio: 0.86)))

    public static func linear(duration: Double) -> Animation {
        Animation(name: ".linear(duration: \(formatNumber(duration)))", duration: duration, motion: .curve(.linear))
    }
    public static func easeIn(duration: Double) -> Animation {
        Animation(name: ".easeIn(duration: \(formatNumber(duration)))", duration: duration, motion: .curve(.easeIn))
    }
    public static func easeOut(duration: Double) -> Animation {
        Animation(name: ".easeOut(duration: \(formatNumber(duration)))", duration: duration, motion: .curve(.easeOut))
    }
    public static func easeInOut(duration: Double) -> Animation {
        Animation(name: ".easeInOut(duration: \(formatNumber(duration)))", duration: duration, motion: .curve(.easeInOut))
    }

    /// The older spring (iOS 13), by its response: disfavoured, as in SwiftUI, so `.spring()` is the
    /// duration-and-bounce one.
    @_disfavoredOverload
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: TimeInterval = 0) -> Animation {
        Animation(
            name: ".spring(response: \(formatNumber(response)), dampingFraction: \(formatNumber(dampingFraction)))", duration: response,
            motion: .spring(Spring(response: response, dampingRatio: dampingFraction)))
    }

    public static func spring(duration: TimeInterval = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> Animation {
        Animation(
            name: ".spring(duration: \(formatNumber(duration)), bounce: \(formatNumber(bounce)))", duration: duration,
            motion: .spring(Spring(duration: duration, bounce: bounce)))
    }

    public func delay(_ delay: Double) -> Animation {
        modified(
            name + ".delay(\(formatNumber(delay)))", step: .delay(delay), logicallyCompleteAfter: logicallyCompleteAfter.map { $0 + delay })
    }

    public func speed(_ speed: Double) -> Animation {
        modified(
            name + ".speed(\(formatNumber(speed)))", step: .speed(speed),
            logicallyCompleteAfter: logicallyCompleteAfter.map { speed > 0 ? $0 / speed : $0 })
    }

    public func repeatCount(_ count: Int, autoreverses: Bool = true) -> Animation {
        modified(name + ".repeatCount(\(count))", step: .repeating(count: count, autoreverses: autoreverses), logicallyCompleteAfter: nil)
    }

    /// Never ends: its completion, if any, never runs.
    public func repeatForever(autoreverses: Bool = true) -> Animation {
        modified(name + ".repeatForever()", step: .repeating(count: nil, autoreverses: autoreverses), logicallyCompleteAfter: nil)
    }

    /// Reports logical completion after `duration` seconds if it has not already (iOS 17); it
    /// never makes the animation longer.
    public func logicallyComplete(after duration: Double) -> Animation {
        modified(
            name + ".logicallyComplete(after: \(formatNumber(duration)))", step: .logicalEnd(duration),
            logicallyCompleteAfter: min(duration, logicallyCompleteAfter ?? duration))
    }

    /// This animation with one more timing step: its name, length and logical end updated.
    private func modified(_ name: String, step: AnimationTimingStep, logicallyCompleteAfter: Double?) -> Animation {
        var copy = self
        copy.name = name
        copy.duration = step.length(of: duration)
        copy.logicallyCompleteAfter = logicallyCompleteAfter
        copy.timing.append(step)
        return copy
    }

    /// When a completion with `criteria` runs, in seconds from the change.
    func completionTime(_ criteria: AnimationCompletionCriteria) -> Double {
        switch criteria {
        case .logicallyComplete: min(duration, logicallyCompleteAfter ?? duration)
        case .removed: duration
        }
    }

    /// Equal when written the same way; an app's custom animations are compared as values.
    public static func == (lhs: Animation, rhs: Animation) -> Bool {
        guard lhs.name == rhs.name else { return false }
        if case .custom(let left) = lhs.motion, case .custom(let right) = rhs.motion { return left.isEqual(to: right) }
        return true
    }

    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
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

/// Runs `body` in a transaction of its own, as `withAnimation` does (§14). The completions added
/// to the transaction (`addAnimationCompletion`) run as `withAnimation`'s completion does: as
/// actions after the transaction's pass, in the order their animation's times give (none: at
/// once); a `repeatForever` animation's never run.
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    let completions = transaction.animationCompletions
    guard let host = Ambient.current else {
        let result = try body()
        for completion in completions { completion.run() }
        return result
    }
    let result = try host.queue.withScope(cause: transaction.animation == nil ? .transaction : .animation, body)
    for completion in completions {
        let time = transaction.animation?.completionTime(completion.criteria) ?? 0
        if time.isFinite { host.queue.enqueueCompletion("Transaction animation completion", at: time, completion.run) }
    }
    return result
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

    /// `body` is the content under the edited transaction: the modifiers it applies to the
    /// placeholder apply to this view (the edit itself is recorded, as above).
    public func transaction<V: View>(
        _ transform: @escaping (inout Transaction) -> Void, @ViewBuilder body: (PlaceholderContentView<Self>) -> V
    ) -> some View {
        body(PlaceholderContentView(content: self)).styled(".transaction")
    }

    /// `.animation(.spring) { $0.opacity(faded ? 0 : 1) }` (iOS 17): animates only the modifiers
    /// `body` applies to the placeholder, which stands for this view. The modifiers apply as
    /// written (their data flow is the view's: an overlay's state, an action); the animation is
    /// how they are drawn, recorded as `.animation(_:value:)` is and changing nothing.
    public func animation<V: View>(_ animation: Animation?, @ViewBuilder body: (PlaceholderContentView<Self>) -> V) -> some View {
        body(PlaceholderContentView(content: self)).modifier(_ValueAnimationModifier(animation: animation, value: true))
    }
}
