import Foundation

/// The pages Game Center's dashboard opens at, so a game names the one it shows.
public enum GKGameCenterViewControllerState: Int, Sendable {
    /// GameKit's pages, in its order (`default` lets Game Center choose).
    case `default` = -1, leaderboards, achievements, challenges, localPlayerProfile, dashboard, localPlayerFriendsList
}

/// Game Center's dashboard, as games show it: presented from a view controller, or wrapped in a
/// `UIViewControllerRepresentable` shown in a `.sheet` (§32). With nobody signed in it loads
/// nothing; it keeps the page it was made for, and when its sheet closes (a script's `dismiss`,
/// the player's Done) its delegate is told it finished, as the Done button does.
open class GKGameCenterViewController: UINavigationController, ReportsLeaving, @unchecked Sendable {
    /// Who hears that the dashboard finished, so the game can dismiss it.
    open weak var gameCenterDelegate: (any GKGameCenterControllerDelegate)?
    /// The page the dashboard opens at, settable as before iOS 14 (deprecated there).
    open var viewState: GKGameCenterViewControllerState = .default
    /// The period a leaderboard page ranks over, settable as before iOS 14 (deprecated there).
    open var leaderboardTimeScope: GKLeaderboard.TimeScope = .today
    /// The leaderboard a leaderboard page shows, settable as before iOS 14 (deprecated there).
    open var leaderboardIdentifier: String?
    /// Whether the delegate was already told, so it hears it once.
    private var finished = false

    /// Makes the dashboard at its default page, as games before iOS 14 did.
    public override init() { super.init() }

    /// Makes the dashboard at one of its pages.
    public init(state: GKGameCenterViewControllerState) {
        super.init()
        viewState = state
    }

    /// Makes the dashboard at one leaderboard, ranked over a period.
    public init(leaderboardID: String, playerScope: GKLeaderboard.PlayerScope, timeScope: GKLeaderboard.TimeScope) {
        super.init()
        viewState = .leaderboards
        leaderboardIdentifier = leaderboardID
        leaderboardTimeScope = timeScope
    }

    /// Makes the dashboard at one leaderboard the game loaded.
    public init(leaderboard: GKLeaderboard, playerScope: GKLeaderboard.PlayerScope) {
        super.init()
        viewState = .leaderboards
        leaderboardIdentifier = leaderboard.baseLeaderboardID
    }

    /// Makes the dashboard at a set of leaderboards (iOS 18).
    public init(leaderboardSetID: String) {
        super.init()
        viewState = .leaderboards
    }

    /// Makes the dashboard at one achievement.
    public init(achievementID: String) {
        super.init()
        viewState = .achievements
    }

    /// Makes the dashboard at a player's profile (iOS 18).
    public init(player: GKPlayer) {
        super.init()
        viewState = .localPlayerProfile
    }

    /// Restores a dashboard from an archive, as UIKit's controllers can be.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// What to tell the delegate when the sheet that showed the dashboard closes: that it finished, once.
    package func leavingReport() -> (() -> Void)? {
        guard !finished, let delegate = gameCenterDelegate else { return nil }
        finished = true
        return { [self] in delegate.gameCenterViewControllerDidFinish(self) }
    }
}

/// What Game Center's dashboard tells the game: that the player closed it.
public protocol GKGameCenterControllerDelegate: NSObjectProtocol {
    /// Told when the player closes the dashboard, so the game dismisses it.
    func gameCenterViewControllerDidFinish(_ gameCenterViewController: GKGameCenterViewController)
}
