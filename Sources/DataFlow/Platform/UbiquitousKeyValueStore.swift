import Foundation

/// iCloud's key-value store, on a phone signed in to no iCloud account (D19): what an app writes
/// is kept on the device, where the app reads it back; nothing syncs, so no change ever arrives
/// from another device. Each run starts with an empty store, as a fresh install does.
open class NSUbiquitousKeyValueStore: @unchecked Sendable {
    // @unchecked Sendable: a run drives the store from its one thread, as an app's main actor.
    private var values: [String: Any] = [:]

    public init() {}

    /// The app's store: one per run.
    open class var `default`: NSUbiquitousKeyValueStore {
        FrameworkStores.forCurrentRun("NSUbiquitousKeyValueStore", outside: outside) { NSUbiquitousKeyValueStore() }
    }
    private static let outside = NSUbiquitousKeyValueStore()

    /// Posted when another device changed the store: never, here.
    public static let didChangeExternallyNotification = Notification.Name("NSUbiquitousKeyValueStoreDidChangeExternallyNotification")

    open func object(forKey aKey: String) -> Any? { values[aKey] }
    open func set(_ anObject: Any?, forKey aKey: String) { values[aKey] = anObject }
    open func removeObject(forKey aKey: String) { values[aKey] = nil }

    open func string(forKey aKey: String) -> String? { values[aKey] as? String }
    open func array(forKey aKey: String) -> [Any]? { values[aKey] as? [Any] }
    open func dictionary(forKey aKey: String) -> [String: Any]? { values[aKey] as? [String: Any] }
    open func data(forKey aKey: String) -> Data? { values[aKey] as? Data }
    open func longLong(forKey aKey: String) -> Int64 { (values[aKey] as? NSNumber)?.int64Value ?? 0 }
    open func double(forKey aKey: String) -> Double { (values[aKey] as? NSNumber)?.doubleValue ?? 0 }
    open func bool(forKey aKey: String) -> Bool { (values[aKey] as? NSNumber)?.boolValue ?? false }

    open func set(_ aString: String?, forKey aKey: String) { values[aKey] = aString }
    open func set(_ aData: Data?, forKey aKey: String) { values[aKey] = aData }
    open func set(_ anArray: [Any]?, forKey aKey: String) { values[aKey] = anArray }
    open func set(_ aDictionary: [String: Any]?, forKey aKey: String) { values[aKey] = aDictionary }
    open func set(_ value: Int64, forKey aKey: String) { values[aKey] = NSNumber(value: value) }
    open func set(_ value: Double, forKey aKey: String) { values[aKey] = NSNumber(value: value) }
    open func set(_ value: Bool, forKey aKey: String) { values[aKey] = NSNumber(value: value) }

    open var dictionaryRepresentation: [String: Any] { values }

    /// The values are in memory and on the device: in step, so true.
    open func synchronize() -> Bool { true }
}

/// The keys of the store's change notification's `userInfo`, and its reasons.
public let NSUbiquitousKeyValueStoreChangeReasonKey = "NSUbiquitousKeyValueStoreChangeReasonKey"
public let NSUbiquitousKeyValueStoreChangedKeysKey = "NSUbiquitousKeyValueStoreChangedKeysKey"
public let NSUbiquitousKeyValueStoreServerChange = 0
public let NSUbiquitousKeyValueStoreInitialSyncChange = 1
public let NSUbiquitousKeyValueStoreQuotaViolationChange = 2
public let NSUbiquitousKeyValueStoreAccountChange = 3

extension ProcessInfo {
    /// How hot the phone runs: cool, as a phone at rest.
    public enum ThermalState: Int, Sendable {
        case nominal, fair, serious, critical
    }

    public var thermalState: ThermalState { .nominal }
    /// Low Power Mode is off on the phone dataflow plays.
    public var isLowPowerModeEnabled: Bool { false }
    /// An iPhone app on an iPhone: not on a Mac.
    public var isiOSAppOnMac: Bool { false }
    public var isMacCatalystApp: Bool { false }

    /// Posted when the thermal state changes: never, here.
    public static let thermalStateDidChangeNotification = Notification.Name("NSProcessInfoThermalStateDidChangeNotification")
}

extension Notification.Name {
    /// Posted when Low Power Mode is turned on or off: never, here.
    public static let NSProcessInfoPowerStateDidChange = Notification.Name("NSProcessInfoPowerStateDidChangeNotification")
}
