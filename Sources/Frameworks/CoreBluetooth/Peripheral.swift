import Foundation

/// A Bluetooth UUID: a 16-, 32- or 128-bit identifier, as `CBUUID(string: "180D")`.
open class CBUUID: NSObject, @unchecked Sendable {
    public let uuidString: String

    public init(string theString: String) { uuidString = theString.uppercased() }
    public convenience init(nsuuid theUUID: UUID) { self.init(string: theUUID.uuidString) }
    public convenience init(data theData: Data) { self.init(string: theData.map { String(format: "%02X", $0) }.joined()) }

    open var data: Data {
        let hex = uuidString.filter(\.isHexDigit)
        return Data(
            stride(from: 0, to: hex.count - 1, by: 2).compactMap { offset in
                let start = hex.index(hex.startIndex, offsetBy: offset)
                return UInt8(hex[start..<hex.index(start, offsetBy: 2)], radix: 16)
            })
    }

    open override var description: String { uuidString }
    open override func isEqual(_ object: Any?) -> Bool { (object as? CBUUID)?.uuidString == uuidString }
    open override var hash: Int { uuidString.hashValue }
}

/// What a peripheral, its services and characteristics have in common: a UUID.
open class CBAttribute: NSObject, @unchecked Sendable {
    open var uuid: CBUUID { CBUUID(string: "0000") }
}

/// A remote device: none is ever found in a run, so an app never holds one it did not get from
/// a delegate call that never comes.
open class CBPeer: NSObject, @unchecked Sendable {
    open var identifier: UUID { UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)) }
}

/// A peripheral's connection state.
public enum CBPeripheralState: Int, Sendable {
    case disconnected = 0, connecting, connected, disconnecting
}

/// How a characteristic is written.
public enum CBCharacteristicWriteType: Int, Sendable {
    case withResponse = 0, withoutResponse
}

/// What a peripheral tells its delegate. Every method is optional.
public protocol CBPeripheralDelegate: AnyObject {
    func peripheral(_ peripheral: CBPeripheral, didDiscoverServices error: (any Error)?)
    func peripheral(_ peripheral: CBPeripheral, didDiscoverCharacteristicsFor service: CBService, error: (any Error)?)
    func peripheral(_ peripheral: CBPeripheral, didUpdateValueFor characteristic: CBCharacteristic, error: (any Error)?)
    func peripheral(_ peripheral: CBPeripheral, didWriteValueFor characteristic: CBCharacteristic, error: (any Error)?)
    func peripheral(_ peripheral: CBPeripheral, didUpdateNotificationStateFor characteristic: CBCharacteristic, error: (any Error)?)
    func peripheral(_ peripheral: CBPeripheral, didReadRSSI RSSI: NSNumber, error: (any Error)?)
    func peripheralDidUpdateName(_ peripheral: CBPeripheral)
    func peripheral(_ peripheral: CBPeripheral, didModifyServices invalidatedServices: [CBService])
}

extension CBPeripheralDelegate {
    public func peripheral(_ peripheral: CBPeripheral, didDiscoverServices error: (any Error)?) {}
    public func peripheral(_ peripheral: CBPeripheral, didDiscoverCharacteristicsFor service: CBService, error: (any Error)?) {}
    public func peripheral(_ peripheral: CBPeripheral, didUpdateValueFor characteristic: CBCharacteristic, error: (any Error)?) {}
    public func peripheral(_ peripheral: CBPeripheral, didWriteValueFor characteristic: CBCharacteristic, error: (any Error)?) {}
    public func peripheral(_ peripheral: CBPeripheral, didUpdateNotificationStateFor characteristic: CBCharacteristic, error: (any Error)?) {}
    public func peripheral(_ peripheral: CBPeripheral, didReadRSSI RSSI: NSNumber, error: (any Error)?) {}
    public func peripheralDidUpdateName(_ peripheral: CBPeripheral) {}
    public func peripheral(_ peripheral: CBPeripheral, didModifyServices invalidatedServices: [CBService]) {}
}

/// A peripheral a central found. Only the system makes one, and it finds none here.
open class CBPeripheral: CBPeer, @unchecked Sendable {
    open weak var delegate: (any CBPeripheralDelegate)?
    open var name: String? { nil }
    open var state: CBPeripheralState { .disconnected }
    open var services: [CBService]? { nil }
    open var canSendWriteWithoutResponse: Bool { false }

    open func discoverServices(_ serviceUUIDs: [CBUUID]?) {}
    open func discoverCharacteristics(_ characteristicUUIDs: [CBUUID]?, for service: CBService) {}
    open func discoverDescriptors(for characteristic: CBCharacteristic) {}
    open func readValue(for characteristic: CBCharacteristic) {}
    open func writeValue(_ data: Data, for characteristic: CBCharacteristic, type: CBCharacteristicWriteType) {}
    open func setNotifyValue(_ enabled: Bool, for characteristic: CBCharacteristic) {}
    open func readRSSI() {}
    open func maximumWriteValueLength(for type: CBCharacteristicWriteType) -> Int { 20 }
}

/// A service of a peripheral.
open class CBService: CBAttribute, @unchecked Sendable {
    open var isPrimary: Bool { true }
    open var characteristics: [CBCharacteristic]? { nil }
    open var includedServices: [CBService]? { nil }
    open var peripheral: CBPeripheral? { nil }
}

/// What a characteristic allows.
public struct CBCharacteristicProperties: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let broadcast = CBCharacteristicProperties(rawValue: 0x01)
    public static let read = CBCharacteristicProperties(rawValue: 0x02)
    public static let writeWithoutResponse = CBCharacteristicProperties(rawValue: 0x04)
    public static let write = CBCharacteristicProperties(rawValue: 0x08)
    public static let notify = CBCharacteristicProperties(rawValue: 0x10)
    public static let indicate = CBCharacteristicProperties(rawValue: 0x20)
    public static let authenticatedSignedWrites = CBCharacteristicProperties(rawValue: 0x40)
    public static let extendedProperties = CBCharacteristicProperties(rawValue: 0x80)
    public static let notifyEncryptionRequired = CBCharacteristicProperties(rawValue: 0x100)
    public static let indicateEncryptionRequired = CBCharacteristicProperties(rawValue: 0x200)
}

/// A value a service offers.
open class CBCharacteristic: CBAttribute, @unchecked Sendable {
    open var service: CBService? { nil }
    open var properties: CBCharacteristicProperties { [] }
    open var value: Data? { nil }
    open var descriptors: [CBDescriptor]? { nil }
    open var isNotifying: Bool { false }
}

/// A description of a characteristic's value.
open class CBDescriptor: CBAttribute, @unchecked Sendable {
    open var characteristic: CBCharacteristic? { nil }
    open var value: Any? { nil }
}
