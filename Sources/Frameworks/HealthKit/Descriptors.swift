import Foundation

/// What async queries ask for: samples of a type, with an optional predicate (iOS 15.4).
public struct HKSamplePredicate<Sample: HKSample>: @unchecked Sendable {
    public let sampleType: HKSampleType
    public let nsPredicate: NSPredicate?

    public static func sample(type: HKSampleType, predicate: NSPredicate? = nil) -> HKSamplePredicate<HKSample> {
        HKSamplePredicate<HKSample>(sampleType: type, nsPredicate: predicate)
    }
}

extension HKSamplePredicate where Sample == HKQuantitySample {
    public static func quantitySample(type: HKQuantityType, predicate: NSPredicate? = nil) -> HKSamplePredicate<HKQuantitySample> {
        HKSamplePredicate(sampleType: type, nsPredicate: predicate)
    }
}

extension HKSamplePredicate where Sample == HKCategorySample {
    public static func categorySample(type: HKCategoryType, predicate: NSPredicate? = nil) -> HKSamplePredicate<HKCategorySample> {
        HKSamplePredicate(sampleType: type, nsPredicate: predicate)
    }
}

extension HKSamplePredicate where Sample == HKWorkout {
    public static func workout(_ predicate: NSPredicate? = nil) -> HKSamplePredicate<HKWorkout> {
        HKSamplePredicate(sampleType: HKObjectType.workoutType(), nsPredicate: predicate)
    }
}

/// `try await HKSampleQueryDescriptor(predicates:sortDescriptors:limit:).result(for: store)`: the
/// samples the app may read, none.
public struct HKSampleQueryDescriptor<Sample: HKSample>: @unchecked Sendable {
    public let predicates: [HKSamplePredicate<Sample>]
    public let sortDescriptors: [SortDescriptor<Sample>]
    public let limit: Int?

    public init(predicates: [HKSamplePredicate<Sample>], sortDescriptors: [SortDescriptor<Sample>], limit: Int? = nil) {
        self.predicates = predicates
        self.sortDescriptors = sortDescriptors
        self.limit = limit
    }

    public func result(for healthStore: HKHealthStore) async throws -> [Sample] { [] }
}

/// `try await HKStatisticsQueryDescriptor(predicate:options:).result(for: store)`: no samples to
/// compute statistics from, so no statistics.
public struct HKStatisticsQueryDescriptor: Sendable {
    public let predicate: HKSamplePredicate<HKQuantitySample>
    public let options: HKStatisticsOptions

    public init(predicate: HKSamplePredicate<HKQuantitySample>, options: HKStatisticsOptions = []) {
        self.predicate = predicate
        self.options = options
    }

    public func result(for healthStore: HKHealthStore) async throws -> HKStatistics? { nil }
}

/// Statistics per interval, asked for asynchronously: every interval without values.
public struct HKStatisticsCollectionQueryDescriptor: Sendable {
    public let predicate: HKSamplePredicate<HKQuantitySample>
    public let options: HKStatisticsOptions
    public let anchorDate: Date
    public let intervalComponents: DateComponents

    public init(
        predicate: HKSamplePredicate<HKQuantitySample>, options: HKStatisticsOptions = [], anchorDate: Date, intervalComponents: DateComponents
    ) {
        self.predicate = predicate
        self.options = options
        self.anchorDate = anchorDate
        self.intervalComponents = intervalComponents
    }

    public func result(for healthStore: HKHealthStore) async throws -> HKStatisticsCollection {
        let type = predicate.sampleType as? HKQuantityType ?? HKQuantityType(identifier: predicate.sampleType.identifier)
        return HKStatisticsCollection(quantityType: type, anchorDate: anchorDate, interval: intervalComponents)
    }
}
