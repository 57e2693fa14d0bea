import Foundation

/// Whether the app may use Bluetooth.
public enum CBManagerAuthorization: Int, Sendable {
    case notDetermined = 0, restricted, denied, allowedAlways
}

/// A Bluetooth manager's state: `.unknown` until the user answers the app's Bluetooth prompt.
public enum CBManagerState: Int, Sendable {
    case unknown = 0, resetting, unsupported, unauthorized, poweredOff, poweredOn
}

/// What the central and peripheral managers share: their state and the app's authorization.
///
/// Using Bluetooth needs the user's answer to a prompt the first manager raises, and nobody
/// answers in a run (D19): the authorization stays `.notDetermined`, a manager's state stays
/// `.unknown`, so its delegate hears no state change, and no peripheral is ever found. An app
/// shows its "Bluetooth is not available" path deterministically; each request is recorded in
/// the step as an effect.
open class CBManager: NSObject, @unchecked Sendable {
    // @unchecked Sendable: a run drives its managers from its one thread, as an app's main queue.
    open var state: CBManagerState { .unknown }
    open var authorization: CBManagerAuthorization { CBManager.authorization }
    open class var authorization: CBManagerAuthorization { .notDetermined }

    func record(_ what: String) { Effects.record("\(displayTypeName(type(of: self))) " + what) }
}

/// What a central manager tells its delegate. Only the state is required, as in the SDK.
public protocol CBCentralManagerDelegate: AnyObject {
    func centralManagerDidUpdateState(_ central: CBCentralManager)
    func centralManager(_ central: CBCentralManager, didDiscover peripheral: CBPeripheral, advertisementData: [String: Any], rssi RSSI: NSNumber)
    func centralManager(_ central: CBCentralManager, didConnect peripheral: CBPeripheral)
    func centralManager(_ central: CBCentralManager, didFailToConnect peripheral: CBPeripheral, error: (any Error)?)
    func centralManager(_ central: CBCentralManager, didDisconnectPeripheral peripheral: CBPeripheral, error: (any Error)?)
    func centralManager(
        _ central: CBCentralManager, didDisconnectPeripheral peripheral: CBPeripheral, timestamp: CFAbsoluteTime, isReconnecting: Bool,
        error: (any Error)?)
    func centralManager(_ central: CBCentralManager, willRestoreState dict: [String: Any])
}

extension CBCentralManagerDelegate {
    public func centralManager(
        _ central: CBCentralManager, didDiscover peripheral: CBPeripheral, advertisementData: [String: Any], rssi RSSI: NSNumber
    ) {}
    public func centralManager(_ central: CBCentralManager, didConnect peripheral: CBPeripheral) {}
    public func centralManager(_ central: CBCentralManager, didFailToConnect peripheral: CBPeripheral, error: (any Error)?) {}
    public func centralManager(_ central: CBCentralManager, didDisconnectPeripheral peripheral: CBPeripheral, error: (any Error)?) {}
    public func centralManager(
        _ central: CBCentralManager, didDisconnectPeripheral peripheral: CBPeripheral, timestamp: CFAbsoluteTime, isReconnecting: Bool,
        error: (any Error)?
    ) {}
    public func centralManager(_ central: CBCentralManager, willRestoreState dict: [String: Any]) {}
}

/// Scans for, connects to and talks with peripherals: none is ever found here (see `CBManager`).
open class CBCentralManager: CBManager, @unchecked Sendable {
    open weak var delegate: (any CBCentralManagerDelegate)?
    /// Whether a scan is under way.
    open private(set) var isScanning = false

    public override convenience init() {
        self.init(delegate: nil, queue: nil, options: nil)
    }

    public convenience init(delegate: (any CBCentralManagerDelegate)?, queue: DispatchQueue?) {
        self.init(delegate: delegate, queue: queue, options: nil)
    }

    public init(delegate: (any CBCentralManagerDelegate)?, queue: DispatchQueue?, options: [String: Any]? = nil) {
        self.delegate = delegate
        super.init()
        record("asks to use Bluetooth (no one answers here: its state stays unknown)")
    }

    /// The features a central can use: none is known before Bluetooth may be used.
    public struct Feature: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let extendedScanAndConnect = Feature(rawValue: 1 << 0)
    }

    open class func supports(_ features: Feature) -> Bool { false }

    open func scanForPeripherals(withServices serviceUUIDs: [CBUUID]?, options: [String: Any]? = nil) {
        isScanning = true
        record("scans for peripherals (Bluetooth is not allowed yet: none is found)")
    }

    open func stopScan() { isScanning = false }

    open func connect(_ peripheral: CBPeripheral, options: [String: Any]? = nil) {
        record("connects to \(peripheral.name ?? "a peripheral") (Bluetooth is not allowed yet: nothing connects)")
    }

    open func cancelPeripheralConnection(_ peripheral: CBPeripheral) {}

    open func retrievePeripherals(withIdentifiers identifiers: [UUID]) -> [CBPeripheral] { [] }
    open func retrieveConnectedPeripherals(withServices serviceUUIDs: [CBUUID]) -> [CBPeripheral] { [] }
}

// The keys of a scan's, a connection's and a manager's options, and of advertisement data.
public let CBCentralManagerScanOptionAllowDuplicatesKey = "kCBScanOptionAllowDuplicates"
public let CBCentralManagerScanOptionSolicitedServiceUUIDsKey = "kCBScanOptionSolicitedServiceUUIDs"
public let CBCentralManagerOptionShowPowerAlertKey = "kCBInitOptionShowPowerAlert"
public let CBCentralManagerOptionRestoreIdentifierKey = "kCBRestoreIdentifierKey"
public let CBCentralManagerRestoredStatePeripheralsKey = "kCBRestoredPeripherals"
public let CBConnectPeripheralOptionNotifyOnConnectionKey = "kCBConnectOptionNotifyOnConnection"
public let CBConnectPeripheralOptionNotifyOnDisconnectionKey = "kCBConnectOptionNotifyOnDisconnection"
public let CBConnectPeripheralOptionNotifyOnNotificationKey = "kCBConnectOptionNotifyOnNotification"
public let CBAdvertisementDataLocalNameKey = "kCBAdvDataLocalName"
public let CBAdvertisementDataManufacturerDataKey = "kCBAdvDataManufacturerData"
public let CBAdvertisementDataServiceDataKey = "kCBAdvDataServiceData"
public let CBAdvertisementDataServiceUUIDsKey = "kCBAdvDataServiceUUIDs"
public let CBAdvertisementDataTxPowerLevelKey = "kCBAdvDataTxPowerLevel"
public let CBAdvertisementDataIsConnectable = "kCBAdvDataIsConnectable"

/// CoreBluetooth's errors.
public struct CBError: Error, Hashable, Sendable {
    public enum Code: Int, Sendable {
        case unknown = 0, invalidParameters, invalidHandle, notConnected, outOfSpace, operationCancelled, connectionTimeout,
            peripheralDisconnected, uuidNotAllowed, alreadyAdvertising, connectionFailed, connectionLimitReached, unknownDevice,
            operationNotSupported, peerRemovedPairingInformation, encryptionTimedOut, tooManyLEPairedDevices
    }

    public let code: Code
    public init(_ code: Code) { self.code = code }

    public static var unknown: Code { .unknown }
    public static var notConnected: Code { .notConnected }
    public static var connectionTimeout: Code { .connectionTimeout }
    public static var peripheralDisconnected: Code { .peripheralDisconnected }
    public static var connectionFailed: Code { .connectionFailed }
}
