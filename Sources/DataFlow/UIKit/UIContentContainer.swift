import Foundation

// What a view controller tells the system and its children: the status bar it prefers, the
// screen edges whose system gestures it defers, and how its size changes as the screen rotates
// (UIKit's content container protocol and transition coordinator). dataflow's iPhone has no
// status bar on screen and never rotates: the answers are kept for the app to read back, and
// nothing calls the transition methods (UIViewController's members, `UIKitNames.swift`).

/// The colour of the status bar's content, as a view controller prefers it.
public enum UIStatusBarStyle: Int, Sendable {
    case `default` = 0
    case lightContent = 1
    case darkContent = 3
}

/// How the status bar shows or hides when a view controller's preference changes.
public enum UIStatusBarAnimation: Int, Sendable {
    case none, fade, slide
}

/// Edges of a rectangle, as UIKit names them: the screen edges whose system gestures a view
/// controller defers (`[.bottom]` to keep the home indicator's swipe for the app's own).
public struct UIRectEdge: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let top = UIRectEdge(rawValue: 1 << 0)
    public static let left = UIRectEdge(rawValue: 1 << 1)
    public static let bottom = UIRectEdge(rawValue: 1 << 2)
    public static let right = UIRectEdge(rawValue: 1 << 3)
    public static let all: UIRectEdge = [.top, .left, .bottom, .right]
}

/// Something whose size its parent sets, and that passes size changes on to its children:
/// every view controller is one.
public protocol UIContentContainer: AnyObject {
    var preferredContentSize: CGSize { get }
    func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer)
    func systemLayoutFittingSizeDidChange(forChildContentContainer container: any UIContentContainer)
    func size(forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize
    func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator)
    func willTransition(to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator)
}

/// Which view controller of a transition a context is asked for.
public struct UITransitionContextViewControllerKey: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let from = UITransitionContextViewControllerKey(rawValue: "UITransitionContextFromViewControllerKey")
    public static let to = UITransitionContextViewControllerKey(rawValue: "UITransitionContextToViewControllerKey")
}

/// Which view of a transition a context is asked for.
public struct UITransitionContextViewKey: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let from = UITransitionContextViewKey(rawValue: "UITransitionContextFromViewKey")
    public static let to = UITransitionContextViewKey(rawValue: "UITransitionContextToViewKey")
}

extension UIView {
    /// The pace of one of UIKit's animations.
    public enum AnimationCurve: Int, Sendable {
        case easeInOut, easeIn, easeOut, linear
    }
}

/// What a transition's animations can read about it while it runs.
public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
    var isAnimated: Bool { get }
    var presentationStyle: UIModalPresentationStyle { get }
    var initiallyInteractive: Bool { get }
    var isInterruptible: Bool { get }
    var isInteractive: Bool { get }
    var isCancelled: Bool { get }
    var transitionDuration: TimeInterval { get }
    var percentComplete: CGFloat { get }
    var completionVelocity: CGFloat { get }
    var completionCurve: UIView.AnimationCurve { get }
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    func view(forKey key: UITransitionContextViewKey) -> UIView?
    var containerView: UIView { get }
    var targetTransform: CGAffineTransform { get }
}

/// A transition under way (a rotation, a presentation), which a view controller's own
/// animations can join: `viewWillTransition(to:with:)` is handed one.
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    @discardableResult
    func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool

    @discardableResult
    func animateAlongsideTransition(
        in view: UIView?, animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool

    func notifyWhenInteractionChanges(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void)
}

extension UIViewControllerTransitionCoordinator {
    /// Joins the transition with animations and no completion, as apps most often call it.
    @discardableResult
    public func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        animate(alongsideTransition: animation, completion: nil)
    }

    @discardableResult
    public func animateAlongsideTransition(in view: UIView?, animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        animateAlongsideTransition(in: view, animation: animation, completion: nil)
    }
}
