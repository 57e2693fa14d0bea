import Foundation

/// The player's progress on one achievement, which a game makes, updates and reports. On a phone
/// signed in to no account (D19) the object keeps what the game sets, and reporting, loading and
/// resetting are each noted as an effect and fail with `GKError.notAuthenticated`.
open class GKAchievement: NSObject, @unchecked Sendable {
    /// The identifier App Store Connect gives the achievement.
    open var identifier: String
    /// How far the player is, from 0 to 100, as the game sets it.
    open var percentComplete: Double = 0
    /// Whether Game Center shows a banner when the achievement is reported complete.
    open var showsCompletionBanner = false
    /// When the progress was last reported: never, here, so the reference date.
    open private(set) var lastReportedDate = Date(timeIntervalSince1970: 0)
    /// Whose progress it is.
    public let player: GKPlayer

    /// Makes the local player's progress on an achievement, starting at 0.
    public convenience init(identifier: String) { self.init(identifier: identifier, player: GKLocalPlayer.local) }

    /// Makes a player's progress on an achievement, starting at 0.
    public init(identifier: String, player: GKPlayer) {
        self.identifier = identifier
        self.player = player
        super.init()
    }

    /// Whether the progress is complete, as GameKit derives it from `percentComplete`.
    open var isCompleted: Bool { percentComplete >= 100 }

    /// Reports progress on achievements: noted as an effect, and refused, so nothing is posted.
    open class func report(_ achievements: [GKAchievement], withCompletionHandler completionHandler: (((any Error)?) -> Void)? = nil) {
        completionHandler?(GameCenterService.refuse(reporting(achievements)))
    }

    /// The async form of `report(_:withCompletionHandler:)`: throws `GKError.notAuthenticated`.
    open class func report(_ achievements: [GKAchievement]) async throws { throw GameCenterService.refuse(reporting(achievements)) }

    /// Asks for the player's progress on every achievement: noted, and refused.
    open class func loadAchievements(completionHandler: (([GKAchievement]?, (any Error)?) -> Void)? = nil) {
        completionHandler?(nil, GameCenterService.refuse("load the player's achievements"))
    }

    /// The async form of `loadAchievements(completionHandler:)`: throws `GKError.notAuthenticated`.
    open class func loadAchievements() async throws -> [GKAchievement] { throw GameCenterService.refuse("load the player's achievements") }

    /// Asks to erase the player's progress on every achievement: noted, and refused.
    open class func resetAchievements(completionHandler: (((any Error)?) -> Void)? = nil) {
        completionHandler?(GameCenterService.refuse("reset the player's achievements"))
    }

    /// The async form of `resetAchievements(completionHandler:)`: throws `GKError.notAuthenticated`.
    open class func resetAchievements() async throws { throw GameCenterService.refuse("reset the player's achievements") }

    /// What a report asks, as its effect says it: each achievement with its progress.
    private static func reporting(_ achievements: [GKAchievement]) -> String {
        let listed = achievements.map { "\($0.identifier.quotedLiteral) at \(formatNumber($0.percentComplete)) %" }
        return "report the achievements " + (listed.isEmpty ? "(none)" : listed.joined(separator: ", "))
    }
}

/// What an achievement is (its title, texts and points), as App Store Connect describes it; a
/// run loads none, as every load is noted and fails with `GKError.notAuthenticated`.
open class GKAchievementDescription: NSObject, @unchecked Sendable {
    /// The identifier App Store Connect gives the achievement.
    public let identifier: String
    /// The group the achievement belongs to, if the game shares achievements.
    public let groupIdentifier: String?
    /// The achievement's name.
    public let title: String
    /// The text shown once the player has earned it.
    public let achievedDescription: String
    /// The text shown before the player has earned it.
    public let unachievedDescription: String
    /// The points it is worth.
    public let maximumPoints: Int
    /// Whether it stays hidden until earned.
    public let isHidden: Bool
    /// Whether it can be earned again.
    public let isReplayable: Bool
    /// The share of players who have earned it, if Game Center knows.
    public let rarityPercent: Double?

    /// Makes a description as App Store Connect would give one.
    init(identifier: String, title: String, achievedDescription: String, unachievedDescription: String, maximumPoints: Int) {
        self.identifier = identifier
        groupIdentifier = nil
        self.title = title
        self.achievedDescription = achievedDescription
        self.unachievedDescription = unachievedDescription
        self.maximumPoints = maximumPoints
        isHidden = false
        isReplayable = false
        rarityPercent = nil
        super.init()
    }

    /// Asks for the game's achievement descriptions: noted, and refused.
    open class func loadAchievementDescriptions(completionHandler: (([GKAchievementDescription]?, (any Error)?) -> Void)? = nil) {
        completionHandler?(nil, GameCenterService.refuse("load the achievements' descriptions"))
    }

    /// The async form of `loadAchievementDescriptions(completionHandler:)`: throws `GKError.notAuthenticated`.
    open class func loadAchievementDescriptions() async throws -> [GKAchievementDescription] {
        throw GameCenterService.refuse("load the achievements' descriptions")
    }

    /// Asks for the achievement's artwork: noted, and refused.
    open func loadImage(completionHandler: ((UIImage?, (any Error)?) -> Void)? = nil) {
        completionHandler?(nil, GameCenterService.refuse("load the image of the achievement \(identifier.quotedLiteral)"))
    }

    /// The async form of `loadImage(completionHandler:)`: throws `GKError.notAuthenticated`.
    open func loadImage() async throws -> UIImage {
        throw GameCenterService.refuse("load the image of the achievement \(identifier.quotedLiteral)")
    }

    /// The image GameKit shows for an achievement not yet earned, which a game can show without loading anything.
    open class func incompleteAchievementImage() -> UIImage { UIImage(named: "GKIncompleteAchievement") ?? UIImage() }

    /// The image GameKit shows for an earned achievement whose artwork has not loaded.
    open class func placeholderCompletedAchievementImage() -> UIImage { UIImage(named: "GKPlaceholderCompletedAchievement") ?? UIImage() }
}
