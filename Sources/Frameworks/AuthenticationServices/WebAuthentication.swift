import Foundation

/// Signing in through a web page (OAuth). A run has no network and nobody to sign in (D19): a
/// started session ends as when the user closes the sheet, with
/// `ASWebAuthenticationSessionError.canceledLogin`, and the step says the system was asked.
open class ASWebAuthenticationSession: NSObject, @unchecked Sendable {
    public typealias CompletionHandler = (URL?, (any Error)?) -> Void

    public let url: URL
    private let completionHandler: CompletionHandler
    open weak var presentationContextProvider: (any ASWebAuthenticationPresentationContextProviding)?
    open var prefersEphemeralWebBrowserSession = false
    open var additionalHeaderFields: [String: String]?
    open var canStart: Bool { !started }
    private var started = false

    public init(url URL: URL, callbackURLScheme: String?, completionHandler: @escaping CompletionHandler) {
        url = URL
        self.completionHandler = completionHandler
        super.init()
    }

    public init(url URL: URL, callback: Callback, completionHandler: @escaping CompletionHandler) {
        url = URL
        self.completionHandler = completionHandler
        super.init()
    }

    @discardableResult
    open func start() -> Bool {
        guard !started else { return false }
        started = true
        Effects.record("ASWebAuthenticationSession opens \(url.absoluteString) (no network here: the sheet is closed, canceled)")
        completionHandler(nil, ASWebAuthenticationSessionError(.canceledLogin))
        return true
    }

    open func cancel() {}

    /// Where the page sends the user back.
    open class Callback: NSObject, @unchecked Sendable {
        public static func customScheme(_ customScheme: String) -> Callback { Callback() }
        public static func https(host: String, path: String) -> Callback { Callback() }
        open func matchesURL(_ url: URL) -> Bool { false }
    }
}

public protocol ASWebAuthenticationPresentationContextProviding: NSObjectProtocol {
    func presentationAnchor(for session: ASWebAuthenticationSession) -> ASPresentationAnchor
}

/// Why a web sign-in ended, with AuthenticationServices' numbers.
public struct ASWebAuthenticationSessionError: Error, Hashable, Sendable, CustomNSError {
    public enum Code: Int, Sendable {
        case canceledLogin = 1, presentationContextNotProvided, presentationContextInvalid
    }

    public let code: Code
    public init(_ code: Code) { self.code = code }

    public static var errorDomain: String { "com.apple.AuthenticationServices.WebAuthenticationSession" }
    public var errorCode: Int { code.rawValue }

    public static var canceledLogin: Code { .canceledLogin }
    public static var presentationContextNotProvided: Code { .presentationContextNotProvided }
    public static var presentationContextInvalid: Code { .presentationContextInvalid }
}

extension ASWebAuthenticationSessionError.Code {
    public static func ~= (code: Self, error: any Error) -> Bool { (error as? ASWebAuthenticationSessionError)?.code == code }
}
