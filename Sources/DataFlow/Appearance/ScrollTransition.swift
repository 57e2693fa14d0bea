import Foundation

// iOS 17's scroll transitions and visual effects: a view scales or fades as it scrolls in and
// out (`.scrollTransition { content, phase in content.opacity(phase.isIdentity ? 1 : 0.5) }`).
// dataflow scrolls nothing: every view is at its identity phase, the closure's effects are not
// drawn, and nothing a script sees changes (D15).

/// Effects that change how a view looks, not its layout: what a scroll transition applies.
public protocol VisualEffect: Sendable {}

/// No effect: the content a scroll transition's closure starts from.
public struct EmptyVisualEffect: VisualEffect {
    public init() {}
}

extension VisualEffect {
    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some VisualEffect { self }
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some VisualEffect { self }
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some VisualEffect { self }
    public func opacity(_ opacity: Double) -> some VisualEffect { self }
    public func offset(_ offset: CGSize) -> some VisualEffect { self }
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some VisualEffect { self }
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some VisualEffect { self }
    public func blur(radius: CGFloat, opaque: Bool = false) -> some VisualEffect { self }
    public func brightness(_ amount: Double) -> some VisualEffect { self }
    public func contrast(_ amount: Double) -> some VisualEffect { self }
    public func saturation(_ amount: Double) -> some VisualEffect { self }
    public func grayscale(_ amount: Double) -> some VisualEffect { self }
    public func hueRotation(_ angle: Angle) -> some VisualEffect { self }
}

/// Where a view is in a scroll view's visible region.
public enum ScrollTransitionPhase: Hashable, Sendable {
    case topLeading, identity, bottomTrailing

    /// Whether the view is fully in the visible region.
    public var isIdentity: Bool { self == .identity }
    /// -1 before the region, 0 in it, 1 after it.
    public var value: Double {
        switch self {
        case .topLeading: -1
        case .identity: 0
        case .bottomTrailing: 1
        }
    }
}

/// How a scroll transition follows the scrolling.
public struct ScrollTransitionConfiguration: Sendable {
    let name: String
    public static var interactive: ScrollTransitionConfiguration { ScrollTransitionConfiguration(name: "interactive") }
    public static var animated: ScrollTransitionConfiguration { ScrollTransitionConfiguration(name: "animated") }
    public static var identity: ScrollTransitionConfiguration { ScrollTransitionConfiguration(name: "identity") }
    public static func animated(_ animation: Animation = .default) -> ScrollTransitionConfiguration { animated }
    /// Follows the scrolling directly, eased by `timingCurve` (accepted: nothing scrolls, D15).
    public static func interactive(timingCurve: UnitCurve = .easeInOut) -> ScrollTransitionConfiguration { interactive }
    public func threshold(_ threshold: ScrollTransitionConfiguration.Threshold) -> ScrollTransitionConfiguration { self }
    public func animation(_ animation: Animation) -> ScrollTransitionConfiguration { self }

    /// How far into the visible region the identity phase starts.
    public struct Threshold: Sendable {
        public static var visible: Threshold { Threshold() }
        public static var hidden: Threshold { Threshold() }
        public static var centered: Threshold { Threshold() }
        public static func visible(_ amount: Double) -> Threshold { Threshold() }
        public func inset(by distance: Double) -> Threshold { self }
        /// A threshold between this one and `other` (accepted: every view is at its identity phase).
        public func interpolated(towards other: ScrollTransitionConfiguration.Threshold, amount: Double) -> ScrollTransitionConfiguration.Threshold {
            self
        }
    }
}

extension View {
    /// Applies `transition`'s effects as the view scrolls in and out; here every view is at its
    /// identity phase and nothing is drawn.
    public func scrollTransition(
        _ configuration: ScrollTransitionConfiguration = .interactive, axis: Axis? = nil,
        transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> some VisualEffect
    ) -> ModifiedContent<Self, _AppearanceModifier> {
        styled(".scrollTransition")
    }

    /// `.visualEffect { content, proxy in … }`: effects computed from the view's geometry after
    /// layout. dataflow lays nothing out, so the closure is not called and nothing is drawn.
    public func visualEffect(
        _ effect: @escaping @Sendable (EmptyVisualEffect, GeometryProxy) -> some VisualEffect
    ) -> ModifiedContent<Self, _AppearanceModifier> {
        styled(".visualEffect")
    }

    /// The same, configured apart for the leading and trailing edges.
    public func scrollTransition(
        topLeading: ScrollTransitionConfiguration, bottomTrailing: ScrollTransitionConfiguration, axis: Axis? = nil,
        transition: @escaping @Sendable (EmptyVisualEffect, ScrollTransitionPhase) -> some VisualEffect
    ) -> ModifiedContent<Self, _AppearanceModifier> {
        styled(".scrollTransition")
    }
}
