import Foundation

/// An acceleration in g's.
public struct CMAcceleration: Sendable {
    public var x: Double
    public var y: Double
    public var z: Double
    public init() { (x, y, z) = (0, 0, 0) }
    public init(x: Double, y: Double, z: Double) { (self.x, self.y, self.z) = (x, y, z) }
}

/// A rotation rate in radians a second.
public struct CMRotationRate: Sendable {
    public var x: Double
    public var y: Double
    public var z: Double
    public init() { (x, y, z) = (0, 0, 0) }
    public init(x: Double, y: Double, z: Double) { (self.x, self.y, self.z) = (x, y, z) }
}

/// A magnetic field in microteslas.
public struct CMMagneticField: Sendable {
    public var x: Double
    public var y: Double
    public var z: Double
    public init() { (x, y, z) = (0, 0, 0) }
    public init(x: Double, y: Double, z: Double) { (self.x, self.y, self.z) = (x, y, z) }
}

/// One sample of a sensor: when it was taken (seconds on the run's clock since its start).
open class CMLogItem: NSObject, @unchecked Sendable {
    open var timestamp: TimeInterval { (Ambient.current?.clock.now ?? RunClock.start).timeIntervalSince(RunClock.start) }
}

/// The accelerometer at rest, face up: gravity only, −1 g on z.
open class CMAccelerometerData: CMLogItem, @unchecked Sendable {
    open var acceleration: CMAcceleration { CMAcceleration(x: 0, y: 0, z: -1) }
}

open class CMGyroData: CMLogItem, @unchecked Sendable {
    open var rotationRate: CMRotationRate { CMRotationRate() }
}

open class CMMagnetometerData: CMLogItem, @unchecked Sendable {
    open var magneticField: CMMagneticField { CMMagneticField() }
}

/// The device's orientation: level, facing north, for a phone at rest.
open class CMAttitude: NSObject, @unchecked Sendable {
    open var roll: Double { 0 }
    open var pitch: Double { 0 }
    open var yaw: Double { 0 }
    open func multiply(byInverseOf attitude: CMAttitude) {}
}

/// Device motion at rest, face up: gravity down, nothing else.
open class CMDeviceMotion: CMLogItem, @unchecked Sendable {
    open var attitude: CMAttitude { CMAttitude() }
    open var rotationRate: CMRotationRate { CMRotationRate() }
    open var gravity: CMAcceleration { CMAcceleration(x: 0, y: 0, z: -1) }
    open var userAcceleration: CMAcceleration { CMAcceleration() }
    open var heading: Double { 0 }
}

/// Whether the app may read motion activity and steps: nobody answers the prompt in a run.
public enum CMAuthorizationStatus: Int, Sendable {
    case notDetermined, restricted, denied, authorized
}

/// The error motion activity and steps fail with when the app is not authorized.
public let CMErrorDomain = "CMErrorDomain"

func notAuthorized() -> NSError {
    NSError(
        domain: CMErrorDomain, code: 105,
        userInfo: [NSLocalizedDescriptionKey: "Motion activity is not authorized (no one answers the prompt in a run)."])
}

/// Steps and distance: motion data needs the user's permission, which nobody gives in a run, so
/// queries and updates fail with the not-authorized error.
open class CMPedometer: NSObject {
    open class func isStepCountingAvailable() -> Bool { true }
    open class func isDistanceAvailable() -> Bool { true }
    open class func isFloorCountingAvailable() -> Bool { true }
    open class func isPaceAvailable() -> Bool { true }
    open class func isCadenceAvailable() -> Bool { true }
    open class func authorizationStatus() -> CMAuthorizationStatus { .notDetermined }

    public override init() {}

    open func queryPedometerData(from start: Date, to end: Date, withHandler handler: @escaping CMPedometerHandler) { handler(nil, notAuthorized()) }
    open func startUpdates(from start: Date, withHandler handler: @escaping CMPedometerHandler) { handler(nil, notAuthorized()) }
    open func stopUpdates() {}
}

public typealias CMPedometerHandler = (CMPedometerData?, (any Error)?) -> Void

open class CMPedometerData: NSObject, @unchecked Sendable {
    open var startDate: Date { RunClock.start }
    open var endDate: Date { RunClock.start }
    open var numberOfSteps: NSNumber { 0 }
    open var distance: NSNumber? { nil }
    open var floorsAscended: NSNumber? { nil }
    open var floorsDescended: NSNumber? { nil }
    open var currentPace: NSNumber? { nil }
    open var currentCadence: NSNumber? { nil }
}

/// Air pressure and relative altitude: updates need the user's permission too.
open class CMAltimeter: NSObject {
    open class func isRelativeAltitudeAvailable() -> Bool { true }
    open class func authorizationStatus() -> CMAuthorizationStatus { .notDetermined }
    public override init() {}
    open func startRelativeAltitudeUpdates(to queue: OperationQueue, withHandler handler: @escaping (CMAltitudeData?, (any Error)?) -> Void) {
        handler(nil, notAuthorized())
    }
    open func stopRelativeAltitudeUpdates() {}
}

open class CMAltitudeData: CMLogItem, @unchecked Sendable {
    open var relativeAltitude: NSNumber { 0 }
    open var pressure: NSNumber { 101.325 }
}

/// What the user is doing (walking, driving): needs permission, which nobody gives in a run.
open class CMMotionActivityManager: NSObject {
    open class func isActivityAvailable() -> Bool { true }
    open class func authorizationStatus() -> CMAuthorizationStatus { .notDetermined }
    public override init() {}
    open func startActivityUpdates(to queue: OperationQueue, withHandler handler: @escaping (CMMotionActivity?) -> Void) {}
    open func stopActivityUpdates() {}
    open func queryActivityStarting(
        from start: Date, to end: Date, to queue: OperationQueue, withHandler handler: @escaping ([CMMotionActivity]?, (any Error)?) -> Void
    ) {
        handler(nil, notAuthorized())
    }
}

open class CMMotionActivity: CMLogItem, @unchecked Sendable {
    open var stationary: Bool { true }
    open var walking: Bool { false }
    open var running: Bool { false }
    open var automotive: Bool { false }
    open var cycling: Bool { false }
    open var unknown: Bool { false }
    open var startDate: Date { RunClock.start }
}

/// A sample is shown by its kind: its values are a phone's at rest.
extension CMLogItem: CustomValueDescription {
    package func valueDescription(using describer: ValueDescriber) -> ValueDescription { .atom(displayTypeName(type(of: self)) + "()") }
}
