/// An effect a pointer's hover gives a view (iOS 18's composable hover effects), accepted (D15):
/// an iPhone run has no pointer, so no effect is ever shown or run; the effects and the
/// modifiers that take them compile and are recorded by name.
public protocol CustomHoverEffect {
    /// The effect this one is made of.
    associatedtype Body: CustomHoverEffect
    /// What an effect's body starts from: the empty effect.
    typealias Content = EmptyHoverEffect

    /// The effect this one is made of, from the empty effect.
    func body(content: Self.Content) -> Self.Body
}

extension CustomHoverEffect where Self.Body == Never {
    /// A built-in effect has no body of its own; SwiftUI stops the app if it is asked for one,
    /// and so does dataflow (nothing in dataflow asks).
    public func body(content: Self.Content) -> Self.Body {
        preconditionFailure("\(Self.self) is a built-in hover effect and has no body")
    }
}

extension Never: CustomHoverEffect {}

/// The effect with no effect: what an effect's body starts from.
public struct EmptyHoverEffect: CustomHoverEffect {
    public typealias Body = Never
    public init() {}
}

/// The platform's effect for the view (a highlight or a lift, as the system chooses).
public struct AutomaticHoverEffect: CustomHoverEffect {
    public init() {}
    public func body(content: AutomaticHoverEffect.Content) -> some CustomHoverEffect { content }
}

/// A platter behind the view that follows the pointer.
public struct HighlightHoverEffect: CustomHoverEffect {
    public init() {}
    public func body(content: HighlightHoverEffect.Content) -> some CustomHoverEffect { content }
}

/// The view lifts and takes a shadow under the pointer.
public struct LiftHoverEffect: CustomHoverEffect {
    public init() {}
    public func body(content: LiftHoverEffect.Content) -> some CustomHoverEffect { content }
}

extension CustomHoverEffect where Self == AutomaticHoverEffect {
    public static var automatic: AutomaticHoverEffect { AutomaticHoverEffect() }
}

extension CustomHoverEffect where Self == HighlightHoverEffect {
    public static var highlight: HighlightHoverEffect { HighlightHoverEffect() }
}

extension CustomHoverEffect where Self == LiftHoverEffect {
    public static var lift: LiftHoverEffect { LiftHoverEffect() }
}

extension CustomHoverEffect {
    /// The effect, turned off while `isDisabled`: accepted, the effect itself comes back.
    public func hoverEffectDisabled(_ isDisabled: Bool = true) -> some CustomHoverEffect { self }
}

/// iOS 13's effect value is an effect too (iOS 18), and can be made from any effect.
extension HoverEffect: CustomHoverEffect {
    public typealias Body = Never

    /// The effect `effect` is, as a `HoverEffect` (recorded by its type's name).
    public init<E>(_ effect: E) where E: CustomHoverEffect {
        self.init(name: "\(E.self)")
    }
}

extension View {
    /// A hover effect, on while `isEnabled` (iOS 18): accepted (no pointer on an iPhone).
    public func hoverEffect(_ effect: some CustomHoverEffect = .automatic, isEnabled: Bool = true) -> some View {
        styled(".hoverEffect")
    }

    /// The effect the views below use when they ask for the automatic one (iOS 18): accepted.
    public func defaultHoverEffect(_ effect: some CustomHoverEffect) -> some View { styled(".defaultHoverEffect") }
}
