/// Where a scroll view settles (`.scrollTargetBehavior(.paging)`), and which view it is scrolled
/// to (`.scrollPosition(id:)`): accepted and recorded. dataflow has no scrolling a script performs,
/// so a scroll view never settles anywhere else, and `scrollPosition`'s binding is written only by
/// the app's own code (SwiftUI also writes it as the user scrolls).
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

extension View {
    /// The id of the view a scroll view shows first, read and written through `id`.
    public func scrollPosition<ID: Hashable>(id: Binding<ID?>, anchor: UnitPoint? = nil) -> ModifiedContent<Self, _AppearanceModifier> {
        styled(".scrollPosition")
    }
}
