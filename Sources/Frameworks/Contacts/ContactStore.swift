import Foundation

/// Which entities a store holds.
public enum CNEntityType: Int, Sendable { case contacts = 0 }

/// Whether the app may read the address book.
public enum CNAuthorizationStatus: Int, Sendable {
    case notDetermined = 0, restricted, denied, authorized, limited
}

/// The address book's errors.
public struct CNError: Error, Hashable, Sendable {
    public enum Code: Int, Sendable {
        case communicationError = 1, dataAccessError = 2, authorizationDenied = 100, noAccessableWritableContainers = 101,
            recordDoesNotExist = 200, insertedRecordAlreadyExists = 201, containmentCycle = 202, containmentScope = 203,
            parentRecordDoesNotExist = 204, recordIdentifierInvalid = 205, validationMultipleErrors = 300
    }

    public let code: Code
    public init(_ code: Code) { self.code = code }
    public static var authorizationDenied: Code { .authorizationDenied }
}

/// What a fetch asks for: the keys, and which contacts.
public final class CNContactFetchRequest: NSObject, @unchecked Sendable {
    public var keysToFetch: [any CNKeyDescriptor]
    public var predicate: NSPredicate?
    public var unifyResults = true
    public init(keysToFetch: [any CNKeyDescriptor]) { self.keysToFetch = keysToFetch }
}

/// Changes to save: adding, updating and deleting contacts.
public final class CNSaveRequest: NSObject, @unchecked Sendable {
    public override init() {}
    public func add(_ contact: CNMutableContact, toContainerWithIdentifier identifier: String?) {}
    public func update(_ contact: CNMutableContact) {}
    public func delete(_ contact: CNMutableContact) {}
}

/// The address book, as an app nobody let in sees it (D19).
///
/// Reading contacts needs the user's answer to a prompt, and nobody answers in a run: the status
/// stays `.notDetermined`, a request for access is recorded as an effect and answered "not
/// granted" (`false`, no error), and fetching or saving fails as `CNError.authorizationDenied`.
open class CNContactStore: NSObject, @unchecked Sendable {
    public override init() {}

    open class func authorizationStatus(for entityType: CNEntityType) -> CNAuthorizationStatus { .notDetermined }

    open func requestAccess(for entityType: CNEntityType, completionHandler: @escaping @Sendable (Bool, (any Error)?) -> Void) {
        Effects.record("CNContactStore asks to read the contacts (no one answers here: not granted)")
        completionHandler(false, nil)
    }

    open func requestAccess(for entityType: CNEntityType) async throws -> Bool {
        Effects.record("CNContactStore asks to read the contacts (no one answers here: not granted)")
        return false
    }

    open func unifiedContacts(matching predicate: NSPredicate, keysToFetch keys: [any CNKeyDescriptor]) throws -> [CNContact] {
        throw CNError(.authorizationDenied)
    }

    open func unifiedContact(withIdentifier identifier: String, keysToFetch keys: [any CNKeyDescriptor]) throws -> CNContact {
        throw CNError(.authorizationDenied)
    }

    open func enumerateContacts(
        with fetchRequest: CNContactFetchRequest, usingBlock block: (CNContact, UnsafeMutablePointer<ObjCBool>) -> Void
    )
        throws
    {
        throw CNError(.authorizationDenied)
    }

    open func execute(_ saveRequest: CNSaveRequest) throws { throw CNError(.authorizationDenied) }

    open func defaultContainerIdentifier() -> String { "" }
}

extension CNContact {
    /// The predicate that finds contacts whose name matches `name`.
    public class func predicateForContacts(matchingName name: String) -> NSPredicate { NSPredicate(value: false) }
    public class func predicateForContacts(withIdentifiers identifiers: [String]) -> NSPredicate { NSPredicate(value: false) }
}
