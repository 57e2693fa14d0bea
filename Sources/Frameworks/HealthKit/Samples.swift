import Foundation

/// Something stored in Health.
open class HKObject: NSObject, @unchecked Sendable {
    public let uuid = UUID()
    open var metadata: [String: Any]?
    open var device: HKDevice? { nil }
    open var sourceRevision: HKSourceRevision { HKSourceRevision(source: .default(), version: nil) }
}

/// A value over an interval of time.
open class HKSample: HKObject, @unchecked Sendable {
    public let sampleType: HKSampleType
    public let startDate: Date
    public let endDate: Date

    init(sampleType: HKSampleType, start: Date, end: Date, metadata: [String: Any]?) {
        self.sampleType = sampleType
        startDate = start
        endDate = end
        super.init()
        self.metadata = metadata
    }
}

open class HKQuantitySample: HKSample, @unchecked Sendable {
    public let quantity: HKQuantity
    open var quantityType: HKQuantityType { sampleType as? HKQuantityType ?? HKQuantityType(identifier: sampleType.identifier) }
    open var count: Int { 1 }

    public init(type quantityType: HKQuantityType, quantity: HKQuantity, start startDate: Date, end endDate: Date, metadata: [String: Any]? = nil) {
        self.quantity = quantity
        super.init(sampleType: quantityType, start: startDate, end: endDate, metadata: metadata)
    }

    public convenience init(
        type quantityType: HKQuantityType, quantity: HKQuantity, start startDate: Date, end endDate: Date, device: HKDevice?,
        metadata: [String: Any]?
    ) {
        self.init(type: quantityType, quantity: quantity, start: startDate, end: endDate, metadata: metadata)
    }
}

open class HKCategorySample: HKSample, @unchecked Sendable {
    public let value: Int
    open var categoryType: HKCategoryType { sampleType as? HKCategoryType ?? HKCategoryType(identifier: sampleType.identifier) }

    public init(type: HKCategoryType, value: Int, start startDate: Date, end endDate: Date, metadata: [String: Any]? = nil) {
        self.value = value
        super.init(sampleType: type, start: startDate, end: endDate, metadata: metadata)
    }

    public convenience init(type: HKCategoryType, value: Int, start startDate: Date, end endDate: Date, device: HKDevice?, metadata: [String: Any]?) {
        self.init(type: type, value: value, start: startDate, end: endDate, metadata: metadata)
    }
}

/// An app or device that wrote samples.
open class HKSource: NSObject, @unchecked Sendable {
    open var name: String { "dataflow" }
    open var bundleIdentifier: String { Bundle.main.bundleIdentifier ?? "" }
    open class func `default`() -> HKSource { HKSource() }
}

open class HKSourceRevision: NSObject, @unchecked Sendable {
    public let source: HKSource
    public let version: String?
    public init(source: HKSource, version: String?) {
        self.source = source
        self.version = version
    }
}

open class HKDevice: NSObject, @unchecked Sendable {
    open var name: String?
    open var model: String?
    open class func local() -> HKDevice { HKDevice() }
}

/// Keys of a sample's metadata.
public let HKMetadataKeyWasUserEntered = "HKWasUserEntered"
public let HKMetadataKeyExternalUUID = "HKExternalUUID"
public let HKMetadataKeyIndoorWorkout = "HKIndoorWorkout"
public let HKMetadataKeyTimeZone = "HKTimeZone"

/// A workout: its activity, its time, what it burned and covered.
open class HKWorkout: HKSample, @unchecked Sendable {
    public let workoutActivityType: HKWorkoutActivityType
    public let duration: TimeInterval
    public let totalEnergyBurned: HKQuantity?
    public let totalDistance: HKQuantity?

    public init(
        activityType workoutActivityType: HKWorkoutActivityType, start startDate: Date, end endDate: Date, duration: TimeInterval = 0,
        totalEnergyBurned: HKQuantity? = nil, totalDistance: HKQuantity? = nil, metadata: [String: Any]? = nil
    ) {
        self.workoutActivityType = workoutActivityType
        self.duration = duration == 0 ? endDate.timeIntervalSince(startDate) : duration
        self.totalEnergyBurned = totalEnergyBurned
        self.totalDistance = totalDistance
        super.init(sampleType: HKObjectType.workoutType(), start: startDate, end: endDate, metadata: metadata)
    }

    public convenience init(activityType workoutActivityType: HKWorkoutActivityType, start startDate: Date, end endDate: Date) {
        self.init(activityType: workoutActivityType, start: startDate, end: endDate, duration: 0)
    }

    open func statistics(for quantityType: HKQuantityType) -> HKStatistics? { nil }
}

/// What a workout was.
public enum HKWorkoutActivityType: UInt, Sendable {
    case americanFootball = 1, archery, australianFootball, badminton, baseball, basketball, bowling, boxing, climbing, cricket,
        crossTraining, curling, cycling, dance, danceInspiredTraining, elliptical, equestrianSports, fencing, fishing,
        functionalStrengthTraining, golf, gymnastics, handball, hiking, hockey, hunting, lacrosse, martialArts, mindAndBody,
        mixedMetabolicCardioTraining, paddleSports, play, preparationAndRecovery, racquetball, rowing, rugby, running, sailing,
        skatingSports, snowSports, soccer, softball, squash, stairClimbing, surfingSports, swimming, tableTennis, tennis,
        trackAndField, traditionalStrengthTraining, volleyball, walking, waterFitness, waterPolo, waterSports, wrestling, yoga,
        barre, coreTraining, crossCountrySkiing, downhillSkiing, flexibility, highIntensityIntervalTraining, jumpRope, kickboxing,
        pilates, snowboarding, stairs, stepTraining, wheelchairWalkPace, wheelchairRunPace, taiChi, mixedCardio, handCycling,
        discSports, fitnessGaming, cardioDance, socialDance, pickleball, cooldown, swimBikeRun = 82, transition, underwaterDiving
    case other = 3000
}
