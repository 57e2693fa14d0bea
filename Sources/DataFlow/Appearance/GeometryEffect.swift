import Foundation

/// SwiftUI's marker that a protocol's conformers are not bound to the main actor. dataflow's
/// modifiers are not isolated, so it asks nothing.
public protocol _RemoveGlobalActorIsolation {}

/// A modifier that moves or distorts its content by a projective transform, which animations
/// interpolate through `animatableData` (a shake, a skew, a flip).
///
/// SwiftUI draws the content through `effectValue(size:)`; that is appearance (D15). dataflow
/// applies the content as it is (its state, actions and identity are the view's) and the screen
/// line names the effect (`.modifier(Shake)`) unless its transform is the identity. dataflow lays
/// nothing out, so the transform is asked for at size zero.
public protocol GeometryEffect: Animatable, ViewModifier, _RemoveGlobalActorIsolation where Body == Never {
    /// The transform for content of `size`.
    func effectValue(size: CGSize) -> ProjectionTransform
}

extension GeometryEffect {
    /// Never asked for: the graph applies a geometry effect itself.
    public func body(content: Content) -> Never {
        preconditionFailure("\(Self.self) is a geometry effect; the graph applies it itself")
    }

    /// This effect without changing the layout of what is around it (its frame stays put).
    public func ignoredByLayout() -> _IgnoredByLayoutEffect<Self> { _IgnoredByLayoutEffect(base: self) }

    /// The modifier the graph applies in its place: the effect's name on the screen line when it
    /// transforms anything.
    var appearance: _AppearanceModifier {
        let name = (self as? _NamedGeometryEffect)?.effectName ?? displayTypeName(Self.self)
        return _AppearanceModifier(text: ".modifier(\(name))", isShown: !effectValue(size: .zero).isIdentity)
    }
}

/// An effect that names itself on the screen line (its base's name).
protocol _NamedGeometryEffect {
    var effectName: String { get }
}

/// A geometry effect that leaves layout alone: the same transform, drawn without moving the
/// frame others are laid out around (appearance, as the effect itself).
public struct _IgnoredByLayoutEffect<Base: GeometryEffect>: GeometryEffect, _NamedGeometryEffect {
    public var base: Base

    public init(base: Base) { self.base = base }

    public var animatableData: Base.AnimatableData {
        get { base.animatableData }
        set { base.animatableData = newValue }
    }

    public func effectValue(size: CGSize) -> ProjectionTransform { base.effectValue(size: size) }

    var effectName: String { "\((base as? _NamedGeometryEffect)?.effectName ?? displayTypeName(Base.self)).ignoredByLayout()" }
}

/// An old (iOS 13) name for a modifier whose `animatableData` animations interpolate. It is a
/// `ViewModifier` like any other: its body runs with its values, which a run shows at rest (their
/// final values: no frames are drawn between).
public protocol AnimatableModifier: Animatable, ViewModifier {}

/// The built-in modifier the graph applies for `modifier`: the modifier itself when it is built
/// in, a geometry effect's appearance, or nil for a modifier whose body runs.
func graphModifier(for modifier: any ViewModifier) -> (any BuiltinModifier)? {
    if let builtin = modifier as? any BuiltinModifier { return builtin }
    if let effect = modifier as? any GeometryEffect { return effect.appearance }
    return nil
}
