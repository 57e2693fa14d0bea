import Foundation

/// A kind of Health data: a type of samples (steps, heart rate, sleep, workouts) or a
/// characteristic. Two types with the same identifier are equal, as in a `Set` of types to ask for.
open class HKObjectType: NSObject, @unchecked Sendable {
    public let identifier: String

    init(identifier: String) { self.identifier = identifier }

    open override func isEqual(_ object: Any?) -> Bool { (object as? HKObjectType)?.identifier == identifier }
    open override var hash: Int { identifier.hashValue }
    open override var description: String { identifier }

    open class func quantityType(forIdentifier identifier: HKQuantityTypeIdentifier) -> HKQuantityType? { HKQuantityType(identifier) }
    open class func categoryType(forIdentifier identifier: HKCategoryTypeIdentifier) -> HKCategoryType? { HKCategoryType(identifier) }
    open class func characteristicType(forIdentifier identifier: HKCharacteristicTypeIdentifier) -> HKCharacteristicType? {
        HKCharacteristicType(identifier: identifier.rawValue)
    }
    open class func workoutType() -> HKWorkoutType { HKWorkoutType(identifier: "HKWorkoutTypeIdentifier") }
    open class func activitySummaryType() -> HKActivitySummaryType { HKActivitySummaryType(identifier: "HKActivitySummaryTypeIdentifier") }
}

/// A type of samples, which an app can also be allowed to share.
open class HKSampleType: HKObjectType, @unchecked Sendable {}

/// Measured values: steps, distances, energy, heart rate, body mass.
open class HKQuantityType: HKSampleType, @unchecked Sendable {
    public convenience init(_ identifier: HKQuantityTypeIdentifier) { self.init(identifier: identifier.rawValue) }

    /// Cumulative types add up over an interval (steps); discrete ones are averaged (heart rate).
    open var aggregationStyle: HKQuantityAggregationStyle {
        HKQuantityTypeIdentifier.cumulative.contains(identifier) ? .cumulative : .discreteArithmetic
    }

    open func `is`(compatibleWith unit: HKUnit) -> Bool { defaultUnit.dimension == unit.dimension }

    /// The unit Health shows the type in.
    var defaultUnit: HKUnit { HKQuantityTypeIdentifier.units[identifier] ?? .count() }
}

/// Values from a list: sleep stages, mindful sessions, stand hours.
open class HKCategoryType: HKSampleType, @unchecked Sendable {
    public convenience init(_ identifier: HKCategoryTypeIdentifier) { self.init(identifier: identifier.rawValue) }
}

open class HKWorkoutType: HKSampleType, @unchecked Sendable {}
open class HKCharacteristicType: HKObjectType, @unchecked Sendable {}
open class HKActivitySummaryType: HKObjectType, @unchecked Sendable {}

public enum HKQuantityAggregationStyle: Int, Sendable {
    case cumulative, discreteArithmetic, discreteTemporallyWeighted, discreteEquivalentContinuousLevel
    public static let discrete = HKQuantityAggregationStyle.discreteArithmetic
}

/// The identifier of a quantity type (`.stepCount`).
public struct HKQuantityTypeIdentifier: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    private static func named(_ name: String) -> Self { Self(rawValue: "HKQuantityTypeIdentifier" + name) }

    public static let stepCount = named("StepCount")
    public static let distanceWalkingRunning = named("DistanceWalkingRunning")
    public static let distanceCycling = named("DistanceCycling")
    public static let distanceSwimming = named("DistanceSwimming")
    public static let activeEnergyBurned = named("ActiveEnergyBurned")
    public static let basalEnergyBurned = named("BasalEnergyBurned")
    public static let flightsClimbed = named("FlightsClimbed")
    public static let appleExerciseTime = named("AppleExerciseTime")
    public static let appleStandTime = named("AppleStandTime")
    public static let appleMoveTime = named("AppleMoveTime")
    public static let heartRate = named("HeartRate")
    public static let restingHeartRate = named("RestingHeartRate")
    public static let walkingHeartRateAverage = named("WalkingHeartRateAverage")
    public static let heartRateVariabilitySDNN = named("HeartRateVariabilitySDNN")
    public static let oxygenSaturation = named("OxygenSaturation")
    public static let respiratoryRate = named("RespiratoryRate")
    public static let bodyTemperature = named("BodyTemperature")
    public static let bloodPressureSystolic = named("BloodPressureSystolic")
    public static let bloodPressureDiastolic = named("BloodPressureDiastolic")
    public static let bloodGlucose = named("BloodGlucose")
    public static let vo2Max = named("VO2Max")
    public static let bodyMass = named("BodyMass")
    public static let height = named("Height")
    public static let bodyMassIndex = named("BodyMassIndex")
    public static let bodyFatPercentage = named("BodyFatPercentage")
    public static let leanBodyMass = named("LeanBodyMass")
    public static let waistCircumference = named("WaistCircumference")
    public static let walkingSpeed = named("WalkingSpeed")
    public static let walkingStepLength = named("WalkingStepLength")
    public static let runningSpeed = named("RunningSpeed")
    public static let runningPower = named("RunningPower")
    public static let cyclingPower = named("CyclingPower")
    public static let dietaryEnergyConsumed = named("DietaryEnergyConsumed")
    public static let dietaryWater = named("DietaryWater")
    public static let dietaryProtein = named("DietaryProtein")
    public static let dietaryCarbohydrates = named("DietaryCarbohydrates")
    public static let dietaryFatTotal = named("DietaryFatTotal")
    public static let dietarySugar = named("DietarySugar")
    public static let dietaryFiber = named("DietaryFiber")
    public static let dietaryCaffeine = named("DietaryCaffeine")
    public static let dietarySodium = named("DietarySodium")
    public static let environmentalAudioExposure = named("EnvironmentalAudioExposure")
    public static let headphoneAudioExposure = named("HeadphoneAudioExposure")
    public static let timeInDaylight = named("TimeInDaylight")
    public static let physicalEffort = named("PhysicalEffort")

    /// The types whose samples add up over an interval.
    static let cumulative: Set<String> = Set(
        [
            stepCount, distanceWalkingRunning, distanceCycling, distanceSwimming, activeEnergyBurned, basalEnergyBurned, flightsClimbed,
            appleExerciseTime, appleStandTime, appleMoveTime, dietaryEnergyConsumed, dietaryWater, dietaryProtein, dietaryCarbohydrates,
            dietaryFatTotal, dietarySugar, dietaryFiber, dietaryCaffeine, dietarySodium, timeInDaylight,
        ].map(\.rawValue))

    /// The unit each type is measured in, where it is not a count.
    static let units: [String: HKUnit] = {
        var units: [String: HKUnit] = [:]
        for type in [distanceWalkingRunning, distanceCycling, distanceSwimming, height, waistCircumference, walkingStepLength] {
            units[type.rawValue] = .meter()
        }
        for type in [activeEnergyBurned, basalEnergyBurned, dietaryEnergyConsumed] { units[type.rawValue] = .kilocalorie() }
        for type in [appleExerciseTime, appleStandTime, appleMoveTime, timeInDaylight] { units[type.rawValue] = .minute() }
        for type in [heartRate, restingHeartRate, walkingHeartRateAverage, respiratoryRate] {
            units[type.rawValue] = HKUnit.count().unitDivided(by: .minute())
        }
        for type in [bodyMass, leanBodyMass] { units[type.rawValue] = .gramUnit(with: .kilo) }
        for type in [dietaryProtein, dietaryCarbohydrates, dietaryFatTotal, dietarySugar, dietaryFiber] { units[type.rawValue] = .gram() }
        for type in [oxygenSaturation, bodyFatPercentage] { units[type.rawValue] = .percent() }
        units[heartRateVariabilitySDNN.rawValue] = .secondUnit(with: .milli)
        units[dietaryWater.rawValue] = .liter()
        units[bodyTemperature.rawValue] = .degreeCelsius()
        return units
    }()
}

/// The identifier of a category type (`.sleepAnalysis`).
public struct HKCategoryTypeIdentifier: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    private static func named(_ name: String) -> Self { Self(rawValue: "HKCategoryTypeIdentifier" + name) }

    public static let sleepAnalysis = named("SleepAnalysis")
    public static let mindfulSession = named("MindfulSession")
    public static let appleStandHour = named("AppleStandHour")
    public static let highHeartRateEvent = named("HighHeartRateEvent")
    public static let lowHeartRateEvent = named("LowHeartRateEvent")
    public static let irregularHeartRhythmEvent = named("IrregularHeartRhythmEvent")
    public static let menstrualFlow = named("MenstrualFlow")
    public static let toothbrushingEvent = named("ToothbrushingEvent")
    public static let handwashingEvent = named("HandwashingEvent")
}

/// The identifier of a characteristic (`.dateOfBirth`).
public struct HKCharacteristicTypeIdentifier: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let biologicalSex = Self(rawValue: "HKCharacteristicTypeIdentifierBiologicalSex")
    public static let dateOfBirth = Self(rawValue: "HKCharacteristicTypeIdentifierDateOfBirth")
    public static let bloodType = Self(rawValue: "HKCharacteristicTypeIdentifierBloodType")
}

/// Sleep stages, the values of `.sleepAnalysis` samples.
public enum HKCategoryValueSleepAnalysis: Int, Sendable {
    case inBed = 0, asleepUnspecified = 1, awake = 2, asleepCore = 3, asleepDeep = 4, asleepREM = 5

    @available(*, deprecated, renamed: "asleepUnspecified")
    public static let asleep = HKCategoryValueSleepAnalysis.asleepUnspecified

    public static var allAsleepValues: Set<HKCategoryValueSleepAnalysis> { [.asleepUnspecified, .asleepCore, .asleepDeep, .asleepREM] }
}

/// The value of a category sample that has none of its own (a mindful session).
public enum HKCategoryValue: Int, Sendable {
    case notApplicable = 0
}
