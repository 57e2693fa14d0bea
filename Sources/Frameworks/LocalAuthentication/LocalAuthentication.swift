import Foundation

// LocalAuthentication: Face ID, Touch ID and the passcode. dataflow's iPhone has neither
// biometrics nor a passcode, so an app's "cannot authenticate" path runs, with the errors an
// iPhone without them reports (D15).

/// The domain of LocalAuthentication's errors.
public let LAErrorDomain = "com.apple.LocalAuthentication"

/// Face ID and Touch ID: not available here, so `canEvaluatePolicy` answers false and says why
/// in `error`, and an evaluation fails with the same error.
public final class LAContext: @unchecked Sendable {
    /// The title of the fallback button ("Enter Password" when nil); shown by nothing here.
    public var localizedFallbackTitle: String?
    /// The title of the cancel button; shown by nothing here.
    public var localizedCancelTitle: String?
    /// The reason Touch ID shows; shown by nothing here.
    public var localizedReason = ""
    /// Whether the context may show authentication UI.
    public var interactionNotAllowed = false
    /// How long a Touch ID unlock of the device counts for this context.
    public var touchIDAuthenticationAllowableReuseDuration: TimeInterval = 0
    /// The biometry the device has: none.
    public var biometryType: LABiometryType { .none }
    /// The enrolled biometric data's state: none.
    public var evaluatedPolicyDomainState: Data? { nil }

    public init() {}

    /// Whether `policy` can be evaluated: never here. `error` gets the reason an iPhone without
    /// biometrics and passcode gives: `biometryNotAvailable` for the biometric policy,
    /// `passcodeNotSet` for the one that falls back to the passcode.
    public func canEvaluatePolicy(_ policy: LAPolicy, error: UnsafeMutablePointer<NSError?>?) -> Bool {
        error?.pointee = LAError(Self.failure(for: policy)) as NSError
        return false
    }

    /// Evaluates `policy`: it fails, with the error `canEvaluatePolicy` gives.
    public func evaluatePolicy(_ policy: LAPolicy, localizedReason: String, reply: @escaping (Bool, (any Error)?) -> Void) {
        reply(false, LAError(Self.failure(for: policy)))
    }

    /// Evaluates `policy`: it throws the error `canEvaluatePolicy` gives.
    public func evaluatePolicy(_ policy: LAPolicy, localizedReason: String) async throws -> Bool {
        throw LAError(Self.failure(for: policy))
    }

    /// Ends the context; nothing is pending here.
    public func invalidate() {}

    private static func failure(for policy: LAPolicy) -> LAError.Code {
        policy == .deviceOwnerAuthenticationWithBiometrics ? .biometryNotAvailable : .passcodeNotSet
    }
}

/// What may authenticate the user.
public enum LAPolicy: Int, Sendable {
    case deviceOwnerAuthenticationWithBiometrics = 1, deviceOwnerAuthentication = 2
}

/// The kind of biometry a device has.
public enum LABiometryType: Int, Sendable {
    case none = 0, touchID = 1, faceID = 2, opticID = 4
}

/// A LocalAuthentication failure, with Apple's codes.
public struct LAError: Error, Hashable, Sendable, CustomNSError {
    /// The failures, with LocalAuthentication's numbers.
    public enum Code: Int, Sendable {
        case authenticationFailed = -1, userCancel = -2, userFallback = -3, systemCancel = -4, passcodeNotSet = -5
        case biometryNotAvailable = -6, biometryNotEnrolled = -7, biometryLockout = -8, appCancel = -9, invalidContext = -10
        case notInteractive = -1004
    }

    public let code: Code

    public init(_ code: Code) { self.code = code }

    public static var errorDomain: String { LAErrorDomain }
    public var errorCode: Int { code.rawValue }

    public static var authenticationFailed: Code { .authenticationFailed }
    public static var userCancel: Code { .userCancel }
    public static var userFallback: Code { .userFallback }
    public static var systemCancel: Code { .systemCancel }
    public static var passcodeNotSet: Code { .passcodeNotSet }
    public static var biometryNotAvailable: Code { .biometryNotAvailable }
    public static var biometryNotEnrolled: Code { .biometryNotEnrolled }
    public static var biometryLockout: Code { .biometryLockout }
    public static var appCancel: Code { .appCancel }
    public static var invalidContext: Code { .invalidContext }
    public static var notInteractive: Code { .notInteractive }
}
