import Foundation

/// A scene delegate whose scenes are SwiftUI's (iOS 26), so a UIKit app can open a SwiftUI
/// window: `UISceneSessionActivationRequest(hostingDelegateClass: Inspector.self)`. dataflow's
/// iPhone has the one window a run starts with, so its root scene is never shown: a run's root
/// is still the app, or the view its window scene delegate hosts.
public protocol UIHostingSceneDelegate: UISceneDelegate {
    associatedtype RootScene: Scene
    @SceneBuilder static var rootScene: RootScene { get }
}

/// A request for a scene session (iOS 17): a new window of a role, an existing session brought
/// back, or (iOS 26) a scene of a SwiftUI scene delegate. Two requests are equal when they ask
/// for the same thing; activating one opens no window here.
public struct UISceneSessionActivationRequest: Hashable {
    public let role: UISceneSession.Role
    public let session: UISceneSession?
    public var userActivity: NSUserActivity?
    public var options: UIScene.ActivationRequestOptions?
    /// The SwiftUI scene delegate the request names, with its name for notes.
    private let hostingDelegate: ObjectIdentifier?
    private let hostingDelegateName: String?
    /// Which of its scenes (a window group's `id`), and the value it is opened with.
    private let sceneID: String?
    private let value: AnyHashable?

    public init(
        role: UISceneSession.Role = .windowApplication, userActivity: NSUserActivity? = nil, options: UIScene.ActivationRequestOptions? = nil
    ) {
        self.init(role: role, session: nil, userActivity: userActivity, options: options, hosting: nil, id: nil, value: nil)
    }

    public init(session: UISceneSession, userActivity: NSUserActivity? = nil, options: UIScene.ActivationRequestOptions? = nil) {
        self.init(role: session.role, session: session, userActivity: userActivity, options: options, hosting: nil, id: nil, value: nil)
    }

    // A SwiftUI scene delegate's scene, by its delegate, a scene's id, and a value for it. The
    // root scene is not read, so every request is made (never nil).

    public init?<D>(hostingDelegateClass: D.Type) where D: UIHostingSceneDelegate {
        self.init(role: .windowApplication, session: nil, userActivity: nil, options: nil, hosting: D.self, id: nil, value: nil)
    }

    public init?<D>(hostingDelegateClass: D.Type, id: String) where D: UIHostingSceneDelegate {
        self.init(role: .windowApplication, session: nil, userActivity: nil, options: nil, hosting: D.self, id: id, value: nil)
    }

    public init?<H, D>(hostingDelegateClass: H.Type, value: D) where H: UIHostingSceneDelegate, D: Decodable, D: Encodable, D: Hashable {
        self.init(role: .windowApplication, session: nil, userActivity: nil, options: nil, hosting: H.self, id: nil, value: AnyHashable(value))
    }

    public init?<H, D>(hostingDelegateClass: H.Type, id: String, value: D) where H: UIHostingSceneDelegate, D: Decodable, D: Encodable, D: Hashable {
        self.init(role: .windowApplication, session: nil, userActivity: nil, options: nil, hosting: H.self, id: id, value: AnyHashable(value))
    }

    private init(
        role: UISceneSession.Role, session: UISceneSession?, userActivity: NSUserActivity?, options: UIScene.ActivationRequestOptions?,
        hosting: (any UIHostingSceneDelegate.Type)?, id: String?, value: AnyHashable?
    ) {
        self.role = role
        self.session = session
        self.userActivity = userActivity
        self.options = options
        hostingDelegate = hosting.map { ObjectIdentifier($0) }
        hostingDelegateName = hosting.map { displayTypeName($0) }
        sceneID = id
        self.value = value
    }

    public static func == (lhs: UISceneSessionActivationRequest, rhs: UISceneSessionActivationRequest) -> Bool {
        lhs.role == rhs.role && lhs.session == rhs.session && lhs.userActivity === rhs.userActivity && lhs.options === rhs.options
            && lhs.hostingDelegate == rhs.hostingDelegate && lhs.sceneID == rhs.sceneID && lhs.value == rhs.value
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(role)
        hasher.combine(session)
        hasher.combine(hostingDelegate)
        hasher.combine(sceneID)
        hasher.combine(value)
    }

    /// What the request asks for, for the note its activation leaves: `a scene of Inspector (id "log")`.
    var requested: String {
        guard let hostingDelegateName else { return session == nil ? "a new scene" : "a scene session back" }
        return "a scene of \(hostingDelegateName)" + (sceneID.map { " (id \($0.quotedLiteral))" } ?? "")
    }
}

extension UIScene {
    /// How a scene is asked for: the scene asking, kept for the app to read back.
    open class ActivationRequestOptions: @unchecked Sendable {
        open var requestingScene: UIScene?
        public init() {}
    }
}

extension UIApplication {
    /// Asks the system for another scene (a second window on an iPad or a Mac): an iPhone run
    /// has its one window, so nothing opens; the request is noted as an effect, and the error
    /// handler is not called.
    public func activateSceneSession(for request: UISceneSessionActivationRequest, errorHandler: ((any Error) -> Void)? = nil) {
        Effects.record("UIApplication asks for \(request.requested)")
    }
}
