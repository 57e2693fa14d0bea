import Foundation

/// A device in a multipeer session, named as its user sees it.
open class MCPeerID: NSObject, @unchecked Sendable {
    public let displayName: String
    public init(displayName myDisplayName: String) { displayName = myDisplayName }
    open override var description: String { "MCPeerID(\(displayName.quotedLiteral))" }
}

/// A peer's state in a session.
public enum MCSessionState: Int, Sendable {
    case notConnected = 0, connecting, connected
}

/// How a session sends data.
public enum MCSessionSendDataMode: Int, Sendable {
    case reliable = 0, unreliable
}

/// Whether a session encrypts what it sends.
public enum MCEncryptionPreference: Int, Sendable {
    case optional = 0, required, none
}

/// What a session tells its delegate.
public protocol MCSessionDelegate: AnyObject {
    func session(_ session: MCSession, peer peerID: MCPeerID, didChange state: MCSessionState)
    func session(_ session: MCSession, didReceive data: Data, fromPeer peerID: MCPeerID)
    func session(_ session: MCSession, didReceive stream: InputStream, withName streamName: String, fromPeer peerID: MCPeerID)
    func session(_ session: MCSession, didStartReceivingResourceWithName resourceName: String, fromPeer peerID: MCPeerID, with progress: Progress)
    func session(
        _ session: MCSession, didFinishReceivingResourceWithName resourceName: String, fromPeer peerID: MCPeerID, at localURL: URL?,
        withError error: (any Error)?)
}

/// Errors of a multipeer session.
public struct MCError: Error, Hashable, Sendable {
    public enum Code: Int, Sendable {
        case unknown = 0, notConnected, invalidParameter, unsupported, timedOut, cancelled, unavailable
    }

    public let code: Code
    public init(_ code: Code) { self.code = code }
    public static var notConnected: Code { .notConnected }
}

/// A session with nearby devices. No other device is near a run's phone: no peer ever joins,
/// and sending to anyone fails as not connected.
open class MCSession: NSObject, @unchecked Sendable {
    // @unchecked Sendable: a run drives its sessions from its one thread.
    public let myPeerID: MCPeerID
    public let securityIdentity: [Any]?
    public let encryptionPreference: MCEncryptionPreference
    open weak var delegate: (any MCSessionDelegate)?
    /// The peers connected: none.
    open var connectedPeers: [MCPeerID] { [] }

    public convenience init(peer myPeerID: MCPeerID) {
        self.init(peer: myPeerID, securityIdentity: nil, encryptionPreference: .required)
    }

    public init(peer myPeerID: MCPeerID, securityIdentity identity: [Any]?, encryptionPreference: MCEncryptionPreference) {
        self.myPeerID = myPeerID
        securityIdentity = identity
        self.encryptionPreference = encryptionPreference
    }

    open func send(_ data: Data, toPeers peerIDs: [MCPeerID], with mode: MCSessionSendDataMode) throws {
        throw MCError(.notConnected)
    }

    open func sendResource(
        at resourceURL: URL, withName resourceName: String, toPeer peerID: MCPeerID, withCompletionHandler completionHandler: ((any Error)?) -> Void
    ) -> Progress? {
        completionHandler(MCError(.notConnected))
        return nil
    }

    open func startStream(withName streamName: String, toPeer peerID: MCPeerID) throws -> OutputStream { throw MCError(.notConnected) }
    open func disconnect() {}
}
