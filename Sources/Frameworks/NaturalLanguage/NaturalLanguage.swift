import Foundation

/// Apple's language models are not here, so NaturalLanguage answers from text alone, the same
/// on every run: words and sentences are split at spaces and punctuation, the dominant language
/// is English for text that has letters (nil otherwise), a sentiment score is 0 (neutral), and
/// names, lexical classes and embeddings are not found (nil tags, nil embeddings). (Low for what
/// a model would answer; an app's handling of each answer is what a run shows.)
public struct NLLanguage: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public static let undetermined = NLLanguage("und")
    public static let english = NLLanguage("en")
    public static let french = NLLanguage("fr")
    public static let german = NLLanguage("de")
    public static let spanish = NLLanguage("es")
    public static let italian = NLLanguage("it")
    public static let portuguese = NLLanguage("pt")
    public static let japanese = NLLanguage("ja")
    public static let simplifiedChinese = NLLanguage("zh-Hans")
    public static let traditionalChinese = NLLanguage("zh-Hant")
    public static let korean = NLLanguage("ko")
    public static let russian = NLLanguage("ru")
    public static let arabic = NLLanguage("ar")
    public static let dutch = NLLanguage("nl")
}

/// The unit text is split into.
public enum NLTokenUnit: Int, Sendable {
    case word, sentence, paragraph, document
}

/// Finds the language of a text.
public final class NLLanguageRecognizer {
    private var text = ""
    public var languageHints: [NLLanguage: Double] = [:]
    public var languageConstraints: [NLLanguage] = []

    public init() {}

    public static func dominantLanguage(for string: String) -> NLLanguage? { string.contains { $0.isLetter } ? .english : nil }
    public func processString(_ string: String) { text += string }
    public var dominantLanguage: NLLanguage? { Self.dominantLanguage(for: text) }
    public func languageHypotheses(withMaximum maxHypotheses: Int) -> [NLLanguage: Double] {
        dominantLanguage.map { [$0: 1.0] } ?? [:]
    }
    public func reset() { text = "" }
}

/// Splits text into words, sentences or paragraphs.
public final class NLTokenizer {
    public let unit: NLTokenUnit
    public var string: String?

    public init(unit: NLTokenUnit) { self.unit = unit }

    public func setLanguage(_ language: NLLanguage) {}

    public func tokens(for range: Range<String.Index>) -> [Range<String.Index>] {
        guard let string else { return [] }
        return NLTokenizer.split(string, in: range, unit: unit)
    }

    public func enumerateTokens(in range: Range<String.Index>, using block: (Range<String.Index>, NLTokenizer.Attributes) -> Bool) {
        for token in tokens(for: range) where !block(token, []) { return }
    }

    public func tokenRange(at index: String.Index) -> Range<String.Index> {
        guard let string else { return index..<index }
        return tokens(for: string.startIndex..<string.endIndex).first { $0.contains(index) } ?? index..<index
    }

    public struct Attributes: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let numeric = Attributes(rawValue: 1)
        public static let symbolic = Attributes(rawValue: 2)
        public static let emoji = Attributes(rawValue: 4)
    }

    /// Words: runs of letters, digits and apostrophes; sentences: up to `.`, `!` or `?`;
    /// paragraphs: between line breaks; the document: all of it.
    static func split(_ string: String, in range: Range<String.Index>, unit: NLTokenUnit) -> [Range<String.Index>] {
        var tokens: [Range<String.Index>] = []
        var start: String.Index?
        var index = range.lowerBound
        func isPart(_ character: Character) -> Bool {
            switch unit {
            case .word: character.isLetter || character.isNumber || character == "'"
            case .sentence: !".!?".contains(character)
            case .paragraph: !character.isNewline
            case .document: true
            }
        }
        while index < range.upperBound {
            let character = string[index]
            if isPart(character) {
                if start == nil { start = index }
            } else if let begun = start {
                let end = unit == .sentence ? string.index(after: index) : index
                tokens.append(begun..<end)
                start = nil
            }
            index = string.index(after: index)
        }
        if let begun = start { tokens.append(begun..<range.upperBound) }
        return tokens.map { token in
            let trimmed = string[token].drop { $0.isWhitespace }
            return trimmed.startIndex..<token.upperBound
        }.filter { !string[$0].allSatisfy(\.isWhitespace) }
    }
}

/// A kind of tag: lexical class, name, sentiment.
public struct NLTagScheme: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public static let tokenType = NLTagScheme("TokenType")
    public static let lexicalClass = NLTagScheme("LexicalClass")
    public static let nameType = NLTagScheme("NameType")
    public static let nameTypeOrLexicalClass = NLTagScheme("NameTypeOrLexicalClass")
    public static let lemma = NLTagScheme("Lemma")
    public static let language = NLTagScheme("Language")
    public static let script = NLTagScheme("Script")
    public static let sentimentScore = NLTagScheme("SentimentScore")
}

/// A tag: a word class, a name type, or a sentiment score as text.
public struct NLTag: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public static let word = NLTag("Word")
    public static let punctuation = NLTag("Punctuation")
    public static let whitespace = NLTag("Whitespace")
    public static let noun = NLTag("Noun")
    public static let verb = NLTag("Verb")
    public static let adjective = NLTag("Adjective")
    public static let adverb = NLTag("Adverb")
    public static let pronoun = NLTag("Pronoun")
    public static let personalName = NLTag("PersonalName")
    public static let placeName = NLTag("PlaceName")
    public static let organizationName = NLTag("OrganizationName")
    public static let other = NLTag("OtherWord")
}

/// Tags the tokens of a text: here only `.sentimentScore` ("0.0" for each paragraph or sentence),
/// `.tokenType` (word or punctuation) and `.language` are answered; names and word classes are not.
public final class NLTagger {
    public let tagSchemes: [NLTagScheme]
    public var string: String?

    public struct Options: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let omitWords = Options(rawValue: 1)
        public static let omitPunctuation = Options(rawValue: 2)
        public static let omitWhitespace = Options(rawValue: 4)
        public static let omitOther = Options(rawValue: 8)
        public static let joinNames = Options(rawValue: 16)
        public static let joinContractions = Options(rawValue: 32)
    }

    public init(tagSchemes: [NLTagScheme]) { self.tagSchemes = tagSchemes }

    public func setLanguage(_ language: NLLanguage, range: Range<String.Index>) {}

    public func tag(at index: String.Index, unit: NLTokenUnit, scheme: NLTagScheme) -> (NLTag?, Range<String.Index>) {
        guard let string else { return (nil, index..<index) }
        let range = NLTokenizer.split(string, in: string.startIndex..<string.endIndex, unit: unit).first { $0.contains(index) } ?? index..<index
        return (answer(for: string[range], scheme: scheme), range)
    }

    public func tags(
        in range: Range<String.Index>, unit: NLTokenUnit, scheme: NLTagScheme, options: Options = []
    ) -> [(NLTag?, Range<String.Index>)] {
        guard let string else { return [] }
        return NLTokenizer.split(string, in: range, unit: unit).map { (answer(for: string[$0], scheme: scheme), $0) }
    }

    public func enumerateTags(
        in range: Range<String.Index>, unit: NLTokenUnit, scheme: NLTagScheme, options: Options = [],
        using block: (NLTag?, Range<String.Index>) -> Bool
    ) {
        for (tag, token) in tags(in: range, unit: unit, scheme: scheme, options: options) where !block(tag, token) { return }
    }

    public func dominantLanguage() -> NLLanguage? { string.flatMap(NLLanguageRecognizer.dominantLanguage(for:)) }

    private func answer(for token: Substring, scheme: NLTagScheme) -> NLTag? {
        switch scheme {
        case .sentimentScore: NLTag("0.0")
        case .tokenType: token.contains { $0.isLetter || $0.isNumber } ? .word : .punctuation
        case .language: NLLanguageRecognizer.dominantLanguage(for: String(token)).map { NLTag($0.rawValue) }
        default: nil
        }
    }
}

/// Word and sentence vectors: not available without Apple's models.
public final class NLEmbedding {
    public static func wordEmbedding(for language: NLLanguage) -> NLEmbedding? { nil }
    public static func sentenceEmbedding(for language: NLLanguage) -> NLEmbedding? { nil }
    public func vector(for string: String) -> [Double]? { nil }
    public func distance(between firstString: String, and secondString: String, distanceType: NLDistanceType = .cosine) -> Double { 2 }
    public func neighbors(for string: String, maximumCount: Int, distanceType: NLDistanceType = .cosine) -> [(String, Double)] { [] }
    public func contains(_ string: String) -> Bool { false }
    public var dimension: Int { 0 }
}

public enum NLDistanceType: Int, Sendable {
    case cosine
}
