import Foundation

// Motion that real projects use, accepted: dataflow has no frames, so an animation is the
// transaction's name (shown where a transaction matters, §14) and a transition decides only how
// a removal is reported (§16). What SwiftUI's behaviour depends on is modelled elsewhere.

extension AnyTransition {
    /// A transition between two states of a modifier: `.modifier(active: Pivot(0), identity: Pivot(90))`.
    public static func modifier<E: ViewModifier>(active: E, identity: E) -> AnyTransition {
        AnyTransition(name: ".modifier(active: \(displayTypeName(E.self)))")
    }

    public static func offset(_ offset: CGSize) -> AnyTransition { AnyTransition(name: ".offset") }
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition { AnyTransition(name: ".offset") }
    public static func scale(scale: CGFloat, anchor: UnitPoint) -> AnyTransition { AnyTransition(name: ".scale(scale: \(formatNumber(scale)))") }

    /// A transition with an animation of its own.
    public func animation(_ animation: Animation?) -> AnyTransition { self }
}

extension Animation {
    /// A spring's duration: its period, 2π√(mass/stiffness), as SwiftUI's `Spring` converts it.
    public static func interpolatingSpring(stiffness: Double, damping: Double, initialVelocity: Double = 0) -> Animation {
        interpolatingSpring(mass: 1, stiffness: stiffness, damping: damping, initialVelocity: initialVelocity)
    }
    public static func interpolatingSpring(mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0) -> Animation {
        Animation(name: ".interpolatingSpring", duration: stiffness > 0 ? 2 * .pi * (mass / stiffness).squareRoot() : 0.5)
    }
    /// A spring of a duration and bounce (iOS 17): its duration is the given one.
    public static func interpolatingSpring(duration: TimeInterval = 0.5, bounce: Double = 0, initialVelocity: Double = 0) -> Animation {
        Animation(name: ".interpolatingSpring", duration: duration)
    }
    public static var interpolatingSpring: Animation { Animation(name: ".interpolatingSpring", duration: 0.5) }
    @_disfavoredOverload
    public static func interactiveSpring(response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: Double = 0.25) -> Animation {
        Animation(name: ".interactiveSpring", duration: response)
    }
    public static func interactiveSpring(duration: TimeInterval = 0.15, extraBounce: Double = 0, blendDuration: TimeInterval = 0.25) -> Animation {
        Animation(name: ".interactiveSpring", duration: duration)
    }
    public static func timingCurve(_ c0x: Double, _ c0y: Double, _ c1x: Double, _ c1y: Double, duration: Double = 0.35) -> Animation {
        Animation(name: ".timingCurve", duration: duration)
    }
    /// A timing curve given as a `UnitCurve` (iOS 17).
    public static func timingCurve(_ curve: UnitCurve, duration: TimeInterval) -> Animation { Animation(name: ".timingCurve", duration: duration) }
    public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation { Animation(name: ".bouncy", duration: duration) }
    public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Animation { Animation(name: ".smooth", duration: duration) }
    public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation { Animation(name: ".snappy", duration: duration) }
}

extension View {
    /// iOS 13's implicit animation, for every change below (deprecated in SwiftUI, still used).
    public func animation(_ animation: Animation?) -> ModifiedContent<Self, _ValueAnimationModifier<Bool>> {
        modifier(_ValueAnimationModifier(animation: animation, value: true))
    }

    /// Matches this view's geometry with another's that has the same id in `namespace`.
    public func matchedGeometryEffect<ID: Hashable>(
        id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame, anchor: UnitPoint = .center, isSource: Bool = true
    ) -> ModifiedContent<Self, _AppearanceModifier> {
        styled(".matchedGeometryEffect")
    }

    public func transformEffect(_ transform: CGAffineTransform) -> ModifiedContent<Self, _AppearanceModifier> { styled(".transformEffect") }
    public func geometryGroup() -> ModifiedContent<Self, _AppearanceModifier> { styled(".geometryGroup()") }
    public func phaseAnimator<Phase: Equatable, V: View>(
        _ phases: some Sequence<Phase>, @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> V,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) -> ModifiedContent<Self, _AppearanceModifier> {
        styled(".phaseAnimator")
    }

    /// Runs through `phases` each time `trigger` changes (accepted: the view shows at rest, in its
    /// first phase, where a cycle ends).
    public func phaseAnimator<Phase: Equatable, V: View>(
        _ phases: some Sequence<Phase>, trigger: some Equatable, @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> V,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) -> ModifiedContent<Self, _AppearanceModifier> {
        styled(".phaseAnimator")
    }
}

/// A view that animates through phases (iOS 17): shown at rest, in its first phase, where each
/// cycle starts and a triggered cycle ends, as the `.phaseAnimator` modifier is.
public struct PhaseAnimator<Phase: Equatable, Content: View>: View {
    let first: Phase?
    let content: (Phase) -> Content

    public init(
        _ phases: some Sequence<Phase>, trigger: some Equatable, @ViewBuilder content: @escaping (Phase) -> Content,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) {
        first = phases.first { _ in true }
        self.content = content
    }

    public init(
        _ phases: some Sequence<Phase>, @ViewBuilder content: @escaping (Phase) -> Content,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) {
        first = phases.first { _ in true }
        self.content = content
    }

    public var body: some View {
        if let first { content(first) }
    }
}

/// The content a phase animator's closure, a transition's body or `.animation(_:body:)`'s body
/// receives: it stands for the view the modifier is on. Where dataflow runs the closure
/// (`.animation(_:body:)`, `.transaction(_:body:)`) it holds that view and shows it in its place;
/// elsewhere it is never made (the closure is accepted, not run).
public struct PlaceholderContentView<Value>: View {
    /// The view it stands for, where dataflow makes one.
    let content: (any View)?

    init(content: (any View)? = nil) { self.content = content }

    public var body: Never { preconditionFailure("the graph shows a placeholder's content itself") }
}

extension PlaceholderContentView: StructuralContent {
    package func children() -> [ChildSlot] { content.map { [ChildSlot(key: .content, view: $0)] } ?? [] }
}

/// Which geometry `matchedGeometryEffect` matches.
public struct MatchedGeometryProperties: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let position = MatchedGeometryProperties(rawValue: 1)
    public static let size = MatchedGeometryProperties(rawValue: 2)
    public static let frame: MatchedGeometryProperties = [.position, .size]
}

/// `@Namespace`: an identity for matched geometry, one per view identity.
@propertyWrapper
public struct Namespace: DynamicProperty {
    public struct ID: Hashable, Sendable {
        let value: Int
    }

    public init() {}
    public var wrappedValue: ID { ID(value: 0) }
}
