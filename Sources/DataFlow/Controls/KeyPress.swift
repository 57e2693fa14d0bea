import Foundation

/// A key the user pressed on a hardware keyboard (iOS 17). dataflow's iPhone has no hardware
/// keyboard, so `.onKeyPress` actions are kept and never called (as on an iPhone without one).
public struct KeyPress: Sendable {
    public let phase: Phases
    public let key: KeyEquivalent
    public let characters: String
    public let modifiers: EventModifiers

    /// Down, repeat and up.
    public struct Phases: OptionSet, Sendable, CustomDebugStringConvertible {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let down = Phases(rawValue: 1)
        public static let `repeat` = Phases(rawValue: 2)
        public static let up = Phases(rawValue: 4)
        public static let all: Phases = [.down, .repeat, .up]
        public var debugDescription: String { "KeyPress.Phases(rawValue: \(rawValue))" }
    }

    /// Whether the action handled the press (it then goes no further up the views).
    public enum Result: Sendable { case handled, ignored }
}

extension View {
    public func onKeyPress(_ key: KeyEquivalent, action: @escaping () -> KeyPress.Result) -> ModifiedContent<Self, _AppearanceModifier> {
        styled(".onKeyPress")
    }

    public func onKeyPress(
        _ key: KeyEquivalent, phases: KeyPress.Phases, action: @escaping (KeyPress) -> KeyPress.Result
    ) -> ModifiedContent<Self, _AppearanceModifier> {
        styled(".onKeyPress")
    }

    public func onKeyPress(
        keys: Set<KeyEquivalent>, phases: KeyPress.Phases = [.down, .repeat], action: @escaping (KeyPress) -> KeyPress.Result
    ) -> ModifiedContent<Self, _AppearanceModifier> {
        styled(".onKeyPress")
    }

    public func onKeyPress(
        characters: CharacterSet, phases: KeyPress.Phases = [.down, .repeat], action: @escaping (KeyPress) -> KeyPress.Result
    ) -> ModifiedContent<Self, _AppearanceModifier> {
        styled(".onKeyPress")
    }

    public func onKeyPress(
        phases: KeyPress.Phases = [.down, .repeat], action: @escaping (KeyPress) -> KeyPress.Result
    ) -> ModifiedContent<Self, _AppearanceModifier> {
        styled(".onKeyPress")
    }
}
