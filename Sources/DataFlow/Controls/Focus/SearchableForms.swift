import Foundation

// The forms of `.searchable` beside the plain one (`Submission.swift`), as the SDK declares them:
// prompts as keys, strings and resources, `isPresented:` (iOS 17: typing activates the search and
// sets it true; the app can read it), suggestions (iOS 15) and tokens (iOS 16). Every form attaches
// the same search field a script types into with `search "<text>"`; suggestions and tokens are
// appearance here: no one picks a suggestion or a token in a run.

extension View {
    @_disfavoredOverload
    public func searchable(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringResource
    ) -> ModifiedContent<Self, _SecondaryContentModifier> {
        searchField(text: text, prompt: Text(prompt), isPresented: nil)
    }

    // MARK: isPresented (iOS 17)

    public func searchable(
        text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil
    ) -> ModifiedContent<Self, _SecondaryContentModifier> {
        searchField(text: text, prompt: prompt, isPresented: isPresented)
    }

    public func searchable(
        text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey
    ) -> ModifiedContent<Self, _SecondaryContentModifier> {
        searchField(text: text, prompt: Text(prompt), isPresented: isPresented)
    }

    @_disfavoredOverload
    public func searchable(
        text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringResource
    ) -> ModifiedContent<Self, _SecondaryContentModifier> {
        searchField(text: text, prompt: Text(prompt), isPresented: isPresented)
    }

    @_disfavoredOverload
    public func searchable<S: StringProtocol>(
        text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic, prompt: S
    ) -> ModifiedContent<Self, _SecondaryContentModifier> {
        searchField(text: text, prompt: Text(prompt), isPresented: isPresented)
    }

    // MARK: Suggestions (iOS 15)

    public func searchable<S: View>(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil, @ViewBuilder suggestions: () -> S
    ) -> ModifiedContent<Self, _SecondaryContentModifier> {
        searchField(text: text, prompt: prompt, isPresented: nil)
    }

    public func searchable<S: View>(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey, @ViewBuilder suggestions: () -> S
    ) -> ModifiedContent<Self, _SecondaryContentModifier> {
        searchField(text: text, prompt: Text(prompt), isPresented: nil)
    }

    @_disfavoredOverload
    public func searchable<V: View, S: StringProtocol>(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S, @ViewBuilder suggestions: () -> V
    ) -> ModifiedContent<Self, _SecondaryContentModifier> {
        searchField(text: text, prompt: Text(prompt), isPresented: nil)
    }

    // MARK: Tokens (iOS 16), editable tokens (iOS 17)

    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, tokens: Binding<C>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
        @ViewBuilder token: @escaping (C.Element) -> T
    ) -> ModifiedContent<Self, _SecondaryContentModifier> where C.Element: Identifiable {
        searchField(text: text, prompt: prompt, isPresented: nil)
    }

    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, tokens: Binding<C>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey,
        @ViewBuilder token: @escaping (C.Element) -> T
    ) -> ModifiedContent<Self, _SecondaryContentModifier> where C.Element: Identifiable {
        searchField(text: text, prompt: Text(prompt), isPresented: nil)
    }

    @_disfavoredOverload
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View, S: StringProtocol>(
        text: Binding<String>, tokens: Binding<C>, placement: SearchFieldPlacement = .automatic, prompt: S,
        @ViewBuilder token: @escaping (C.Element) -> T
    ) -> ModifiedContent<Self, _SecondaryContentModifier> where C.Element: Identifiable {
        searchField(text: text, prompt: Text(prompt), isPresented: nil)
    }

    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, editableTokens: Binding<C>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
        @ViewBuilder token: @escaping (Binding<C.Element>) -> T
    ) -> ModifiedContent<Self, _SecondaryContentModifier> where C.Element: Identifiable {
        searchField(text: text, prompt: prompt, isPresented: nil)
    }

    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, editableTokens: Binding<C>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey,
        @ViewBuilder token: @escaping (Binding<C.Element>) -> T
    ) -> ModifiedContent<Self, _SecondaryContentModifier> where C.Element: Identifiable {
        searchField(text: text, prompt: Text(prompt), isPresented: nil)
    }

    @_disfavoredOverload
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View, S: StringProtocol>(
        text: Binding<String>, editableTokens: Binding<C>, placement: SearchFieldPlacement = .automatic, prompt: S,
        @ViewBuilder token: @escaping (Binding<C.Element>) -> T
    ) -> ModifiedContent<Self, _SecondaryContentModifier> where C.Element: Identifiable {
        searchField(text: text, prompt: Text(prompt), isPresented: nil)
    }

    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, tokens: Binding<C>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
        @ViewBuilder token: @escaping (C.Element) -> T
    ) -> ModifiedContent<Self, _SecondaryContentModifier> where C.Element: Identifiable {
        searchField(text: text, prompt: prompt, isPresented: isPresented)
    }

    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, tokens: Binding<C>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
        prompt: LocalizedStringKey, @ViewBuilder token: @escaping (C.Element) -> T
    ) -> ModifiedContent<Self, _SecondaryContentModifier> where C.Element: Identifiable {
        searchField(text: text, prompt: Text(prompt), isPresented: isPresented)
    }

    @_disfavoredOverload
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View, S: StringProtocol>(
        text: Binding<String>, tokens: Binding<C>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic, prompt: S,
        @ViewBuilder token: @escaping (C.Element) -> T
    ) -> ModifiedContent<Self, _SecondaryContentModifier> where C.Element: Identifiable {
        searchField(text: text, prompt: Text(prompt), isPresented: isPresented)
    }

    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, editableTokens: Binding<C>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
        prompt: Text? = nil, @ViewBuilder token: @escaping (Binding<C.Element>) -> T
    ) -> ModifiedContent<Self, _SecondaryContentModifier> where C.Element: Identifiable {
        searchField(text: text, prompt: prompt, isPresented: isPresented)
    }

    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, editableTokens: Binding<C>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
        prompt: LocalizedStringKey, @ViewBuilder token: @escaping (Binding<C.Element>) -> T
    ) -> ModifiedContent<Self, _SecondaryContentModifier> where C.Element: Identifiable {
        searchField(text: text, prompt: Text(prompt), isPresented: isPresented)
    }

    @_disfavoredOverload
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View, S: StringProtocol>(
        text: Binding<String>, editableTokens: Binding<C>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
        prompt: S, @ViewBuilder token: @escaping (Binding<C.Element>) -> T
    ) -> ModifiedContent<Self, _SecondaryContentModifier> where C.Element: Identifiable {
        searchField(text: text, prompt: Text(prompt), isPresented: isPresented)
    }

    public func searchable<C: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
        @ViewBuilder token: @escaping (C.Element) -> T
    ) -> ModifiedContent<Self, _SecondaryContentModifier> where C.Element: Identifiable {
        searchField(text: text, prompt: prompt, isPresented: nil)
    }

    public func searchable<C: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>, placement: SearchFieldPlacement = .automatic,
        prompt: LocalizedStringKey, @ViewBuilder token: @escaping (C.Element) -> T
    ) -> ModifiedContent<Self, _SecondaryContentModifier> where C.Element: Identifiable {
        searchField(text: text, prompt: Text(prompt), isPresented: nil)
    }

    @_disfavoredOverload
    public func searchable<C: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, T: View, S: StringProtocol>(
        text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>, placement: SearchFieldPlacement = .automatic, prompt: S,
        @ViewBuilder token: @escaping (C.Element) -> T
    ) -> ModifiedContent<Self, _SecondaryContentModifier> where C.Element: Identifiable {
        searchField(text: text, prompt: Text(prompt), isPresented: nil)
    }

    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>, isPresented: Binding<Bool>,
        placement: SearchFieldPlacement = .automatic, prompt: Text? = nil, @ViewBuilder token: @escaping (C.Element) -> T
    ) -> ModifiedContent<Self, _SecondaryContentModifier> where C.Element: Identifiable {
        searchField(text: text, prompt: prompt, isPresented: isPresented)
    }

    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>, isPresented: Binding<Bool>,
        placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey, @ViewBuilder token: @escaping (C.Element) -> T
    ) -> ModifiedContent<Self, _SecondaryContentModifier> where C.Element: Identifiable {
        searchField(text: text, prompt: Text(prompt), isPresented: isPresented)
    }

    @_disfavoredOverload
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View, S: StringProtocol>(
        text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>, isPresented: Binding<Bool>,
        placement: SearchFieldPlacement = .automatic, prompt: S, @ViewBuilder token: @escaping (C.Element) -> T
    ) -> ModifiedContent<Self, _SecondaryContentModifier> where C.Element: Identifiable {
        searchField(text: text, prompt: Text(prompt), isPresented: isPresented)
    }

    // MARK: Scopes, focus, completions, suggestions' placement (appearance)

    public func searchScopes<V: Hashable, S: View>(_ scope: Binding<V>, @ViewBuilder scopes: () -> S) -> ModifiedContent<Self, _AppearanceModifier> {
        styled(".searchScopes")
    }

    public func searchScopes<V: Hashable, S: View>(
        _ scope: Binding<V>, activation: SearchScopeActivation, @ViewBuilder _ scopes: () -> S
    ) -> ModifiedContent<Self, _AppearanceModifier> {
        styled(".searchScopes")
    }

    /// Ties the search field's focus to a focus state (iOS 18): kept by nothing here.
    public func searchFocused(_ binding: FocusState<Bool>.Binding) -> ModifiedContent<Self, _AppearanceModifier> { styled(".searchFocused") }
    public func searchFocused<V: Hashable>(_ binding: FocusState<V>.Binding, equals value: V) -> ModifiedContent<Self, _AppearanceModifier> {
        styled(".searchFocused")
    }

    public func searchCompletion(_ completion: String) -> ModifiedContent<Self, _AppearanceModifier> { styled(".searchCompletion") }
    public func searchCompletion<T: Identifiable>(_ token: T) -> ModifiedContent<Self, _AppearanceModifier> { styled(".searchCompletion") }

    /// Suggestions under the search field (iOS 16): shown while searching, which a script does
    /// not see; the field itself is typed into as ever.
    public func searchSuggestions<S: View>(@ViewBuilder _ suggestions: () -> S) -> ModifiedContent<Self, _AppearanceModifier> {
        styled(".searchSuggestions")
    }

    public func searchSuggestions(
        _ visibility: Visibility, for placements: SearchSuggestionsPlacement.Set
    ) -> ModifiedContent<Self, _AppearanceModifier> {
        styled(".searchSuggestions")
    }

    public func searchPresentationToolbarBehavior(_ behavior: SearchPresentationToolbarBehavior) -> ModifiedContent<Self, _AppearanceModifier> {
        styled(".searchPresentationToolbarBehavior")
    }

    public func searchDictationBehavior(_ dictationBehavior: TextInputDictationBehavior) -> ModifiedContent<Self, _AppearanceModifier> {
        styled(".searchDictationBehavior")
    }
}

/// Where search suggestions show (iOS 16).
public struct SearchSuggestionsPlacement: Equatable, Sendable {
    let name: String
    public static var automatic: SearchSuggestionsPlacement { SearchSuggestionsPlacement(name: "automatic") }
    public static var menu: SearchSuggestionsPlacement { SearchSuggestionsPlacement(name: "menu") }
    public static var content: SearchSuggestionsPlacement { SearchSuggestionsPlacement(name: "content") }

    public struct Set: OptionSet, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static var automatic: Set { Set(rawValue: 1) }
        public static var menu: Set { Set(rawValue: 2) }
        public static var content: Set { Set(rawValue: 4) }
    }
}

/// How dictation is offered in a text input (iOS 17).
public struct TextInputDictationBehavior: Equatable, Sendable {
    let name: String
    public static let automatic = TextInputDictationBehavior(name: "automatic")
    public static func inline(activation: TextInputDictationActivation) -> TextInputDictationBehavior { TextInputDictationBehavior(name: "inline") }
}
