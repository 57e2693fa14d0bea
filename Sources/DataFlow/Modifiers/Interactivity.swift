/// Modifiers that look like appearance but change what a user can do, so a script cannot do it
/// either: a control under `.disabled(true)`, `.allowsHitTesting(false)`, `.hidden()` or
/// `.opacity(0)` does nothing when operated, and the step says why (§22).
///
/// `.disabled` works as in SwiftUI, through the environment's `isEnabled` (a view may read it);
/// the others stop hit testing, which SwiftUI does for views that are hidden, fully transparent,
/// or marked not hit-testable.
public struct _InteractivityModifier: BuiltinModifier {
    enum Kind: Equatable {
        case opacity(Double)
        case hidden
        case allowsHitTesting(Bool)
    }

    let kind: Kind

    package var screenAnnotation: String? {
        switch kind {
        case .opacity(let value): value == 1 ? nil : ".opacity(\(formatNumber(value)))"
        case .hidden: ".hidden()"
        case .allowsHitTesting(let enabled): enabled ? nil : ".allowsHitTesting(false)"
        }
    }

    /// Why controls below cannot be operated, if they cannot.
    var blocksHitTesting: String? {
        switch kind {
        case .opacity(let value): value == 0 ? "it is fully transparent (.opacity(0)), and invisible views take no taps (Low: reports differ)" : nil
        case .hidden: "it is hidden (.hidden())"
        case .allowsHitTesting(let enabled): enabled ? nil : "hit testing is off above it (.allowsHitTesting(false))"
        }
    }
}

/// `.disabled(_:)`: turns `isEnabled` off for everything below (it never turns it back on).
public struct _DisabledModifier: BuiltinModifier, EnvironmentWriting {
    let isDisabled: Bool

    package var screenAnnotation: String? { isDisabled ? ".disabled(true)" : nil }
    package func makeBehavior() -> ModifierBehavior? { EnvironmentWriter() }
    package var writtenValue: Any { isDisabled }

    package func write(into environment: inout EnvironmentValues) {
        if isDisabled { environment.isEnabled = false }
    }
}

private struct IsEnabledKey: EnvironmentKey {
    static var defaultValue: Bool { true }
}

extension EnvironmentValues {
    /// Whether controls here can be used; `.disabled(true)` above turns it off.
    public var isEnabled: Bool {
        get { self[IsEnabledKey.self] }
        set { self[IsEnabledKey.self] = newValue }
    }
}

extension View {
    /// Controls below cannot be operated while `disabled` is true.
    public func disabled(_ disabled: Bool) -> ModifiedContent<Self, _DisabledModifier> {
        modifier(_DisabledModifier(isDisabled: disabled))
    }

    /// Taps do not reach this view (nor its controls) while `enabled` is false.
    public func allowsHitTesting(_ enabled: Bool) -> ModifiedContent<Self, _InteractivityModifier> {
        modifier(_InteractivityModifier(kind: .allowsHitTesting(enabled)))
    }

    /// Hides the view: it keeps its place and its state, and cannot be operated.
    public func hidden() -> ModifiedContent<Self, _InteractivityModifier> {
        modifier(_InteractivityModifier(kind: .hidden))
    }
}

extension Node {
    /// Why a control at this node cannot be operated now, if it cannot: disabled by the
    /// environment, or below a view that takes no hits.
    package var interactionBlocked: String? {
        var node: Node? = self
        while let current = node {
            if let modifier = (current as? ModifierNode)?.modifier as? _InteractivityModifier, let reason = modifier.blocksHitTesting {
                return reason
            }
            node = current.parent
        }
        return environment.isEnabled ? nil : "it is disabled (.disabled(true) above it)"
    }
}
