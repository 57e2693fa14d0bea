import Foundation

/// A game saved to the player's iCloud through Game Center: a type saved-game code names; a run
/// never has one, as nothing can be saved without an account.
open class GKSavedGame: NSObject, @unchecked Sendable {
    /// The name the game saved it under.
    public let name: String?
    /// The device that saved it.
    public let deviceName: String?
    /// When it was last saved.
    public let modificationDate: Date?

    /// Makes a saved game with its name, as Game Center would hand one back.
    init(name: String?) {
        self.name = name
        deviceName = nil
        modificationDate = nil
        super.init()
    }

    /// Asks for the saved bytes: noted, and refused as for an unauthenticated player.
    open func loadData(completionHandler: ((Data?, (any Error)?) -> Void)? = nil) {
        completionHandler?(nil, GameCenterService.refuse("load the saved game \((name ?? "").quotedLiteral)"))
    }

    /// The async form of `loadData(completionHandler:)`: throws `GKError.notAuthenticated`.
    open func loadData() async throws -> Data { throw GameCenterService.refuse("load the saved game \((name ?? "").quotedLiteral)") }
}

extension GKLocalPlayer {
    /// Asks for the player's saved games: noted, and refused, so a game starts from its own storage.
    public func fetchSavedGames(completionHandler: (([GKSavedGame]?, (any Error)?) -> Void)? = nil) {
        completionHandler?(nil, GameCenterService.refuse("fetch the saved games"))
    }

    /// The async form of `fetchSavedGames(completionHandler:)`: throws `GKError.notAuthenticated`.
    public func fetchSavedGames() async throws -> [GKSavedGame] { throw GameCenterService.refuse("fetch the saved games") }

    /// Asks to save bytes under a name: noted, and refused; nothing is saved.
    public func saveGameData(_ data: Data, withName name: String, completionHandler: ((GKSavedGame?, (any Error)?) -> Void)? = nil) {
        completionHandler?(nil, GameCenterService.refuse("save the game \(name.quotedLiteral) (\(data.count) bytes)"))
    }

    /// The async form of `saveGameData(_:withName:completionHandler:)`: throws `GKError.notAuthenticated`.
    public func saveGameData(_ data: Data, withName name: String) async throws -> GKSavedGame {
        throw GameCenterService.refuse("save the game \(name.quotedLiteral) (\(data.count) bytes)")
    }

    /// Asks to delete the games saved under a name: noted, and refused.
    public func deleteSavedGames(withName name: String, completionHandler: (((any Error)?) -> Void)? = nil) {
        completionHandler?(GameCenterService.refuse("delete the saved games \(name.quotedLiteral)"))
    }

    /// The async form of `deleteSavedGames(withName:completionHandler:)`: throws `GKError.notAuthenticated`.
    public func deleteSavedGames(withName name: String) async throws {
        throw GameCenterService.refuse("delete the saved games \(name.quotedLiteral)")
    }

    /// Asks to settle conflicting saves with one version: noted, and refused.
    public func resolveConflictingSavedGames(
        _ conflictingSavedGames: [GKSavedGame], with data: Data, completionHandler: (([GKSavedGame]?, (any Error)?) -> Void)? = nil
    ) {
        completionHandler?(nil, GameCenterService.refuse("resolve \(conflictingSavedGames.count) conflicting saved games"))
    }

    /// The async form of `resolveConflictingSavedGames(_:with:completionHandler:)`: throws `GKError.notAuthenticated`.
    public func resolveConflictingSavedGames(_ conflictingSavedGames: [GKSavedGame], with data: Data) async throws -> [GKSavedGame] {
        throw GameCenterService.refuse("resolve \(conflictingSavedGames.count) conflicting saved games")
    }
}
