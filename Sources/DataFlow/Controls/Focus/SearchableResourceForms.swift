import Foundation

// `.searchable` with tokens and a `LocalizedStringResource` prompt (iOS 16–17), beside the key and
// string forms (`SearchableForms.swift`): the same search field a script types into with
// `search "<text>"`, its prompt the resource's key (there are no string tables, §27); the tokens
// are appearance, as in every form (no one picks a token in a run).

extension View {
    @_disfavoredOverload
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, tokens: Binding<C>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringResource,
        @ViewBuilder token: @escaping (C.Element) -> T
    ) -> ModifiedContent<Self, _SecondaryContentModifier> where C.Element: Identifiable {
        searchField(text: text, prompt: Text(prompt), isPresented: nil)
    }

    @_disfavoredOverload
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, editableTokens: Binding<C>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringResource,
        @ViewBuilder token: @escaping (Binding<C.Element>) -> T
    ) -> ModifiedContent<Self, _SecondaryContentModifier> where C.Element: Identifiable {
        searchField(text: text, prompt: Text(prompt), isPresented: nil)
    }

    @_disfavoredOverload
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, tokens: Binding<C>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
        prompt: LocalizedStringResource, @ViewBuilder token: @escaping (C.Element) -> T
    ) -> ModifiedContent<Self, _SecondaryContentModifier> where C.Element: Identifiable {
        searchField(text: text, prompt: Text(prompt), isPresented: isPresented)
    }

    @_disfavoredOverload
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, editableTokens: Binding<C>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
        prompt: LocalizedStringResource, @ViewBuilder token: @escaping (Binding<C.Element>) -> T
    ) -> ModifiedContent<Self, _SecondaryContentModifier> where C.Element: Identifiable {
        searchField(text: text, prompt: Text(prompt), isPresented: isPresented)
    }

    @_disfavoredOverload
    public func searchable<C: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>, placement: SearchFieldPlacement = .automatic,
        prompt: LocalizedStringResource, @ViewBuilder token: @escaping (C.Element) -> T
    ) -> ModifiedContent<Self, _SecondaryContentModifier> where C.Element: Identifiable {
        searchField(text: text, prompt: Text(prompt), isPresented: nil)
    }

    @_disfavoredOverload
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>, isPresented: Binding<Bool>,
        placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringResource, @ViewBuilder token: @escaping (C.Element) -> T
    ) -> ModifiedContent<Self, _SecondaryContentModifier> where C.Element: Identifiable {
        searchField(text: text, prompt: Text(prompt), isPresented: isPresented)
    }
}
