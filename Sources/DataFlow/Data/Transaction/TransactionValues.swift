import Foundation

// The fields of a `Transaction` added in iOS 17 and 18, kept in its values by private keys.

extension Transaction {
    /// Runs `completion` when this transaction's animation completes by `criteria` (iOS 17).
    ///
    /// SwiftUI calls each completion once, after the transaction's changes are applied, when the
    /// animation is logically complete (the default) or removed. dataflow runs them as
    /// `withAnimation`'s completion runs (D13): each an action after the transaction's pass, in the
    /// order the animation's times give; at once when the transaction has no animation; never for
    /// an animation that never ends. A transaction run by `withTransaction` (or a binding's writes
    /// made with `.transaction(_:)`) runs them; one edited by the `.transaction` modifier is not
    /// run by dataflow, so its completions are not either.
    public mutating func addAnimationCompletion(criteria: AnimationCompletionCriteria = .logicallyComplete, _ completion: @escaping () -> Void) {
        self[AnimationCompletionsKey.self].append(AnimationCompletion(criteria: criteria, run: completion))
    }

    /// The completions added, in the order they were added.
    var animationCompletions: [AnimationCompletion] { self[AnimationCompletionsKey.self] }

    /// Whether the changes' animations keep the velocity of the animations they replace (iOS 17).
    /// How they move: kept, and read by nothing (D15).
    public var tracksVelocity: Bool {
        get { self[TracksVelocityKey.self] }
        set { self[TracksVelocityKey.self] = newValue }
    }

    /// Where a scroll to a view made in this transaction puts it, when the scroll names no anchor
    /// (iOS 17). Kept; dataflow's scroll position records the anchor the scroll itself names (D15).
    public var scrollTargetAnchor: UnitPoint? {
        get { self[ScrollTargetAnchorKey.self] }
        set { self[ScrollTargetAnchorKey.self] = newValue }
    }

    /// Whether a scroll position change made in this transaction keeps the scroll's momentum
    /// (iOS 18). How it moves: kept, and read by nothing (D15).
    public var scrollPositionUpdatePreservesVelocity: Bool {
        get { self[ScrollPositionUpdatePreservesVelocityKey.self] }
        set { self[ScrollPositionUpdatePreservesVelocityKey.self] = newValue }
    }

    /// Whether a scroll view keeps its visible content in place when content above it changes
    /// size in this transaction (iOS 18). Kept, and read by nothing: dataflow lays nothing out (D15).
    public var scrollContentOffsetAdjustmentBehavior: ScrollContentOffsetAdjustmentBehavior {
        get { self[ScrollContentOffsetAdjustmentBehaviorKey.self] }
        set { self[ScrollContentOffsetAdjustmentBehaviorKey.self] = newValue }
    }
}

/// A completion added to a transaction. Its closure is the app's, not `@Sendable` in SwiftUI's
/// signature; it only ever runs on the main actor, as the update queue's actions do.
struct AnimationCompletion: @unchecked Sendable {
    let criteria: AnimationCompletionCriteria
    let run: () -> Void
}

private struct AnimationCompletionsKey: TransactionKey {
    static var defaultValue: [AnimationCompletion] { [] }
}

private struct TracksVelocityKey: TransactionKey {
    static var defaultValue: Bool { false }
}

private struct ScrollTargetAnchorKey: TransactionKey {
    static var defaultValue: UnitPoint? { nil }
}

private struct ScrollPositionUpdatePreservesVelocityKey: TransactionKey {
    static var defaultValue: Bool { false }
}

private struct ScrollContentOffsetAdjustmentBehaviorKey: TransactionKey {
    static var defaultValue: ScrollContentOffsetAdjustmentBehavior { .automatic }
}
