import Foundation

/// The Health database (`HKHealthStore`), as an app that nobody allowed in sees it.
///
/// Health data is there on an iPhone, and an app must ask for each type it shares or reads. Nobody
/// answers a prompt in a run: a request is recorded as an effect and completes as when the user
/// closes the sheet allowing nothing (`success` is true: the request was shown, not granted).
/// Types asked to share are then denied, and saving fails with `errorAuthorizationDenied`. Reads
/// are never said to be denied (HealthKit keeps that private): queries find no samples, and a
/// statistics query fails with `errorNoData`, as on a device without data for the app.
open class HKHealthStore: NSObject, @unchecked Sendable {
    public override init() {}

    /// Health data is available on an iPhone.
    open class func isHealthDataAvailable() -> Bool { true }

    open func supportsHealthRecords() -> Bool { false }

    open func authorizationStatus(for type: HKObjectType) -> HKAuthorizationStatus {
        Authorization.current.asked.contains(type.identifier) ? .sharingDenied : .notDetermined
    }

    open func requestAuthorization(
        toShare typesToShare: Set<HKSampleType>?, read typesToRead: Set<HKObjectType>?, completion: @escaping (Bool, (any Error)?) -> Void
    ) {
        ask(share: typesToShare ?? [], read: typesToRead ?? [])
        completion(true, nil)
    }

    open func requestAuthorization(toShare typesToShare: Set<HKSampleType>, read typesToRead: Set<HKObjectType>) async throws {
        ask(share: typesToShare, read: typesToRead)
    }

    open func getRequestStatusForAuthorization(
        toShare typesToShare: Set<HKSampleType>, read typesToRead: Set<HKObjectType>,
        completion: @escaping (HKAuthorizationRequestStatus, (any Error)?) -> Void
    ) {
        completion(requestStatus(share: typesToShare, read: typesToRead), nil)
    }

    open func statusForAuthorizationRequest(
        toShare typesToShare: Set<HKSampleType>, read typesToRead: Set<HKObjectType>
    ) async throws
        -> HKAuthorizationRequestStatus
    {
        requestStatus(share: typesToShare, read: typesToRead)
    }

    private func requestStatus(share: Set<HKSampleType>, read: Set<HKObjectType>) -> HKAuthorizationRequestStatus {
        let asked = Authorization.current.asked
        return (share.map(\.identifier) + read.map(\.identifier)).allSatisfy(asked.contains) ? .unnecessary : .shouldRequest
    }

    private func ask(share: Set<HKSampleType>, read: Set<HKObjectType>) {
        let names = { (types: [HKObjectType]) in types.map(\.identifier).sorted().joined(separator: ", ") }
        var parts: [String] = []
        if !share.isEmpty { parts.append("to share \(names(Array(share)))") }
        if !read.isEmpty { parts.append("to read \(names(Array(read)))") }
        Effects.record("HKHealthStore asks \(parts.joined(separator: " and ")) (no one allows anything here)")
        Authorization.current.asked.formUnion(share.map(\.identifier) + read.map(\.identifier))
    }

    // MARK: Queries

    /// Runs a query: its handlers are called at once with what an app without access gets.
    open func execute(_ query: HKQuery) { query.run() }

    open func stop(_ query: HKQuery) { query.isStopped = true }

    // MARK: Saving

    open func save(_ object: HKObject, withCompletion completion: @escaping (Bool, (any Error)?) -> Void) {
        completion(false, HKError(.errorAuthorizationDenied))
    }

    open func save(_ objects: [HKObject], withCompletion completion: @escaping (Bool, (any Error)?) -> Void) {
        completion(false, HKError(.errorAuthorizationDenied))
    }

    open func save(_ object: HKObject) async throws { throw HKError(.errorAuthorizationDenied) }
    open func save(_ objects: [HKObject]) async throws { throw HKError(.errorAuthorizationDenied) }

    open func delete(_ object: HKObject, withCompletion completion: @escaping (Bool, (any Error)?) -> Void) {
        completion(false, HKError(.errorAuthorizationDenied))
    }

    open func delete(_ object: HKObject) async throws { throw HKError(.errorAuthorizationDenied) }

    // MARK: Characteristics and preferences

    open func dateOfBirthComponents() throws -> DateComponents { throw HKError(.errorAuthorizationDenied) }
    open func biologicalSex() throws -> HKBiologicalSexObject { HKBiologicalSexObject() }

    open func preferredUnits(for quantityTypes: Set<HKQuantityType>, completion: @escaping ([HKQuantityType: HKUnit], (any Error)?) -> Void) {
        completion(Dictionary(uniqueKeysWithValues: quantityTypes.map { ($0, $0.defaultUnit) }), nil)
    }

    open func enableBackgroundDelivery(
        for type: HKObjectType, frequency: HKUpdateFrequency, withCompletion completion: @escaping (Bool, (any Error)?) -> Void
    ) {
        completion(true, nil)
    }

    open func enableBackgroundDelivery(for type: HKObjectType, frequency: HKUpdateFrequency) async throws {}

    open func disableAllBackgroundDelivery(completion: @escaping (Bool, (any Error)?) -> Void) { completion(true, nil) }

    /// No workout was running when the app started.
    open func recoverActiveWorkoutSession(completion: @escaping (HKWorkoutSession?, (any Error)?) -> Void) { completion(nil, nil) }
}

/// The types a run's app asked for, kept for the run (every run starts never having asked).
final class Authorization: @unchecked Sendable {
    var asked: Set<String> = []

    static var current: Authorization { FrameworkStores.forCurrentRun("HealthKit.authorization", outside: outsideARun) { Authorization() } }

    private static let outsideARun = Authorization()
}

public enum HKAuthorizationStatus: Int, Sendable {
    case notDetermined, sharingDenied, sharingAuthorized
}

public enum HKAuthorizationRequestStatus: Int, Sendable {
    case unknown, shouldRequest, unnecessary
}

public enum HKUpdateFrequency: Int, Sendable {
    case immediate = 1, hourly, daily, weekly
}

public enum HKBiologicalSex: Int, Sendable {
    case notSet, female, male, other
}

open class HKBiologicalSexObject: NSObject, @unchecked Sendable {
    open var biologicalSex: HKBiologicalSex { .notSet }
}

/// HealthKit's errors, with their codes and messages.
public struct HKError: Error, CustomStringConvertible, Sendable {
    public enum Code: Int, Sendable {
        case unknownError = 0, errorHealthDataUnavailable, errorHealthDataRestricted, errorInvalidArgument, errorAuthorizationDenied,
            errorAuthorizationNotDetermined, errorDatabaseInaccessible, errorUserCanceled, errorAnotherWorkoutSessionStarted,
            errorUserExitedWorkoutSession, errorRequiredAuthorizationDenied, errorNoData
    }

    public let code: Code
    public init(_ code: Code) { self.code = code }

    public static let errorAuthorizationDenied = Code.errorAuthorizationDenied
    public static let errorNoData = Code.errorNoData

    public var description: String {
        switch code {
        case .errorAuthorizationDenied: "Not authorized"
        case .errorNoData: "No data available for the specified predicate."
        case .errorHealthDataUnavailable: "Health data is unavailable on this device"
        default: "HealthKit error \(code.rawValue)"
        }
    }

    public var localizedDescription: String { description }
}

extension HKError: LocalizedError {
    public var errorDescription: String? { description }
}
