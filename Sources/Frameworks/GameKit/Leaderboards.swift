import Foundation

/// A Game Center leaderboard, on a phone signed in to no account (D19): loading leaderboards and
/// their entries, and submitting scores, are each noted as an effect and fail with
/// `GKError.notAuthenticated`, so a game shows its offline path the same way every run. As no load
/// succeeds, a run has no leaderboard objects but those an app makes with the deprecated `init()`.
open class GKLeaderboard: NSObject, @unchecked Sendable {
    /// The periods a leaderboard's scores are ranked over, so `loadEntries` compiles with GameKit's names.
    public enum TimeScope: Int, Sendable {
        /// GameKit's periods, in its order.
        case today = 0, week, allTime
    }

    /// Whose scores a load ranks, so `loadEntries` compiles with GameKit's names.
    public enum PlayerScope: Int, Sendable {
        /// Everyone's, or the player's friends' only.
        case global = 0, friendsOnly
    }

    /// Whether a leaderboard runs forever or restarts on a schedule.
    public enum LeaderboardType: Int, Sendable {
        /// A leaderboard that never resets, and one that starts over at each occurrence.
        case classic = 0, recurring
    }

    /// The identifier App Store Connect gives the leaderboard, the one submissions name.
    public let baseLeaderboardID: String
    /// The leaderboard's name, for a game's interface.
    public let title: String?
    /// The group the leaderboard belongs to, if the game shares leaderboards.
    public let groupIdentifier: String?
    /// Whether it resets on a schedule.
    public let type: LeaderboardType
    /// When the current occurrence of a recurring leaderboard began.
    public let startDate: Date?
    /// When the next occurrence of a recurring leaderboard begins.
    public let nextStartDate: Date?
    /// How long an occurrence of a recurring leaderboard lasts.
    public let duration: TimeInterval

    /// Makes a leaderboard as Game Center would describe one.
    init(baseLeaderboardID: String, title: String?) {
        self.baseLeaderboardID = baseLeaderboardID
        self.title = title
        groupIdentifier = nil
        type = .classic
        startDate = nil
        nextStartDate = nil
        duration = 0
        super.init()
    }

    /// The pre-iOS 14 way to make a leaderboard, kept so older code compiles; its identifier starts empty.
    @available(iOS, deprecated: 14.0, message: "Use loadLeaderboards(IDs:completionHandler:).")
    public override convenience init() { self.init(baseLeaderboardID: "", title: nil) }

    /// Asks Game Center for leaderboards by identifier (nil for all): noted, and refused.
    open class func loadLeaderboards(IDs leaderboardIDs: [String]?, completionHandler: @escaping ([GKLeaderboard]?, (any Error)?) -> Void) {
        completionHandler(nil, GameCenterService.refuse(loadingLeaderboards(leaderboardIDs)))
    }

    /// The async form of `loadLeaderboards(IDs:completionHandler:)`: throws `GKError.notAuthenticated`.
    open class func loadLeaderboards(IDs leaderboardIDs: [String]?) async throws -> [GKLeaderboard] {
        throw GameCenterService.refuse(loadingLeaderboards(leaderboardIDs))
    }

    /// What a load of leaderboards asks, as its effect says it.
    private static func loadingLeaderboards(_ leaderboardIDs: [String]?) -> String {
        leaderboardIDs.map { "load the leaderboards \(GameCenterService.listed($0))" } ?? "load every leaderboard"
    }

    /// Submits a score to leaderboards by identifier: noted as an effect, and refused, so nothing is posted.
    open class func submitScore(
        _ score: Int, context: Int, player: GKPlayer, leaderboardIDs: [String], completionHandler: @escaping ((any Error)?) -> Void
    ) {
        completionHandler(GameCenterService.refuse("submit the score \(score) to \(GameCenterService.listed(leaderboardIDs))"))
    }

    /// The async form of `submitScore(_:context:player:leaderboardIDs:completionHandler:)`: throws `GKError.notAuthenticated`.
    open class func submitScore(_ score: Int, context: Int, player: GKPlayer, leaderboardIDs: [String]) async throws {
        throw GameCenterService.refuse("submit the score \(score) to \(GameCenterService.listed(leaderboardIDs))")
    }

    /// Submits a score to this leaderboard: noted, and refused.
    open func submitScore(_ score: Int, context: Int, player: GKPlayer, completionHandler: @escaping ((any Error)?) -> Void) {
        completionHandler(GameCenterService.refuse("submit the score \(score) to \(baseLeaderboardID.quotedLiteral)"))
    }

    /// The async form of `submitScore(_:context:player:completionHandler:)`: throws `GKError.notAuthenticated`.
    open func submitScore(_ score: Int, context: Int, player: GKPlayer) async throws {
        throw GameCenterService.refuse("submit the score \(score) to \(baseLeaderboardID.quotedLiteral)")
    }

    /// Asks for a range of ranked entries (the local player's, the range's, the total count): noted, and refused.
    open func loadEntries(
        for playerScope: PlayerScope, timeScope: TimeScope, range: NSRange,
        completionHandler: @escaping (GKLeaderboard.Entry?, [GKLeaderboard.Entry]?, Int, (any Error)?) -> Void
    ) {
        completionHandler(nil, nil, 0, GameCenterService.refuse("load the entries of the leaderboard \(baseLeaderboardID.quotedLiteral)"))
    }

    /// The async form of `loadEntries(for:timeScope:range:completionHandler:)`: throws `GKError.notAuthenticated`.
    open func loadEntries(
        for playerScope: PlayerScope, timeScope: TimeScope, range: NSRange
    ) async throws -> (GKLeaderboard.Entry?, [GKLeaderboard.Entry], Int) {
        throw GameCenterService.refuse("load the entries of the leaderboard \(baseLeaderboardID.quotedLiteral)")
    }

    /// Asks for some players' entries: noted, and refused.
    open func loadEntries(
        for players: [GKPlayer], timeScope: TimeScope,
        completionHandler: @escaping (GKLeaderboard.Entry?, [GKLeaderboard.Entry]?, (any Error)?) -> Void
    ) {
        completionHandler(nil, nil, GameCenterService.refuse("load players' entries of the leaderboard \(baseLeaderboardID.quotedLiteral)"))
    }

    /// The async form of `loadEntries(for:timeScope:completionHandler:)`: throws `GKError.notAuthenticated`.
    open func loadEntries(for players: [GKPlayer], timeScope: TimeScope) async throws -> (GKLeaderboard.Entry?, [GKLeaderboard.Entry]) {
        throw GameCenterService.refuse("load players' entries of the leaderboard \(baseLeaderboardID.quotedLiteral)")
    }

    /// Asks for a recurring leaderboard's previous occurrence: noted, and refused.
    open func loadPreviousOccurrence(completionHandler: @escaping (GKLeaderboard?, (any Error)?) -> Void) {
        completionHandler(nil, GameCenterService.refuse("load the previous occurrence of \(baseLeaderboardID.quotedLiteral)"))
    }

    /// The async form of `loadPreviousOccurrence(completionHandler:)`: throws `GKError.notAuthenticated`.
    open func loadPreviousOccurrence() async throws -> GKLeaderboard? {
        throw GameCenterService.refuse("load the previous occurrence of \(baseLeaderboardID.quotedLiteral)")
    }

    /// Asks for the leaderboard's artwork: noted, and refused.
    open func loadImage(completionHandler: ((UIImage?, (any Error)?) -> Void)? = nil) {
        completionHandler?(nil, GameCenterService.refuse("load the image of the leaderboard \(baseLeaderboardID.quotedLiteral)"))
    }

    /// The async form of `loadImage(completionHandler:)`: throws `GKError.notAuthenticated`.
    open func loadImage() async throws -> UIImage {
        throw GameCenterService.refuse("load the image of the leaderboard \(baseLeaderboardID.quotedLiteral)")
    }
}

extension GKLeaderboard {
    /// One player's ranked score on a leaderboard, the type `loadEntries` hands back; a run never
    /// gets one, as every load fails.
    open class Entry: NSObject, @unchecked Sendable {
        /// Whose score it is.
        public let player: GKPlayer
        /// The score's position on the leaderboard, from 1.
        public let rank: Int
        /// The score as submitted.
        public let score: Int
        /// The score as App Store Connect's format writes it.
        public let formattedScore: String
        /// The game's own value submitted with the score.
        public let context: Int
        /// When the score was submitted.
        public let date: Date

        /// Makes an entry as Game Center would rank one.
        init(player: GKPlayer, rank: Int, score: Int, context: Int, date: Date) {
            self.player = player
            self.rank = rank
            self.score = score
            formattedScore = String(score)
            self.context = context
            self.date = date
            super.init()
        }
    }
}

/// A score to submit with a turn-based match's end, as iOS 14's API takes them.
open class GKLeaderboardScore: NSObject, @unchecked Sendable {
    /// Whose score it is: the local player unless the game says otherwise.
    open var player: GKPlayer = GKLocalPlayer.local
    /// The score.
    open var value = 0
    /// The game's own value submitted with the score.
    open var context = 0
    /// The leaderboard it goes to.
    open var leaderboardID = ""
}

/// A score as games before iOS 14 submitted it, kept so their code compiles; reporting one is
/// noted and refused as every Game Center request is here.
@available(iOS, deprecated: 14.0, message: "Use GKLeaderboard.submitScore(_:context:player:leaderboardIDs:).")
open class GKScore: NSObject, @unchecked Sendable {
    /// The score.
    open var value: Int64 = 0
    /// The score as the leaderboard's format writes it; nil until Game Center formats it, which never happens here.
    open private(set) var formattedValue: String?
    /// The leaderboard it goes to.
    open var leaderboardIdentifier: String
    /// The game's own value submitted with the score.
    open var context: UInt64 = 0
    /// When the score was made.
    public let date: Date
    /// Whose score it is.
    public let player: GKPlayer
    /// Its rank, which only Game Center assigns: 0 here.
    open private(set) var rank = 0
    /// Whether submitting it also makes its leaderboard the default.
    open var shouldSetDefaultLeaderboard = false

    /// Makes the local player's score for a leaderboard.
    public convenience init(leaderboardIdentifier identifier: String) { self.init(leaderboardIdentifier: identifier, player: GKLocalPlayer.local) }

    /// Makes a player's score for a leaderboard.
    public init(leaderboardIdentifier identifier: String, player: GKPlayer) {
        leaderboardIdentifier = identifier
        self.player = player
        date = Date()
        super.init()
    }

    /// Reports scores the old way: noted as an effect, and refused.
    open class func report(_ scores: [GKScore], withCompletionHandler completionHandler: (((any Error)?) -> Void)? = nil) {
        completionHandler?(GameCenterService.refuse(reporting(scores)))
    }

    /// The async form of `report(_:withCompletionHandler:)`: throws `GKError.notAuthenticated`.
    open class func report(_ scores: [GKScore]) async throws { throw GameCenterService.refuse(reporting(scores)) }

    /// What a report of scores asks, as its effect says it.
    private static func reporting(_ scores: [GKScore]) -> String {
        "report the scores " + scores.map { "\($0.value) to \($0.leaderboardIdentifier.quotedLiteral)" }.joined(separator: ", ")
    }
}
