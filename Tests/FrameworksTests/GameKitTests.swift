import DataFlow
import Foundation
import Testing

@testable import DataFlowGameKit

/// A game's Game Center code as apps write it: a model that authenticates the local player and
/// publishes what its handler hears.
private final class GameCenterModel: ObservableObject {
    @Published var heard: [String] = []

    func authenticate() {
        GKLocalPlayer.local.authenticateHandler = { [weak self] viewController, error in
            let outcome = (error as? GKError)?.code == .notAuthenticated ? "notAuthenticated" : "other"
            self?.heard.append("\(viewController == nil ? "no sign-in screen" : "a sign-in screen"), \(outcome)")
        }
    }
}

/// Game Center's dashboard in a sheet, through a representable, as SwiftUI games show it.
private struct LeaderboardsDashboard: UIViewControllerRepresentable {
    @Binding var closed: Int

    func makeUIViewController(context: Context) -> GKGameCenterViewController {
        let dashboard = GKGameCenterViewController(state: .leaderboards)
        dashboard.gameCenterDelegate = context.coordinator
        return dashboard
    }

    func updateUIViewController(_ controller: GKGameCenterViewController, context: Context) {}
    func makeCoordinator() -> Coordinator { Coordinator(closed: $closed) }

    final class Coordinator: NSObject, GKGameCenterControllerDelegate {
        @Binding var closed: Int
        init(closed: Binding<Int>) { _closed = closed }
        func gameCenterViewControllerDidFinish(_ gameCenterViewController: GKGameCenterViewController) { closed += 1 }
    }
}

/// A game's menu: it signs the player in, turns the access point on and submits the last score
/// when it appears, and shows the leaderboards on request.
private struct GameMenu: View {
    @StateObject private var gameCenter = GameCenterModel()
    @State private var score = "?"
    @State private var showsDashboard = false
    @State private var closed = 0
    @State private var rounds = 0

    var body: some View {
        VStack {
            Text("heard \(gameCenter.heard.count): \(gameCenter.heard.joined(separator: "; "))")
            Text("authenticated \(GKLocalPlayer.local.isAuthenticated), score \(score), access point visible \(GKAccessPoint.shared.isVisible)")
            Text("rounds \(rounds), dashboard closed \(closed)")
            Button("Play again") { rounds += 1 }
            Button("Leaderboards") { showsDashboard = true }
        }
        .onAppear {
            gameCenter.authenticate()
            GKAccessPoint.shared.location = .topTrailing
            GKAccessPoint.shared.isActive = true
        }
        .task {
            do {
                try await GKLeaderboard.submitScore(120, context: 0, player: GKLocalPlayer.local, leaderboardIDs: ["best_times"])
                score = "submitted"
            } catch GKError.notAuthenticated {
                score = "notAuthenticated"
            } catch {
                score = "other"
            }
        }
        .sheet(isPresented: $showsDashboard) { LeaderboardsDashboard(closed: $closed) }
    }
}

/// Game Center on a phone signed in to no account (D19): the player is never authenticated, and
/// each request is noted as an effect and fails as not authenticated.
@Suite struct GameKitTests {
    @Test func authenticationFailsOnceAsNotAuthenticated() throws {
        let session = Session(GameMenu())
        #expect(session.screen.contains { $0.contains("Text \"heard 1: no sign-in screen, notAuthenticated\"") }, "\(session.screen)")
        #expect(session.screen.contains { $0.contains("authenticated false") })
        #expect(session.mount.notes.contains { $0.hasPrefix("effect: Game Center is asked to sign in the local player") })
        let again = try session.tap("Play again")
        #expect(again.screen.contains { $0.contains("rounds 1") })
        #expect(again.screen.contains { $0.contains("Text \"heard 1: no sign-in screen, notAuthenticated\"") }, "the handler is called once")
        #expect(!GKLocalPlayer.local.isAuthenticated)
    }

    @Test func aScoreSubmissionThrowsAndIsNotedAsAnEffect() {
        let session = Session(GameMenu())
        #expect(session.screen.contains { $0.contains("score notAuthenticated") }, "\(session.screen)")
        #expect(session.mount.notes.contains { $0.hasPrefix("effect: Game Center is asked to submit the score 120 to \"best_times\"") })
    }

    @Test func theAccessPointIsShownNowhere() {
        let session = Session(GameMenu())
        #expect(session.screen.contains { $0.contains("access point visible false") })
        #expect(session.mount.notes.contains { $0.hasPrefix("effect: GKAccessPoint is made active at .topTrailing") })
        var handled = false
        GKAccessPoint.shared.trigger(state: .leaderboards) { handled = true }
        #expect(handled && !GKAccessPoint.shared.isPresentingGameCenter && GKAccessPoint.shared.frameInScreenCoordinates == .zero)
    }

    @Test func theDashboardsDelegateHearsItFinishedWhenItsSheetCloses() throws {
        let session = Session(GameMenu())
        try session.tap("Leaderboards")
        #expect(session.screen.contains { $0.contains("LeaderboardsDashboard (UIKit GKGameCenterViewController)") }, "\(session.screen)")
        let closed = try session.play(.dismiss)
        #expect(closed.screen.contains { $0.contains("dashboard closed 1") })
    }

    @Test func everyRequestFailsAsNotAuthenticatedAndMatchmakingFindsNoOne() async {
        await #expect(throws: GKError(.notAuthenticated)) { try await GKAchievement.report([GKAchievement(identifier: "first_win")]) }
        await #expect(throws: GKError(.notAuthenticated)) { _ = try await GKAchievement.loadAchievements() }
        await #expect(throws: GKError(.notAuthenticated)) { _ = try await GKLeaderboard.loadLeaderboards(IDs: ["best_times"]) }
        await #expect(throws: GKError(.notAuthenticated)) { _ = try await GKLocalPlayer.local.loadFriends() }
        let request = GKMatchRequest()
        request.minPlayers = 2
        request.maxPlayers = 4
        await #expect(throws: GKError(.notAuthenticated)) { _ = try await GKMatchmaker.shared().findMatch(for: request) }
        await #expect(throws: GKError(.notAuthenticated)) { _ = try await GKTurnBasedMatch.find(for: request) }
        var failure: GKError.Code?
        GKLeaderboard.submitScore(1, context: 0, player: GKLocalPlayer.local, leaderboardIDs: ["best_times"]) { failure = ($0 as? GKError)?.code }
        #expect(failure == .notAuthenticated)
        #expect(GKError(.notAuthenticated).errorCode == 6 && GKError.errorDomain == GKErrorDomain)
    }
}
