import Foundation

/// Sign in with Apple and the other authorizations an app asks the system for. A run's phone has
/// no Apple Account signed in and nobody to sign in (D19): every request ends as when the user
/// closes the system's sheet, with `ASAuthorizationError.canceled`, and the step says the system
/// was asked. A credential state is `.notFound`.
open class ASAuthorizationController: NSObject, @unchecked Sendable {
    public let authorizationRequests: [ASAuthorizationRequest]
    open weak var delegate: (any ASAuthorizationControllerDelegate)?
    open weak var presentationContextProvider: (any ASAuthorizationControllerPresentationContextProviding)?

    public init(authorizationRequests: [ASAuthorizationRequest]) {
        self.authorizationRequests = authorizationRequests
        super.init()
    }

    /// The system's sheet, which the user closes: the delegate is told so.
    open func performRequests() {
        Effects.record("ASAuthorizationController asks the system to sign in (no Apple Account here: the sheet is closed, canceled)")
        delegate?.authorizationController(controller: self, didCompleteWithError: ASAuthorizationError(.canceled))
    }

    open func performRequests(options: RequestOptions) { performRequests() }
    open func performAutoFillAssistedRequests() {}
    open func cancel() {}

    public struct RequestOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let preferImmediatelyAvailableCredentials = RequestOptions(rawValue: 1 << 0)
    }
}

public protocol ASAuthorizationControllerDelegate: NSObjectProtocol {
    func authorizationController(controller: ASAuthorizationController, didCompleteWithAuthorization authorization: ASAuthorization)
    func authorizationController(controller: ASAuthorizationController, didCompleteWithError error: any Error)
}

extension ASAuthorizationControllerDelegate {
    public func authorizationController(controller: ASAuthorizationController, didCompleteWithAuthorization authorization: ASAuthorization) {}
    public func authorizationController(controller: ASAuthorizationController, didCompleteWithError error: any Error) {}
}

/// The window the system's sheet is shown over.
public typealias ASPresentationAnchor = UIWindow

public protocol ASAuthorizationControllerPresentationContextProviding: NSObjectProtocol {
    func presentationAnchor(for controller: ASAuthorizationController) -> ASPresentationAnchor
}

/// A successful authorization: never made in a run.
open class ASAuthorization: NSObject, @unchecked Sendable {
    public let provider: any ASAuthorizationProvider
    public let credential: any ASAuthorizationCredential

    init(provider: any ASAuthorizationProvider, credential: any ASAuthorizationCredential) {
        self.provider = provider
        self.credential = credential
        super.init()
    }

    /// What an OpenID request asks for.
    public struct OpenIDOperation: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let operationImplicit = OpenIDOperation(rawValue: "")
        public static let operationLogin = OpenIDOperation(rawValue: "login")
        public static let operationRefresh = OpenIDOperation(rawValue: "refresh")
        public static let operationLogout = OpenIDOperation(rawValue: "logout")
    }

    /// What a Sign in with Apple request asks to share.
    public struct Scope: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let fullName = Scope(rawValue: "full_name")
        public static let email = Scope(rawValue: "email")
    }
}

public protocol ASAuthorizationProvider: NSObjectProtocol {}
public protocol ASAuthorizationCredential: NSObjectProtocol {}

/// A request to the system.
open class ASAuthorizationRequest: NSObject, @unchecked Sendable {
    public let provider: any ASAuthorizationProvider
    init(provider: any ASAuthorizationProvider) {
        self.provider = provider
        super.init()
    }
}

open class ASAuthorizationOpenIDRequest: ASAuthorizationRequest, @unchecked Sendable {
    open var requestedScopes: [ASAuthorization.Scope]?
    open var state: String?
    open var nonce: String?
    open var requestedOperation: ASAuthorization.OpenIDOperation = .operationImplicit
}

open class ASAuthorizationAppleIDRequest: ASAuthorizationOpenIDRequest, @unchecked Sendable {
    open var user: String?
}

/// Sign in with Apple's provider.
open class ASAuthorizationAppleIDProvider: NSObject, ASAuthorizationProvider, @unchecked Sendable {
    public override init() { super.init() }

    open func createRequest() -> ASAuthorizationAppleIDRequest { ASAuthorizationAppleIDRequest(provider: self) }

    /// No user ever signed in here: not found.
    open func getCredentialState(forUserID userID: String, completion: @escaping (CredentialState, (any Error)?) -> Void) {
        completion(.notFound, nil)
    }

    open func credentialState(forUserID userID: String) async throws -> CredentialState { .notFound }

    public enum CredentialState: Int, Sendable {
        case revoked, authorized, notFound, transferred
    }
}

/// A Sign in with Apple credential: never made in a run.
open class ASAuthorizationAppleIDCredential: NSObject, ASAuthorizationCredential, @unchecked Sendable {
    public let user: String
    public let state: String?
    public let authorizedScopes: [ASAuthorization.Scope]
    public let authorizationCode: Data?
    public let identityToken: Data?
    public let email: String?
    public let fullName: PersonNameComponents?
    public let realUserStatus: ASUserDetectionStatus
    public let userAgeRange: ASUserAgeRange

    init(user: String) {
        self.user = user
        state = nil
        authorizedScopes = []
        authorizationCode = nil
        identityToken = nil
        email = nil
        fullName = nil
        realUserStatus = .unsupported
        userAgeRange = .unknown
        super.init()
    }
}

public enum ASUserDetectionStatus: Int, Sendable {
    case unsupported, unknown, likelyReal
}

public enum ASUserAgeRange: Int, Sendable {
    case unknown, child, notChild
}

/// Saved passwords: none is saved here.
open class ASAuthorizationPasswordProvider: NSObject, ASAuthorizationProvider, @unchecked Sendable {
    public override init() { super.init() }
    open func createRequest() -> ASAuthorizationPasswordRequest { ASAuthorizationPasswordRequest(provider: self) }
}

open class ASAuthorizationPasswordRequest: ASAuthorizationRequest, @unchecked Sendable {}

open class ASPasswordCredential: NSObject, ASAuthorizationCredential, @unchecked Sendable {
    public let user: String
    public let password: String
    public init(user: String, password: String) {
        self.user = user
        self.password = password
        super.init()
    }
}

/// Why an authorization failed, with AuthenticationServices' numbers.
public struct ASAuthorizationError: Error, Hashable, Sendable, CustomNSError {
    public enum Code: Int, Sendable {
        case unknown = 1000, canceled, invalidResponse, notHandled, failed, notInteractive, matchedExcludedCredential
        case credentialImport, credentialExport, preferSignInWithApple, deviceNotConfiguredForPasskeyCreation
    }

    public let code: Code
    public init(_ code: Code) { self.code = code }

    public static var errorDomain: String { "com.apple.AuthenticationServices.AuthorizationError" }
    public var errorCode: Int { code.rawValue }

    public static var unknown: Code { .unknown }
    public static var canceled: Code { .canceled }
    public static var invalidResponse: Code { .invalidResponse }
    public static var notHandled: Code { .notHandled }
    public static var failed: Code { .failed }
    public static var notInteractive: Code { .notInteractive }
    public static var matchedExcludedCredential: Code { .matchedExcludedCredential }
}

extension ASAuthorizationError.Code {
    /// `catch ASAuthorizationError.canceled`, as for Apple's error codes.
    public static func ~= (code: Self, error: any Error) -> Bool { (error as? ASAuthorizationError)?.code == code }
}
