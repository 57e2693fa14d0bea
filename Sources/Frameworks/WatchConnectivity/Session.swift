import Foundation

/// The link between an iPhone app and its watch app (`WCSession.default`), on a phone with no
/// Apple Watch paired.
///
/// The session is supported and activates (its delegate is told `.activated` when `activate()` is
/// called), but no watch is paired, so no watch app is installed and none is reachable: a message
/// fails with `notReachable`, and an application context or a transfer fails with
/// `deviceNotPaired`, as on such a phone. Nothing ever arrives from a watch.
open class WCSession: NSObject, @unchecked Sendable {
    private static let shared = WCSession()

    open class var `default`: WCSession { shared }
    open class func isSupported() -> Bool { true }

    open weak var delegate: (any WCSessionDelegate)?
    open private(set) var activationState: WCSessionActivationState = .notActivated
    open var isPaired: Bool { false }
    open var isWatchAppInstalled: Bool { false }
    open var isComplicationEnabled: Bool { false }
    open var isReachable: Bool { false }
    open var iOSDeviceNeedsUnlockAfterRebootForReachability: Bool { false }
    open var applicationContext: [String: Any] { [:] }
    open var receivedApplicationContext: [String: Any] { [:] }
    open var hasContentPending: Bool { false }
    open var outstandingUserInfoTransfers: [WCSessionUserInfoTransfer] { [] }
    open var outstandingFileTransfers: [WCSessionFileTransfer] { [] }
    open var remainingComplicationUserInfoTransfers: Int { 0 }
    open var watchDirectoryURL: URL? { nil }

    open func activate() {
        activationState = .activated
        delegate?.session(self, activationDidCompleteWith: .activated, error: nil)
    }

    open func sendMessage(_ message: [String: Any], replyHandler: (([String: Any]) -> Void)?, errorHandler: ((any Error) -> Void)? = nil) {
        errorHandler?(WCError(.notReachable))
    }

    open func sendMessageData(_ data: Data, replyHandler: ((Data) -> Void)?, errorHandler: ((any Error) -> Void)? = nil) {
        errorHandler?(WCError(.notReachable))
    }

    open func updateApplicationContext(_ applicationContext: [String: Any]) throws { throw WCError(.deviceNotPaired) }

    @discardableResult
    open func transferUserInfo(_ userInfo: [String: Any] = [:]) -> WCSessionUserInfoTransfer { WCSessionUserInfoTransfer(userInfo: userInfo) }

    @discardableResult
    open func transferCurrentComplicationUserInfo(_ userInfo: [String: Any] = [:]) -> WCSessionUserInfoTransfer {
        WCSessionUserInfoTransfer(userInfo: userInfo)
    }

    @discardableResult
    open func transferFile(_ file: URL, metadata: [String: Any]?) -> WCSessionFileTransfer { WCSessionFileTransfer(fileURL: file) }
}

public enum WCSessionActivationState: Int, Sendable {
    case notActivated, inactive, activated
}

/// What the session tells its delegate. On the phone, `sessionDidBecomeInactive` and
/// `sessionDidDeactivate` are required, as in Apple's protocol.
public protocol WCSessionDelegate: AnyObject {
    func session(_ session: WCSession, activationDidCompleteWith activationState: WCSessionActivationState, error: (any Error)?)
    func sessionDidBecomeInactive(_ session: WCSession)
    func sessionDidDeactivate(_ session: WCSession)
    func sessionWatchStateDidChange(_ session: WCSession)
    func sessionReachabilityDidChange(_ session: WCSession)
    func session(_ session: WCSession, didReceiveMessage message: [String: Any])
    func session(_ session: WCSession, didReceiveMessage message: [String: Any], replyHandler: @escaping ([String: Any]) -> Void)
    func session(_ session: WCSession, didReceiveMessageData messageData: Data)
    func session(_ session: WCSession, didReceiveApplicationContext applicationContext: [String: Any])
    func session(_ session: WCSession, didReceiveUserInfo userInfo: [String: Any])
    func session(_ session: WCSession, didReceive file: WCSessionFile)
}

extension WCSessionDelegate {
    public func sessionWatchStateDidChange(_ session: WCSession) {}
    public func sessionReachabilityDidChange(_ session: WCSession) {}
    public func session(_ session: WCSession, didReceiveMessage message: [String: Any]) {}
    public func session(_ session: WCSession, didReceiveMessage message: [String: Any], replyHandler: @escaping ([String: Any]) -> Void) {}
    public func session(_ session: WCSession, didReceiveMessageData messageData: Data) {}
    public func session(_ session: WCSession, didReceiveApplicationContext applicationContext: [String: Any]) {}
    public func session(_ session: WCSession, didReceiveUserInfo userInfo: [String: Any]) {}
    public func session(_ session: WCSession, didReceive file: WCSessionFile) {}
}

open class WCSessionUserInfoTransfer: NSObject, @unchecked Sendable {
    public let userInfo: [String: Any]
    open var isTransferring: Bool { false }
    open var isCurrentComplicationInfo: Bool { false }
    init(userInfo: [String: Any]) { self.userInfo = userInfo }
    open func cancel() {}
}

open class WCSessionFileTransfer: NSObject, @unchecked Sendable {
    public let file: WCSessionFile
    open var isTransferring: Bool { false }
    init(fileURL: URL) { file = WCSessionFile(fileURL: fileURL) }
    open func cancel() {}
}

open class WCSessionFile: NSObject, @unchecked Sendable {
    public let fileURL: URL
    open var metadata: [String: Any]? { nil }
    init(fileURL: URL) { self.fileURL = fileURL }
}

/// WatchConnectivity's errors.
public struct WCError: Error, CustomStringConvertible, Sendable {
    public enum Code: Int, Sendable {
        case genericError = 7001, sessionNotSupported, sessionMissingDelegate, sessionNotActivated, deviceNotPaired, watchAppNotInstalled,
            notReachable, invalidParameter, payloadTooLarge, payloadUnsupportedTypes, messageReplyFailed, messageReplyTimedOut,
            fileAccessDenied, deliveryFailed, insufficientSpace, sessionInactive, transferTimedOut, companionAppNotInstalled,
            watchOnlyApp
    }

    public let code: Code
    public init(_ code: Code) { self.code = code }

    public var description: String {
        switch code {
        case .notReachable: "WatchConnectivity session on paired device is not reachable."
        case .deviceNotPaired: "Watch is not paired."
        default: "WatchConnectivity error \(code.rawValue)"
        }
    }

    public var localizedDescription: String { description }
}
