import Foundation

/// Wallet's passes, as a run's phone holds them: none (D19). The library is there (as on any
/// iPhone), finds no pass, and an app's request to add passes ends as when the user cancels the
/// sheet, `.didCancelAddPasses`; the step says the system was asked.
open class PKPassLibrary: NSObject, @unchecked Sendable {
    /// Every iPhone has Wallet: true.
    open class func isPassLibraryAvailable() -> Bool { true }

    public override init() { super.init() }

    open func passes() -> [PKPass] { [] }
    open func passes(of passType: PKPassType) -> [PKPass] { [] }
    open func pass(withPassTypeIdentifier identifier: String, serialNumber: String) -> PKPass? { nil }
    open func containsPass(_ pass: PKPass) -> Bool { false }
    /// Nothing is in the library to replace: false, as PassKit answers for a pass it does not hold.
    open func replacePass(with pass: PKPass) -> Bool { false }
    open func removePass(_ pass: PKPass) {}
    open var isSecureElementPassActivationAvailable: Bool { false }
    open func canAddSecureElementPass(primaryAccountIdentifier: String) -> Bool { false }

    /// The sheet that adds passes, closed unanswered: `.didCancelAddPasses`.
    open func addPasses(_ passes: [PKPass], withCompletionHandler completion: ((PKPassLibraryAddPassesStatus) -> Void)? = nil) {
        Effects.record("PKPassLibrary asks Wallet to add \(passes.count) pass\(passes.count == 1 ? "" : "es") (nothing is added: cancelled)")
        completion?(.didCancelAddPasses)
    }

    /// The same sheet, from async code: `.didCancelAddPasses`.
    open func addPasses(_ passes: [PKPass]) async -> PKPassLibraryAddPassesStatus {
        addPasses(passes, withCompletionHandler: nil)
        return .didCancelAddPasses
    }

    /// Wallet's "Add Card" screen: an effect, as the app leaves for Wallet.
    open func openPaymentSetup() {
        Effects.record("PKPassLibrary opens Wallet to set up Apple Pay")
    }
}

/// How the add-passes sheet ended, with PassKit's numbers.
public enum PKPassLibraryAddPassesStatus: Int, Sendable {
    case didAddPasses, shouldReviewPasses, didCancelAddPasses
}

/// Which passes a library lookup means, with PassKit's numbers.
public enum PKPassType: UInt, Sendable {
    case barcode = 0
    case secureElement = 1
    case any = 0xFFFF_FFFF_FFFF_FFFF
}

extension Notification.Name {
    /// Posted when Wallet's passes change: never, as nothing is ever added.
    public static let PKPassLibraryDidChange = Notification.Name("PKPassLibraryDidChangeNotification")
    /// Posted when remote payment passes change: never.
    public static let PKPassLibraryRemotePaymentPassesDidChange = Notification.Name("PKPassLibraryRemotePaymentPassesDidChangeNotification")
}

/// A Wallet pass. A pass is a signed bundle that PassKit verifies against Apple's certificates,
/// which a run cannot do, so `init(data:)` always throws `PKPassKitError.invalidDataError` (in
/// `PKPassKitErrorDomain`, code 1), the error a pass that does not verify gives: an app's
/// `catch` path runs, the same way every run.
open class PKPass: NSObject, @unchecked Sendable {
    public let serialNumber: String
    public let passTypeIdentifier: String
    public let authenticationToken: String?
    public let webServiceURL: URL?
    public let passURL: URL?
    public let localizedName: String
    public let localizedDescription: String
    public let organizationName: String
    public let relevantDate: Date?
    public let userInfo: [AnyHashable: Any]?
    public let isRemotePass: Bool
    public let deviceName: String
    public let passType: PKPassType

    /// Throws: a run cannot verify a pass's signature.
    public init(data: Data) throws {
        throw PKPassKitError(.invalidDataError)
    }

    open func localizedValue(forFieldKey key: String) -> Any? { nil }
}

/// The domain of PassKit's errors, as `NSError` reports it.
public let PKPassKitErrorDomain = "PKPassKitErrorDomain"

/// Why PassKit refused a pass, with PassKit's numbers, so `catch PKPassKitError.invalidDataError`
/// and `(error as NSError).code == 1` both work as on a device.
public struct PKPassKitError: Error, Hashable, Sendable, CustomNSError {
    public enum Code: Int, Sendable {
        case unknownError = -1
        case invalidDataError = 1, unsupportedVersionError, invalidSignature, notEntitledError
    }

    public let code: Code
    public init(_ code: Code) { self.code = code }

    public static var errorDomain: String { PKPassKitErrorDomain }
    public var errorCode: Int { code.rawValue }
    public var errorUserInfo: [String: Any] {
        [NSLocalizedDescriptionKey: "The pass cannot be read because it isn't valid (a run cannot verify a pass's signature)."]
    }

    public static var unknownError: Code { .unknownError }
    public static var invalidDataError: Code { .invalidDataError }
    public static var unsupportedVersionError: Code { .unsupportedVersionError }
    public static var invalidSignature: Code { .invalidSignature }
    public static var notEntitledError: Code { .notEntitledError }
}

extension PKPassKitError.Code {
    /// `catch PKPassKitError.invalidDataError`, as for Apple's error codes.
    public static func ~= (code: Self, error: any Error) -> Bool { (error as? PKPassKitError)?.code == code }
}

/// The sheet that shows passes to add. Wallet cannot add passes a run made (none verifies), so
/// `canAddPasses()` is false and PassKit's initializers give nil, and an app's `guard let` takes
/// its other path.
open class PKAddPassesViewController: UIViewController, @unchecked Sendable {
    /// No pass can be added here.
    open class func canAddPasses() -> Bool { false }

    open weak var delegate: (any PKAddPassesViewControllerDelegate)?

    /// Nil: no pass can be added.
    public init?(pass: PKPass) {
        guard PKAddPassesViewController.canAddPasses() else { return nil }
        super.init()
    }

    /// Nil: no pass can be added.
    public init?(passes: [PKPass]) {
        guard PKAddPassesViewController.canAddPasses() else { return nil }
        super.init()
    }

    public required init?(coder: NSCoder) { nil }
}

/// What the add-passes sheet tells the app: never called, as no sheet is made.
public protocol PKAddPassesViewControllerDelegate: NSObjectProtocol {
    func addPassesViewControllerDidFinish(_ controller: PKAddPassesViewController)
}

extension PKAddPassesViewControllerDelegate {
    public func addPassesViewControllerDidFinish(_ controller: PKAddPassesViewController) {}
}
