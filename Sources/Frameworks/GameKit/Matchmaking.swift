import Foundation

/// The properties matchmaking rules read and write for a match or a player, as GameKit types them.
public typealias GKMatchProperties = [String: Any]

/// The kinds of match a request can be for, so `maxPlayersAllowedForMatch(of:)` compiles.
public enum GKMatchType: UInt, Sendable {
    /// Players connected to each other, players connected through the game's server, and turns.
    case peerToPeer = 0, hosted, turnBased
}

/// How an invited player answered, so a request's response handler compiles; none ever answers here.
public enum GKInviteRecipientResponse: Int, Sendable {
    /// GameKit's answers, in its order.
    case accepted = 0, declined, failed, incompatible, unableToConnect, noAnswer
}

/// What a game asks matchmaking for: how many players, whom to invite. It keeps what is set; no
/// request finds anyone in a run, as nobody is signed in.
open class GKMatchRequest: NSObject, @unchecked Sendable {
    /// The fewest players the match can start with.
    open var minPlayers = 2
    /// The most players the match can hold.
    open var maxPlayers = 2
    /// The group of players matchmaking keeps together (a level, a mode).
    open var playerGroup = 0
    /// The mask of roles matchmaking fills.
    open var playerAttributes: UInt32 = 0
    /// The players to invite.
    open var recipients: [GKPlayer]?
    /// The message sent with an invitation.
    open var inviteMessage: String?
    /// The number of players the invitation screen starts with.
    open var defaultNumberOfPlayers = 2
    /// Told how each invited player answered: never, here.
    open var recipientResponseHandler: ((GKPlayer, GKInviteRecipientResponse) -> Void)?
    /// The matchmaking queue whose rules pick the players (iOS 17.2).
    open var queueName: String?
    /// The properties the queue's rules read (iOS 17.2).
    open var properties: GKMatchProperties?
    /// The properties of each invited player (iOS 17.2).
    open var recipientProperties: [GKPlayer: GKMatchProperties]?

    /// The most players a kind of match allows: 4 connected to each other, 16 otherwise.
    open class func maxPlayersAllowedForMatch(of matchType: GKMatchType) -> Int { matchType == .peerToPeer ? 4 : 16 }
}

/// An invitation another player sent, the type invitation listeners name; none arrives in a run.
open class GKInvite: NSObject, @unchecked Sendable {
    /// Who sent it.
    public let sender: GKPlayer
    /// Whether it is for a match the game's server hosts.
    public let isHosted: Bool
    /// The group of players it is for.
    public let playerGroup: Int
    /// The roles it is for.
    public let playerAttributes: UInt32

    /// Makes an invitation from a player, as Game Center would deliver one.
    init(sender: GKPlayer) {
        self.sender = sender
        isHosted = false
        playerGroup = 0
        playerAttributes = 0
        super.init()
    }
}

/// The players matchmaking rules found for a hosted match (iOS 17.2); never found in a run.
open class GKMatchedPlayers: NSObject, @unchecked Sendable {
    /// The properties the rules gave the match.
    public let properties: GKMatchProperties?
    /// The players found.
    public let players: [GKPlayer]
    /// The properties the rules gave each player.
    public let playerProperties: [GKPlayer: GKMatchProperties]?

    /// Makes the result of a hosted match's search.
    init(players: [GKPlayer]) {
        properties = nil
        self.players = players
        playerProperties = nil
        super.init()
    }
}

/// Game Center's matchmaking without its interface (`GKMatchmaker.shared()`), on a phone signed
/// in to no account (D19): each search is noted as an effect and fails with
/// `GKError.notAuthenticated`, so matchmaking never finds anyone; browsing for nearby players and
/// group activities are noted and never report a player.
open class GKMatchmaker: NSObject, @unchecked Sendable {
    /// The one matchmaker, made when first asked for.
    private static let sharedMatchmaker = GKMatchmaker()

    /// The app's matchmaker, the object every search goes through.
    open class func shared() -> GKMatchmaker { sharedMatchmaker }

    /// Looks for players for a real-time match: noted, and refused.
    open func findMatch(for request: GKMatchRequest, withCompletionHandler completionHandler: ((GKMatch?, (any Error)?) -> Void)? = nil) {
        completionHandler?(nil, GameCenterService.refuse("find a match for \(GameCenterService.players(request))"))
    }

    /// The async form of `findMatch(for:withCompletionHandler:)`: throws `GKError.notAuthenticated`.
    open func findMatch(for request: GKMatchRequest) async throws -> GKMatch {
        throw GameCenterService.refuse("find a match for \(GameCenterService.players(request))")
    }

    /// Looks for players for a match the game's server hosts: noted, and refused.
    open func findPlayers(
        forHostedRequest request: GKMatchRequest, withCompletionHandler completionHandler: (([GKPlayer]?, (any Error)?) -> Void)? = nil
    ) {
        completionHandler?(nil, GameCenterService.refuse("find players for a hosted match of \(GameCenterService.players(request))"))
    }

    /// The async form of `findPlayers(forHostedRequest:withCompletionHandler:)`: throws `GKError.notAuthenticated`.
    open func findPlayers(forHostedRequest request: GKMatchRequest) async throws -> [GKPlayer] {
        throw GameCenterService.refuse("find players for a hosted match of \(GameCenterService.players(request))")
    }

    /// Looks for players by a queue's matchmaking rules (iOS 17.2): noted, and refused.
    open func findMatchedPlayers(
        _ request: GKMatchRequest, withCompletionHandler completionHandler: @escaping (GKMatchedPlayers?, (any Error)?) -> Void
    ) {
        completionHandler(nil, GameCenterService.refuse("find matched players for \(GameCenterService.players(request))"))
    }

    /// The async form of `findMatchedPlayers(_:withCompletionHandler:)`: throws `GKError.notAuthenticated`.
    open func findMatchedPlayers(_ request: GKMatchRequest) async throws -> GKMatchedPlayers {
        throw GameCenterService.refuse("find matched players for \(GameCenterService.players(request))")
    }

    /// Joins the match an invitation is for: noted, and refused.
    open func match(for invite: GKInvite, completionHandler: ((GKMatch?, (any Error)?) -> Void)? = nil) {
        completionHandler?(nil, GameCenterService.refuse("join an invitation's match"))
    }

    /// The async form of `match(for:completionHandler:)`: throws `GKError.notAuthenticated`.
    open func match(for invite: GKInvite) async throws -> GKMatch { throw GameCenterService.refuse("join an invitation's match") }

    /// Looks for more players for a match under way: noted, and refused.
    open func addPlayers(to match: GKMatch, matchRequest: GKMatchRequest, completionHandler: (((any Error)?) -> Void)? = nil) {
        completionHandler?(GameCenterService.refuse("add \(GameCenterService.players(matchRequest)) to a match"))
    }

    /// The async form of `addPlayers(to:matchRequest:completionHandler:)`: throws `GKError.notAuthenticated`.
    open func addPlayers(to match: GKMatch, matchRequest: GKMatchRequest) async throws {
        throw GameCenterService.refuse("add \(GameCenterService.players(matchRequest)) to a match")
    }

    /// Asks how many players are looking for a match: noted, and refused.
    open func queryActivity(completionHandler: ((Int, (any Error)?) -> Void)? = nil) {
        completionHandler?(0, GameCenterService.refuse("count the players looking for a match"))
    }

    /// The async form of `queryActivity(completionHandler:)`: throws `GKError.notAuthenticated`.
    open func queryActivity() async throws -> Int { throw GameCenterService.refuse("count the players looking for a match") }

    /// Asks how many players of a group are looking for a match: noted, and refused.
    open func queryPlayerGroupActivity(_ playerGroup: Int, withCompletionHandler completionHandler: ((Int, (any Error)?) -> Void)? = nil) {
        completionHandler?(0, GameCenterService.refuse("count the players of group \(playerGroup) looking for a match"))
    }

    /// The async form of `queryPlayerGroupActivity(_:withCompletionHandler:)`: throws `GKError.notAuthenticated`.
    open func queryPlayerGroupActivity(_ playerGroup: Int) async throws -> Int {
        throw GameCenterService.refuse("count the players of group \(playerGroup) looking for a match")
    }

    /// Stops a search, which had already ended.
    open func cancel() {}

    /// Withdraws an invitation, which was never sent.
    open func cancelPendingInvite(to player: GKPlayer) {}

    /// Tells Game Center the match is full, which it has nothing to do with.
    open func finishMatchmaking(for match: GKMatch) {}

    /// Looks for players nearby: noted; the handler is kept by nothing, as no one is ever found.
    open func startBrowsingForNearbyPlayers(handler reachableHandler: ((GKPlayer, Bool) -> Void)? = nil) {
        Effects.record("GKMatchmaker browses for nearby players (no Game Center account here: no one is found)")
    }

    /// Stops looking for players nearby.
    open func stopBrowsingForNearbyPlayers() {}

    /// Offers a match to the people in a SharePlay call (iOS 16.2): noted; no one ever joins.
    open func startGroupActivity(playerHandler handler: @escaping (GKPlayer) -> Void) {
        Effects.record("GKMatchmaker starts a group activity (no Game Center account and no FaceTime call here: no one joins)")
    }

    /// Stops offering the match to the call.
    open func stopGroupActivity() {}
}

/// How a player in a match is connected, so a match delegate's method compiles.
public enum GKPlayerConnectionState: Int, Sendable {
    /// GameKit's states, in its order.
    case unknown = 0, connected, disconnected
}

/// A real-time match between players; a run never has one, as no search finds anyone.
open class GKMatch: NSObject, @unchecked Sendable {
    /// How sent data travels, so `send(_:to:dataMode:)` compiles with GameKit's names.
    public enum SendDataMode: Int, Sendable {
        /// Delivered in order, retried; or sent once, fast.
        case reliable = 0, unreliable
    }

    /// The other players in the match.
    public let players: [GKPlayer]
    /// Who hears the match's data and connection changes.
    open weak var delegate: (any GKMatchDelegate)?
    /// How many more players the match waits for.
    open var expectedPlayerCount: Int { 0 }
    /// The properties matchmaking rules gave the match (iOS 17.2).
    open var properties: GKMatchProperties? { nil }
    /// The properties matchmaking rules gave each player (iOS 17.2).
    open var playerProperties: [GKPlayer: GKMatchProperties]? { nil }

    /// Makes a match between players, as matchmaking would.
    init(players: [GKPlayer]) {
        self.players = players
        super.init()
    }

    /// Sends data to some players: fails, as no one is connected.
    open func send(_ data: Data, to players: [GKPlayer], dataMode mode: SendDataMode) throws { throw GKError(.matchNotConnected) }

    /// Sends data to every player: fails, as no one is connected.
    open func sendData(toAllPlayers data: Data, with mode: SendDataMode) throws { throw GKError(.matchNotConnected) }

    /// Leaves the match.
    open func disconnect() {}

    /// Asks which player would host best: none, with no one connected.
    open func chooseBestHostingPlayer(completionHandler: @escaping (GKPlayer?) -> Void) { completionHandler(nil) }

    /// The async form of `chooseBestHostingPlayer(completionHandler:)`: nil, with no one connected.
    open func chooseBestHostingPlayer() async -> GKPlayer? { nil }

    /// Asks the same players for another match: noted, and refused.
    open func rematch(completionHandler: ((GKMatch?, (any Error)?) -> Void)? = nil) {
        completionHandler?(nil, GameCenterService.refuse("rematch"))
    }

    /// The async form of `rematch(completionHandler:)`: throws `GKError.notAuthenticated`.
    open func rematch() async throws -> GKMatch { throw GameCenterService.refuse("rematch") }
}

/// What a real-time match tells the game; every method is optional, as in the SDK.
public protocol GKMatchDelegate: NSObjectProtocol {
    /// Told when another player sends data.
    func match(_ match: GKMatch, didReceive data: Data, fromRemotePlayer player: GKPlayer)
    /// Told when another player sends data meant for one recipient.
    func match(_ match: GKMatch, didReceive data: Data, forRecipient recipient: GKPlayer, fromRemotePlayer player: GKPlayer)
    /// Told when a player connects or disconnects.
    func match(_ match: GKMatch, player: GKPlayer, didChange state: GKPlayerConnectionState)
    /// Told when the match fails.
    func match(_ match: GKMatch, didFailWithError error: (any Error)?)
    /// Asked whether to invite a disconnected player back.
    func match(_ match: GKMatch, shouldReinviteDisconnectedPlayer player: GKPlayer) -> Bool
}

extension GKMatchDelegate {
    /// Optional in the SDK, so a delegate need not write it.
    public func match(_ match: GKMatch, didReceive data: Data, fromRemotePlayer player: GKPlayer) {}
    /// Optional in the SDK, so a delegate need not write it.
    public func match(_ match: GKMatch, didReceive data: Data, forRecipient recipient: GKPlayer, fromRemotePlayer player: GKPlayer) {}
    /// Optional in the SDK, so a delegate need not write it.
    public func match(_ match: GKMatch, player: GKPlayer, didChange state: GKPlayerConnectionState) {}
    /// Optional in the SDK, so a delegate need not write it.
    public func match(_ match: GKMatch, didFailWithError error: (any Error)?) {}
    /// Optional in the SDK, so a delegate need not write it; GameKit's default is not to.
    public func match(_ match: GKMatch, shouldReinviteDisconnectedPlayer player: GKPlayer) -> Bool { false }
}

/// Whom the matchmaking screen looks for, so a game that limits it compiles.
public enum GKMatchmakingMode: Int, Sendable {
    /// GameKit's modes, in its order (`default` offers invitations and automatch).
    case `default` = 0, nearbyOnly, automatchOnly, inviteOnly
}

/// Game Center's matchmaking screen, shown in a sheet or presented. With nobody signed in it finds
/// no one; when its sheet closes (a script's `dismiss`), its delegate is told the player cancelled.
open class GKMatchmakerViewController: UINavigationController, ReportsLeaving, @unchecked Sendable {
    /// Who hears how matchmaking ended.
    open weak var matchmakerDelegate: (any GKMatchmakerViewControllerDelegate)?
    /// The request the screen was made for.
    public let matchRequest: GKMatchRequest
    /// Whether the game's server hosts the match, so the screen finds players rather than a match.
    open var isHosted = false
    /// Whom the screen looks for.
    open var matchmakingMode = GKMatchmakingMode.default
    /// Whether the match may start once the fewest players join.
    open var canStartWithMinimumPlayers = false
    /// Whether the delegate was already told, so it hears it once.
    private var finished = false

    /// Makes the screen for a request.
    public init?(matchRequest request: GKMatchRequest) {
        matchRequest = request
        super.init()
    }

    /// Makes the screen for an invitation the player accepted.
    public init?(invite: GKInvite) {
        matchRequest = GKMatchRequest()
        super.init()
    }

    /// Restores a screen from an archive, as UIKit's controllers can be.
    public required init?(coder: NSCoder) {
        matchRequest = GKMatchRequest()
        super.init(coder: coder)
    }

    /// Looks for more players for a match under way: nobody is found.
    open func addPlayers(to match: GKMatch) {}

    /// Tells the screen a hosted player connected to the game's server, which nobody can.
    open func setHostedPlayer(_ player: GKPlayer, didConnect connected: Bool) {}

    /// What to tell the delegate when the sheet that showed the screen closes: that the player cancelled, once.
    package func leavingReport() -> (() -> Void)? {
        guard !finished, let delegate = matchmakerDelegate else { return nil }
        finished = true
        return { [self] in delegate.matchmakerViewControllerWasCancelled(self) }
    }
}

/// What the matchmaking screen tells the game; cancelling and failing are required, as in the SDK.
public protocol GKMatchmakerViewControllerDelegate: NSObjectProtocol {
    /// Told when the player closes the screen.
    func matchmakerViewControllerWasCancelled(_ viewController: GKMatchmakerViewController)
    /// Told when matchmaking fails.
    func matchmakerViewController(_ viewController: GKMatchmakerViewController, didFailWithError error: any Error)
    /// Told when a real-time match is found.
    func matchmakerViewController(_ viewController: GKMatchmakerViewController, didFind match: GKMatch)
    /// Told when players for a hosted match are found.
    func matchmakerViewController(_ viewController: GKMatchmakerViewController, didFindHostedPlayers players: [GKPlayer])
    /// Told when an invited player accepts a hosted match.
    func matchmakerViewController(_ viewController: GKMatchmakerViewController, hostedPlayerDidAccept player: GKPlayer)
}

extension GKMatchmakerViewControllerDelegate {
    /// Optional in the SDK, so a delegate need not write it.
    public func matchmakerViewController(_ viewController: GKMatchmakerViewController, didFind match: GKMatch) {}
    /// Optional in the SDK, so a delegate need not write it.
    public func matchmakerViewController(_ viewController: GKMatchmakerViewController, didFindHostedPlayers players: [GKPlayer]) {}
    /// Optional in the SDK, so a delegate need not write it.
    public func matchmakerViewController(_ viewController: GKMatchmakerViewController, hostedPlayerDidAccept player: GKPlayer) {}
}
