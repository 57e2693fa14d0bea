import Foundation

/// The language whose typesetting rules text follows (iOS 17), so line height and breaks suit its script.
public struct TypesettingLanguage: Sendable, Equatable {
    /// The language chosen, or nil to follow the text's own language (`automatic`).
    let language: Locale.Language?

    /// Follow the language of the text's content and the environment's locale, the default.
    public static let automatic = TypesettingLanguage(language: nil)

    /// Set text by `language`'s rules, for text whose script the content alone does not tell.
    public static func explicit(_ language: Locale.Language) -> TypesettingLanguage {
        TypesettingLanguage(language: language)
    }

    /// Two choices are the same when they name the same language, or are both automatic.
    public static func == (a: TypesettingLanguage, b: TypesettingLanguage) -> Bool { a.language == b.language }
}

extension View {
    /// Sets the text in this view by `language`'s rules (iOS 17): appearance, accepted; dataflow sets no type.
    public func typesettingLanguage(_ language: TypesettingLanguage, isEnabled: Bool = true) -> ModifiedContent<Self, _AppearanceModifier> {
        styled(".typesettingLanguage")
    }
}

extension Text {
    /// Sets this text by `language`'s rules (iOS 17), keeping it a `Text` so it still joins with `+`; dataflow sets no type.
    public func typesettingLanguage(_ language: Locale.Language, isEnabled: Bool = true) -> Text { self }

    /// Sets this text by `language`'s rules (iOS 17), keeping it a `Text` so it still joins with `+`; dataflow sets no type.
    public func typesettingLanguage(_ language: TypesettingLanguage, isEnabled: Bool = true) -> Text { self }
}
