import DataFlow
import Testing

private struct Recipes: View {
    @State private var query = ""
    @State private var searching = false
    @State private var tokens: [Tag] = []
    struct Tag: Identifiable { let id: String }
    let all = ["Pasta", "Pesto", "Soup"]
    var body: some View {
        NavigationStack {
            List {
                Text(searching ? "searching" : "browsing")
                ForEach(all.filter { query.isEmpty || $0.hasPrefix(query) }, id: \.self) { Text($0) }
            }
            .searchable(text: $query, tokens: $tokens, isPresented: $searching, prompt: "Find a recipe") { tag in Text(tag.id) }
        }
    }
}

/// `.searchable`'s forms attach one search field a script types into; with `isPresented:`,
/// typing activates the search in the same event (iOS 17).
@Suite struct SearchableTests {
    @Test func typingActivatesTheSearchAndFilters() throws {
        let harness = Harness(Recipes())
        #expect(harness.screen.contains { $0.contains("SearchField \"Find a recipe\" = \"\"") }, "\(harness.screen)")
        #expect(harness.screen.contains { $0.contains("Text \"browsing\"") })
        harness.play(.search("Pe"))
        #expect(harness.screen.contains { $0.contains("Text \"searching\"") }, "\(harness.screen)")
        #expect(!harness.screen.contains { $0.contains("Text \"Soup\"") })
        #expect(harness.screen.contains { $0.contains("Text \"Pesto\"") })
    }

    /// The screen names the field by its prompt, so `type "<prompt>" "…"` types into it, as
    /// `search "…"` does; the controls list keeps calling it `search`.
    @Test func typingIntoTheFieldByItsPromptSearches() throws {
        let harness = Harness(Recipes())
        harness.play(.type("Find a recipe", "So"))
        #expect(harness.screen.contains { $0.contains("Text \"Soup\"") })
        #expect(!harness.screen.contains { $0.contains("Text \"Pasta\"") })
        #expect(harness.session.controls.contains("search \"…\""), "\(harness.session.controls)")
    }
}
