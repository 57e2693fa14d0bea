import Foundation

/// What a workout session records.
open class HKWorkoutConfiguration: NSObject, @unchecked Sendable {
    open var activityType: HKWorkoutActivityType = .other
    open var locationType: HKWorkoutSessionLocationType = .unknown
    open var swimmingLocationType: Int = 0
    open var lapLength: HKQuantity?
    public override init() {}
}

public enum HKWorkoutSessionLocationType: Int, Sendable {
    case unknown = 1, indoor, outdoor
}

public enum HKWorkoutSessionState: Int, Sendable {
    case notStarted = 1, running, ended, paused, prepared, stopped
}

/// A live workout. It cannot start without leave to share workouts, which nobody gives here: its
/// delegate is told it failed with `errorAuthorizationDenied`, and it stays not started.
open class HKWorkoutSession: NSObject, @unchecked Sendable {
    public let workoutConfiguration: HKWorkoutConfiguration
    open weak var delegate: (any HKWorkoutSessionDelegate)?
    open private(set) var state: HKWorkoutSessionState = .notStarted
    open var startDate: Date? { nil }
    open var endDate: Date? { nil }
    private lazy var builder = HKLiveWorkoutBuilder(healthStore: HKHealthStore(), configuration: workoutConfiguration, device: nil)

    public init(healthStore: HKHealthStore, configuration workoutConfiguration: HKWorkoutConfiguration) throws {
        self.workoutConfiguration = workoutConfiguration
    }

    open func associatedWorkoutBuilder() -> HKLiveWorkoutBuilder { builder }
    open func prepare() { fail() }
    open func startActivity(with date: Date?) { fail() }
    open func pause() {}
    open func resume() {}
    open func stopActivity(with date: Date?) {}
    open func end() {}

    private func fail() {
        Effects.record("HKWorkoutSession cannot start: nobody allowed sharing workouts here")
        delegate?.workoutSession(self, didFailWithError: HKError(.errorAuthorizationDenied))
    }
}

public protocol HKWorkoutSessionDelegate: AnyObject {
    func workoutSession(
        _ workoutSession: HKWorkoutSession, didChangeTo toState: HKWorkoutSessionState, from fromState: HKWorkoutSessionState, date: Date)
    func workoutSession(_ workoutSession: HKWorkoutSession, didFailWithError error: any Error)
}

/// Builds a workout from what a session collects: nothing is collected without leave to share.
open class HKWorkoutBuilder: NSObject, @unchecked Sendable {
    public let workoutConfiguration: HKWorkoutConfiguration
    open var startDate: Date? { nil }
    open var endDate: Date? { nil }
    open var metadata: [String: Any] { [:] }

    public init(healthStore: HKHealthStore, configuration: HKWorkoutConfiguration, device: HKDevice?) {
        workoutConfiguration = configuration
    }

    open func beginCollection(withStart startDate: Date, completion: @escaping (Bool, (any Error)?) -> Void) {
        completion(false, HKError(.errorAuthorizationDenied))
    }
    open func beginCollection(at startDate: Date) async throws { throw HKError(.errorAuthorizationDenied) }
    open func endCollection(withEnd endDate: Date, completion: @escaping (Bool, (any Error)?) -> Void) {
        completion(false, HKError(.errorAuthorizationDenied))
    }
    open func endCollection(at endDate: Date) async throws { throw HKError(.errorAuthorizationDenied) }
    open func finishWorkout(completion: @escaping (HKWorkout?, (any Error)?) -> Void) {
        completion(nil, HKError(.errorAuthorizationDenied))
    }
    open func finishWorkout() async throws -> HKWorkout? { throw HKError(.errorAuthorizationDenied) }
    open func add(_ samples: [HKSample], completion: @escaping (Bool, (any Error)?) -> Void) {
        completion(false, HKError(.errorAuthorizationDenied))
    }
    open func addMetadata(_ metadata: [String: Any], completion: @escaping (Bool, (any Error)?) -> Void) {
        completion(false, HKError(.errorAuthorizationDenied))
    }
    open func discardWorkout() {}
    open func statistics(for quantityType: HKQuantityType) -> HKStatistics? { nil }
    open func elapsedTime(at date: Date) -> TimeInterval { 0 }
}

/// A builder fed by a live session.
open class HKLiveWorkoutBuilder: HKWorkoutBuilder, @unchecked Sendable {
    open weak var delegate: (any HKLiveWorkoutBuilderDelegate)?
    open var dataSource: HKLiveWorkoutDataSource?
    open var elapsedTime: TimeInterval { 0 }
    open var shouldCollectWorkoutEvents = true
}

public protocol HKLiveWorkoutBuilderDelegate: AnyObject {
    func workoutBuilder(_ workoutBuilder: HKLiveWorkoutBuilder, didCollectDataOf collectedTypes: Set<HKSampleType>)
    func workoutBuilderDidCollectEvent(_ workoutBuilder: HKLiveWorkoutBuilder)
}

/// Where a live builder's samples come from.
open class HKLiveWorkoutDataSource: NSObject, @unchecked Sendable {
    open var typesToCollect: Set<HKQuantityType> { [] }
    public init(healthStore: HKHealthStore, workoutConfiguration configuration: HKWorkoutConfiguration?) {}
    open func enableCollection(for quantityType: HKQuantityType, predicate: NSPredicate?) {}
    open func disableCollection(for quantityType: HKQuantityType) {}
}
