import Foundation

/// The scheduler of work the system runs while the app is in the background
/// (`BGTaskScheduler.shared`).
///
/// A run keeps the app in the foreground, so the system never launches a background task: a
/// launch handler is registered and never called, and a request is recorded as an effect and
/// kept as pending for the run (`pendingTaskRequests()` returns it) until cancelled. A request
/// for an identifier the app did not register fails, as on a device, with `notPermitted`.
open class BGTaskScheduler: NSObject, @unchecked Sendable {
    private static let sharedScheduler = BGTaskScheduler()
    open class var shared: BGTaskScheduler { sharedScheduler }

    @discardableResult
    open func register(forTaskWithIdentifier identifier: String, using queue: DispatchQueue?, launchHandler: @escaping (BGTask) -> Void) -> Bool {
        Scheduled.current.registered.insert(identifier)
        return true
    }

    open func submit(_ taskRequest: BGTaskRequest) throws {
        let scheduled = Scheduled.current
        guard scheduled.registered.contains(taskRequest.identifier) else { throw BGTaskScheduler.Error(.notPermitted) }
        scheduled.pending.removeAll { $0.identifier == taskRequest.identifier }
        scheduled.pending.append(taskRequest)
        Effects.record("BGTaskScheduler schedules \(taskRequest.identifier.quotedLiteral) (the system runs it in the background, never during a run)")
    }

    open func cancel(taskRequestWithIdentifier identifier: String) { Scheduled.current.pending.removeAll { $0.identifier == identifier } }
    open func cancelAllTaskRequests() { Scheduled.current.pending.removeAll() }

    open func getPendingTaskRequests(completionHandler: @escaping ([BGTaskRequest]) -> Void) {
        completionHandler(Scheduled.current.pending)
    }

    open func pendingTaskRequests() async -> [BGTaskRequest] { Scheduled.current.pending }

    /// The scheduler's errors.
    public struct Error: Swift.Error, CustomStringConvertible, Sendable {
        public enum Code: Int, Sendable {
            case unavailable = 1, tooManyPendingTaskRequests, notPermitted
        }

        public let code: Code
        public init(_ code: Code) { self.code = code }

        public static let unavailable = Code.unavailable
        public static let tooManyPendingTaskRequests = Code.tooManyPendingTaskRequests
        public static let notPermitted = Code.notPermitted

        public var description: String { "BGTaskSchedulerErrorDomain error \(code.rawValue)" }
    }
}

/// What the app registered and asked for in this run.
final class Scheduled: @unchecked Sendable {
    var registered: Set<String> = []
    var pending: [BGTaskRequest] = []

    static var current: Scheduled { FrameworkStores.forCurrentRun("BackgroundTasks.scheduled", outside: outsideARun) { Scheduled() } }

    private static let outsideARun = Scheduled()
}

/// A request to run a task in the background, no earlier than a date.
open class BGTaskRequest: NSObject, @unchecked Sendable {
    public let identifier: String
    open var earliestBeginDate: Date?

    init(identifier: String) { self.identifier = identifier }
}

/// A short refresh of the app's content.
open class BGAppRefreshTaskRequest: BGTaskRequest, @unchecked Sendable {
    public override init(identifier: String) { super.init(identifier: identifier) }
}

/// A longer task, perhaps waiting for power or a network.
open class BGProcessingTaskRequest: BGTaskRequest, @unchecked Sendable {
    open var requiresNetworkConnectivity = false
    open var requiresExternalPower = false
    public override init(identifier: String) { super.init(identifier: identifier) }
}

/// A task the system launched: never, in a run.
open class BGTask: NSObject, @unchecked Sendable {
    public let identifier: String
    open var expirationHandler: (() -> Void)?
    init(identifier: String) { self.identifier = identifier }
    open func setTaskCompleted(success: Bool) {}
}

open class BGAppRefreshTask: BGTask, @unchecked Sendable {}
open class BGProcessingTask: BGTask, @unchecked Sendable {}
