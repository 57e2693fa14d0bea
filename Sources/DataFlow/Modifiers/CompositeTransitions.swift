import Foundation

// iOS 17's transition types built from others: one transition to insert and another to remove
// (`AsymmetricTransition`), and a symbol's own effect as a transition (`.symbolEffect(.appear)`).
// Like every transition type, each counts for what data flow sees (§16) as its `AnyTransition`:
// a view removed with `.identity` disappears before its replacement appears.

/// Inserts with one transition and removes with another.
///
/// What data flow sees is the removal (§16): when `removal` is `.identity`, a replaced view
/// disappears before its replacement appears, whatever the insertion; otherwise after. Its name
/// and that order are `AnyTransition.asymmetric(insertion:removal:)`'s.
public struct AsymmetricTransition<Insertion: Transition, Removal: Transition>: Transition, _NamedTransition {
    public var insertion: Insertion
    public var removal: Removal

    public init(insertion: Insertion, removal: Removal) {
        self.insertion = insertion
        self.removal = removal
    }

    var name: String {
        AnyTransition.asymmetric(insertion: AnyTransition(insertion), removal: AnyTransition(removal)).name
    }

    /// Not run (appearance, D15): the content as it is.
    public func body(content: AsymmetricTransition<Insertion, Removal>.Content, phase: TransitionPhase) -> some View { content }

    /// It moves things when either side does.
    public static var properties: TransitionProperties {
        TransitionProperties(hasMotion: Insertion.properties.hasMotion || Removal.properties.hasMotion)
    }
}

/// A symbol's effect (`.appear`, `.disappear`, `.scale`) as its view's transition. The effect is
/// appearance (D15), kept with its options; the transition is not the identity (§16).
public struct SymbolEffectTransition: Transition, _NamedTransition {
    /// The effect's name and options as code writes them, for the transcript.
    let effect: String
    let options: SymbolEffectOptions

    public init<T: SymbolEffect & TransitionSymbolEffect>(effect: T, options: SymbolEffectOptions) {
        self.effect = String(describing: T.self).replacingOccurrences(of: "SymbolEffect", with: "").lowercased()
        self.options = options
    }

    /// The default: the symbol appears and disappears with its automatic effect.
    init() {
        effect = "automatic"
        options = .default
    }

    var name: String { ".symbolEffect(.\(effect))" }

    /// Not run (appearance, D15): the content as it is.
    public func body(content: SymbolEffectTransition.Content, phase: TransitionPhase) -> some View { content }

    /// A symbol effect draws the symbol in place: no motion (dataflow's reading; appearance either way).
    public static let properties = TransitionProperties(hasMotion: false)
}

extension Transition where Self == SymbolEffectTransition {
    /// `effect` as a transition.
    public static func symbolEffect<T: SymbolEffect & TransitionSymbolEffect>(
        _ effect: T, options: SymbolEffectOptions = .default
    ) -> SymbolEffectTransition {
        SymbolEffectTransition(effect: effect, options: options)
    }

    /// The automatic symbol effect as a transition.
    public static var symbolEffect: SymbolEffectTransition { SymbolEffectTransition() }
}
