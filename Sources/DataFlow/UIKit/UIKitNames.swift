import Foundation

// On iOS, `import SwiftUI` brings UIKit along, and views touch a handful of its names: the
// screen's size, a colour or image made in code, haptic feedback, the app delegate of an older
// project. These compile, and do what a view's data flow can see (a size, a name) or nothing
// (feedback). The views and controls a representable makes run (§32: `Views/`, `Controls/`);
// an iOS 13 scene delegate is run only to find the root view. Listed in README's "Supported
// SwiftUI".

/// The screen: an iPhone-sized rectangle (393 × 852 points unless a run chooses another with
/// `--screen`), the size `GeometryReader` reports.
public final class UIScreen: @unchecked Sendable {
    public static let main = UIScreen()
    /// The size of the screen dataflow plays: set once, before the root is mounted.
    package nonisolated(unsafe) static var size = CGSize(width: 393, height: 852)
    public var bounds: CGRect { CGRect(origin: .zero, size: Self.size) }
    public let scale: CGFloat = 3
    public var nativeBounds: CGRect { CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale) }
    /// The screen's traits: an iPhone's, in light mode (deprecated in iOS 26, still written).
    public var traitCollection: UITraitCollection { UITraitCollection.current }
}

/// An image made in code or loaded by name; `Image(uiImage:)` shows it by name. Hashable by
/// identity, as UIKit's objects are (an enum case that holds one can be `Hashable`).
public final class UIImage: Hashable, @unchecked Sendable {
    public static func == (lhs: UIImage, rhs: UIImage) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    let name: String
    init(name: String) { self.name = name }
    public convenience init?(named name: String) { self.init(name: name) }
    public convenience init?(systemName: String) { self.init(name: systemName) }
    /// An image with nothing in it (`UIImage()`, a fallback).
    public convenience init() { self.init(name: "") }
    /// An image from the asset catalog's generated symbol (`UIImage(resource: .logo)`, iOS 17).
    public convenience init(resource: ImageResource) { self.init(name: resource.name) }
    public convenience init?(data: Data) { self.init(name: "UIImage(data)") }
    public convenience init?(contentsOfFile path: String) { self.init(name: (path as NSString).lastPathComponent) }
    public var size: CGSize { .zero }
    public var scale: CGFloat { 3 }
    public var imageOrientation: Orientation { .up }
    // Drawing an image into a renderer's context: runs, draws nothing (D15).
    public func draw(in rect: CGRect) {}
    public func draw(at point: CGPoint) {}
    public func draw(in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat) {}
    public func pngData() -> Data? { Data() }
    public func jpegData(compressionQuality: CGFloat) -> Data? { Data() }
    public convenience init?(systemName: String, withConfiguration configuration: SymbolConfiguration?) { self.init(name: systemName) }
    public func withConfiguration(_ configuration: SymbolConfiguration) -> UIImage { self }
    public func applyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> UIImage? { self }
    public func withTintColor(_ color: UIColor) -> UIImage { self }
    public func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage { self }
    public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage { self }
    public var renderingMode: RenderingMode { .automatic }

    public enum RenderingMode: Int, Sendable { case automatic, alwaysOriginal, alwaysTemplate }
    public enum SymbolWeight: Int, Sendable { case unspecified, ultraLight, thin, light, regular, medium, semibold, bold, heavy, black }
    public enum SymbolScale: Int, Sendable { case `default` = -1, unspecified, small, medium, large }

    /// How a symbol image is drawn (size, weight): appearance, kept by nothing.
    public final class SymbolConfiguration: Hashable, @unchecked Sendable {
        public static func == (lhs: SymbolConfiguration, rhs: SymbolConfiguration) -> Bool { lhs === rhs }
        public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
        init() {}
        public convenience init(pointSize: CGFloat) { self.init() }
        public convenience init(pointSize: CGFloat, weight: SymbolWeight) { self.init() }
        public convenience init(pointSize: CGFloat, weight: SymbolWeight, scale: SymbolScale) { self.init() }
        public convenience init(weight: SymbolWeight) { self.init() }
        public convenience init(scale: SymbolScale) { self.init() }
        public convenience init(textStyle: UIFont.TextStyle) { self.init() }
        public convenience init(textStyle: UIFont.TextStyle, scale: SymbolScale) { self.init() }
        public convenience init(font: UIFont) { self.init() }
        public convenience init(hierarchicalColor: UIColor) { self.init() }
        public convenience init(paletteColors: [UIColor]) { self.init() }
        public static func preferringMulticolor() -> SymbolConfiguration { SymbolConfiguration() }
        public func applying(_ configuration: SymbolConfiguration?) -> SymbolConfiguration { self }
    }
}

/// Haptic feedback: nothing to feel on Linux.
public class UIFeedbackGenerator: @unchecked Sendable {
    public init() {}
    public func prepare() {}
}

public final class UIImpactFeedbackGenerator: UIFeedbackGenerator, @unchecked Sendable {
    public enum FeedbackStyle: Sendable { case light, medium, heavy, soft, rigid }
    public init(style: FeedbackStyle) {}
    public override init() {}
    public func impactOccurred() {}
    public func impactOccurred(intensity: CGFloat) {}
}

public final class UINotificationFeedbackGenerator: UIFeedbackGenerator, @unchecked Sendable {
    public enum FeedbackType: Sendable { case success, warning, error }
    public func notificationOccurred(_ type: FeedbackType) {}
}

public final class UISelectionFeedbackGenerator: UIFeedbackGenerator, @unchecked Sendable {
    public func selectionChanged() {}
}

/// The device: an iPhone.
public final class UIDevice: @unchecked Sendable {
    public static let current = UIDevice()
    public enum UserInterfaceIdiom: Sendable { case unspecified, phone, pad, tv, carPlay, mac, vision }
    public let userInterfaceIdiom = UserInterfaceIdiom.phone
    public let name = "iPhone"
    public let model = "iPhone"
    public let systemName = "iOS"
    public let systemVersion = "17.0"
}

/// Spelling, for word games: dataflow has no dictionary, so every word is spelled correctly
/// (`rangeOfMisspelledWord` answers `NSNotFound`); say so where a lesson depends on it.
public final class UITextChecker: @unchecked Sendable {
    public init() {}
    public func rangeOfMisspelledWord(
        in stringToCheck: String, range: NSRange, startingAt startingOffset: Int, wrap wrapFlag: Bool, language: String
    ) -> NSRange {
        NSRange(location: NSNotFound, length: 0)
    }
    public func guesses(forWordRange range: NSRange, in string: String, language: String) -> [String]? { [] }
    public func completions(forPartialWordRange range: NSRange, in string: String, language: String) -> [String]? { [] }
}

/// The font of UIKit, for the views and drawing code that measure text with it: a size and a
/// weight, and the line height the system font has at that size (1.19 × the point size).
public final class UIFont: @unchecked Sendable {
    public enum TextStyle: Sendable { case largeTitle, title1, title2, title3, headline, subheadline, body, callout, footnote, caption1, caption2 }

    /// A font's weight, as UIKit numbers them.
    public struct Weight: Hashable, Sendable {
        public let rawValue: CGFloat
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static let ultraLight = Weight(-0.8)
        public static let thin = Weight(-0.6)
        public static let light = Weight(-0.4)
        public static let regular = Weight(0)
        public static let medium = Weight(0.23)
        public static let semibold = Weight(0.3)
        public static let bold = Weight(0.4)
        public static let heavy = Weight(0.56)
        public static let black = Weight(0.62)
    }

    public let pointSize: CGFloat
    public let fontName: String

    init(size: CGFloat = 17, name: String = ".SFUI-Regular") {
        pointSize = size
        fontName = name
    }

    public init?(name fontName: String, size fontSize: CGFloat) {
        pointSize = fontSize
        self.fontName = fontName
    }

    /// The sizes of the text styles at the default Dynamic Type size.
    public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        let sizes: [TextStyle: CGFloat] = [
            .largeTitle: 34, .title1: 28, .title2: 22, .title3: 20, .headline: 17, .subheadline: 15, .body: 17, .callout: 16, .footnote: 13,
            .caption1: 12, .caption2: 11,
        ]
        return UIFont(size: sizes[style] ?? 17)
    }
    public static func systemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(size: fontSize) }
    public static func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont { UIFont(size: fontSize) }
    public static func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(size: fontSize, name: ".SFUI-Bold") }
    public static func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(size: fontSize, name: ".SFUI-Italic") }
    public static func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont { UIFont(size: fontSize, name: ".SFMono") }
    public static func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont { UIFont(size: fontSize) }

    public func withSize(_ fontSize: CGFloat) -> UIFont { UIFont(size: fontSize, name: fontName) }
    public var lineHeight: CGFloat { (pointSize * 1.19).rounded() }
    public var ascender: CGFloat { pointSize * 0.95 }
    public var descender: CGFloat { -pointSize * 0.24 }
    public var capHeight: CGFloat { pointSize * 0.7 }
}

/// How a popover is anchored (iPad): the properties an app sets before presenting.
open class UIPopoverPresentationController: @unchecked Sendable {
    open var sourceView: UIView?
    open var sourceRect: CGRect = .zero
    open var barButtonItem: AnyObject?
    open var permittedArrowDirections: UIPopoverArrowDirection = .any
    public init() {}
}

/// Where a popover's arrow may point.
public struct UIPopoverArrowDirection: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let up = UIPopoverArrowDirection(rawValue: 1 << 0)
    public static let down = UIPopoverArrowDirection(rawValue: 1 << 1)
    public static let left = UIPopoverArrowDirection(rawValue: 1 << 2)
    public static let right = UIPopoverArrowDirection(rawValue: 1 << 3)
    public static let any: UIPopoverArrowDirection = [.up, .down, .left, .right]
    public static let unknown = UIPopoverArrowDirection(rawValue: UInt.max)
}

// MARK: The app and scene delegates of projects made before SwiftUI's App (compiled, never run)

/// What receives events in UIKit: views, view controllers, the application. A responder that
/// a script operates inside a representable lists its controls here (§32).
open class UIResponder: @unchecked Sendable {
    public init() {}

    open var next: UIResponder? { nil }
    open var canBecomeFirstResponder: Bool { false }
    open var canResignFirstResponder: Bool { true }

    /// Asks to be the first responder: only a text input (a wrapped `UITextField` or
    /// `UITextView`) ever becomes one here.
    @discardableResult
    open func becomeFirstResponder() -> Bool { false }

    open var isFirstResponder: Bool { UIResponder.graph?.uiKitFirstResponder === self }

    /// Gives up being the first responder. From anything but a text input, the keyboard goes
    /// down as `sendAction(#selector(UIResponder.resignFirstResponder), …)` takes it: a SwiftUI
    /// field loses its focus (§23), a UIKit one ends editing.
    @discardableResult
    open func resignFirstResponder() -> Bool {
        if let editing = UIResponder.graph?.uiKitFirstResponder, editing !== self { return editing.resignFirstResponder() }
        UIResponder.graph?.resignFirstResponder()
        return true
    }

    // MARK: Actions, undo and key commands

    /// Whether it performs `action`: no, unless a subclass answers otherwise. Without an
    /// Objective-C runtime nothing can ask an object which methods it has.
    open func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool { false }

    /// Who performs `action` along the responder chain: this responder if it says it can, else
    /// the next one's answer; nil at the chain's end.
    open func target(forAction action: Selector, withSender sender: Any?) -> Any? {
        if canPerformAction(action, withSender: sender) { return self }
        return next?.target(forAction: action, withSender: sender)
    }

    /// The undo manager along the responder chain: none here, as `@Environment(\.undoManager)`
    /// has none, unless a responder supplies its own.
    open var undoManager: UndoManager? { next?.undoManager }

    /// The shortcuts a hardware keyboard sends it: kept for the app to read back; a run has no
    /// keyboard to press them.
    open var keyCommands: [UIKeyCommand]? { nil }

    /// What a script can operate on it, in a representable named `label` (§32).
    package func scriptControls(label: String) -> [ControlHandle] { [] }

    /// The graph of the step running now, whose keyboard this is.
    static var graph: ViewGraph? { Ambient.current?.tree as? ViewGraph }
}

public final class UIApplication: UIResponder, @unchecked Sendable {
    public static let shared = UIApplication()
    /// The app's window, one as on an iPhone (deprecated in iOS 15, still common: code reads
    /// `windows.first?.safeAreaInsets.top`).
    public let windows = [UIWindow(frame: .zero)]
    public struct LaunchOptionsKey: Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
    }
    public struct OpenURLOptionsKey: Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
    }
    public static let openSettingsURLString = "app-settings:"
    public var applicationIconBadgeNumber = 0
    /// Whether the screen may dim and lock while the app is open: kept, nothing dims here.
    public var isIdleTimerDisabled = false
    /// The app is in the foreground for the whole run.
    public var applicationState: State { .active }
    public enum State: Int, Sendable { case active = 0, inactive, background }
    public func open(_ url: URL, options: [OpenURLOptionsKey: Any] = [:], completionHandler: ((Bool) -> Void)? = nil) {}
    public func canOpenURL(_ url: URL) -> Bool { false }
    public var connectedScenes: Set<UIScene> { [] }

    /// Alternate app icons: the app may choose one (the user sees an alert, and the Home Screen
    /// icon changes); the choice is kept for the run and noted as an effect.
    public var supportsAlternateIcons: Bool { true }
    public var alternateIconName: String? { AppIcon.current.name }
    public func setAlternateIconName(_ alternateIconName: String?, completionHandler: (((any Error)?) -> Void)? = nil) {
        AppIcon.current.name = alternateIconName
        Effects.record("UIApplication sets the app's icon to \(alternateIconName.map { $0.quotedLiteral } ?? "the primary icon")")
        completionHandler?(nil)
    }
    public func setAlternateIconName(_ alternateIconName: String?) async throws { setAlternateIconName(alternateIconName, completionHandler: nil) }
}

/// The app's icon as the app chose it, kept for the run (every run starts with the primary one).
private final class AppIcon {
    var name: String?

    static var current: AppIcon { FrameworkStores.forCurrentRun("UIKit.alternateIcon", outside: outsideARun) { AppIcon() } }

    nonisolated(unsafe) private static let outsideARun = AppIcon()
}

/// An older app's delegate: dataflow runs its launch method to find the window's root view.
public protocol UIApplicationDelegate: AnyObject {
    func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    var window: UIWindow? { get set }
}

extension UIApplicationDelegate {
    public func application(
        _ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool { true }
    public func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool
    { true }
    public var window: UIWindow? {
        get { nil }
        set {}
    }
}

/// A scene delegate: dataflow runs its connection method to find the window's root view, as
/// UIKit would when the app starts (`window.rootViewController = UIHostingController(rootView: …)`).
public protocol UISceneDelegate: AnyObject {
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
}

extension UISceneDelegate {
    public func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {}
}

public protocol UIWindowSceneDelegate: UISceneDelegate {
    var window: UIWindow? { get set }
}

extension UIWindowSceneDelegate {
    public var window: UIWindow? {
        get { nil }
        set {}
    }
}

/// A hosting controller's root view, whatever its type.
package protocol HostingController {
    var anyRootView: any View { get }
}

open class UIScene: UIResponder, Hashable, @unchecked Sendable {
    public struct ConnectionOptions: Sendable {
        package init() {}
    }
    public static func == (lhs: UIScene, rhs: UIScene) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    /// Whether the scene is on screen and receiving events.
    public enum ActivationState: Int, Sendable {
        case unattached = -1, foregroundActive, foregroundInactive, background
    }

    /// The app's one window is on screen and active while it runs.
    public var activationState: ActivationState { .foregroundActive }
}

public final class UIWindowScene: UIScene, @unchecked Sendable {
    public var windows: [UIWindow] { [] }
    public var keyWindow: UIWindow? { nil }
}

public final class UISceneSession: Hashable, @unchecked Sendable {
    public static func == (lhs: UISceneSession, rhs: UISceneSession) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
    public struct Role: Hashable, Sendable {
        public let rawValue: String
        public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
    }
    public let role = Role.windowApplication
    public let configuration = UISceneConfiguration(name: nil, sessionRole: .windowApplication)
    package init() {}
}

public final class UISceneConfiguration: @unchecked Sendable {
    public init(name: String?, sessionRole: UISceneSession.Role) {}
}

/// UIKit's view controller, as a `UIViewControllerRepresentable` makes it (§32): its view is
/// loaded when first asked for (`loadView`, then `viewDidLoad`), and the representable tells it
/// when it appears and disappears. The controls in its view are what a script operates.
open class UIViewController: UIResponder, UIContentContainer, @unchecked Sendable {
    /// Dark or light whatever the system says: appearance, recorded by nothing here.
    public var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified
    public override init() {}
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {}
    public required init?(coder: NSCoder) {}

    private var loadedView: UIView?

    /// Its view, loaded when first asked for: `loadView()` makes it, then `viewDidLoad()` runs.
    /// Where an iPad shows the controller as a popover: nil on an iPhone, which presents it
    /// as a sheet.
    open var popoverPresentationController: UIPopoverPresentationController? { nil }

    open var view: UIView! {
        get {
            if loadedView == nil {
                loadView()
                if loadedView == nil { loadedView = UIView() }
                viewDidLoad()
            }
            return loadedView
        }
        set { loadedView = newValue }
    }
    open var viewIfLoaded: UIView? { loadedView }
    open var isViewLoaded: Bool { loadedView != nil }
    open func loadView() { loadedView = UIView() }
    open func loadViewIfNeeded() { _ = view }

    open var title: String?
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic
    open var isModalInPresentation = false
    open var preferredContentSize: CGSize = .zero
    open private(set) var presentedViewController: UIViewController?
    /// The controller that presented this one, while it is presented.
    open private(set) weak var presentingViewController: UIViewController?
    // Whether it is being presented, dismissed, pushed or popped right now: never, as a run
    // animates no transition (each happens at once, between the app's calls).
    open var isBeingPresented: Bool { false }
    open var isBeingDismissed: Bool { false }
    open var isMovingToParent: Bool { false }
    open var isMovingFromParent: Bool { false }
    open private(set) var children: [UIViewController] = []
    open private(set) weak var parent: UIViewController?
    open var navigationController: UINavigationController? { parent as? UINavigationController ?? parent?.navigationController }
    open var traitCollection: UITraitCollection { UITraitCollection() }

    open func viewDidLoad() {}
    open func viewWillAppear(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}
    open func viewWillLayoutSubviews() {}
    open func viewDidLayoutSubviews() {}

    open func addChild(_ childController: UIViewController) {
        childController.removeFromParent()
        children.append(childController)
        childController.parent = self
        childController.willMove(toParent: self)
    }
    open func removeFromParent() {
        parent?.children.removeAll { $0 === self }
        parent = nil
    }
    open func willMove(toParent parent: UIViewController?) {}
    open func didMove(toParent parent: UIViewController?) {}

    /// Presenting a controller over this one: recorded, nothing shown (a SwiftUI sheet is how
    /// dataflow shows what is presented).
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        presentedViewController = viewControllerToPresent
        viewControllerToPresent.presentingViewController = self
        Effects.record("\(displayTypeName(type(of: self))) presents \(displayTypeName(type(of: viewControllerToPresent)))")
        completion?()
    }

    /// Dismissing: the presented controller goes; the completion runs at once.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        // Asked of the presented controller, it is its presenter that dismisses it.
        if presentedViewController == nil, let presenter = presentingViewController {
            presenter.dismiss(animated: flag, completion: completion)
            return
        }
        presentedViewController?.presentingViewController = nil
        presentedViewController = nil
        completion?()
    }

    // MARK: The status bar, home indicator and screen edges (appearance: a run shows no status bar)

    // What a controller asks of the system's chrome, for subclasses to override and the app to
    // read back. A run draws no status bar or home indicator, so the answers change nothing seen.

    open var preferredStatusBarStyle: UIStatusBarStyle { .default }
    open var prefersStatusBarHidden: Bool { false }
    open var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .fade }
    open var childForStatusBarStyle: UIViewController? { nil }
    open var childForStatusBarHidden: UIViewController? { nil }
    open var modalPresentationCapturesStatusBarAppearance = false
    open func setNeedsStatusBarAppearanceUpdate() {}

    open var prefersHomeIndicatorAutoHidden: Bool { false }
    open var childForHomeIndicatorAutoHidden: UIViewController? { nil }
    open func setNeedsUpdateOfHomeIndicatorAutoHidden() {}

    open var preferredScreenEdgesDeferringSystemGestures: UIRectEdge { [] }
    open var childForScreenEdgesDeferringSystemGestures: UIViewController? { nil }
    open func setNeedsUpdateOfScreenEdgesDeferringSystemGestures() {}

    // MARK: Key commands

    private var addedKeyCommands: [UIKeyCommand] = []

    /// The key commands added with `addKeyCommand(_:)`, nil when there are none.
    open override var keyCommands: [UIKeyCommand]? { addedKeyCommands.isEmpty ? nil : addedKeyCommands }
    open func addKeyCommand(_ keyCommand: UIKeyCommand) { addedKeyCommands.append(keyCommand) }
    open func removeKeyCommand(_ keyCommand: UIKeyCommand) { addedKeyCommands.removeAll { $0 === keyCommand } }

    // MARK: Its content's size and transitions (UIContentContainer)

    // The iPhone's screen never rotates or resizes here, so nothing calls these; an app that
    // calls them itself gets UIKit's defaults: a transition is passed on to the children.

    /// The transition under way: none, as nothing is presented or pushed with an animation.
    open var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? { nil }

    open func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {}
    open func systemLayoutFittingSizeDidChange(forChildContentContainer container: any UIContentContainer) {}

    /// The size a child is given when this controller's size changes: the whole of it.
    open func size(forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize {
        parentSize
    }

    open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        for child in children {
            child.viewWillTransition(to: self.size(forChildContentContainer: child, withParentContainerSize: size), with: coordinator)
        }
    }

    open func willTransition(to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator) {
        for child in children { child.willTransition(to: newCollection, with: coordinator) }
    }

    /// The controls in its view, once loaded, and in its children's.
    override package func scriptControls(label: String) -> [ControlHandle] {
        (loadedView?.scriptControls(label: label) ?? []) + children.flatMap { $0.scriptControls(label: label) }
    }
}

public enum UIModalPresentationStyle: Int, Sendable {
    case fullScreen, pageSheet, formSheet, currentContext, custom, overFullScreen, overCurrentContext, popover, none = -1, automatic = -2
}

/// A stack of view controllers, the base of UIKit's pickers.
open class UINavigationController: UIViewController, @unchecked Sendable {
    open var viewControllers: [UIViewController] = []
    public init(rootViewController: UIViewController) {
        viewControllers = [rootViewController]
        super.init()
    }
    public override init() { super.init() }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    open func pushViewController(_ viewController: UIViewController, animated: Bool) { viewControllers.append(viewController) }
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? { viewControllers.popLast() }
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard viewControllers.count > 1 else { return nil }
        defer { viewControllers = Array(viewControllers.prefix(1)) }
        return Array(viewControllers.dropFirst())
    }
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) { self.viewControllers = viewControllers }
    /// The controller on top of the stack.
    open var topViewController: UIViewController? { viewControllers.last }
    /// What is seen: the controller the top one presented, else the top one.
    open var visibleViewController: UIViewController? { topViewController?.presentedViewController ?? topViewController }
    open var isNavigationBarHidden = false
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) { isNavigationBarHidden = hidden }
}

/// A tab bar of view controllers, as apps that walk the hierarchy for the top controller meet it.
open class UITabBarController: UIViewController, @unchecked Sendable {
    open var viewControllers: [UIViewController]?
    open var selectedIndex = 0
    open var selectedViewController: UIViewController? {
        get { viewControllers.flatMap { $0.indices.contains(selectedIndex) ? $0[selectedIndex] : nil } }
        set { if let index = viewControllers?.firstIndex(where: { $0 === newValue }) { selectedIndex = index } }
    }
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) { self.viewControllers = viewControllers }
}

/// Columns of view controllers (an iPhone shows one at a time).
open class UISplitViewController: UIViewController, @unchecked Sendable {
    open var viewControllers: [UIViewController] = []
}

/// What a navigation controller tells its delegate (nothing is pushed in a picker here).
public protocol UINavigationControllerDelegate: AnyObject {}

/// Light or dark, as UIKit names them.
public enum UIUserInterfaceStyle: Int, Sendable {
    case unspecified, light, dark
}

/// Hosts a SwiftUI view in UIKit; dataflow runs the view itself as the root. The status bar,
/// home indicator, key command and undo answers are UIViewController's (a subclass overrides
/// them, as with SwiftUI's); the sizing settings are kept, and nothing is sized by them.
open class UIHostingController<Content: View>: UIViewController, HostingController, @unchecked Sendable {
    public var rootView: Content
    public init(rootView: Content) {
        self.rootView = rootView
        super.init()
    }
    public init?(coder aDecoder: NSCoder, rootView: Content) {
        self.rootView = rootView
        super.init(coder: aDecoder)
    }
    /// SwiftUI's own says to use `init(coder:rootView:)`: without a root view there is nothing.
    public required init?(coder aDecoder: NSCoder) { return nil }
    package var anyRootView: any View { rootView }

    /// Which safe areas the content stays out of (iOS 16.4): kept; a run lays nothing out.
    public var safeAreaRegions: SafeAreaRegions = .all

    /// Whether the controller's preferred or intrinsic size follows its content (iOS 16): kept;
    /// a run measures nothing, so neither size changes.
    public var sizingOptions: UIHostingControllerSizingOptions = []

    /// The size the content would take in `size`: a run measures no view, so each dimension is
    /// the proposal's, at most the screen's (one larger than the screen, infinite or negative
    /// answers the screen's): `CGSize(width: 300, height: .greatestFiniteMagnitude)` answers
    /// 300 wide and the screen's height.
    public func sizeThatFits(in size: CGSize) -> CGSize {
        let screen = UIScreen.main.bounds.size
        func fitted(_ proposed: CGFloat, _ available: CGFloat) -> CGFloat {
            proposed.isFinite && proposed >= 0 ? min(proposed, available) : available
        }
        return CGSize(width: fitted(size.width, screen.width), height: fitted(size.height, screen.height))
    }
}

/// Which of a hosting controller's sizes follow its SwiftUI content (iOS 16).
public struct UIHostingControllerSizingOptions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let preferredContentSize = UIHostingControllerSizingOptions(rawValue: 1 << 0)
    public static let intrinsicContentSize = UIHostingControllerSizingOptions(rawValue: 1 << 1)
}

public final class UIWindow: UIResponder, @unchecked Sendable {
    public var rootViewController: UIViewController?
    public var safeAreaInsets: UIEdgeInsets { UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0) }
    public var bounds: CGRect { UIScreen.main.bounds }
    public var isKeyWindow: Bool { true }
    public init(windowScene: UIWindowScene) {}
    public init(frame: CGRect) {}
    /// A window with no frame (a sign-in sheet's presentation anchor, `ASPresentationAnchor()`).
    public override init() {}
    public func makeKeyAndVisible() {}
}
