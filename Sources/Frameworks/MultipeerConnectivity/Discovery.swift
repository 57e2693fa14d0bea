import Foundation

/// What a browser tells its delegate: no peer is ever found here.
public protocol MCNearbyServiceBrowserDelegate: AnyObject {
    func browser(_ browser: MCNearbyServiceBrowser, foundPeer peerID: MCPeerID, withDiscoveryInfo info: [String: String]?)
    func browser(_ browser: MCNearbyServiceBrowser, lostPeer peerID: MCPeerID)
    func browser(_ browser: MCNearbyServiceBrowser, didNotStartBrowsingForPeers error: any Error)
}

extension MCNearbyServiceBrowserDelegate {
    public func browser(_ browser: MCNearbyServiceBrowser, didNotStartBrowsingForPeers error: any Error) {}
}

/// Looks for nearby devices advertising a service: none is near (D19); browsing is an effect.
open class MCNearbyServiceBrowser: NSObject, @unchecked Sendable {
    public let myPeerID: MCPeerID
    public let serviceType: String
    open weak var delegate: (any MCNearbyServiceBrowserDelegate)?

    public init(peer myPeerID: MCPeerID, serviceType: String) {
        self.myPeerID = myPeerID
        self.serviceType = serviceType
    }

    open func startBrowsingForPeers() {
        Effects.record("MCNearbyServiceBrowser looks for \(serviceType.quotedLiteral) nearby (no other device is near: none is found)")
    }

    open func stopBrowsingForPeers() {}
    open func invitePeer(_ peerID: MCPeerID, to session: MCSession, withContext context: Data?, timeout: TimeInterval) {}
}

/// What an advertiser tells its delegate: no invitation ever comes here.
public protocol MCNearbyServiceAdvertiserDelegate: AnyObject {
    func advertiser(
        _ advertiser: MCNearbyServiceAdvertiser, didReceiveInvitationFromPeer peerID: MCPeerID, withContext context: Data?,
        invitationHandler: @escaping (Bool, MCSession?) -> Void)
    func advertiser(_ advertiser: MCNearbyServiceAdvertiser, didNotStartAdvertisingPeer error: any Error)
}

extension MCNearbyServiceAdvertiserDelegate {
    public func advertiser(_ advertiser: MCNearbyServiceAdvertiser, didNotStartAdvertisingPeer error: any Error) {}
}

/// Tells nearby devices that this one offers a service: nobody is near to hear it.
open class MCNearbyServiceAdvertiser: NSObject, @unchecked Sendable {
    public let myPeerID: MCPeerID
    public let discoveryInfo: [String: String]?
    public let serviceType: String
    open weak var delegate: (any MCNearbyServiceAdvertiserDelegate)?

    public init(peer myPeerID: MCPeerID, discoveryInfo info: [String: String]?, serviceType: String) {
        self.myPeerID = myPeerID
        discoveryInfo = info
        self.serviceType = serviceType
    }

    open func startAdvertisingPeer() {
        Effects.record("MCNearbyServiceAdvertiser advertises \(serviceType.quotedLiteral) (no other device is near)")
    }

    open func stopAdvertisingPeer() {}
}

/// What an advertiser assistant tells its delegate.
public protocol MCAdvertiserAssistantDelegate: AnyObject {
    func advertiserAssistantWillPresentInvitation(_ advertiserAssistant: MCAdvertiserAssistant)
    func advertiserAssistantDidDismissInvitation(_ advertiserAssistant: MCAdvertiserAssistant)
}

extension MCAdvertiserAssistantDelegate {
    public func advertiserAssistantWillPresentInvitation(_ advertiserAssistant: MCAdvertiserAssistant) {}
    public func advertiserAssistantDidDismissInvitation(_ advertiserAssistant: MCAdvertiserAssistant) {}
}

/// Advertises and shows the system's invitation prompt: no invitation comes here.
open class MCAdvertiserAssistant: NSObject, @unchecked Sendable {
    public let serviceType: String
    public let discoveryInfo: [String: String]?
    public let session: MCSession
    open weak var delegate: (any MCAdvertiserAssistantDelegate)?

    public init(serviceType: String, discoveryInfo info: [String: String]?, session: MCSession) {
        self.serviceType = serviceType
        discoveryInfo = info
        self.session = session
    }

    open func start() { Effects.record("MCAdvertiserAssistant advertises \(serviceType.quotedLiteral) (no other device is near)") }
    open func stop() {}
}
