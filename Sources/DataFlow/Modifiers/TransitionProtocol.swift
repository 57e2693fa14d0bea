import Foundation

/// iOS 17's transitions as types: the built-in ones (`.transition(.blurReplace)`) and an app's
/// own (`struct Twirl: Transition { func body(content: Content, phase: TransitionPhase) … }`).
///
/// What data flow sees of a transition is whether it is the identity: a view removed with any
/// other changes the order of appear and disappear actions (§16). A transition type is that, by name (`Twirl`). Its
/// `body(content:phase:)` is not run: an insertion ends at the identity phase, which changes
/// nothing a run shows, and a run has no frames in between.
public protocol Transition {
    associatedtype Body: View
    typealias Content = PlaceholderContentView<Self>
    @ViewBuilder func body(content: Content, phase: TransitionPhase) -> Body
    static var properties: TransitionProperties { get }
}

extension Transition {
    public static var properties: TransitionProperties { TransitionProperties() }

    /// This transition, animated with `animation`.
    public func animation(_ animation: Animation?) -> some Transition { self }

    /// This transition and `other` together.
    public func combined<T: Transition>(with other: T) -> some Transition { _CombinedTransition(first: self, second: other) }

    /// The transition's name, as a transcript shows it: the built-ins' own, or the type's.
    var transitionName: String { (self as? _NamedTransition)?.name ?? displayTypeName(Self.self) }

    /// `content` as this transition shows it at `phase`. Its body is not run (what it draws is
    /// appearance, D15): the content is itself, and its screen line names the transition when
    /// the phase is not the identity and the transition is not `.identity`.
    public func apply<V: View>(content: V, phase: TransitionPhase) -> some View {
        content.effect(".transition(\(transitionName))", isIdentity: phase.isIdentity || transitionName == ".identity")
    }
}

/// A built-in transition's name as code writes it (`.opacity`).
protocol _NamedTransition {
    var name: String { get }
}

/// Where a transition is: about to appear, on screen, or gone.
public enum TransitionPhase: Hashable, Sendable {
    case willAppear, identity, didDisappear
    public var isIdentity: Bool { self == .identity }
    /// −1 leaving, 0 on screen, 1 arriving.
    public var value: Double {
        switch self {
        case .willAppear: 1
        case .identity: 0
        case .didDisappear: -1
        }
    }
}

/// What a transition does besides its body: whether it moves things.
public struct TransitionProperties: Sendable {
    public var hasMotion: Bool
    public init(hasMotion: Bool = true) { self.hasMotion = hasMotion }
}

struct _CombinedTransition<First: Transition, Second: Transition>: Transition, _NamedTransition {
    let first: First
    let second: Second
    var name: String { "\(first.transitionName).combined(with: \(second.transitionName))" }
    func body(content: Content, phase: TransitionPhase) -> some View { EmptyView() }
}

extension AnyTransition {
    /// A transition type, erased: `AnyTransition(Twirl())`.
    public init<T: Transition>(_ transition: T) {
        self.init(name: transition.transitionName)
    }
}

extension View {
    /// `.transition(Twirl())`, `.transition(.blurReplace)`: as its `AnyTransition` (§16).
    public func transition<T: Transition>(_ transition: T) -> ModifiedContent<Self, _TransitionModifier> {
        modifier(_TransitionModifier(transition: AnyTransition(transition)))
    }
}

// The built-in transition types, each with its name.

public struct IdentityTransition: Transition, _NamedTransition {
    public init() {}
    var name: String { ".identity" }
    public func body(content: Content, phase: TransitionPhase) -> Content { content }
    public static let properties = TransitionProperties(hasMotion: false)
}

public struct OpacityTransition: Transition, _NamedTransition {
    public init() {}
    var name: String { ".opacity" }
    public func body(content: Content, phase: TransitionPhase) -> some View { content }
    public static var properties: TransitionProperties { TransitionProperties(hasMotion: false) }
}

public struct SlideTransition: Transition, _NamedTransition {
    public init() {}
    var name: String { ".slide" }
    public func body(content: Content, phase: TransitionPhase) -> some View { content }
}

public struct ScaleTransition: Transition, _NamedTransition {
    public var scale: Double
    public var anchor: UnitPoint
    public init(_ scale: Double, anchor: UnitPoint = .center) {
        self.scale = scale
        self.anchor = anchor
    }
    var name: String { ".scale(\(formatNumber(scale)))" }
    public func body(content: Content, phase: TransitionPhase) -> some View { content }
}

public struct MoveTransition: Transition, _NamedTransition {
    public var edge: Edge
    public init(edge: Edge) { self.edge = edge }
    var name: String { ".move(edge: .\(edge))" }
    public func body(content: Content, phase: TransitionPhase) -> some View { content }
}

public struct PushTransition: Transition, _NamedTransition {
    public var edge: Edge
    public init(edge: Edge) { self.edge = edge }
    var name: String { ".push(from: .\(edge))" }
    public func body(content: Content, phase: TransitionPhase) -> some View { content }
}

public struct OffsetTransition: Transition, _NamedTransition {
    public var offset: CGSize
    public init(_ offset: CGSize) { self.offset = offset }
    var name: String { ".offset" }
    public func body(content: Content, phase: TransitionPhase) -> some View { content }
}

public struct BlurReplaceTransition: Transition, _NamedTransition {
    public struct Configuration: Hashable, Sendable {
        let name: String
        public static let downUp = Configuration(name: "downUp")
        public static let upUp = Configuration(name: "upUp")
    }
    public var configuration: Configuration
    public init(configuration: Configuration) { self.configuration = configuration }
    var name: String { ".blurReplace" }
    public func body(content: Content, phase: TransitionPhase) -> some View { content }
}

extension Transition where Self == IdentityTransition {
    public static var identity: IdentityTransition { IdentityTransition() }
}

extension Transition where Self == OpacityTransition {
    public static var opacity: OpacityTransition { OpacityTransition() }
}

extension Transition where Self == SlideTransition {
    public static var slide: SlideTransition { SlideTransition() }
}

extension Transition where Self == ScaleTransition {
    public static var scale: ScaleTransition { ScaleTransition(0) }
    public static func scale(_ scale: Double, anchor: UnitPoint = .center) -> ScaleTransition { ScaleTransition(scale, anchor: anchor) }
}

extension Transition where Self == MoveTransition {
    public static func move(edge: Edge) -> MoveTransition { MoveTransition(edge: edge) }
}

extension Transition where Self == PushTransition {
    public static func push(from edge: Edge) -> PushTransition { PushTransition(edge: edge) }
}

extension Transition where Self == OffsetTransition {
    public static func offset(_ offset: CGSize) -> OffsetTransition { OffsetTransition(offset) }
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetTransition { OffsetTransition(CGSize(width: x, height: y)) }
}

extension Transition where Self == BlurReplaceTransition {
    public static var blurReplace: BlurReplaceTransition { BlurReplaceTransition(configuration: .downUp) }
    public static func blurReplace(_ config: BlurReplaceTransition.Configuration = .downUp) -> BlurReplaceTransition {
        BlurReplaceTransition(configuration: config)
    }
}
