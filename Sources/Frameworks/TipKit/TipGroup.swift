/// Tips shown one at a time (iOS 18): `TipView(group.currentTip)`.
///
/// Every tip is available here (see `Tip.status`), so the current tip is the first one, whatever
/// the priority, and stays so: invalidating it is noted, not applied.
public final class TipGroup: Sendable {
    let tips: [AnyTip]

    public init(_ priority: Priority = .firstAvailable, @Tips.GroupBuilder _ builder: () -> [any Tip]) {
        tips = builder().map { AnyTip($0) }
    }

    public var currentTip: (any Tip)? { tips.first?.base }

    /// The current tip once, then the end of the sequence (nothing changes it here).
    public var currentTipUpdates: some AsyncSequence<any Tip, Never> {
        let tip = currentTip
        return AsyncStream<any Tip> { continuation in
            if let tip { continuation.yield(tip) }
            continuation.finish()
        }
    }

    /// Which tip of a group shows: the first available, or each in order.
    public enum Priority: Hashable, Sendable {
        case firstAvailable
        case ordered
    }
}

extension Tips {
    /// Builds a `TipGroup`'s tips, in order.
    @resultBuilder
    public struct GroupBuilder {
        public static func buildBlock() -> [any Tip] { [] }
        public static func buildBlock(_ components: any Tip...) -> [any Tip] { components }
        public static func buildPartialBlock(first: any Tip) -> [any Tip] { [first] }
        public static func buildPartialBlock(first: [any Tip]) -> [any Tip] { first }
        public static func buildPartialBlock(accumulated: [any Tip], next: any Tip) -> [any Tip] { accumulated + [next] }
        public static func buildPartialBlock(accumulated: [any Tip], next: [any Tip]) -> [any Tip] { accumulated + next }
        public static func buildIf(_ element: [any Tip]?) -> [any Tip] { element ?? [] }
        public static func buildEither(first: [any Tip]) -> [any Tip] { first }
        public static func buildEither(second: [any Tip]) -> [any Tip] { second }
        public static func buildArray(_ components: [[any Tip]]) -> [any Tip] { components.flatMap { $0 } }
    }
}
