// SF Symbols' animations (iOS 17 and 18: the Symbols framework, which SwiftUI brings along):
// `.symbolEffect(.bounce, value: count)`, `.symbolEffect(.pulse)`,
// `.contentTransition(.symbolEffect(.replace))`. dataflow draws no symbol: effects are accepted
// and change nothing a script sees (D15).

/// An animation of a symbol.
public protocol SymbolEffect: Hashable, Sendable {}
/// An effect that plays once each time a value changes.
public protocol DiscreteSymbolEffect {}
/// An effect that plays while it is active.
public protocol IndefiniteSymbolEffect {}
/// An effect for a symbol replaced by another.
public protocol ContentTransitionSymbolEffect {}
/// An effect for a symbol coming or going.
public protocol TransitionSymbolEffect {}

/// An effect's variants, as its members name them (`.bounce.up.byLayer`).
public protocol _SymbolEffectVariants {
    init(variants: [String])
    var variants: [String] { get }
}

extension _SymbolEffectVariants {
    func adding(_ variant: String) -> Self { Self(variants: variants + [variant]) }
    /// The effect on each layer in turn.
    public var byLayer: Self { adding("byLayer") }
    /// The effect on the whole symbol at once.
    public var wholeSymbol: Self { adding("wholeSymbol") }
}

/// Bounces the symbol.
public struct BounceSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect, _SymbolEffectVariants {
    public let variants: [String]
    public init(variants: [String]) { self.variants = variants }
    public var up: Self { adding("up") }
    public var down: Self { adding("down") }
}

/// Fades the symbol in and out.
public struct PulseSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect, _SymbolEffectVariants {
    public let variants: [String]
    public init(variants: [String]) { self.variants = variants }
}

/// Scales the symbol up or down.
public struct ScaleSymbolEffect: SymbolEffect, IndefiniteSymbolEffect, TransitionSymbolEffect, _SymbolEffectVariants {
    public let variants: [String]
    public init(variants: [String]) { self.variants = variants }
    public var up: Self { adding("up") }
    public var down: Self { adding("down") }
}

/// Colours the symbol's layers in turn.
public struct VariableColorSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect, _SymbolEffectVariants {
    public let variants: [String]
    public init(variants: [String]) { self.variants = variants }
    public var iterative: Self { adding("iterative") }
    public var cumulative: Self { adding("cumulative") }
    public var reversing: Self { adding("reversing") }
    public var nonReversing: Self { adding("nonReversing") }
    public var hideInactiveLayers: Self { adding("hideInactiveLayers") }
    public var dimInactiveLayers: Self { adding("dimInactiveLayers") }
}

/// Replaces one symbol with another.
public struct ReplaceSymbolEffect: SymbolEffect, ContentTransitionSymbolEffect, _SymbolEffectVariants {
    public let variants: [String]
    public init(variants: [String]) { self.variants = variants }
    public var downUp: Self { adding("downUp") }
    public var upUp: Self { adding("upUp") }
    public var offUp: Self { adding("offUp") }
}

/// Draws the symbol in.
public struct AppearSymbolEffect: SymbolEffect, IndefiniteSymbolEffect, TransitionSymbolEffect, _SymbolEffectVariants {
    public let variants: [String]
    public init(variants: [String]) { self.variants = variants }
    public var up: Self { adding("up") }
    public var down: Self { adding("down") }
}

/// Draws the symbol out.
public struct DisappearSymbolEffect: SymbolEffect, IndefiniteSymbolEffect, TransitionSymbolEffect, _SymbolEffectVariants {
    public let variants: [String]
    public init(variants: [String]) { self.variants = variants }
    public var up: Self { adding("up") }
    public var down: Self { adding("down") }
}

/// Wiggles the symbol (iOS 18).
public struct WiggleSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect, _SymbolEffectVariants {
    public let variants: [String]
    public init(variants: [String]) { self.variants = variants }
    public var up: Self { adding("up") }
    public var down: Self { adding("down") }
    public var left: Self { adding("left") }
    public var right: Self { adding("right") }
    public var forward: Self { adding("forward") }
    public var backward: Self { adding("backward") }
    public var clockwise: Self { adding("clockwise") }
    public var counterClockwise: Self { adding("counterClockwise") }
}

/// Rotates the symbol (iOS 18).
public struct RotateSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect, _SymbolEffectVariants {
    public let variants: [String]
    public init(variants: [String]) { self.variants = variants }
    public var clockwise: Self { adding("clockwise") }
    public var counterClockwise: Self { adding("counterClockwise") }
}

/// Makes the symbol breathe (iOS 18).
public struct BreatheSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect, _SymbolEffectVariants {
    public let variants: [String]
    public init(variants: [String]) { self.variants = variants }
    public var plain: Self { adding("plain") }
    public var pulse: Self { adding("pulse") }
}

extension SymbolEffect where Self == BounceSymbolEffect { public static var bounce: BounceSymbolEffect { .init(variants: []) } }
extension SymbolEffect where Self == PulseSymbolEffect { public static var pulse: PulseSymbolEffect { .init(variants: []) } }
extension SymbolEffect where Self == ScaleSymbolEffect { public static var scale: ScaleSymbolEffect { .init(variants: []) } }
extension SymbolEffect where Self == VariableColorSymbolEffect {
    public static var variableColor: VariableColorSymbolEffect { .init(variants: []) }
}
extension SymbolEffect where Self == ReplaceSymbolEffect { public static var replace: ReplaceSymbolEffect { .init(variants: []) } }
extension SymbolEffect where Self == AppearSymbolEffect { public static var appear: AppearSymbolEffect { .init(variants: []) } }
extension SymbolEffect where Self == DisappearSymbolEffect { public static var disappear: DisappearSymbolEffect { .init(variants: []) } }
extension SymbolEffect where Self == WiggleSymbolEffect { public static var wiggle: WiggleSymbolEffect { .init(variants: []) } }
extension SymbolEffect where Self == RotateSymbolEffect { public static var rotate: RotateSymbolEffect { .init(variants: []) } }
extension SymbolEffect where Self == BreatheSymbolEffect { public static var breathe: BreatheSymbolEffect { .init(variants: []) } }

/// How an effect plays: how often, how fast.
public struct SymbolEffectOptions: Hashable, Sendable {
    let parts: [String]

    public static var `default`: SymbolEffectOptions { SymbolEffectOptions(parts: []) }
    public static var repeating: SymbolEffectOptions { SymbolEffectOptions(parts: ["repeating"]) }
    public static var nonRepeating: SymbolEffectOptions { SymbolEffectOptions(parts: ["nonRepeating"]) }
    public static func `repeat`(_ count: Int) -> SymbolEffectOptions { SymbolEffectOptions(parts: ["repeat(\(count))"]) }
    public static func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions(parts: ["speed(\(speed))"]) }

    public var repeating: SymbolEffectOptions { SymbolEffectOptions(parts: parts + ["repeating"]) }
    public var nonRepeating: SymbolEffectOptions { SymbolEffectOptions(parts: parts + ["nonRepeating"]) }
    public func `repeat`(_ count: Int) -> SymbolEffectOptions { SymbolEffectOptions(parts: parts + ["repeat(\(count))"]) }
    public func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions(parts: parts + ["speed(\(speed))"]) }
}

extension View {
    /// Plays `effect` while `isActive`.
    public func symbolEffect<T: IndefiniteSymbolEffect & SymbolEffect>(
        _ effect: T, options: SymbolEffectOptions = .default, isActive: Bool = true
    )
        -> ModifiedContent<Self, _AppearanceModifier>
    {
        styled(".symbolEffect")
    }

    /// Plays `effect` once each time `value` changes.
    public func symbolEffect<T: DiscreteSymbolEffect & SymbolEffect, U: Equatable>(
        _ effect: T, options: SymbolEffectOptions = .default, value: U
    )
        -> ModifiedContent<Self, _AppearanceModifier>
    {
        styled(".symbolEffect")
    }

    /// Turns symbol effects off below.
    public func symbolEffectsRemoved(_ isEnabled: Bool = true) -> ModifiedContent<Self, _AppearanceModifier> { styled(".symbolEffectsRemoved") }
}
