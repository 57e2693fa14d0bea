import Foundation

/// What an object registered with `GKLocalPlayer.local.register(_:)` can hear: invitations, turns,
/// challenges and saved-game changes. Every method is optional, as in the SDK, and none is ever
/// called in a run: nobody is signed in, so nothing arrives.
public protocol GKLocalPlayerListener: GKChallengeListener, GKInviteEventListener, GKTurnBasedEventListener, GKSavedGameListener {}

/// What a listener hears about challenges between friends, never told in a run.
public protocol GKChallengeListener: NSObjectProtocol {
    /// Told when the player picks a challenge to play.
    func player(_ player: GKPlayer, wantsToPlay challenge: GKChallenge)
    /// Told when a friend challenges the player.
    func player(_ player: GKPlayer, didReceive challenge: GKChallenge)
    /// Told when the player beats a friend's challenge.
    func player(_ player: GKPlayer, didComplete challenge: GKChallenge, issuedByFriend friendPlayer: GKPlayer)
    /// Told when a friend beats the player's challenge.
    func player(_ player: GKPlayer, issuedChallengeWasCompleted challenge: GKChallenge, byFriend friendPlayer: GKPlayer)
}

extension GKChallengeListener {
    /// Optional in the SDK, so a listener need not write it.
    public func player(_ player: GKPlayer, wantsToPlay challenge: GKChallenge) {}
    /// Optional in the SDK, so a listener need not write it.
    public func player(_ player: GKPlayer, didReceive challenge: GKChallenge) {}
    /// Optional in the SDK, so a listener need not write it.
    public func player(_ player: GKPlayer, didComplete challenge: GKChallenge, issuedByFriend friendPlayer: GKPlayer) {}
    /// Optional in the SDK, so a listener need not write it.
    public func player(_ player: GKPlayer, issuedChallengeWasCompleted challenge: GKChallenge, byFriend friendPlayer: GKPlayer) {}
}

/// What a listener hears about invitations to real-time matches, never told in a run.
public protocol GKInviteEventListener: AnyObject {
    /// Told when the player accepts an invitation.
    func player(_ player: GKPlayer, didAccept invite: GKInvite)
    /// Told when the player starts a match with friends from outside the game.
    func player(_ player: GKPlayer, didRequestMatchWithRecipients recipientPlayers: [GKPlayer])
}

extension GKInviteEventListener {
    /// Optional in the SDK, so a listener need not write it.
    public func player(_ player: GKPlayer, didAccept invite: GKInvite) {}
    /// Optional in the SDK, so a listener need not write it.
    public func player(_ player: GKPlayer, didRequestMatchWithRecipients recipientPlayers: [GKPlayer]) {}
}

/// What a listener hears about turn-based matches, never told in a run.
public protocol GKTurnBasedEventListener: AnyObject {
    /// Told when the player starts a turn-based match with friends from outside the game.
    func player(_ player: GKPlayer, didRequestMatchWithOtherPlayers playersToInvite: [GKPlayer])
    /// Told when it becomes the player's turn, or a match they are in changes.
    func player(_ player: GKPlayer, receivedTurnEventFor match: GKTurnBasedMatch, didBecomeActive: Bool)
    /// Told when a match the player is in ends.
    func player(_ player: GKPlayer, matchEnded match: GKTurnBasedMatch)
    /// Told when the player quits a match from Game Center's interface.
    func player(_ player: GKPlayer, wantsToQuitMatch match: GKTurnBasedMatch)
}

extension GKTurnBasedEventListener {
    /// Optional in the SDK, so a listener need not write it.
    public func player(_ player: GKPlayer, didRequestMatchWithOtherPlayers playersToInvite: [GKPlayer]) {}
    /// Optional in the SDK, so a listener need not write it.
    public func player(_ player: GKPlayer, receivedTurnEventFor match: GKTurnBasedMatch, didBecomeActive: Bool) {}
    /// Optional in the SDK, so a listener need not write it.
    public func player(_ player: GKPlayer, matchEnded match: GKTurnBasedMatch) {}
    /// Optional in the SDK, so a listener need not write it.
    public func player(_ player: GKPlayer, wantsToQuitMatch match: GKTurnBasedMatch) {}
}

/// What a listener hears about games saved to iCloud, never told in a run.
public protocol GKSavedGameListener: NSObjectProtocol {
    /// Told when a saved game changes on another device.
    func player(_ player: GKPlayer, didModifySavedGame savedGame: GKSavedGame)
    /// Told when devices saved the same game differently.
    func player(_ player: GKPlayer, hasConflictingSavedGames savedGames: [GKSavedGame])
}

extension GKSavedGameListener {
    /// Optional in the SDK, so a listener need not write it.
    public func player(_ player: GKPlayer, didModifySavedGame savedGame: GKSavedGame) {}
    /// Optional in the SDK, so a listener need not write it.
    public func player(_ player: GKPlayer, hasConflictingSavedGames savedGames: [GKSavedGame]) {}
}

/// Where a challenge stands, so code that switches on it compiles.
public enum GKChallengeState: Int, Sendable {
    /// GameKit's states, in its order.
    case invalid = 0, pending, completed, declined
}

/// A challenge between friends: a type listeners name; a run never receives one.
open class GKChallenge: NSObject, @unchecked Sendable {
    /// The friend who sent it.
    open private(set) var issuingPlayer: GKPlayer?
    /// The player it was sent to.
    open private(set) var receivingPlayer: GKPlayer?
    /// Where it stands.
    open private(set) var state: GKChallengeState = .invalid
    /// When it was sent.
    open private(set) var issueDate = Date(timeIntervalSince1970: 0)
    /// When it was met, if it was.
    open private(set) var completionDate: Date?
    /// What the sender wrote.
    open private(set) var message: String?

    /// Makes a challenge with its message, as Game Center would deliver one.
    init(message: String?) {
        self.message = message
        super.init()
    }

    /// Asks for the challenges the player received: noted, and refused as for an unauthenticated player.
    open class func loadReceivedChallenges(completionHandler: (([GKChallenge]?, (any Error)?) -> Void)? = nil) {
        completionHandler?(nil, GameCenterService.refuse("load the received challenges"))
    }

    /// The async form of `loadReceivedChallenges(completionHandler:)`: throws `GKError.notAuthenticated`.
    open class func loadReceivedChallenges() async throws -> [GKChallenge] { throw GameCenterService.refuse("load the received challenges") }

    /// Declines the challenge, which nobody sent.
    open func decline() {}
}
