//
//  WordGame.swift
//  WordScramble
//

import Foundation

enum WordError: Error {
    case alreadyUsed
    case notPossible(rootWord: String)
    case tooShort
    case sameAsRoot

    var title: String {
        switch self {
        case .alreadyUsed: "Word used already"
        case .notPossible: "Word not possible"
        case .tooShort: "Word too short"
        case .sameAsRoot: "Nice try"
        }
    }

    var message: String {
        switch self {
        case .alreadyUsed: "Be more original!"
        case .notPossible(let rootWord): "You can't spell that word from '\(rootWord)'!"
        case .tooShort: "Words must be at least three letters long."
        case .sameAsRoot: "You can't just use the start word."
        }
    }
}

struct WordGame {
    private(set) var rootWord = ""
    private(set) var usedWords = [String]()

    var score: Int {
        usedWords.reduce(0) { $0 + $1.count } + usedWords.count
    }

    static func loadStartWords(from bundle: Bundle = .main) -> [String] {
        guard let startWordsURL = bundle.url(forResource: "start", withExtension: "txt") else {
            fatalError("Could not load start.txt from bundle.")
        }
        guard let startWords = try? String(contentsOf: startWordsURL, encoding: .utf8) else {
            fatalError("Could not read start.txt.")
        }
        return startWords
            .components(separatedBy: "\n")
            .map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
            .filter { !$0.isEmpty }
    }

    mutating func start(with words: [String]) {
        rootWord = words.randomElement() ?? "silkworm"
        usedWords.removeAll()
    }

    func validate(_ word: String) throws {
        guard word.count >= 3 else { throw WordError.tooShort }
        guard word != rootWord else { throw WordError.sameAsRoot }
        guard !usedWords.contains(word) else { throw WordError.alreadyUsed }
        guard isPossible(word) else { throw WordError.notPossible(rootWord: rootWord) }
    }

    mutating func add(_ word: String) {
        usedWords.insert(word, at: 0)
    }

    private func isPossible(_ word: String) -> Bool {
        var tempWord = rootWord
        for letter in word {
            if let pos = tempWord.firstIndex(of: letter) {
                tempWord.remove(at: pos)
            } else {
                return false
            }
        }
        return true
    }
}
