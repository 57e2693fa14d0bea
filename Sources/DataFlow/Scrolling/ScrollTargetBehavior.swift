import Foundation

/// Where a scroll view settles when a swipe ends (`.scrollTargetBehavior(.paging)`), modelled
/// (§33): SwiftUI asks the behavior to adjust the target a swipe would come to rest at, and the
/// scroll view settles where the behavior says. dataflow asks at the end of every script swipe
/// (`scroll down`, `scroll-to`): the target is the visible part the swipe reaches, and the
/// viewport scrolls to the target the behavior leaves (kept within the content). The app's own
/// scrolls (`scrollTo`, a scroll position) are not adjusted, as SwiftUI does not adjust them.
public protocol ScrollTargetBehavior {
    /// The context a behavior adjusts a target in.
    typealias TargetContext = ScrollTargetBehaviorContext
    /// What a behavior tells the scroll view about itself (iOS 18.4).
    typealias Properties = ScrollTargetBehaviorProperties
    /// The context a behavior's properties are asked in (iOS 18.4).
    typealias PropertiesContext = ScrollTargetBehaviorPropertiesContext

    /// Moves `target`, where a swipe would come to rest, to where the scroll view should settle.
    func updateTarget(_ target: inout ScrollTarget, context: Self.TargetContext)

    /// The behavior's properties (iOS 18.4).
    func properties(context: Self.PropertiesContext) -> Self.Properties
}

extension ScrollTargetBehavior {
    /// A behavior that says nothing about itself: it does not limit scrolls.
    public func properties(context: Self.PropertiesContext) -> Self.Properties { ScrollTargetBehaviorProperties() }
}

/// Where a scroll comes to rest: a rectangle of the content, and optionally the point of it to
/// align with the same point of the visible part (the rectangle's origin otherwise).
public struct ScrollTarget {
    /// The part of the content to show, in the content's coordinates.
    public var rect: CGRect
    /// The point of `rect` that lines up with the same point of the visible part.
    public var anchor: UnitPoint?

    init(rect: CGRect, anchor: UnitPoint? = nil) {
        self.rect = rect
        self.anchor = anchor
    }
}

extension ScrollTarget: Hashable {
    public static func == (a: ScrollTarget, b: ScrollTarget) -> Bool {
        a.rect.origin.x == b.rect.origin.x && a.rect.origin.y == b.rect.origin.y && a.rect.size.width == b.rect.size.width
            && a.rect.size.height == b.rect.size.height && a.anchor == b.anchor
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(Double(rect.origin.x))
        hasher.combine(Double(rect.origin.y))
        hasher.combine(Double(rect.size.width))
        hasher.combine(Double(rect.size.height))
        hasher.combine(anchor)
    }
}

/// What a behavior is told when it adjusts a target: the target the swipe proposed, its speed,
/// the content's and the visible part's sizes, the axes that scroll, and the environment (read
/// through its key paths: `context.layoutDirection`).
@dynamicMemberLookup
public struct ScrollTargetBehaviorContext {
    /// The target the swipe proposed, before any behavior moved it.
    public var originalTarget: ScrollTarget { original }
    /// How fast the swipe was going, in points per second: a script's swipe covers its distance
    /// in one second, so this is the distance it moved (dataflow's deterministic choice).
    public var velocity: CGVector { swipeVelocity }
    /// The size of the scroll view's content.
    public var contentSize: CGSize { content }
    /// The size of the visible part.
    public var containerSize: CGSize { container }
    /// The axes the scroll view scrolls along.
    public var axes: Axis.Set { scrollAxes }

    let original: ScrollTarget
    let swipeVelocity: CGVector
    let content: CGSize
    let container: CGSize
    let scrollAxes: Axis.Set
    let environment: EnvironmentValues

    /// A value of the environment where the behavior was applied.
    public subscript<T>(dynamicMember keyPath: KeyPath<EnvironmentValues, T>) -> T { environment[keyPath: keyPath] }
}

/// What a behavior tells the scroll view about itself (iOS 18.4).
public struct ScrollTargetBehaviorProperties: Equatable, Sendable {
    /// Whether a swipe moves at most a little way (one page, one view): dataflow's swipes move a
    /// screen at a time whatever this says, so it is recorded and read back only.
    public var limitsScrolls: Bool

    public init() { limitsScrolls = false }

    public static func == (a: ScrollTargetBehaviorProperties, b: ScrollTargetBehaviorProperties) -> Bool {
        a.limitsScrolls == b.limitsScrolls
    }
}

/// What a behavior is told when asked for its properties: the environment and the axes.
public struct ScrollTargetBehaviorPropertiesContext {
    /// The environment where the behavior was applied.
    public var environment: EnvironmentValues { values }
    /// The axes the scroll view scrolls along.
    public var axes: Axis.Set { scrollAxes }

    let values: EnvironmentValues
    let scrollAxes: Axis.Set
}

// MARK: - The built-in behaviors

/// Settles on page boundaries (`.paging`): on a multiple of the visible part's size along each
/// axis that scrolls, the nearest to where the swipe would rest.
public struct PagingScrollTargetBehavior: ScrollTargetBehavior {
    public init() {}

    public func updateTarget(_ target: inout ScrollTarget, context: PagingScrollTargetBehavior.TargetContext) {
        let page = context.containerSize
        if context.axes.contains(.vertical), page.height > 0 {
            target.rect.origin.y = (target.rect.origin.y / page.height).rounded(.toNearestOrAwayFromZero) * page.height
        }
        if context.axes.contains(.horizontal), page.width > 0 {
            target.rect.origin.x = (target.rect.origin.x / page.width).rounded(.toNearestOrAwayFromZero) * page.width
        }
        target.anchor = nil
    }

    /// A page at a time: paging limits each swipe to one page.
    public func properties(context: PagingScrollTargetBehavior.PropertiesContext) -> PagingScrollTargetBehavior.Properties {
        var properties = ScrollTargetBehaviorProperties()
        properties.limitsScrolls = true
        return properties
    }
}

/// Settles on the views of a `.scrollTargetLayout()` (`.viewAligned`). dataflow does not place
/// the views of a layout along the swipe, so the target is left where the swipe put it (a whole
/// screen on); the limit behavior is kept and answers `properties(context:)`.
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior {
    /// How many views one swipe may move past.
    public struct LimitBehavior: Sendable, Equatable {
        let name: String
        /// Limited where the horizontal size class is compact, as an iPhone's is.
        public static var automatic: LimitBehavior { LimitBehavior(name: "automatic") }
        public static var always: LimitBehavior { LimitBehavior(name: "always") }
        public static var never: LimitBehavior { LimitBehavior(name: "never") }
        public static var alwaysByFew: LimitBehavior { LimitBehavior(name: "alwaysByFew") }
        public static var alwaysByOne: LimitBehavior { LimitBehavior(name: "alwaysByOne") }
    }

    /// The limit behavior it was made with.
    let limitBehavior: LimitBehavior
    /// The point of a view to align with the visible part's (iOS 26).
    let anchor: UnitPoint?

    public init(limitBehavior: LimitBehavior = .automatic) {
        self.limitBehavior = limitBehavior
        anchor = nil
    }

    /// iOS 26: settles with the views aligned at `anchor`.
    public init(limitBehavior: LimitBehavior, anchor: UnitPoint?) {
        self.limitBehavior = limitBehavior
        self.anchor = anchor
    }

    /// iOS 26: the automatic limit, views aligned at `anchor`.
    public init(anchor: UnitPoint?) { self.init(limitBehavior: .automatic, anchor: anchor) }

    /// Leaves the target where the swipe put it (dataflow places no views along a swipe).
    public func updateTarget(_ target: inout ScrollTarget, context: ViewAlignedScrollTargetBehavior.TargetContext) {}

    /// Limited unless `.never`; `.automatic` limits in a compact horizontal size class, which
    /// is an iPhone's (the environment's `horizontalSizeClass`; unset counts as compact).
    public func properties(context: ViewAlignedScrollTargetBehavior.PropertiesContext) -> ViewAlignedScrollTargetBehavior.Properties {
        var properties = ScrollTargetBehaviorProperties()
        switch limitBehavior {
        case .never: properties.limitsScrolls = false
        case .automatic: properties.limitsScrolls = context.environment.horizontalSizeClass != .regular
        default: properties.limitsScrolls = true
        }
        return properties
    }
}

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
    public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}

extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
    public static var viewAligned: ViewAlignedScrollTargetBehavior { ViewAlignedScrollTargetBehavior() }
    public static func viewAligned(limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior) -> Self {
        ViewAlignedScrollTargetBehavior(limitBehavior: limitBehavior)
    }
    public static func viewAligned(anchor: UnitPoint?) -> Self { ViewAlignedScrollTargetBehavior(limitBehavior: .automatic, anchor: anchor) }
    public static func viewAligned(limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior, anchor: UnitPoint?) -> Self {
        ViewAlignedScrollTargetBehavior(limitBehavior: limitBehavior, anchor: anchor)
    }
}

/// Any behavior, its type erased (iOS 18): adjusts targets and answers properties as its base.
public struct AnyScrollTargetBehavior: ScrollTargetBehavior {
    public var base: any ScrollTargetBehavior

    public init(_ base: some ScrollTargetBehavior) { self.base = base }

    public func updateTarget(_ target: inout ScrollTarget, context: AnyScrollTargetBehavior.TargetContext) {
        base.updateTarget(&target, context: context)
    }

    public func properties(context: AnyScrollTargetBehavior.PropertiesContext) -> AnyScrollTargetBehavior.Properties {
        base.properties(context: context)
    }
}

// MARK: - The modifier

extension View {
    /// Where the scroll view in the content settles when a swipe ends (§33): each script swipe's
    /// target goes through `behavior.updateTarget(_:context:)` before the view scrolls there.
    public func scrollTargetBehavior(_ behavior: some ScrollTargetBehavior) -> some View {
        modifier(_ScrollTargetBehaviorModifier(behavior: behavior))
    }
}

/// `.scrollTargetBehavior(_:)`: hands the scroll view below the behavior its swipes settle by.
public struct _ScrollTargetBehaviorModifier: BuiltinModifier {
    let behavior: any ScrollTargetBehavior

    package func makeBehavior() -> ModifierBehavior? { ScrollSettlingBehavior() }
}

/// Ties the modifier's behavior to the scroll view in its content, once it is made; the
/// modifier's latest behavior (the parent may pass another) is the one asked.
final class ScrollSettlingBehavior: ModifierBehavior {
    override package func contentDidUpdate(node: ModifierNode, isFirst: Bool) {
        guard isFirst, let scroller = node.scrollerInContent else { return }
        scroller.viewport.settle = { [weak node] viewport, proposed in
            guard let node, !node.isRemoved, let modifier = node.modifier as? _ScrollTargetBehaviorModifier else { return proposed }
            return viewport.settled(at: proposed, by: modifier.behavior, environment: node.environment)
        }
    }
}

extension Node {
    /// The scroll view a modifier's content is (or starts with), not one around it.
    var scrollerInContent: StructuralNode? {
        var node = children.first
        var depth = 0
        while let current = node, depth < 32 {
            if current.isScroller { return current as? StructuralNode }
            node = current.children.first
            depth += 1
        }
        return nil
    }
}

extension ScrollViewport {
    /// Where a swipe that would rest at `proposed` settles with `behavior`: the target is the
    /// visible part at `proposed`; the behavior moves it; an anchor lines the target's point up
    /// with the visible part's.
    func settled(at proposed: Double, by behavior: any ScrollTargetBehavior, environment: EnvironmentValues) -> Double {
        let container = CGSize(width: width, height: visibleHeight)
        let original = ScrollTarget(rect: CGRect(origin: CGPoint(x: 0, y: proposed), size: container))
        let context = ScrollTargetBehaviorContext(
            original: original, swipeVelocity: CGVector(dx: 0, dy: proposed - offset), content: CGSize(width: width, height: contentHeight),
            container: container, scrollAxes: .vertical, environment: environment)
        var target = original
        behavior.updateTarget(&target, context: context)
        let top = Double(target.rect.origin.y)
        guard let anchor = target.anchor else { return top }
        return top + Double(target.rect.size.height) * Double(anchor.y) - visibleHeight * Double(anchor.y)
    }
}
