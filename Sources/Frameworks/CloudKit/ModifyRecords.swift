import Foundation

/// Saving and deleting several records at once, with async/await or as an operation: without an
/// account (D19), the whole request fails as not authenticated before any record is sent, as
/// CloudKit fails a request it cannot authenticate; the per-record blocks are not called.
extension CKDatabase {
    public func modifyRecords(
        saving recordsToSave: [CKRecord], deleting recordIDsToDelete: [CKRecord.ID],
        savePolicy: CKModifyRecordsOperation.RecordSavePolicy = .ifServerRecordUnchanged, atomically: Bool = true
    ) async throws -> (saveResults: [CKRecord.ID: Result<CKRecord, any Error>], deleteResults: [CKRecord.ID: Result<Void, any Error>]) {
        throw refuse("save \(recordsToSave.count) and delete \(recordIDsToDelete.count) records")
    }

    /// Runs an operation against this database: it finishes at once, with the error.
    public func add(_ operation: CKDatabaseOperation) {
        operation.finish(with: refuse(operation.request))
    }
}

/// An operation on a database, run by `CKDatabase.add(_:)`.
open class CKDatabaseOperation: @unchecked Sendable {
    open var database: CKDatabase?
    open var qualityOfService: QualityOfService = .default

    public init() {}

    /// What the operation asks CloudKit to do, for the effect it is noted as.
    var request: String { "run an operation" }

    /// Calls the operation's result block with `error`.
    func finish(with error: any Error) {}

    /// Runs the operation on its database (the container's private one when it was given none).
    open func start() {
        (database ?? CKContainer.default().privateCloudDatabase).add(self)
    }
}

/// Saves and deletes records in one request.
open class CKModifyRecordsOperation: CKDatabaseOperation, @unchecked Sendable {
    /// What a save does to a record the server changed since it was fetched.
    public enum RecordSavePolicy: Int, Sendable {
        case ifServerRecordUnchanged = 0, changedKeys = 1, allKeys = 2
    }

    open var recordsToSave: [CKRecord]?
    open var recordIDsToDelete: [CKRecord.ID]?
    open var savePolicy: RecordSavePolicy = .ifServerRecordUnchanged
    open var isAtomic = true
    open var perRecordSaveBlock: ((CKRecord.ID, Result<CKRecord, any Error>) -> Void)?
    open var perRecordDeleteBlock: ((CKRecord.ID, Result<Void, any Error>) -> Void)?
    open var modifyRecordsResultBlock: ((Result<Void, any Error>) -> Void)?
    open var modifyRecordsCompletionBlock: (([CKRecord]?, [CKRecord.ID]?, (any Error)?) -> Void)?

    public init(recordsToSave: [CKRecord]? = nil, recordIDsToDelete: [CKRecord.ID]? = nil) {
        self.recordsToSave = recordsToSave
        self.recordIDsToDelete = recordIDsToDelete
        super.init()
    }

    override var request: String { "save \(recordsToSave?.count ?? 0) and delete \(recordIDsToDelete?.count ?? 0) records" }

    override func finish(with error: any Error) {
        modifyRecordsResultBlock?(.failure(error))
        modifyRecordsCompletionBlock?(nil, nil, error)
    }
}
