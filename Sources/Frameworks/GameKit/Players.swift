import Foundation

/// A Game Center player, the type scores, matches and friends lists name. A run meets only the
/// local player, as nobody is signed in and no request returns others.
open class GKPlayer: NSObject, @unchecked Sendable {
    /// The player's identifier scoped to this game, which apps key saved data by.
    public let gamePlayerID: String
    /// The player's identifier scoped to the developer's team, shared across its games.
    public let teamPlayerID: String
    /// The nickname the player chose, kept apart from the display name as GameKit does.
    public let alias: String
    /// The name to show for the player in a game's interface.
    public let displayName: String

    /// Makes a player with its identifiers and names, as GameKit hands them out.
    init(gamePlayerID: String, teamPlayerID: String, alias: String, displayName: String) {
        self.gamePlayerID = gamePlayerID
        self.teamPlayerID = teamPlayerID
        self.alias = alias
        self.displayName = displayName
        super.init()
    }

    /// The identifier before iOS 13's scoped ones, for code written against it.
    @available(iOS, deprecated: 13.0, message: "Use gamePlayerID or teamPlayerID.")
    open var playerID: String { gamePlayerID }

    /// Whether the scoped identifiers outlive this launch: not for a player nobody signed in as.
    open func scopedIDsArePersistent() -> Bool { false }

    /// Whether the player can be invited to a match: nobody can, without an account.
    open var isInvitable: Bool { false }

    /// The sizes a player's photo comes in, so `loadPhoto(for:)` compiles with GameKit's names.
    public enum PhotoSize: Int, Sendable {
        /// The two sizes GameKit offers.
        case small = 0, normal
    }

    /// Asks Game Center for the player's photo: noted, and refused as for an unauthenticated player.
    open func loadPhoto(for size: PhotoSize, withCompletionHandler completionHandler: ((UIImage?, (any Error)?) -> Void)? = nil) {
        completionHandler?(nil, GameCenterService.refuse("load a player's photo"))
    }

    /// The async form of `loadPhoto(for:withCompletionHandler:)`: throws `GKError.notAuthenticated`.
    open func loadPhoto(for size: PhotoSize) async throws -> UIImage {
        throw GameCenterService.refuse("load a player's photo")
    }
}

/// Whether the player let the game read their friends list; a run never gets an answer.
public enum GKFriendsAuthorizationStatus: Int, Sendable {
    /// GameKit's four answers, in its order.
    case notDetermined = 0, restricted, denied, authorized
}

/// The player using the phone (`GKLocalPlayer.local`), on a phone signed in to no Game Center
/// account (D19).
///
/// Setting `authenticateHandler` starts authentication, as on a device: the attempt is noted as an
/// effect, and the handler is called once, on a later turn of the main queue, with no view
/// controller (nobody is there to sign in) and `GKError.notAuthenticated`. `isAuthenticated` stays
/// false, and every request (friends, leaderboards, saved games) is noted and fails the same way.
/// The player's names and identifiers are those of an unauthenticated player.
open class GKLocalPlayer: GKPlayer, @unchecked Sendable {
    /// The one local player, made as a device makes it before anyone signs in.
    private static let sharedLocal = GKLocalPlayer(gamePlayerID: "UnknownID", teamPlayerID: "UnknownID", alias: "Me", displayName: "Me")

    /// The player using the phone, the object every Game Center call starts from.
    open class var local: GKLocalPlayer { sharedLocal }

    /// Whether someone is signed in to Game Center: never, in a run.
    open var isAuthenticated: Bool { false }
    /// Whether the player's account is a child's: there is no account to say so.
    open var isUnderage: Bool { false }
    /// Whether Screen Time forbids multiplayer games: nothing restricts them here.
    open var isMultiplayerGamingRestricted: Bool { false }
    /// Whether Screen Time forbids personal messages: nothing restricts them here.
    open var isPersonalizedCommunicationRestricted: Bool { false }
    /// Whether the friend-request sheet is showing: it never shows in a run.
    open var isPresentingFriendRequestViewController: Bool { false }

    /// The app's authentication handler. Setting one starts authentication, which is noted and
    /// ends once, on a later turn of the main queue, with no sign-in screen and
    /// `GKError.notAuthenticated`; each run keeps its own.
    open var authenticateHandler: ((UIViewController?, (any Error)?) -> Void)? {
        get { GameCenterRun.current.authenticateHandler }
        set {
            GameCenterRun.current.authenticateHandler = newValue
            guard let newValue else { return }
            Effects.record("Game Center is asked to sign in the local player (no Game Center account here: not authenticated)")
            nonisolated(unsafe) let handler = newValue
            DispatchQueue.runOnMainQueueLater("GKLocalPlayer's authenticate handler") {
                handler(nil, GKError(.notAuthenticated))
            }
        }
    }

    /// Asks for the friends list: noted, and refused as for an unauthenticated player.
    open func loadFriends(_ completionHandler: @escaping ([GKPlayer]?, (any Error)?) -> Void) {
        completionHandler(nil, GameCenterService.refuse("load the player's friends"))
    }

    /// The async form of `loadFriends(_:)`: throws `GKError.notAuthenticated`.
    open func loadFriends() async throws -> [GKPlayer] { throw GameCenterService.refuse("load the player's friends") }

    /// Asks for the friends among some identifiers: noted, and refused.
    open func loadFriends(identifiedBy identifiers: [String], completionHandler: @escaping ([GKPlayer]?, (any Error)?) -> Void) {
        completionHandler(nil, GameCenterService.refuse("load the friends \(GameCenterService.listed(identifiers))"))
    }

    /// The async form of `loadFriends(identifiedBy:completionHandler:)`: throws `GKError.notAuthenticated`.
    open func loadFriends(identifiedBy identifiers: [String]) async throws -> [GKPlayer] {
        throw GameCenterService.refuse("load the friends \(GameCenterService.listed(identifiers))")
    }

    /// Asks whether the player shares their friends list: noted, not determined, and refused.
    open func loadFriendsAuthorizationStatus(_ completionHandler: @escaping (GKFriendsAuthorizationStatus, (any Error)?) -> Void) {
        completionHandler(.notDetermined, GameCenterService.refuse("load the friends list's authorization"))
    }

    /// The async form of `loadFriendsAuthorizationStatus(_:)`: throws `GKError.notAuthenticated`.
    open func loadFriendsAuthorizationStatus() async throws -> GKFriendsAuthorizationStatus {
        throw GameCenterService.refuse("load the friends list's authorization")
    }

    /// Asks for the players met recently: noted, and refused.
    open func loadRecentPlayers(completionHandler: (([GKPlayer]?, (any Error)?) -> Void)? = nil) {
        completionHandler?(nil, GameCenterService.refuse("load the recent players"))
    }

    /// The async form of `loadRecentPlayers(completionHandler:)`: throws `GKError.notAuthenticated`.
    open func loadRecentPlayers() async throws -> [GKPlayer] { throw GameCenterService.refuse("load the recent players") }

    /// Asks for the friends who can be challenged: noted, and refused.
    open func loadChallengableFriends(completionHandler: (([GKPlayer]?, (any Error)?) -> Void)? = nil) {
        completionHandler?(nil, GameCenterService.refuse("load the challengeable friends"))
    }

    /// The async form of `loadChallengableFriends(completionHandler:)`: throws `GKError.notAuthenticated`.
    open func loadChallengableFriends() async throws -> [GKPlayer] { throw GameCenterService.refuse("load the challengeable friends") }

    /// Asks to make a leaderboard the game's default: noted, and refused.
    open func setDefaultLeaderboardIdentifier(_ leaderboardIdentifier: String, completionHandler: (((any Error)?) -> Void)? = nil) {
        completionHandler?(GameCenterService.refuse("set the default leaderboard to \(leaderboardIdentifier.quotedLiteral)"))
    }

    /// The async form of `setDefaultLeaderboardIdentifier(_:completionHandler:)`: throws `GKError.notAuthenticated`.
    open func setDefaultLeaderboardIdentifier(_ leaderboardIdentifier: String) async throws {
        throw GameCenterService.refuse("set the default leaderboard to \(leaderboardIdentifier.quotedLiteral)")
    }

    /// Asks for the game's default leaderboard: noted, and refused.
    open func loadDefaultLeaderboardIdentifier(completionHandler: ((String?, (any Error)?) -> Void)? = nil) {
        completionHandler?(nil, GameCenterService.refuse("load the default leaderboard"))
    }

    /// The async form of `loadDefaultLeaderboardIdentifier(completionHandler:)`: throws `GKError.notAuthenticated`.
    open func loadDefaultLeaderboardIdentifier() async throws -> String { throw GameCenterService.refuse("load the default leaderboard") }

    /// Asks for a signature a game's server checks the player with: noted, and refused (no one to sign for).
    open func fetchItems(forIdentityVerificationSignature completionHandler: ((URL?, Data?, Data?, UInt64, (any Error)?) -> Void)? = nil) {
        completionHandler?(nil, nil, nil, 0, GameCenterService.refuse("sign the player's identity for a server"))
    }

    /// The async form of `fetchItems(forIdentityVerificationSignature:)`: throws `GKError.notAuthenticated`.
    open func fetchItemsForIdentityVerificationSignature() async throws -> (URL, Data, Data, UInt64) {
        throw GameCenterService.refuse("sign the player's identity for a server")
    }

    /// Asks to show Messages' friend-request sheet: noted, and refused, so the app takes its error path.
    open func presentFriendRequestCreator(from viewController: UIViewController) throws {
        throw GameCenterService.refuse("present a friend request")
    }

    /// Registers an object for invitations, turns and saved-game events: kept by nothing, as none ever arrives.
    open func register(_ listener: any GKLocalPlayerListener) {}

    /// Unregisters a listener, which has nothing to stop hearing.
    open func unregisterListener(_ listener: any GKLocalPlayerListener) {}

    /// Unregisters every listener, which hear nothing anyway.
    open func unregisterAllListeners() {}
}

extension NSNotification.Name {
    /// Posted when the local player signs in or out: never, in a run, since nobody signs in.
    public static let GKPlayerAuthenticationDidChangeNotificationName = NSNotification.Name("GKPlayerAuthenticationDidChangeNotificationName")
    /// Posted when a player's details change: never, in a run.
    public static let GKPlayerDidChangeNotificationName = NSNotification.Name("GKPlayerDidChangeNotificationName")
}
