import Foundation

/// A question to the Health store, run by `HKHealthStore.execute(_:)`. An app that nobody allowed
/// to read finds no samples: sample queries answer with none, statistics queries with
/// `errorNoData`, a collection's intervals with no values.
open class HKQuery: NSObject, @unchecked Sendable {
    open var objectType: HKObjectType?
    open var sampleType: HKSampleType? { objectType as? HKSampleType }
    open var predicate: NSPredicate?
    var isStopped = false

    init(type: HKObjectType?, predicate: NSPredicate?) {
        objectType = type
        self.predicate = predicate
    }

    /// Calls the query's handlers with what it finds.
    func run() {}

    open class func predicateForSamples(withStart startDate: Date?, end endDate: Date?, options: HKQueryOptions = []) -> NSPredicate {
        NSPredicate(value: true)
    }
    open class func predicateForObjects(from source: HKSource) -> NSPredicate { NSPredicate(value: true) }
    open class func predicateForObjects(from sources: Set<HKSource>) -> NSPredicate { NSPredicate(value: true) }
    open class func predicateForObject(with UUID: UUID) -> NSPredicate { NSPredicate(value: true) }
    open class func predicateForObjects(withMetadataKey key: String) -> NSPredicate { NSPredicate(value: true) }
    open class func predicateForWorkouts(with workoutActivityType: HKWorkoutActivityType) -> NSPredicate { NSPredicate(value: true) }
}

public struct HKQueryOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let strictStartDate = HKQueryOptions(rawValue: 1 << 0)
    public static let strictEndDate = HKQueryOptions(rawValue: 1 << 1)
}

/// No limit on a sample query's results.
public let HKObjectQueryNoLimit = 0
public let HKSampleSortIdentifierStartDate = "startDate"
public let HKSampleSortIdentifierEndDate = "endDate"

/// The samples of a type: none, for an app that may not read them.
open class HKSampleQuery: HKQuery, @unchecked Sendable {
    public let limit: Int
    public let sortDescriptors: [NSSortDescriptor]?
    private let resultsHandler: (HKSampleQuery, [HKSample]?, (any Error)?) -> Void

    public init(
        sampleType: HKSampleType, predicate: NSPredicate?, limit: Int, sortDescriptors: [NSSortDescriptor]?,
        resultsHandler: @escaping (HKSampleQuery, [HKSample]?, (any Error)?) -> Void
    ) {
        self.limit = limit
        self.sortDescriptors = sortDescriptors
        self.resultsHandler = resultsHandler
        super.init(type: sampleType, predicate: predicate)
    }

    override func run() { resultsHandler(self, [], nil) }
}

/// Statistics over the samples of a quantity type: there are none to compute them from.
open class HKStatisticsQuery: HKQuery, @unchecked Sendable {
    private let completionHandler: (HKStatisticsQuery, HKStatistics?, (any Error)?) -> Void

    public init(
        quantityType: HKQuantityType, quantitySamplePredicate: NSPredicate?, options: HKStatisticsOptions = [],
        completionHandler handler: @escaping (HKStatisticsQuery, HKStatistics?, (any Error)?) -> Void
    ) {
        completionHandler = handler
        super.init(type: quantityType, predicate: quantitySamplePredicate)
    }

    override func run() { completionHandler(self, nil, HKError(.errorNoData)) }
}

public struct HKStatisticsOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let separateBySource = HKStatisticsOptions(rawValue: 1 << 0)
    public static let discreteAverage = HKStatisticsOptions(rawValue: 1 << 1)
    public static let discreteMin = HKStatisticsOptions(rawValue: 1 << 2)
    public static let discreteMax = HKStatisticsOptions(rawValue: 1 << 3)
    public static let cumulativeSum = HKStatisticsOptions(rawValue: 1 << 4)
    public static let mostRecent = HKStatisticsOptions(rawValue: 1 << 5)
    public static let duration = HKStatisticsOptions(rawValue: 1 << 6)
}

/// The statistics of one interval: with no samples in it, every value is nil.
open class HKStatistics: NSObject, @unchecked Sendable {
    public let quantityType: HKQuantityType
    public let startDate: Date
    public let endDate: Date

    init(quantityType: HKQuantityType, startDate: Date, endDate: Date) {
        self.quantityType = quantityType
        self.startDate = startDate
        self.endDate = endDate
    }

    open func sumQuantity() -> HKQuantity? { nil }
    open func averageQuantity() -> HKQuantity? { nil }
    open func minimumQuantity() -> HKQuantity? { nil }
    open func maximumQuantity() -> HKQuantity? { nil }
    open func mostRecentQuantity() -> HKQuantity? { nil }
    open func mostRecentQuantityDateInterval() -> DateInterval? { nil }
    open func duration() -> HKQuantity? { nil }
    open var sources: [HKSource]? { [] }
    open func sumQuantity(for source: HKSource) -> HKQuantity? { nil }
}

/// Statistics per interval (a day, an hour) from an anchor date.
open class HKStatisticsCollectionQuery: HKQuery, @unchecked Sendable {
    public let anchorDate: Date
    public let intervalComponents: DateComponents
    public let options: HKStatisticsOptions
    open var initialResultsHandler: ((HKStatisticsCollectionQuery, HKStatisticsCollection?, (any Error)?) -> Void)?
    open var statisticsUpdateHandler: ((HKStatisticsCollectionQuery, HKStatistics?, HKStatisticsCollection?, (any Error)?) -> Void)?

    public init(
        quantityType: HKQuantityType, quantitySamplePredicate: NSPredicate?, options: HKStatisticsOptions = [], anchorDate: Date,
        intervalComponents: DateComponents
    ) {
        self.anchorDate = anchorDate
        self.intervalComponents = intervalComponents
        self.options = options
        super.init(type: quantityType, predicate: quantitySamplePredicate)
    }

    override func run() {
        guard let type = objectType as? HKQuantityType else { return }
        initialResultsHandler?(self, HKStatisticsCollection(quantityType: type, anchorDate: anchorDate, interval: intervalComponents), nil)
    }
}

/// A collection query's intervals, each with statistics of no samples.
open class HKStatisticsCollection: NSObject, @unchecked Sendable {
    private let quantityType: HKQuantityType
    private let anchorDate: Date
    private let interval: DateComponents

    init(quantityType: HKQuantityType, anchorDate: Date, interval: DateComponents) {
        self.quantityType = quantityType
        self.anchorDate = anchorDate
        self.interval = interval
    }

    open func statistics(for date: Date) -> HKStatistics? { nil }
    open func statistics() -> [HKStatistics] { [] }
    open func sources() -> Set<HKSource> { [] }

    /// Calls `block` for each interval from `startDate` to `endDate`, aligned on the anchor, with
    /// statistics that hold no values (Health has none for the app).
    open func enumerateStatistics(from startDate: Date, to endDate: Date, with block: (HKStatistics, UnsafeMutablePointer<ObjCBool>) -> Void) {
        let calendar = Calendar.current
        var start = anchorDate
        while start > startDate, let earlier = calendar.date(byAdding: negated(interval), to: start) { start = earlier }
        var stop = ObjCBool(false)
        var steps = 0
        while start <= endDate, !stop.boolValue, steps < 10_000, let end = calendar.date(byAdding: interval, to: start), end > start {
            if end > startDate { block(HKStatistics(quantityType: quantityType, startDate: start, endDate: end), &stop) }
            start = end
            steps += 1
        }
    }

    private func negated(_ components: DateComponents) -> DateComponents {
        var negated = DateComponents()
        for unit: Calendar.Component in [.year, .month, .weekOfYear, .day, .hour, .minute, .second] {
            if let value = components.value(for: unit) { negated.setValue(-value, for: unit) }
        }
        return negated
    }
}

public typealias HKObserverQueryCompletionHandler = () -> Void

/// Told when samples of a type change: none do in a run, so the handler is not called.
open class HKObserverQuery: HKQuery, @unchecked Sendable {
    public init(
        sampleType: HKSampleType, predicate: NSPredicate?,
        updateHandler: @escaping (HKObserverQuery, @escaping HKObserverQueryCompletionHandler, (any Error)?) -> Void
    ) {
        super.init(type: sampleType, predicate: predicate)
    }
}

/// Where an anchored query left off.
open class HKQueryAnchor: NSObject, @unchecked Sendable {
    public init(fromValue value: Int) {}
}

/// Samples added and deleted since an anchor: none.
open class HKAnchoredObjectQuery: HKQuery, @unchecked Sendable {
    private let resultsHandler: ((HKAnchoredObjectQuery, [HKSample]?, [HKDeletedObject]?, HKQueryAnchor?, (any Error)?) -> Void)?
    open var updateHandler: ((HKAnchoredObjectQuery, [HKSample]?, [HKDeletedObject]?, HKQueryAnchor?, (any Error)?) -> Void)?

    public init(
        type: HKSampleType, predicate: NSPredicate?, anchor: HKQueryAnchor?, limit: Int,
        resultsHandler handler: @escaping (HKAnchoredObjectQuery, [HKSample]?, [HKDeletedObject]?, HKQueryAnchor?, (any Error)?) -> Void
    ) {
        resultsHandler = handler
        super.init(type: type, predicate: predicate)
    }

    override func run() { resultsHandler?(self, [], [], HKQueryAnchor(fromValue: 0), nil) }
}

open class HKDeletedObject: NSObject, @unchecked Sendable {
    public let uuid = UUID()
    open var metadata: [String: Any]? { nil }
}

/// `NSSortDescriptor(key: HKSampleSortIdentifierStartDate, ascending: false)`, as HealthKit apps
/// sort samples (Foundation on Linux has no key-value coding, and marks the initializer
/// unavailable): by the samples' start or end date. Disfavoured, so that a file that imports Core
/// Data too gets Core Data's, which sorts managed objects by any key.
extension NSSortDescriptor {
    @_disfavoredOverload
    public convenience init(key: String?, ascending: Bool) {
        self.init(keyPath: \HKSample.self, ascending: ascending) { first, second in
            guard let first = first as? HKSample, let second = second as? HKSample else { return .orderedSame }
            let (left, right) = key == HKSampleSortIdentifierEndDate ? (first.endDate, second.endDate) : (first.startDate, second.startDate)
            return left < right ? .orderedAscending : left > right ? .orderedDescending : .orderedSame
        }
    }
}
