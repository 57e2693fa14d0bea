//
//  QuizGame.swift
//  FlagQuiz
//

import Foundation

struct QuizGame {
    static let allCountries = ["Estonia", "France", "Germany", "Ireland", "Italy", "Nigeria", "Poland", "Spain", "UK", "Ukraine", "US"]
    static let questionsPerGame = 8

    var countries: [String]
    var correctAnswer: Int
    var score = 0
    var questionNumber = 1

    init() {
        countries = QuizGame.allCountries.shuffled()
        correctAnswer = Int.random(in: 0...2)
    }

    var correctCountry: String {
        countries[correctAnswer]
    }

    var isFinished: Bool {
        questionNumber >= QuizGame.questionsPerGame
    }

    /// Records an answer and returns true when it was right.
    mutating func answer(_ number: Int) -> Bool {
        let isCorrect = number == correctAnswer
        if isCorrect {
            score += 1
        }
        return isCorrect
    }

    mutating func nextQuestion() {
        countries.shuffle()
        correctAnswer = Int.random(in: 0...2)
        questionNumber += 1
    }

    mutating func reset() {
        self = QuizGame()
    }
}
