import Foundation

/// The domain of GameKit's errors, so code that reads an error's domain finds Game Center's.
public let GKErrorDomain = "GKErrorDomain"

/// A Game Center failure with GameKit's codes, so an app's `catch` and `code ==` checks take the
/// path they take on a phone with no Game Center account (D19): every request fails with
/// `.notAuthenticated`.
public struct GKError: Error, Hashable, Sendable, CustomNSError, LocalizedError, CustomStringConvertible {
    /// GameKit's failures, with the numbers its header gives them, so raw codes compare as on a device.
    public enum Code: Int, Sendable {
        /// Failures of any request (1–7); `notAuthenticated` is the one a run gives.
        case unknown = 1, cancelled, communicationsFailure, userDenied, invalidCredentials, notAuthenticated, authenticationInProgress
        /// Failures about players, scores and parental limits (8–12).
        case invalidPlayer, scoreNotSet, parentalControlsBlocked, playerStatusExceedsMaximumLength, playerStatusInvalid
        /// Failures of matchmaking, the game's setup and challenges (13–19).
        case matchRequestInvalid, underage, gameUnrecognized, notSupported, invalidParameter, unexpectedConnection, challengeInvalid
        /// Failures of turn-based matches (20–23).
        case turnBasedMatchDataTooLarge, turnBasedTooManySessions, turnBasedInvalidParticipant, turnBasedInvalidTurn
        /// Failures of turns, invitations, photos, iCloud and connections (24–28).
        case turnBasedInvalidState, invitationsDisabled, playerPhotoFailure, ubiquityContainerUnavailable, matchNotConnected
        /// Failures of sessions, restrictions, timeouts and obsolete calls (29–34).
        case gameSessionRequestInvalid, restrictedToAutomatch, apiNotAvailable, notAuthorized, connectionTimeout, apiObsolete
        /// Failures of iCloud, Lockdown Mode and unlisted apps (35–37).
        case iCloudUnavailable, lockdownMode, appUnlisted
        /// Failures of the friends list (100–103).
        case friendListDescriptionMissing = 100, friendListRestricted, friendListDenied, friendRequestNotAvailable
    }

    /// Which failure this is, the value apps compare.
    public let code: Code

    /// Makes the error for a code, as dataflow's GameKit reports it.
    public init(_ code: Code) { self.code = code }

    /// Game Center's domain, so a bridged error reads as GameKit's.
    public static var errorDomain: String { GKErrorDomain }

    /// The raw code, so `(error as NSError).code` compares with GameKit's numbers.
    public var errorCode: Int { code.rawValue }

    /// The message under Foundation's key, so a bridged error's description is GameKit's.
    public var errorUserInfo: [String: Any] { [NSLocalizedDescriptionKey: description] }

    /// The message, so `localizedDescription` shows what a device shows.
    public var errorDescription: String? { description }

    /// The message, read from the error itself, as on a device.
    public var localizedDescription: String { description }

    /// The message a device gives for the failures a run produces; Foundation's generic one otherwise.
    public var description: String {
        switch code {
        case .notAuthenticated: "The requested operation could not be completed because local player has not been authenticated."
        case .cancelled: "The requested operation has been canceled or disabled by the user."
        default: "The operation couldn’t be completed. (GKErrorDomain error \(code.rawValue).)"
        }
    }

    /// Each code under the error's name, so `GKError.notAuthenticated` and `catch GKError.cancelled` read as in Apple's overlay.
    public static let unknown = Code.unknown, cancelled = Code.cancelled, communicationsFailure = Code.communicationsFailure,
        userDenied = Code.userDenied, invalidCredentials = Code.invalidCredentials, notAuthenticated = Code.notAuthenticated,
        authenticationInProgress = Code.authenticationInProgress, invalidPlayer = Code.invalidPlayer, scoreNotSet = Code.scoreNotSet,
        parentalControlsBlocked = Code.parentalControlsBlocked, playerStatusExceedsMaximumLength = Code.playerStatusExceedsMaximumLength,
        playerStatusInvalid = Code.playerStatusInvalid, matchRequestInvalid = Code.matchRequestInvalid, underage = Code.underage,
        gameUnrecognized = Code.gameUnrecognized, notSupported = Code.notSupported, invalidParameter = Code.invalidParameter,
        unexpectedConnection = Code.unexpectedConnection, challengeInvalid = Code.challengeInvalid,
        turnBasedMatchDataTooLarge = Code.turnBasedMatchDataTooLarge, turnBasedTooManySessions = Code.turnBasedTooManySessions,
        turnBasedInvalidParticipant = Code.turnBasedInvalidParticipant, turnBasedInvalidTurn = Code.turnBasedInvalidTurn,
        turnBasedInvalidState = Code.turnBasedInvalidState, invitationsDisabled = Code.invitationsDisabled,
        playerPhotoFailure = Code.playerPhotoFailure, ubiquityContainerUnavailable = Code.ubiquityContainerUnavailable,
        matchNotConnected = Code.matchNotConnected, gameSessionRequestInvalid = Code.gameSessionRequestInvalid,
        restrictedToAutomatch = Code.restrictedToAutomatch, apiNotAvailable = Code.apiNotAvailable, notAuthorized = Code.notAuthorized,
        connectionTimeout = Code.connectionTimeout, apiObsolete = Code.apiObsolete, iCloudUnavailable = Code.iCloudUnavailable,
        lockdownMode = Code.lockdownMode, appUnlisted = Code.appUnlisted, friendListDescriptionMissing = Code.friendListDescriptionMissing,
        friendListRestricted = Code.friendListRestricted, friendListDenied = Code.friendListDenied,
        friendRequestNotAvailable = Code.friendRequestNotAvailable
}

extension GKError.Code {
    /// Matches an error against a code, so `catch GKError.notAuthenticated` compiles and catches as with Apple's error codes.
    public static func ~= (code: Self, error: any Error) -> Bool { (error as? GKError)?.code == code }
}

/// What Game Center keeps for the run being played: the authenticate handler the app set and the
/// access point's settings, so one run's handler or settings never reach the next.
final class GameCenterRun: @unchecked Sendable {
    /// The handler the app set on the local player, handed back by its getter.
    var authenticateHandler: ((UIViewController?, (any Error)?) -> Void)?
    /// Whether the app asked for the access point, which a run never shows.
    var accessPointIsActive = false
    /// The corner the app asked for the access point in.
    var accessPointLocation = GKAccessPoint.Location.topLeading
    /// Whether the app asked the access point to show highlights.
    var accessPointShowsHighlights = false
    /// The window the app asked the access point to appear over.
    weak var accessPointParentWindow: UIWindow?

    /// This run's, made when first asked for; outside a run, one shared value.
    static var current: GameCenterRun { FrameworkStores.forCurrentRun("GameKit.gameCenter", outside: outsideARun) { GameCenterRun() } }

    /// What code outside a run (a unit test) reads and writes.
    private static let outsideARun = GameCenterRun()
}

/// Game Center's servers as a run meets them: no account is signed in, so each request is noted
/// in its step as an effect (D18) and answered as a device answers an unauthenticated player.
enum GameCenterService {
    /// Notes the request and returns the error a device gives for it, `GKError.notAuthenticated`.
    static func refuse(_ request: String) -> GKError {
        Effects.record("Game Center is asked to \(request) (no Game Center account here: not authenticated)")
        return GKError(.notAuthenticated)
    }

    /// Identifiers as a transcript quotes them, so an effect says which leaderboards or achievements were meant.
    static func listed(_ identifiers: [String]) -> String {
        identifiers.isEmpty ? "(none)" : identifiers.map(\.quotedLiteral).joined(separator: ", ")
    }

    /// A match request's player counts, so a matchmaking effect says whom the app looked for.
    static func players(_ request: GKMatchRequest) -> String {
        request.minPlayers == request.maxPlayers ? "\(request.maxPlayers) players" : "\(request.minPlayers)–\(request.maxPlayers) players"
    }
}
