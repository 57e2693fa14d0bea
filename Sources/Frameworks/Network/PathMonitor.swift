import Foundation

/// Watches the network path (`NWPathMonitor`): a run is offline (D19), so the path is
/// unsatisfied, with no interface. The monitor tells its handler once when started, on its
/// queue, as on a device; the path never changes afterwards.
public final class NWPathMonitor: @unchecked Sendable {
    public var pathUpdateHandler: (@Sendable (NWPath) -> Void)?
    public private(set) var currentPath = NWPath()
    public private(set) var queue: DispatchQueue?
    private let requiredInterfaceType: NWInterface.InterfaceType?

    public init() { requiredInterfaceType = nil }
    public init(requiredInterfaceType: NWInterface.InterfaceType) { self.requiredInterfaceType = requiredInterfaceType }
    public init(prohibitedInterfaceTypes: [NWInterface.InterfaceType]) { requiredInterfaceType = nil }

    public func start(queue: DispatchQueue) {
        self.queue = queue
        let path = currentPath
        guard let handler = pathUpdateHandler else { return }
        queue.async { handler(path) }
    }

    public func cancel() { pathUpdateHandler = nil }
}

/// A network path: here always unsatisfied.
public struct NWPath: Equatable, Sendable {
    public enum Status: Equatable, Sendable { case satisfied, unsatisfied, requiresConnection }
    public enum UnsatisfiedReason: Equatable, Sendable { case notAvailable, cellularDenied, wifiDenied, localNetworkDenied, vpnInactive }

    public let status: Status = .unsatisfied
    public let unsatisfiedReason: UnsatisfiedReason = .notAvailable
    public let availableInterfaces: [NWInterface] = []
    public let isExpensive = false
    public let isConstrained = false
    public let supportsIPv4 = false
    public let supportsIPv6 = false
    public let supportsDNS = false

    public func usesInterfaceType(_ type: NWInterface.InterfaceType) -> Bool { false }
}

public struct NWInterface: Equatable, Hashable, Sendable {
    public enum InterfaceType: Equatable, Hashable, Sendable { case other, wifi, cellular, wiredEthernet, loopback }
    public let type: InterfaceType
    public let name: String
}
