/// Where a scroll view settles (`.scrollTargetBehavior(.paging)`): accepted and recorded; a
/// script's scroll moves by whole screens whatever the behavior (§33).
public protocol ScrollTargetBehavior {}

/// Settles on page boundaries: `.paging`.
public struct PagingScrollTargetBehavior: ScrollTargetBehavior {
    public init() {}
}

/// Settles on the views of a `.scrollTargetLayout()`: `.viewAligned`.
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior {
    /// How many views one swipe may move past.
    public struct LimitBehavior: Sendable {
        public static let automatic = LimitBehavior()
        public static let always = LimitBehavior()
        public static let never = LimitBehavior()
        public static let alwaysByFew = LimitBehavior()
        public static let alwaysByOne = LimitBehavior()
    }

    public init(limitBehavior: LimitBehavior = .automatic) {}
    /// iOS 26: settles with the views aligned at `anchor`.
    public init(limitBehavior: LimitBehavior, anchor: UnitPoint?) {}
}

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
    public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}

extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
    public static var viewAligned: ViewAlignedScrollTargetBehavior { ViewAlignedScrollTargetBehavior() }
    public static func viewAligned(limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior) -> ViewAlignedScrollTargetBehavior {
        ViewAlignedScrollTargetBehavior(limitBehavior: limitBehavior)
    }
    public static func viewAligned(anchor: UnitPoint?) -> Self { ViewAlignedScrollTargetBehavior(limitBehavior: .automatic, anchor: anchor) }
    public static func viewAligned(limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior, anchor: UnitPoint?) -> Self {
        ViewAlignedScrollTargetBehavior(limitBehavior: limitBehavior, anchor: anchor)
    }
}
