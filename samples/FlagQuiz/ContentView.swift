//
//  ContentView.swift
//  FlagQuiz
//

import SwiftUI

struct ContentView: View {
    @State private var game = QuizGame()

    @State private var showingScore = false
    @State private var showingFinalScore = false
    @State private var scoreTitle = ""
    @State private var scoreMessage = ""

    var body: some View {
        ZStack {
            RadialGradient(stops: [
                .init(color: Color(red: 0.1, green: 0.2, blue: 0.45), location: 0.3),
                .init(color: Color(red: 0.76, green: 0.15, blue: 0.26), location: 0.3)
            ], center: .top, startRadius: 200, endRadius: 700)
            .ignoresSafeArea()

            VStack {
                Spacer()

                Text("Guess the Flag")
                    .font(.largeTitle.bold())
                    .foregroundStyle(.white)

                VStack(spacing: 15) {
                    VStack {
                        Text("Tap the flag of")
                            .foregroundStyle(.secondary)
                            .font(.subheadline.weight(.heavy))

                        Text(game.correctCountry)
                            .font(.largeTitle.weight(.semibold))
                    }

                    ForEach(0..<3) { number in
                        Button {
                            flagTapped(number)
                        } label: {
                            FlagImage(country: game.countries[number])
                        }
                    }
                }
                .frame(maxWidth: .infinity)
                .padding(.vertical, 20)
                .background(.regularMaterial)
                .clipShape(.rect(cornerRadius: 20))

                Spacer()
                Spacer()

                ScoreBadge(score: game.score, question: game.questionNumber, total: QuizGame.questionsPerGame)

                Spacer()
            }
            .padding()
        }
        .alert(scoreTitle, isPresented: $showingScore) {
            Button("Continue", action: askQuestion)
        } message: {
            Text(scoreMessage)
        }
        .alert("Game over", isPresented: $showingFinalScore) {
            Button("Play Again", action: restart)
        } message: {
            Text("You scored \(game.score) out of \(QuizGame.questionsPerGame).")
        }
    }

    func flagTapped(_ number: Int) {
        let tappedCountry = game.countries[number]
        if game.answer(number) {
            scoreTitle = "Correct"
            scoreMessage = "That's the flag of \(tappedCountry)."
        } else {
            scoreTitle = "Wrong"
            scoreMessage = "That's the flag of \(tappedCountry)."
        }

        if game.isFinished {
            showingFinalScore = true
        } else {
            showingScore = true
        }
    }

    func askQuestion() {
        game.nextQuestion()
    }

    func restart() {
        game.reset()
    }
}

#Preview {
    ContentView()
}
