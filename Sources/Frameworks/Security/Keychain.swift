import Foundation

/// The Keychain's items, as a freshly installed app sees them: empty when the run starts, and
/// kept for the rest of the run, so what a step saves a later step finds. Items are matched on
/// their class, service, account, server and label; values are returned as `Data`, and
/// attributes as a dictionary, as `SecItemCopyMatching` returns them.
final class Keychain: @unchecked Sendable {
    static let shared = Keychain()
    private let lock = NSLock()
    private var items: [[String: Any]] = []

    static let identifying = [kSecClass, kSecAttrService, kSecAttrAccount, kSecAttrServer, kSecAttrLabel, kSecAttrAccessGroup].map { $0 as String }

    func withItems<T>(_ body: (inout [[String: Any]]) -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body(&items)
    }

    /// Whether `item` has every identifying attribute `query` names, with the same value.
    static func matches(_ item: [String: Any], _ query: [String: Any]) -> Bool {
        identifying.allSatisfy { key in
            guard let wanted = query[key] else { return true }
            return item[key].map { "\($0)" } == "\(wanted)"
        }
    }
}

public typealias SecKeychainItem = AnyObject

public let errSecSuccess: OSStatus = 0
public let errSecParam: OSStatus = -50
public let errSecDuplicateItem: OSStatus = -25299
public let errSecItemNotFound: OSStatus = -25300
public let errSecAuthFailed: OSStatus = -25293
public let errSecInteractionNotAllowed: OSStatus = -25308

nonisolated(unsafe) public let kSecClass: CFString = "class"
nonisolated(unsafe) public let kSecClassGenericPassword: CFString = "genp"
nonisolated(unsafe) public let kSecClassInternetPassword: CFString = "inet"
nonisolated(unsafe) public let kSecClassCertificate: CFString = "cert"
nonisolated(unsafe) public let kSecClassKey: CFString = "keys"
nonisolated(unsafe) public let kSecClassIdentity: CFString = "idnt"
nonisolated(unsafe) public let kSecAttrService: CFString = "svce"
nonisolated(unsafe) public let kSecAttrAccount: CFString = "acct"
nonisolated(unsafe) public let kSecAttrServer: CFString = "srvr"
nonisolated(unsafe) public let kSecAttrLabel: CFString = "labl"
nonisolated(unsafe) public let kSecAttrAccessGroup: CFString = "agrp"
nonisolated(unsafe) public let kSecAttrGeneric: CFString = "gena"
nonisolated(unsafe) public let kSecAttrDescription: CFString = "desc"
nonisolated(unsafe) public let kSecAttrComment: CFString = "icmt"
nonisolated(unsafe) public let kSecAttrSynchronizable: CFString = "sync"
nonisolated(unsafe) public let kSecAttrAccessible: CFString = "pdmn"
nonisolated(unsafe) public let kSecAttrAccessibleWhenUnlocked: CFString = "ak"
nonisolated(unsafe) public let kSecAttrAccessibleAfterFirstUnlock: CFString = "ck"
nonisolated(unsafe) public let kSecAttrAccessibleWhenUnlockedThisDeviceOnly: CFString = "aku"
nonisolated(unsafe) public let kSecAttrAccessibleAfterFirstUnlockThisDeviceOnly: CFString = "cku"
nonisolated(unsafe) public let kSecAttrAccessibleWhenPasscodeSetThisDeviceOnly: CFString = "akpu"
nonisolated(unsafe) public let kSecValueData: CFString = "v_Data"
nonisolated(unsafe) public let kSecValueRef: CFString = "v_Ref"
nonisolated(unsafe) public let kSecReturnData: CFString = "r_Data"
nonisolated(unsafe) public let kSecReturnAttributes: CFString = "r_Attributes"
nonisolated(unsafe) public let kSecReturnRef: CFString = "r_Ref"
nonisolated(unsafe) public let kSecReturnPersistentRef: CFString = "r_PersistentRef"
nonisolated(unsafe) public let kSecMatchLimit: CFString = "m_Limit"
nonisolated(unsafe) public let kSecMatchLimitOne: CFString = "m_LimitOne"
nonisolated(unsafe) public let kSecMatchLimitAll: CFString = "m_LimitAll"
nonisolated(unsafe) public let kSecUseDataProtectionKeychain: CFString = "nleg"

/// Adds an item; `errSecDuplicateItem` when one with the same identity is there.
@discardableResult
public func SecItemAdd(_ attributes: CFDictionary, _ result: UnsafeMutablePointer<CFTypeRef?>?) -> OSStatus {
    guard let attributes = attributes as? [String: Any], attributes[kSecClass as String] != nil else { return errSecParam }
    return Keychain.shared.withItems { items in
        if items.contains(where: { Keychain.matches($0, attributes.filter { Keychain.identifying.contains($0.key) }) }) { return errSecDuplicateItem }
        items.append(attributes.filter { !$0.key.hasPrefix("r_") && !$0.key.hasPrefix("m_") })
        return errSecSuccess
    }
}

/// Finds items: their data, attributes or both, one or all (`kSecMatchLimit`).
@discardableResult
public func SecItemCopyMatching(_ query: CFDictionary, _ result: UnsafeMutablePointer<CFTypeRef?>?) -> OSStatus {
    guard let query = query as? [String: Any] else { return errSecParam }
    let found = Keychain.shared.withItems { items in items.filter { Keychain.matches($0, query) } }
    guard !found.isEmpty else { return errSecItemNotFound }
    let wantsData = (query[kSecReturnData as String] as? Bool) == true
    let wantsAttributes = (query[kSecReturnAttributes as String] as? Bool) == true
    let all = "\(query[kSecMatchLimit as String] ?? kSecMatchLimitOne)" == kSecMatchLimitAll as String
    func answer(_ item: [String: Any]) -> AnyObject? {
        if wantsAttributes {
            var attributes = item.filter { $0.key != kSecValueData as String }
            if wantsData { attributes[kSecValueData as String] = item[kSecValueData as String] }
            return attributes as NSDictionary
        }
        return wantsData ? (item[kSecValueData as String] as? Data).map { $0 as NSData } : nil
    }
    if let result {
        result.pointee = all ? found.compactMap(answer) as NSArray : answer(found[0])
    }
    return errSecSuccess
}

/// Changes the items a query finds; `errSecItemNotFound` when it finds none.
@discardableResult
public func SecItemUpdate(_ query: CFDictionary, _ attributesToUpdate: CFDictionary) -> OSStatus {
    guard let query = query as? [String: Any], let changes = attributesToUpdate as? [String: Any] else { return errSecParam }
    return Keychain.shared.withItems { items in
        var updated = false
        for index in items.indices where Keychain.matches(items[index], query) {
            items[index].merge(changes) { $1 }
            updated = true
        }
        return updated ? errSecSuccess : errSecItemNotFound
    }
}

/// Removes the items a query finds; `errSecItemNotFound` when it finds none.
@discardableResult
public func SecItemDelete(_ query: CFDictionary) -> OSStatus {
    guard let query = query as? [String: Any] else { return errSecParam }
    return Keychain.shared.withItems { items in
        let before = items.count
        items.removeAll { Keychain.matches($0, query) }
        return items.count < before ? errSecSuccess : errSecItemNotFound
    }
}

/// A status's message, as `SecCopyErrorMessageString` gives it.
public func SecCopyErrorMessageString(_ status: OSStatus, _ reserved: UnsafeMutableRawPointer?) -> CFString? {
    switch status {
    case errSecSuccess: "No error."
    case errSecDuplicateItem: "The specified item already exists in the keychain."
    case errSecItemNotFound: "The specified item could not be found in the keychain."
    case errSecParam: "One or more parameters passed to a function were not valid."
    default: "OSStatus \(status)" as NSString
    }
}

/// Fills `bytes` with random bytes: from the run's seeded generator, so a run repeats.
public func SecRandomCopyBytes(_ rnd: SecRandomRef?, _ count: Int, _ bytes: UnsafeMutableRawPointer) -> Int32 {
    var generator = _RunRandomGenerator()
    for index in 0..<count { bytes.storeBytes(of: UInt8.random(in: 0...255, using: &generator), toByteOffset: index, as: UInt8.self) }
    return errSecSuccess
}

public typealias SecRandomRef = OpaquePointer
nonisolated(unsafe) public let kSecRandomDefault: SecRandomRef? = nil
