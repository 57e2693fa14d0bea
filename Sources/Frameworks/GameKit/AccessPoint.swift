import Foundation

/// The Game Center button the system draws over a game's corner (`GKAccessPoint.shared`). It
/// appears only for a signed-in player, and nobody is signed in (D19): it is shown nowhere. The
/// settings a game gives it are kept for the run (`isActive` reads back what was set, each run
/// starting inactive); making it active is noted as an effect, `isVisible` and
/// `isPresentingGameCenter` stay false, and triggering it is noted, shows nothing and calls the
/// handler at once, since there is no dashboard to wait for.
open class GKAccessPoint: NSObject, @unchecked Sendable {
    /// The corners the access point can sit in, so `location` compiles with GameKit's names.
    public enum Location: Int, Sendable {
        /// GameKit's four corners, in its order.
        case topLeading = 0, topTrailing, bottomLeading, bottomTrailing
    }

    /// The one access point, made when first asked for.
    private static let sharedAccessPoint = GKAccessPoint()

    /// The access point of the app, the object every setting goes to.
    open class var shared: GKAccessPoint { sharedAccessPoint }

    /// Whether the game wants the access point: kept as set; turning it on is noted, and shows nothing.
    open var isActive: Bool {
        get { GameCenterRun.current.accessPointIsActive }
        set {
            let run = GameCenterRun.current
            if newValue, !run.accessPointIsActive {
                Effects.record("GKAccessPoint is made active at .\(run.accessPointLocation) (no player is signed in: it is not shown)")
            }
            run.accessPointIsActive = newValue
        }
    }

    /// Whether the access point is on screen: never, as it needs a signed-in player.
    open var isVisible: Bool { false }

    /// Whether the dashboard the access point opens is showing: never, in a run.
    open var isPresentingGameCenter: Bool { false }

    /// Whether the access point cycles through the player's highlights: kept as set.
    open var showHighlights: Bool {
        get { GameCenterRun.current.accessPointShowsHighlights }
        set { GameCenterRun.current.accessPointShowsHighlights = newValue }
    }

    /// The corner the game wants the access point in: kept as set, top leading at the start of a run.
    open var location: Location {
        get { GameCenterRun.current.accessPointLocation }
        set { GameCenterRun.current.accessPointLocation = newValue }
    }

    /// Where the access point sits on screen, which a game avoids drawing under: nowhere, as it is not shown.
    open var frameInScreenCoordinates: CGRect { .zero }

    /// The window the access point appears over: kept as set.
    open var parentWindow: UIWindow? {
        get { GameCenterRun.current.accessPointParentWindow }
        set { GameCenterRun.current.accessPointParentWindow = newValue }
    }

    /// Opens Game Center's dashboard as a tap on the access point would: noted, nothing shown, handler called at once.
    open func trigger(handler: (() -> Void)? = nil) { announce("the dashboard", handler) }

    /// Opens the dashboard at one of its pages: noted, nothing shown, handler called at once.
    open func trigger(state: GKGameCenterViewControllerState, handler: (() -> Void)? = nil) { announce("the dashboard at .\(state)", handler) }

    /// Opens one achievement in the dashboard (iOS 18): noted, nothing shown, handler called at once.
    open func trigger(achievementID: String, handler: (() -> Void)? = nil) { announce("the achievement \(achievementID.quotedLiteral)", handler) }

    /// Opens one leaderboard in the dashboard (iOS 18): noted, nothing shown, handler called at once.
    open func trigger(
        leaderboardID: String, playerScope: GKLeaderboard.PlayerScope, timeScope: GKLeaderboard.TimeScope, handler: (() -> Void)? = nil
    ) {
        announce("the leaderboard \(leaderboardID.quotedLiteral)", handler)
    }

    /// Opens a set of leaderboards in the dashboard (iOS 18): noted, nothing shown, handler called at once.
    open func trigger(leaderboardSetID: String, handler: (() -> Void)? = nil) {
        announce("the leaderboard set \(leaderboardSetID.quotedLiteral)", handler)
    }

    /// Opens a player's profile in the dashboard (iOS 18): noted, nothing shown, handler called at once.
    open func trigger(player: GKPlayer, handler: (() -> Void)? = nil) { announce("a player's profile", handler) }

    /// Notes what the game asked the access point to open, and tells it that it is done: there is nothing to show.
    private func announce(_ page: String, _ handler: (() -> Void)?) {
        Effects.record("GKAccessPoint is triggered to open \(page) (no player is signed in: nothing is shown)")
        handler?()
    }
}
