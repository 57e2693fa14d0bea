//
//  Card.swift
//  Flashcards
//

import Foundation

struct Card: Codable, Identifiable, Hashable {
    var id = UUID()
    var prompt: String
    var answer: String

    static let example = Card(prompt: "Who played the 13th Doctor in Doctor Who?", answer: "Jodie Whittaker")

    static let sampleDeck: [Card] = [
        Card(prompt: "Capital of Australia", answer: "Canberra"),
        Card(prompt: "Largest planet", answer: "Jupiter"),
        Card(prompt: "H2O", answer: "Water"),
        Card(prompt: "7 × 8", answer: "56"),
        Card(prompt: "Author of Hamlet", answer: "William Shakespeare")
    ]
}

enum DeckSettings {
    static let reuseWrongCardsKey = "reuseWrongCards"
    static let timeLimitKey = "timeLimit"
    static let defaultTimeLimit = 100
}
