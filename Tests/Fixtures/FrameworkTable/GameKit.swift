import GameKit
import SwiftUI

// claim: Text "GameKit: authenticated false, notAuthenticated; score notAuthenticated; hidden"
// claim: effect: Game Center is asked to sign in the local player
// claim: effect: Game Center is asked to submit the score 42 to "com.example.highscores"
final class GameCenterSignIn: ObservableObject {
    @Published var state = "?"

    func authenticate() {
        GKLocalPlayer.local.authenticateHandler = { [weak self] viewController, error in
            guard viewController == nil else { return }
            let reason = (error as? GKError)?.code == .notAuthenticated ? "notAuthenticated" : "other"
            self?.state = "authenticated \(GKLocalPlayer.local.isAuthenticated), \(reason)"
        }
    }
}

struct GameKitRow: View {
    @StateObject private var signIn = GameCenterSignIn()
    @State private var score = "?"

    var body: some View {
        Text("GameKit: \(signIn.state); score \(score); \(GKAccessPoint.shared.isVisible ? "shown" : "hidden")")
            .onAppear {
                signIn.authenticate()
                GKAccessPoint.shared.isActive = true
            }
            .task {
                do {
                    try await GKLeaderboard.submitScore(42, context: 0, player: GKLocalPlayer.local, leaderboardIDs: ["com.example.highscores"])
                    score = "submitted"
                } catch {
                    score = (error as? GKError)?.code == .notAuthenticated ? "notAuthenticated" : "other"
                }
            }
    }
}
