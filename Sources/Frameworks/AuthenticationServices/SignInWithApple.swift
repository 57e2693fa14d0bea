import Foundation

/// Sign in with Apple's button (SwiftUI): `tap "Sign in with Apple"` asks the system, as a user's
/// tap does. `onRequest` fills in the request; the system's sheet then closes unanswered (no
/// Apple Account here, D19), so `onCompletion` gets `ASAuthorizationError.canceled`.
public struct SignInWithAppleButton: View {
    private let label: Label
    private let onRequest: (ASAuthorizationAppleIDRequest) -> Void
    private let onCompletion: (Result<ASAuthorization, any Error>) -> Void

    public init(
        _ label: Label = .signIn, onRequest: @escaping (ASAuthorizationAppleIDRequest) -> Void,
        onCompletion: @escaping ((Result<ASAuthorization, any Error>) -> Void)
    ) {
        self.label = label
        self.onRequest = onRequest
        self.onCompletion = onCompletion
    }

    public var body: some View {
        ScriptedControl(kind: .button, name: "SignInWithAppleButton", label: Text(label.title), detail: "") { _ in
            onRequest(ASAuthorizationAppleIDProvider().createRequest())
            Effects.record("Sign in with Apple asks the system (no Apple Account here: the sheet is closed, canceled)")
            onCompletion(.failure(ASAuthorizationError(.canceled)))
        }
    }

    /// What the button says.
    public struct Label: Sendable {
        let title: String
        public static let signIn = Label(title: "Sign in with Apple")
        public static let `continue` = Label(title: "Continue with Apple")
        public static let signUp = Label(title: "Sign up with Apple")
    }

    /// How the button is drawn: appearance only.
    public struct Style: Sendable {
        let name: String
        public static let black = Style(name: "black")
        public static let white = Style(name: "white")
        public static let whiteOutline = Style(name: "whiteOutline")
    }
}

extension View {
    /// The button's colours: appearance, recorded by nothing here.
    public func signInWithAppleButtonStyle(_ style: SignInWithAppleButton.Style) -> some View { self }
}

/// UIKit's Sign in with Apple button: `tap "Sign in with Apple"` sends `touchUpInside` to its
/// targets, as a user's tap does. (Apple's is a `UIControl`; here it is a `UIButton` titled as
/// the button reads, so that a script can tap it as any button.)
open class ASAuthorizationAppleIDButton: UIButton, @unchecked Sendable {
    open var cornerRadius: CGFloat = 6

    public init(authorizationButtonType type: ButtonType, authorizationButtonStyle style: Style) {
        super.init(frame: .zero)
        setTitle(type == .continue ? "Continue with Apple" : type == .signUp ? "Sign up with Apple" : "Sign in with Apple", for: .normal)
    }

    public convenience init(type: ButtonType = .default, style: Style = .black) {
        self.init(authorizationButtonType: type, authorizationButtonStyle: style)
    }

    public required init?(coder: NSCoder) { nil }

    public enum ButtonType: Int, Sendable {
        case signIn, `continue`, signUp
        public static var `default`: ButtonType { .signIn }
    }

    public enum Style: Int, Sendable {
        case white, whiteOutline, black
    }
}

/// What a SwiftUI view asks the system to authorize (iOS 16.4), from the environment.
public enum ASAuthorizationResult: Sendable {
    case password(ASPasswordCredential)
    case appleID(ASAuthorizationAppleIDCredential)
}

public struct AuthorizationController {
    /// The system's sheet, closed unanswered: `ASAuthorizationError.canceled`.
    public func performRequests(_ requests: [ASAuthorizationRequest]) async throws -> ASAuthorizationResult {
        Effects.record("AuthorizationController asks the system to sign in (no Apple Account here: the sheet is closed, canceled)")
        throw ASAuthorizationError(.canceled)
    }

    public func performRequest(_ request: ASAuthorizationRequest) async throws -> ASAuthorizationResult {
        try await performRequests([request])
    }

    public func performRequests(
        _ requests: [ASAuthorizationRequest], options: ASAuthorizationController.RequestOptions
    ) async throws
        -> ASAuthorizationResult
    {
        try await performRequests(requests)
    }

    public func performRequest(
        _ request: ASAuthorizationRequest, options: ASAuthorizationController.RequestOptions
    ) async throws
        -> ASAuthorizationResult
    {
        try await performRequests([request])
    }
}

/// A web sign-in from SwiftUI (iOS 16.4), from the environment.
public struct WebAuthenticationSession {
    public struct BrowserSession: Sendable {
        let name: String
        public static var ephemeral: BrowserSession { BrowserSession(name: "ephemeral") }
        public static var shared: BrowserSession { BrowserSession(name: "shared") }
    }

    /// No network and nobody to sign in: canceled.
    public func authenticate(using url: URL, callbackURLScheme: String, preferredBrowserSession: BrowserSession? = nil) async throws -> URL {
        Effects.record("WebAuthenticationSession opens \(url.absoluteString) (no network here: the sheet is closed, canceled)")
        throw ASWebAuthenticationSessionError(.canceledLogin)
    }

    public func authenticate(
        using url: URL, callback: ASWebAuthenticationSession.Callback, preferredBrowserSession: BrowserSession? = nil,
        additionalHeaderFields: [String: String]
    ) async throws -> URL {
        try await authenticate(using: url, callbackURLScheme: "", preferredBrowserSession: preferredBrowserSession)
    }
}

extension EnvironmentValues {
    public var authorizationController: AuthorizationController { AuthorizationController() }
    public var webAuthenticationSession: WebAuthenticationSession { WebAuthenticationSession() }
}
