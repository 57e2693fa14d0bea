import Foundation

/// iCloud's databases (CloudKit), as a phone signed in to no iCloud account has them (D19):
/// the account status is `.noAccount`, and every database operation fails with
/// `CKError.notAuthenticated`, so an app takes its local path the same way every run. Each
/// operation is noted as an effect.
open class CKContainer: @unchecked Sendable {
    private static let shared = CKContainer(identifier: "iCloud.default")

    public let containerIdentifier: String?

    public init(identifier containerIdentifier: String) { self.containerIdentifier = containerIdentifier }

    open class func `default`() -> CKContainer { shared }

    open var privateCloudDatabase: CKDatabase { CKDatabase(scope: .private) }
    open var publicCloudDatabase: CKDatabase { CKDatabase(scope: .public) }
    open var sharedCloudDatabase: CKDatabase { CKDatabase(scope: .shared) }

    open func database(with databaseScope: CKDatabase.Scope) -> CKDatabase { CKDatabase(scope: databaseScope) }

    open func accountStatus(completionHandler: @escaping (CKAccountStatus, (any Error)?) -> Void) { completionHandler(.noAccount, nil) }
    open func accountStatus() async throws -> CKAccountStatus { .noAccount }

    /// The signed-in user's record: there is none without an account, so this fails as not
    /// authenticated (an effect).
    open func fetchUserRecordID(completionHandler: @escaping (CKRecord.ID?, (any Error)?) -> Void) {
        completionHandler(nil, refuseUserRecord())
    }

    open func userRecordID() async throws -> CKRecord.ID { throw refuseUserRecord() }

    private func refuseUserRecord() -> CKError {
        Effects.record("CloudKit is asked for the user's record (no iCloud account here: not authenticated)")
        return CKError(.notAuthenticated)
    }
}

public enum CKAccountStatus: Int, Sendable { case couldNotDetermine, available, restricted, noAccount, temporarilyUnavailable }

/// A database: without an account, every operation fails as not authenticated.
open class CKDatabase: @unchecked Sendable {
    public enum Scope: Int, Sendable { case `public` = 1, `private` = 2, shared = 3 }

    public let databaseScope: Scope

    init(scope: Scope) { databaseScope = scope }

    func refuse(_ what: String) -> CKError {
        Effects.record("CloudKit is asked to \(what) (no iCloud account here: not authenticated)")
        return CKError(.notAuthenticated)
    }

    open func save(_ record: CKRecord, completionHandler: @escaping (CKRecord?, (any Error)?) -> Void) {
        completionHandler(nil, refuse("save a \(record.recordType)"))
    }

    open func fetch(withRecordID recordID: CKRecord.ID, completionHandler: @escaping (CKRecord?, (any Error)?) -> Void) {
        completionHandler(nil, refuse("fetch a record"))
    }

    open func delete(withRecordID recordID: CKRecord.ID, completionHandler: @escaping (CKRecord.ID?, (any Error)?) -> Void) {
        completionHandler(nil, refuse("delete a record"))
    }

    open func perform(_ query: CKQuery, inZoneWith zoneID: CKRecordZone.ID?, completionHandler: @escaping ([CKRecord]?, (any Error)?) -> Void) {
        completionHandler(nil, refuse("query \(query.recordType)"))
    }

    open func save(_ record: CKRecord) async throws -> CKRecord { throw refuse("save a \(record.recordType)") }
    open func record(for recordID: CKRecord.ID) async throws -> CKRecord { throw refuse("fetch a record") }
    open func deleteRecord(withID recordID: CKRecord.ID) async throws -> CKRecord.ID { throw refuse("delete a record") }
    open func records(
        matching query: CKQuery, inZoneWith zoneID: CKRecordZone.ID? = nil, desiredKeys: [String]? = nil, resultsLimit: Int = 0
    ) async throws -> (matchResults: [(CKRecord.ID, Result<CKRecord, any Error>)], queryCursor: CKQueryOperation.Cursor?) {
        throw refuse("query \(query.recordType)")
    }
}

/// A record: its type, its id and its values by key, kept as set.
open class CKRecord: @unchecked Sendable {
    public typealias RecordType = String

    public struct ID: Hashable, Sendable {
        public let recordName: String
        public let zoneID: CKRecordZone.ID
        public init(recordName: String = UUID().uuidString, zoneID: CKRecordZone.ID = .default) {
            self.recordName = recordName
            self.zoneID = zoneID
        }
    }

    public let recordType: RecordType
    public let recordID: ID
    private var values: [String: Any] = [:]
    open var creationDate: Date? { nil }
    open var modificationDate: Date? { nil }

    public init(recordType: RecordType, recordID: ID = ID()) {
        self.recordType = recordType
        self.recordID = recordID
    }

    open subscript(key: String) -> Any? {
        get { values[key] }
        set { values[key] = newValue }
    }

    open func object(forKey key: String) -> Any? { values[key] }
    open func setObject(_ object: Any?, forKey key: String) { values[key] = object }
    open func allKeys() -> [String] { values.keys.sorted() }
}

public enum CKRecordZone {
    public struct ID: Hashable, Sendable {
        public let zoneName: String
        public let ownerName: String
        public init(zoneName: String = "_defaultZone", ownerName: String = "__defaultOwner__") {
            self.zoneName = zoneName
            self.ownerName = ownerName
        }
        public static let `default` = ID()
    }
}

/// Which records to fetch.
open class CKQuery: @unchecked Sendable {
    public let recordType: CKRecord.RecordType
    public let predicate: NSPredicate
    open var sortDescriptors: [NSSortDescriptor]?

    public init(recordType: CKRecord.RecordType, predicate: NSPredicate) {
        self.recordType = recordType
        self.predicate = predicate
    }
}

public enum CKQueryOperation {
    public final class Cursor: @unchecked Sendable {}
}

/// CloudKit's errors.
public struct CKError: Error, Equatable, Sendable {
    public enum Code: Int, Sendable {
        case internalError = 1, partialFailure = 2, networkUnavailable = 3, networkFailure = 4, badContainer = 5,
            serviceUnavailable = 6, requestRateLimited = 7, missingEntitlement = 8, notAuthenticated = 9, permissionFailure = 10,
            unknownItem = 11, invalidArguments = 12, serverRecordChanged = 14, quotaExceeded = 25, zoneNotFound = 26,
            accountTemporarilyUnavailable = 36
    }

    public let code: Code
    public init(_ code: Code) { self.code = code }

    public static let notAuthenticated = Code.notAuthenticated
    public static let networkUnavailable = Code.networkUnavailable
    public static let unknownItem = Code.unknownItem
    public static let partialFailure = Code.partialFailure
    public static let serverRecordChanged = Code.serverRecordChanged

    /// What the error carries besides its code: nothing, as the one error a run gives
    /// (not authenticated) carries no partial errors, records or retry time.
    public var userInfo: [String: Any] { [:] }
    public var partialErrorsByItemID: [AnyHashable: any Error]? { nil }
    public var retryAfterSeconds: Double? { nil }
    public var serverRecord: CKRecord? { nil }
    public var clientRecord: CKRecord? { nil }
    public var ancestorRecord: CKRecord? { nil }
}

// The keys of a CloudKit error's `userInfo`.
public let CKPartialErrorsByItemIDKey = "CKPartialErrors"
public let CKErrorRetryAfterKey = "CKRetryAfter"
public let CKRecordChangedErrorServerRecordKey = "ServerRecord"
public let CKRecordChangedErrorClientRecordKey = "ClientRecord"
public let CKRecordChangedErrorAncestorRecordKey = "AncestorRecord"
