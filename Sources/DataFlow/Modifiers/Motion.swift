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
    public func projectionEffect<T>(_ transform: T) -> ModifiedContent<Self, _AppearanceModifier> { styled(".projectionEffect") }
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

/// The content a phase animator's closure or a transition's body receives (accepted: never made).
public struct PlaceholderContentView<Value>: View {
    public var body: Never { preconditionFailure("never shown by dataflow") }
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

/// A view that redraws on a schedule: its content reads the schedule's date, the run's clock.
/// A periodic schedule re-runs the content when `wait` lets its period pass (§24).
public struct TimelineView<Schedule: TimelineSchedule, Content: View>: View {
    let schedule: Schedule
    let content: (Context) -> Content

    public typealias Context = TimelineViewDefaultContext

    public init(_ schedule: Schedule, @ViewBuilder content: @escaping (Context) -> Content) {
        self.schedule = schedule
        self.content = content
    }

    public var body: some View {
        TimelineContent(period: schedule.period, content: content)
    }
}

/// What a timeline view's content receives: the date of this update.
public struct TimelineViewDefaultContext {
    public let date: Date
    public let cadence: Cadence
    public enum Cadence: Comparable, Sendable { case live, seconds, minutes }
}

/// When a timeline view updates.
public protocol TimelineSchedule {
    /// Seconds between updates, if periodic.
    var period: Double? { get }
}

public struct PeriodicTimelineSchedule: TimelineSchedule {
    public let period: Double?
    public init(from startDate: Date, by interval: TimeInterval) { period = interval }
}

public struct EveryMinuteTimelineSchedule: TimelineSchedule {
    public var period: Double? { 60 }
    public init() {}
}

public struct AnimationTimelineSchedule: TimelineSchedule {
    public let period: Double?
    public init(minimumInterval: Double? = nil, paused: Bool = false) { period = paused ? nil : (minimumInterval ?? 1.0 / 60) }
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
    public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule {
        PeriodicTimelineSchedule(from: startDate, by: interval)
    }
}

extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
    public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
    public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }
    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
        AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
    }
}

/// The timeline's content: a view whose state is the date, advanced by the run's clock.
struct TimelineContent<Content: View>: View {
    let period: Double?
    let content: (TimelineViewDefaultContext) -> Content
    @State private var date = RunClock.start

    var body: some View {
        content(.init(date: date, cadence: .seconds))
            .onReceive(TimelineTicks(period: period)) { date = $0 }
    }
}

/// Ticks of a timeline on the run's clock.
struct TimelineTicks: Publisher {
    typealias Output = Date
    typealias Failure = Never
    let period: Double?

    func _subscribe(_ receive: @escaping (Date) -> Void, completion: @escaping (Subscribers.Completion<Never>) -> Void) -> AnyCancellable {
        guard let period, let clock = Ambient.current?.clock else { return AnyCancellable {} }
        return clock.schedule(after: period, repeating: period, label: "TimelineView ticked", receive)
    }
}
