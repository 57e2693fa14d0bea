//
//  ContentView.swift
//  WordScramble
//

import SwiftUI

struct ContentView: View {
    @State private var game = WordGame()
    @State private var startWords = [String]()
    @State private var newWord = ""

    @State private var errorTitle = ""
    @State private var errorMessage = ""
    @State private var showingError = false

    var body: some View {
        NavigationStack {
            List {
                Section {
                    TextField("Enter your word", text: $newWord)
                        .textInputAutocapitalization(.never)
                        .autocorrectionDisabled()
                }

                Section {
                    ForEach(game.usedWords, id: \.self) { word in
                        UsedWordRow(word: word)
                    }
                } header: {
                    if !game.usedWords.isEmpty {
                        Text("Score: \(game.score)")
                    }
                }
            }
            .navigationTitle(game.rootWord)
            .onSubmit(addNewWord)
            .onAppear(perform: startGame)
            .alert(errorTitle, isPresented: $showingError) {
                Button("OK") { }
            } message: {
                Text(errorMessage)
            }
            .toolbar {
                Button("New word", action: newRootWord)
            }
        }
    }

    func addNewWord() {
        let answer = newWord.lowercased().trimmingCharacters(in: .whitespacesAndNewlines)
        guard answer.count > 0 else { return }

        do {
            try game.validate(answer)
        } catch let error as WordError {
            wordError(title: error.title, message: error.message)
            return
        } catch {
            return
        }

        guard isReal(word: answer) else {
            wordError(title: "Word not recognized", message: "You can't just make them up, you know!")
            return
        }

        withAnimation {
            game.add(answer)
        }
        newWord = ""
    }

    func startGame() {
        if startWords.isEmpty {
            startWords = WordGame.loadStartWords()
        }
        game.start(with: startWords)
    }

    func newRootWord() {
        withAnimation {
            game.start(with: startWords)
        }
        newWord = ""
    }

    func isReal(word: String) -> Bool {
        let checker = UITextChecker()
        let range = NSRange(location: 0, length: word.utf16.count)
        let misspelledRange = checker.rangeOfMisspelledWord(in: word, range: range, startingAt: 0, wrap: false, language: "en")
        return misspelledRange.location == NSNotFound
    }

    func wordError(title: String, message: String) {
        errorTitle = title
        errorMessage = message
        showingError = true
    }
}

#Preview {
    ContentView()
}
