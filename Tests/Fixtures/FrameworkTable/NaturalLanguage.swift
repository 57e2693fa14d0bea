import NaturalLanguage
import SwiftUI

// claim: Text "NaturalLanguage: 4 words, en"
struct NaturalLanguageRow: View {
    var body: some View {
        Text("NaturalLanguage: \(words()) words, \(language())")
    }

    private func words() -> Int {
        let text = "Tea is ready now."
        let tokenizer = NLTokenizer(unit: .word)
        tokenizer.string = text
        return tokenizer.tokens(for: text.startIndex..<text.endIndex).count
    }

    private func language() -> String {
        NLLanguageRecognizer.dominantLanguage(for: "Tea is ready now.")?.rawValue ?? "none"
    }
}
