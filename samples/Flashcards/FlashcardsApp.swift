//
//  FlashcardsApp.swift
//  Flashcards
//

import SwiftUI

@main
struct FlashcardsApp: App {
    var body: some Scene {
        WindowGroup {
            ContentView()
        }
    }
}
