/// How a view is inserted and removed. dataflow draws no animation, but the transition decides
/// one thing data flow can see (§16): a view replaced with the default transition disappears
/// after its replacement appeared; with `.identity` (no transition) it disappears first.
public struct AnyTransition: Sendable {
    let name: String

    var isIdentity: Bool { name == ".identity" }

    public static let identity = AnyTransition(name: ".identity")
    public static let opacity = AnyTransition(name: ".opacity")
    public static let slide = AnyTransition(name: ".slide")
    public static let scale = AnyTransition(name: ".scale")

    public static func move(edge: Edge) -> AnyTransition { AnyTransition(name: ".move(edge: .\(edge))") }
    public static func push(from edge: Edge) -> AnyTransition { AnyTransition(name: ".push(from: .\(edge))") }
    public static func scale(scale: CGFloat) -> AnyTransition { AnyTransition(name: ".scale(scale: \(formatNumber(scale)))") }

    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
        // Removal is what data flow sees: an identity removal leaves first.
        AnyTransition(name: removal.isIdentity ? ".identity" : ".asymmetric(insertion: \(insertion.name), removal: \(removal.name))")
    }

    public func combined(with other: AnyTransition) -> AnyTransition {
        isIdentity ? other : other.isIdentity ? self : AnyTransition(name: "\(name).combined(with: \(other.name))")
    }
}

/// An edge of a rectangle, for transitions.
public enum Edge: Int8, Sendable, Hashable, CaseIterable {
    case top = 1, leading = 2, bottom = 4, trailing = 8
}

/// `.transition(_:)`.
public struct _TransitionModifier: BuiltinModifier {
    let transition: AnyTransition
}

extension View {
    public func transition(_ transition: AnyTransition) -> ModifiedContent<Self, _TransitionModifier> {
        modifier(_TransitionModifier(transition: transition))
    }
}
