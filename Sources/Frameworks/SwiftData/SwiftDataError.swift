/// The errors SwiftData throws, by kind: a `catch` can match one (`catch SwiftDataError.unsupportedPredicate`).
///
/// Stores on disk throw them, and a run has none: nothing a run does throws one. They are here
/// so that an app's `catch` clauses compile and match as on a device.
public struct SwiftDataError: Error, Hashable, CustomStringConvertible {
    let name: String

    public var description: String { "SwiftDataError(\(name))" }

    public static let includePendingChangesWithBatchSize = SwiftDataError(name: "includePendingChangesWithBatchSize")
    public static let unsupportedPredicate = SwiftDataError(name: "unsupportedPredicate")
    public static let unsupportedKeyPath = SwiftDataError(name: "unsupportedKeyPath")
    public static let sortingPendingChangesWithIdentifiers = SwiftDataError(name: "sortingPendingChangesWithIdentifiers")
    public static let unsupportedSortDescriptor = SwiftDataError(name: "unsupportedSortDescriptor")
    public static let duplicateConfiguration = SwiftDataError(name: "duplicateConfiguration")
    public static let configurationFileNameTooLong = SwiftDataError(name: "configurationFileNameTooLong")
    public static let configurationFileNameContainsInvalidCharacters = SwiftDataError(name: "configurationFileNameContainsInvalidCharacters")
    public static let configurationSchemaNotFoundInContainerSchema = SwiftDataError(name: "configurationSchemaNotFoundInContainerSchema")
    public static let loadIssueModelContainer = SwiftDataError(name: "loadIssueModelContainer")
    public static let modelValidationFailure = SwiftDataError(name: "modelValidationFailure")
    public static let missingModelContext = SwiftDataError(name: "missingModelContext")
    public static let backwardMigration = SwiftDataError(name: "backwardMigration")
    public static let unknownSchema = SwiftDataError(name: "unknownSchema")
    public static let historyTokenExpired = SwiftDataError(name: "historyTokenExpired")
    public static let invalidTransactionFetchRequest = SwiftDataError(name: "invalidTransactionFetchRequest")

    /// `case SwiftDataError.unsupportedPredicate:` in a `catch` or a `switch` over an error.
    public static func ~= (match: SwiftDataError, error: any Error) -> Bool {
        (error as? SwiftDataError) == match
    }
}
