import Foundation

/// Where a scroll view is scrolled to (iOS 18): a view's identifier, an edge, or a point. The
/// app's `scrollTo` moves the scroll view there; a script's scroll marks it positioned by the
/// user (§33, `Scrolling/ScrollPositionModifier.swift`).
public struct ScrollPosition: Sendable, Equatable {
    enum Target: Sendable {
        case automatic
        case view(any Hashable & Sendable, anchor: UnitPoint?)
        case edge(Edge)
        case point(x: CGFloat?, y: CGFloat?)
    }

    var target: Target
    public var isPositionedByUser = false

    public init(id: some Hashable & Sendable, anchor: UnitPoint? = nil) { target = .view(id, anchor: anchor) }
    public init(idType: (some Hashable & Sendable).Type = Never.self) { target = .automatic }
    public init(idType: (some Hashable & Sendable).Type = Never.self, edge: Edge) { target = .edge(edge) }
    public init(idType: (some Hashable & Sendable).Type = Never.self, point: CGPoint) { target = .point(x: point.x, y: point.y) }
    public init(idType: (some Hashable & Sendable).Type = Never.self, x: CGFloat, y: CGFloat) { target = .point(x: x, y: y) }
    public init(idType: (some Hashable & Sendable).Type = Never.self, x: CGFloat) { target = .point(x: x, y: nil) }
    public init(idType: (some Hashable & Sendable).Type = Never.self, y: CGFloat) { target = .point(x: nil, y: y) }

    public mutating func scrollTo(id: some Hashable & Sendable, anchor: UnitPoint? = nil) { move(to: .view(id, anchor: anchor)) }
    public mutating func scrollTo(edge: Edge) { move(to: .edge(edge)) }
    public mutating func scrollTo(point: CGPoint) { move(to: .point(x: point.x, y: point.y)) }
    public mutating func scrollTo(x: CGFloat, y: CGFloat) { move(to: .point(x: x, y: y)) }
    public mutating func scrollTo(x: CGFloat) { move(to: .point(x: x, y: nil)) }
    public mutating func scrollTo(y: CGFloat) { move(to: .point(x: nil, y: y)) }

    private mutating func move(to target: Target) {
        self.target = target
        isPositionedByUser = false
    }

    public var edge: Edge? {
        if case .edge(let edge) = target { return edge }
        return nil
    }
    public var point: CGPoint? {
        if case .point(let x?, let y?) = target { return CGPoint(x: x, y: y) }
        return nil
    }
    public var x: CGFloat? {
        if case .point(let x, _) = target { return x }
        return nil
    }
    public var y: CGFloat? {
        if case .point(_, let y) = target { return y }
        return nil
    }
    public var viewID: (any Hashable & Sendable)? {
        if case .view(let id, _) = target { return id }
        return nil
    }
    public func viewID<T: Hashable & Sendable>(type: T.Type) -> T? { viewID as? T }

    public static func == (lhs: ScrollPosition, rhs: ScrollPosition) -> Bool {
        guard lhs.isPositionedByUser == rhs.isPositionedByUser else { return false }
        switch (lhs.target, rhs.target) {
        case (.automatic, .automatic): return true
        case (.view(let a, let anchorA), .view(let b, let anchorB)): return AnyHashable(a) == AnyHashable(b) && anchorA == anchorB
        case (.edge(let a), .edge(let b)): return a == b
        case (.point(let xA, let yA), .point(let xB, let yB)): return xA == xB && yA == yB
        default: return false
        }
    }
}
