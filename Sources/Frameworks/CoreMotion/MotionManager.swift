import Foundation

/// The device's motion sensors (`CMMotionManager`), as an iPhone lying still, face up, reports
/// them: gravity straight down (−1 g on z), no rotation, no acceleration of the user's. Updates
/// arrive on the run's clock, one every update interval as time passes (`wait 1` at 10 Hz is ten
/// updates), each an event of its own, as each is a turn of the app's run loop; data read
/// directly (`deviceMotion`) is the latest update's, nil before the first. Nothing moves the
/// device in a run, so every update reads the same values. (Medium: the values are those of a
/// phone at rest; the intervals are the app's.)
open class CMMotionManager: NSObject {
    open var accelerometerUpdateInterval: TimeInterval = 0.01
    open var gyroUpdateInterval: TimeInterval = 0.01
    open var magnetometerUpdateInterval: TimeInterval = 0.01
    open var deviceMotionUpdateInterval: TimeInterval = 0.01
    open var showsDeviceMovementDisplay = false

    open var isAccelerometerAvailable: Bool { true }
    open var isGyroAvailable: Bool { true }
    open var isMagnetometerAvailable: Bool { true }
    open var isDeviceMotionAvailable: Bool { true }
    open private(set) var isAccelerometerActive = false
    open private(set) var isGyroActive = false
    open private(set) var isMagnetometerActive = false
    open private(set) var isDeviceMotionActive = false

    open private(set) var accelerometerData: CMAccelerometerData?
    open private(set) var gyroData: CMGyroData?
    open private(set) var magnetometerData: CMMagnetometerData?
    open private(set) var deviceMotion: CMDeviceMotion?

    private var updates: [String: AnyCancellable] = [:]

    public override init() {}

    open class func availableAttitudeReferenceFrames() -> CMAttitudeReferenceFrame { [.xArbitraryZVertical, .xArbitraryCorrectedZVertical] }

    open func startAccelerometerUpdates() {
        start("accelerometer", every: accelerometerUpdateInterval) { [weak self] in self?.accelerometerData = CMAccelerometerData() }
    }
    open func startAccelerometerUpdates(to queue: OperationQueue, withHandler handler: @escaping CMAccelerometerHandler) {
        start("accelerometer", every: accelerometerUpdateInterval) { [weak self] in
            let data = CMAccelerometerData()
            self?.accelerometerData = data
            handler(data, nil)
        }
    }
    open func stopAccelerometerUpdates() { stop("accelerometer") }

    open func startGyroUpdates() { start("gyro", every: gyroUpdateInterval) { [weak self] in self?.gyroData = CMGyroData() } }
    open func startGyroUpdates(to queue: OperationQueue, withHandler handler: @escaping CMGyroHandler) {
        start("gyro", every: gyroUpdateInterval) { [weak self] in
            let data = CMGyroData()
            self?.gyroData = data
            handler(data, nil)
        }
    }
    open func stopGyroUpdates() { stop("gyro") }

    open func startMagnetometerUpdates() {
        start("magnetometer", every: magnetometerUpdateInterval) { [weak self] in self?.magnetometerData = CMMagnetometerData() }
    }
    open func startMagnetometerUpdates(to queue: OperationQueue, withHandler handler: @escaping CMMagnetometerHandler) {
        start("magnetometer", every: magnetometerUpdateInterval) { [weak self] in
            let data = CMMagnetometerData()
            self?.magnetometerData = data
            handler(data, nil)
        }
    }
    open func stopMagnetometerUpdates() { stop("magnetometer") }

    open func startDeviceMotionUpdates() {
        start("deviceMotion", every: deviceMotionUpdateInterval) { [weak self] in self?.deviceMotion = CMDeviceMotion() }
    }
    open func startDeviceMotionUpdates(using referenceFrame: CMAttitudeReferenceFrame) { startDeviceMotionUpdates() }
    open func startDeviceMotionUpdates(to queue: OperationQueue, withHandler handler: @escaping CMDeviceMotionHandler) {
        start("deviceMotion", every: deviceMotionUpdateInterval) { [weak self] in
            let motion = CMDeviceMotion()
            self?.deviceMotion = motion
            handler(motion, nil)
        }
    }
    open func startDeviceMotionUpdates(
        using referenceFrame: CMAttitudeReferenceFrame, to queue: OperationQueue, withHandler handler: @escaping CMDeviceMotionHandler
    ) {
        startDeviceMotionUpdates(to: queue, withHandler: handler)
    }
    open func stopDeviceMotionUpdates() { stop("deviceMotion") }

    /// Starts one sensor's updates on the run's clock (a second start replaces the first).
    private func start(_ sensor: String, every interval: TimeInterval, _ update: @escaping () -> Void) {
        setActive(sensor, true)
        updates[sensor]?.cancel()
        let period = max(interval, 0.001)
        updates[sensor] = Ambient.current?.clock.schedule(after: period, repeating: period, label: "CMMotionManager \(sensor) update") { _ in
            update()
        }
    }

    private func stop(_ sensor: String) {
        setActive(sensor, false)
        updates[sensor]?.cancel()
        updates[sensor] = nil
    }

    private func setActive(_ sensor: String, _ active: Bool) {
        switch sensor {
        case "accelerometer": isAccelerometerActive = active
        case "gyro": isGyroActive = active
        case "magnetometer": isMagnetometerActive = active
        default: isDeviceMotionActive = active
        }
    }
}

public typealias CMAccelerometerHandler = (CMAccelerometerData?, (any Error)?) -> Void
public typealias CMGyroHandler = (CMGyroData?, (any Error)?) -> Void
public typealias CMMagnetometerHandler = (CMMagnetometerData?, (any Error)?) -> Void
public typealias CMDeviceMotionHandler = (CMDeviceMotion?, (any Error)?) -> Void

/// Which way the attitude's axes point.
public struct CMAttitudeReferenceFrame: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let xArbitraryZVertical = CMAttitudeReferenceFrame(rawValue: 1)
    public static let xArbitraryCorrectedZVertical = CMAttitudeReferenceFrame(rawValue: 2)
    public static let xMagneticNorthZVertical = CMAttitudeReferenceFrame(rawValue: 4)
    public static let xTrueNorthZVertical = CMAttitudeReferenceFrame(rawValue: 8)
}

/// Shown by its name: its settings are the system's, not the app's state (a changed interval is
/// not a write a view could read).
extension CMMotionManager: CustomValueDescription {
    package func valueDescription(using describer: ValueDescriber) -> ValueDescription { .atom("CMMotionManager") }
}
