import Foundation

/// The turn timeout GameKit uses when a game gives none: one week, in seconds.
public let GKTurnTimeoutDefault: TimeInterval = 604_800

/// The turn timeout that means a turn never times out.
public let GKTurnTimeoutNone: TimeInterval = 0

/// A turn-based match, whose data Game Center stores between turns. On a phone signed in to no
/// account (D19) finding and loading matches are noted as effects and fail with
/// `GKError.notAuthenticated`, so a run never has a match object; the methods a match offers are
/// noted and refused the same way.
open class GKTurnBasedMatch: NSObject, @unchecked Sendable {
    /// Where a match stands, so code that switches on it compiles.
    public enum Status: Int, Sendable {
        /// GameKit's states, in its order.
        case unknown = 0, open, ended, matching
    }

    /// How a participant's part in a match ended, so ending a turn or a match compiles.
    public enum Outcome: Int, Sendable {
        /// GameKit's outcomes, with its numbers (`customRange` starts the game's own).
        case none = 0, quit, won, lost, tied, timeExpired, first, second, third, fourth
        /// The first of the values a game may use for outcomes of its own.
        case customRange = 0x00FF_0000
    }

    /// Game Center's identifier for the match.
    public let matchID: String
    /// When the match began.
    public let creationDate: Date
    /// The match's participants, in turn order.
    public let participants: [GKTurnBasedParticipant]
    /// Where the match stands.
    open var status: Status { .unknown }
    /// Whose turn it is.
    open var currentParticipant: GKTurnBasedParticipant? { nil }
    /// The game's data for the match, as last saved.
    open var matchData: Data? { nil }
    /// The message shown to participants about the match.
    open var message: String?
    /// The most bytes `matchData` may hold.
    open var matchDataMaximumSize: Int { 65_536 }

    /// Makes a match as Game Center would hand one back.
    init(matchID: String) {
        self.matchID = matchID
        creationDate = Date(timeIntervalSince1970: 0)
        participants = []
        super.init()
    }

    /// Looks for a turn-based match: noted, and refused.
    open class func find(for request: GKMatchRequest, withCompletionHandler completionHandler: @escaping (GKTurnBasedMatch?, (any Error)?) -> Void) {
        completionHandler(nil, GameCenterService.refuse("find a turn-based match for \(GameCenterService.players(request))"))
    }

    /// The async form of `find(for:withCompletionHandler:)`: throws `GKError.notAuthenticated`.
    open class func find(for request: GKMatchRequest) async throws -> GKTurnBasedMatch {
        throw GameCenterService.refuse("find a turn-based match for \(GameCenterService.players(request))")
    }

    /// Asks for the player's turn-based matches: noted, and refused.
    open class func loadMatches(completionHandler: (([GKTurnBasedMatch]?, (any Error)?) -> Void)? = nil) {
        completionHandler?(nil, GameCenterService.refuse("load the turn-based matches"))
    }

    /// The async form of `loadMatches(completionHandler:)`: throws `GKError.notAuthenticated`.
    open class func loadMatches() async throws -> [GKTurnBasedMatch] { throw GameCenterService.refuse("load the turn-based matches") }

    /// Asks for one match by identifier: noted, and refused.
    open class func load(withID matchID: String, withCompletionHandler completionHandler: ((GKTurnBasedMatch?, (any Error)?) -> Void)? = nil) {
        completionHandler?(nil, GameCenterService.refuse("load the turn-based match \(matchID.quotedLiteral)"))
    }

    /// The async form of `load(withID:withCompletionHandler:)`: throws `GKError.notAuthenticated`.
    open class func load(withID matchID: String) async throws -> GKTurnBasedMatch {
        throw GameCenterService.refuse("load the turn-based match \(matchID.quotedLiteral)")
    }

    /// Sets the message shown about the match from a localizable key.
    open func setLocalizableMessageWithKey(_ key: String, arguments: [String]?) { message = key }

    /// Asks for the match's latest data: noted, and refused.
    open func loadMatchData(completionHandler: ((Data?, (any Error)?) -> Void)? = nil) {
        completionHandler?(nil, refuse("load the data of"))
    }

    /// The async form of `loadMatchData(completionHandler:)`: throws `GKError.notAuthenticated`.
    open func loadMatchData() async throws -> Data? { throw refuse("load the data of") }

    /// Passes the turn on with the match's data: noted, and refused.
    open func endTurn(
        withNextParticipants nextParticipants: [GKTurnBasedParticipant], turnTimeout timeout: TimeInterval, match matchData: Data,
        completionHandler: (((any Error)?) -> Void)? = nil
    ) {
        completionHandler?(refuse("end a turn in"))
    }

    /// The async form of `endTurn(withNextParticipants:turnTimeout:match:completionHandler:)`: throws `GKError.notAuthenticated`.
    open func endTurn(
        withNextParticipants nextParticipants: [GKTurnBasedParticipant], turnTimeout timeout: TimeInterval, match matchData: Data
    ) async throws {
        throw refuse("end a turn in")
    }

    /// Saves the match's data without passing the turn: noted, and refused.
    open func saveCurrentTurn(withMatch matchData: Data, completionHandler: (((any Error)?) -> Void)? = nil) {
        completionHandler?(refuse("save the current turn of"))
    }

    /// The async form of `saveCurrentTurn(withMatch:completionHandler:)`: throws `GKError.notAuthenticated`.
    open func saveCurrentTurn(withMatch matchData: Data) async throws { throw refuse("save the current turn of") }

    /// Ends the match on the player's turn: noted, and refused.
    open func endMatchInTurn(withMatch matchData: Data, completionHandler: (((any Error)?) -> Void)? = nil) {
        completionHandler?(refuse("end"))
    }

    /// The async form of `endMatchInTurn(withMatch:completionHandler:)`: throws `GKError.notAuthenticated`.
    open func endMatchInTurn(withMatch matchData: Data) async throws { throw refuse("end") }

    /// Ends the match on the player's turn with scores and achievements: noted, and refused.
    open func endMatchInTurn(
        withMatch matchData: Data, leaderboardScores scores: [GKLeaderboardScore], achievements: [Any],
        completionHandler: @escaping ((any Error)?) -> Void
    ) {
        completionHandler(refuse("end"))
    }

    /// The async form of `endMatchInTurn(withMatch:leaderboardScores:achievements:completionHandler:)`: throws `GKError.notAuthenticated`.
    open func endMatchInTurn(withMatch matchData: Data, leaderboardScores scores: [GKLeaderboardScore], achievements: [Any]) async throws {
        throw refuse("end")
    }

    /// Quits the match on the player's turn, passing it on: noted, and refused.
    open func participantQuitInTurn(
        with matchOutcome: Outcome, nextParticipants: [GKTurnBasedParticipant], turnTimeout timeout: TimeInterval, match matchData: Data,
        completionHandler: (((any Error)?) -> Void)? = nil
    ) {
        completionHandler?(refuse("quit"))
    }

    /// Quits the match while it is someone else's turn: noted, and refused.
    open func participantQuitOutOfTurn(with matchOutcome: Outcome, withCompletionHandler completionHandler: (((any Error)?) -> Void)? = nil) {
        completionHandler?(refuse("quit"))
    }

    /// Accepts an invitation to the match: noted, and refused.
    open func acceptInvite(completionHandler: ((GKTurnBasedMatch?, (any Error)?) -> Void)? = nil) {
        completionHandler?(nil, refuse("accept the invitation to"))
    }

    /// The async form of `acceptInvite(completionHandler:)`: throws `GKError.notAuthenticated`.
    open func acceptInvite() async throws -> GKTurnBasedMatch { throw refuse("accept the invitation to") }

    /// Declines an invitation to the match: noted, and refused.
    open func declineInvite(completionHandler: (((any Error)?) -> Void)? = nil) { completionHandler?(refuse("decline the invitation to")) }

    /// The async form of `declineInvite(completionHandler:)`: throws `GKError.notAuthenticated`.
    open func declineInvite() async throws { throw refuse("decline the invitation to") }

    /// Removes an ended match from the player's list: noted, and refused.
    open func remove(completionHandler: (((any Error)?) -> Void)? = nil) { completionHandler?(refuse("remove")) }

    /// The async form of `remove(completionHandler:)`: throws `GKError.notAuthenticated`.
    open func remove() async throws { throw refuse("remove") }

    /// Starts a new match with the same participants: noted, and refused.
    open func rematch(completionHandler: ((GKTurnBasedMatch?, (any Error)?) -> Void)? = nil) {
        completionHandler?(nil, refuse("rematch"))
    }

    /// The async form of `rematch(completionHandler:)`: throws `GKError.notAuthenticated`.
    open func rematch() async throws -> GKTurnBasedMatch { throw refuse("rematch") }

    /// Reminds participants it is their turn: noted, and refused.
    open func sendReminder(
        to participants: [GKTurnBasedParticipant], localizableMessageKey key: String, arguments: [String],
        completionHandler: (((any Error)?) -> Void)? = nil
    ) {
        completionHandler?(refuse("send a reminder in"))
    }

    /// Notes what the game asked of this match and returns the error a device gives for it.
    private func refuse(_ what: String) -> GKError { GameCenterService.refuse("\(what) the turn-based match \(matchID.quotedLiteral)") }
}

/// A participant in a turn-based match, a type matches list; a run never has one.
open class GKTurnBasedParticipant: NSObject, @unchecked Sendable {
    /// Where a participant stands in a match, so code that switches on it compiles.
    public enum Status: Int, Sendable {
        /// GameKit's states, in its order.
        case unknown = 0, invited, declined, matching, active, done
    }

    /// The player in this seat, if it is filled.
    public let player: GKPlayer?
    /// When the participant last took a turn.
    open var lastTurnDate: Date? { nil }
    /// Where the participant stands.
    open var status: Status { .unknown }
    /// How the participant's part ended, which the game sets before ending the match.
    open var matchOutcome = GKTurnBasedMatch.Outcome.none
    /// When the participant's turn times out.
    open var timeoutDate: Date? { nil }

    /// Makes a participant for a seat, as a match would list one.
    init(player: GKPlayer?) {
        self.player = player
        super.init()
    }
}

/// Game Center's screen for turn-based matches, shown in a sheet or presented. With nobody signed
/// in it lists no match; when its sheet closes (a script's `dismiss`), its delegate is told the
/// player cancelled.
open class GKTurnBasedMatchmakerViewController: UINavigationController, ReportsLeaving, @unchecked Sendable {
    /// Who hears how the screen ended.
    open weak var turnBasedMatchmakerDelegate: (any GKTurnBasedMatchmakerViewControllerDelegate)?
    /// Whether the screen lists the player's matches as well as starting new ones.
    open var showExistingMatches = true
    /// Whom the screen looks for.
    open var matchmakingMode = GKMatchmakingMode.default
    /// The request the screen was made for.
    public let matchRequest: GKMatchRequest
    /// Whether the delegate was already told, so it hears it once.
    private var finished = false

    /// Makes the screen for a request.
    public init(matchRequest request: GKMatchRequest) {
        matchRequest = request
        super.init()
    }

    /// Restores a screen from an archive, as UIKit's controllers can be.
    public required init?(coder: NSCoder) {
        matchRequest = GKMatchRequest()
        super.init(coder: coder)
    }

    /// What to tell the delegate when the sheet that showed the screen closes: that the player cancelled, once.
    package func leavingReport() -> (() -> Void)? {
        guard !finished, let delegate = turnBasedMatchmakerDelegate else { return nil }
        finished = true
        return { [self] in delegate.turnBasedMatchmakerViewControllerWasCancelled(self) }
    }
}

/// What the turn-based matchmaking screen tells the game; both methods are required, as in the SDK.
public protocol GKTurnBasedMatchmakerViewControllerDelegate: NSObjectProtocol {
    /// Told when the player closes the screen.
    func turnBasedMatchmakerViewControllerWasCancelled(_ viewController: GKTurnBasedMatchmakerViewController)
    /// Told when matchmaking fails.
    func turnBasedMatchmakerViewController(_ viewController: GKTurnBasedMatchmakerViewController, didFailWithError error: any Error)
}
