import Foundation

/// A geometry value of a view, handed up through a preference and resolved by a
/// `GeometryProxy` above it (`proxy[anchor]`), as SwiftUI's opaque anchors are.
///
/// dataflow lays nothing out yet (every view's frame is zero-sized at the origin), so an anchor
/// resolves to the zero rectangle, or to its point in it. What takes part in data flow is kept:
/// anchors are made where the view is, travel through preference keys, and compare equal when
/// their values do.
public struct Anchor<Value> {
    /// The value in the coordinate space of the view that made the anchor.
    let value: Value

    /// Where in a view an anchor points: its bounds, a rectangle or a point in it.
    public struct Source {
        let resolve: (CGRect) -> Value
    }
}

extension Anchor: Equatable where Value: Equatable {
    public static func == (lhs: Anchor, rhs: Anchor) -> Bool { lhs.value == rhs.value }
}

extension Anchor: Hashable where Value: Hashable {
    public func hash(into hasher: inout Hasher) { hasher.combine(value) }
}

extension Anchor.Source where Value == CGRect {
    /// The view's bounds.
    public static var bounds: Anchor<CGRect>.Source { Anchor<CGRect>.Source { $0 } }
    /// A rectangle in the view's coordinate space.
    public static func rect(_ rect: CGRect) -> Anchor<CGRect>.Source { Anchor<CGRect>.Source { _ in rect } }
}

extension Anchor.Source where Value == CGPoint {
    public static func point(_ point: CGPoint) -> Anchor<CGPoint>.Source { Anchor<CGPoint>.Source { _ in point } }
    public static func unitPoint(_ point: UnitPoint) -> Anchor<CGPoint>.Source {
        Anchor<CGPoint>.Source { CGPoint(x: $0.minX + point.x * $0.width, y: $0.minY + point.y * $0.height) }
    }
    public static var topLeading: Anchor<CGPoint>.Source { unitPoint(.topLeading) }
    public static var top: Anchor<CGPoint>.Source { unitPoint(.top) }
    public static var topTrailing: Anchor<CGPoint>.Source { unitPoint(.topTrailing) }
    public static var leading: Anchor<CGPoint>.Source { unitPoint(.leading) }
    public static var center: Anchor<CGPoint>.Source { unitPoint(.center) }
    public static var trailing: Anchor<CGPoint>.Source { unitPoint(.trailing) }
    public static var bottomLeading: Anchor<CGPoint>.Source { unitPoint(.bottomLeading) }
    public static var bottom: Anchor<CGPoint>.Source { unitPoint(.bottom) }
    public static var bottomTrailing: Anchor<CGPoint>.Source { unitPoint(.bottomTrailing) }
}

extension Anchor.Source {
    /// The sources of several anchors, as one.
    public init<T>(_ array: [Anchor<T>.Source]) where Value == [T] {
        resolve = { frame in array.map { $0.resolve(frame) } }
    }

    /// An optional source: an optional anchor.
    public init<T>(_ anchor: Anchor<T>.Source?) where Value == T? {
        resolve = { frame in anchor?.resolve(frame) }
    }

    /// The anchor of this source in a view whose frame is `frame`.
    func anchor(in frame: CGRect) -> Anchor { Anchor(value: resolve(frame)) }
}

extension GeometryProxy {
    /// The anchor's value in this proxy's coordinate space (no layout yet: as made, see `Anchor`).
    public subscript<T>(anchor: Anchor<T>) -> T { anchor.value }
}

extension View {
    /// Writes `key`'s value made from an anchor to this view's geometry (§10).
    public func anchorPreference<A, K: PreferenceKey>(
        key _: K.Type = K.self, value: Anchor<A>.Source, transform: @escaping (Anchor<A>) -> K.Value
    ) -> ModifiedContent<Self, _PreferenceWritingModifier<K>> {
        preference(key: K.self, value: transform(value.anchor(in: .zero)))
    }

    /// Edits `key`'s value with an anchor to this view's geometry (§10).
    public func transformAnchorPreference<A, K: PreferenceKey>(
        key _: K.Type = K.self, value: Anchor<A>.Source, transform: @escaping (inout K.Value, Anchor<A>) -> Void
    ) -> ModifiedContent<Self, _PreferenceTransformModifier<K>> {
        let anchor = value.anchor(in: .zero)
        return transformPreference(K.self) { transform(&$0, anchor) }
    }
}
