import Foundation

/// What a peripheral manager tells its delegate. Only the state is required, as in the SDK.
public protocol CBPeripheralManagerDelegate: AnyObject {
    func peripheralManagerDidUpdateState(_ peripheral: CBPeripheralManager)
    func peripheralManagerDidStartAdvertising(_ peripheral: CBPeripheralManager, error: (any Error)?)
    func peripheralManager(_ peripheral: CBPeripheralManager, didAdd service: CBService, error: (any Error)?)
}

extension CBPeripheralManagerDelegate {
    public func peripheralManagerDidStartAdvertising(_ peripheral: CBPeripheralManager, error: (any Error)?) {}
    public func peripheralManager(_ peripheral: CBPeripheralManager, didAdd service: CBService, error: (any Error)?) {}
}

/// Makes the phone a peripheral that advertises services: nothing is advertised here, since
/// Bluetooth is not allowed yet (see `CBManager`).
open class CBPeripheralManager: CBManager, @unchecked Sendable {
    open weak var delegate: (any CBPeripheralManagerDelegate)?
    open private(set) var isAdvertising = false

    public override convenience init() {
        self.init(delegate: nil, queue: nil, options: nil)
    }

    public init(delegate: (any CBPeripheralManagerDelegate)?, queue: DispatchQueue?, options: [String: Any]? = nil) {
        self.delegate = delegate
        super.init()
        record("asks to use Bluetooth (no one answers here: its state stays unknown)")
    }

    open func startAdvertising(_ advertisementData: [String: Any]?) {
        record("advertises (Bluetooth is not allowed yet: nothing is sent)")
    }

    open func stopAdvertising() { isAdvertising = false }
    open func add(_ service: CBMutableService) {}
    open func remove(_ service: CBMutableService) {}
    open func removeAllServices() {}
}

/// What a peripheral's own characteristic lets a central do.
public struct CBAttributePermissions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let readable = CBAttributePermissions(rawValue: 0x01)
    public static let writeable = CBAttributePermissions(rawValue: 0x02)
    public static let readEncryptionRequired = CBAttributePermissions(rawValue: 0x04)
    public static let writeEncryptionRequired = CBAttributePermissions(rawValue: 0x08)
}

/// A service the app offers as a peripheral.
open class CBMutableService: CBService, @unchecked Sendable {
    private let type: CBUUID
    private let primary: Bool
    open var mutableCharacteristics: [CBCharacteristic]?

    public init(type UUID: CBUUID, primary isPrimary: Bool) {
        type = UUID
        primary = isPrimary
    }

    open override var uuid: CBUUID { type }
    open override var isPrimary: Bool { primary }
    open override var characteristics: [CBCharacteristic]? {
        get { mutableCharacteristics }
        set { mutableCharacteristics = newValue }
    }
}

/// A characteristic the app offers as a peripheral.
open class CBMutableCharacteristic: CBCharacteristic, @unchecked Sendable {
    private let type: CBUUID
    private let allowed: CBCharacteristicProperties
    private var stored: Data?
    public let permissions: CBAttributePermissions

    public init(type UUID: CBUUID, properties: CBCharacteristicProperties, value: Data?, permissions: CBAttributePermissions) {
        type = UUID
        allowed = properties
        stored = value
        self.permissions = permissions
    }

    open override var uuid: CBUUID { type }
    open override var properties: CBCharacteristicProperties { allowed }
    open override var value: Data? {
        get { stored }
        set { stored = newValue }
    }
}
