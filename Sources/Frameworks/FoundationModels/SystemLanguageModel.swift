/// The on-device language model behind Apple Intelligence.
///
/// A model's answers cannot be the same on every run, so dataflow models a device without Apple
/// Intelligence: the model is `.unavailable(.deviceNotEligible)`, `isAvailable` is false, and a
/// session's requests throw `LanguageModelSession.GenerationError.assetsUnavailable`, so an app's
/// "not available" path is what runs, as on an iPhone that cannot run the model.
public final class SystemLanguageModel: Sendable, Observable {
    /// The general-purpose model.
    public static let `default` = SystemLanguageModel(useCase: .general)

    let useCase: UseCase

    public init(useCase: UseCase = .general, guardrails: Guardrails = Guardrails.default) {
        self.useCase = useCase
    }

    /// `.unavailable(.deviceNotEligible)`: see the type's documentation.
    public var availability: Availability { .unavailable(.deviceNotEligible) }

    /// False: see the type's documentation.
    public var isAvailable: Bool { availability == .available }

    /// The languages the model supports: none, as there is no model here.
    public var supportedLanguages: Set<Locale.Language> { [] }

    /// False for every locale: there is no model here.
    public func supportsLocale(_ locale: Locale = Locale.current) -> Bool { false }

    /// Whether the model can be used, and if not, why.
    public enum Availability: Equatable, Sendable {
        case available
        case unavailable(UnavailableReason)

        /// Why the model cannot be used.
        public enum UnavailableReason: Equatable, Hashable, Sendable {
            case deviceNotEligible
            case appleIntelligenceNotEnabled
            case modelNotReady
        }
    }

    /// What the model is specialised for.
    public struct UseCase: Equatable, Sendable {
        let name: String

        public static let general = UseCase(name: "general")
        public static let contentTagging = UseCase(name: "contentTagging")
    }

    /// How strictly the model's input and output are filtered.
    public struct Guardrails: Sendable {
        let name: String

        public static let `default` = Guardrails(name: "default")
        public static let permissiveContentTransformations = Guardrails(name: "permissiveContentTransformations")
    }
}
