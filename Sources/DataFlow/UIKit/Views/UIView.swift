import Foundation

/// UIKit's view, as a `UIViewRepresentable` makes it: its `makeUIView` and `updateUIView` run
/// (§32), and what the view draws is not seen: a representable is a screen leaf named by its
/// type. The properties are kept for the app's own code to read back; the hierarchy is real
/// (`addSubview`, `superview`), and the controls and gesture recognizers in it are what a
/// script operates, as the user would touch them.
open class UIView: UIResponder, @unchecked Sendable {
    open var frame: CGRect
    open var backgroundColor: UIColor?
    open var tintColor: UIColor!
    open var isHidden = false
    open var alpha: CGFloat = 1
    open var isOpaque = true
    open var clipsToBounds = false
    open var isUserInteractionEnabled = true
    open var contentMode: ContentMode = .scaleToFill
    open var tag = 0
    open var transform: CGAffineTransform = .identity
    open var translatesAutoresizingMaskIntoConstraints = true
    open var autoresizingMask: AutoresizingMask = []
    open var layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    open var directionalLayoutMargins = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
    open var preservesSuperviewLayoutMargins = false
    open var insetsLayoutMarginsFromSafeArea = true
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified
    open var semanticContentAttribute: UISemanticContentAttribute = .unspecified
    open var accessibilityLabel: String?
    open var accessibilityIdentifier: String?
    open var accessibilityHint: String?
    open var isAccessibilityElement = false
    open private(set) var subviews: [UIView] = []
    open private(set) weak var superview: UIView?
    open private(set) var gestureRecognizers: [UIGestureRecognizer]?
    open private(set) var constraints: [NSLayoutConstraint] = []
    /// The layer behind the view, for code that rounds or shadows it (kept, drawn by nothing).
    public let layer = CALayer()

    /// `UIView()`: a convenience that calls `init(frame:)`, as UIKit's `init()` does, so a
    /// subclass that overrides `init(frame:)` and `init?(coder:)` is still made with `MyView()`.
    public override convenience init() { self.init(frame: .zero) }
    public init(frame: CGRect) {
        self.frame = frame
        super.init()
    }
    public required init?(coder: NSCoder) {
        frame = .zero
        super.init()
    }

    /// Proxies for restyling every view of a class (`UISegmentedControl.appearance()`): accepted,
    /// and nothing a script can see changes.
    open class func appearance() -> UIAppearanceProxy { UIAppearanceProxy() }
    open class func appearance(whenContainedInInstancesOf containerTypes: [AnyObject.Type]) -> UIAppearanceProxy { UIAppearanceProxy() }

    // MARK: The hierarchy

    open override var next: UIResponder? { superview }

    open func addSubview(_ view: UIView) { insertSubview(view, at: subviews.count) }

    open func insertSubview(_ view: UIView, at index: Int) {
        view.removeFromSuperview()
        subviews.insert(view, at: min(max(index, 0), subviews.count))
        view.superview = self
        view.didMoveToSuperview()
    }

    open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
        insertSubview(view, at: subviews.firstIndex { $0 === siblingSubview } ?? 0)
    }

    open func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
        insertSubview(view, at: (subviews.firstIndex { $0 === siblingSubview } ?? subviews.count - 1) + 1)
    }

    open func removeFromSuperview() {
        guard let superview else { return }
        superview.subviews.removeAll { $0 === self }
        self.superview = nil
        didMoveToSuperview()
    }

    open func bringSubviewToFront(_ view: UIView) {
        guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.append(subviews.remove(at: index))
    }

    open func sendSubviewToBack(_ view: UIView) {
        guard let index = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.insert(subviews.remove(at: index), at: 0)
    }

    open func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for view in subviews { if let found = view.viewWithTag(tag) { return found } }
        return nil
    }

    open func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }

    open func didMoveToSuperview() {}
    open func didMoveToWindow() {}
    open func willMove(toSuperview newSuperview: UIView?) {}
    open var window: UIWindow? { nil }

    // MARK: Geometry and layout (kept; nothing is laid out)

    /// The view's own coordinates: its frame's size at the origin.
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set { frame.size = newValue.size }
    }
    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }
    open var safeAreaInsets: UIEdgeInsets { .zero }
    open var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
    public static let noIntrinsicMetric: CGFloat = -1
    public static let layoutFittingCompressedSize = CGSize.zero
    public static let layoutFittingExpandedSize = CGSize(width: 10_000, height: 10_000)

    open func sizeThatFits(_ size: CGSize) -> CGSize { frame.size }
    open func sizeToFit() { frame.size = sizeThatFits(frame.size) }
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize { targetSize }
    open func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
        verticalFittingPriority: UILayoutPriority
    ) -> CGSize { targetSize }
    open func invalidateIntrinsicContentSize() {}
    open func setNeedsLayout() {}
    open func layoutIfNeeded() {}
    open func layoutSubviews() {}
    open func setNeedsDisplay() {}
    open func draw(_ rect: CGRect) {}
    open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint { point }
    open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint { point }
    open func convert(_ rect: CGRect, to view: UIView?) -> CGRect { rect }
    open func convert(_ rect: CGRect, from view: UIView?) -> CGRect { rect }

    private var hugging: [NSLayoutConstraint.Axis: UILayoutPriority] = [:]
    private var compressionResistance: [NSLayoutConstraint.Axis: UILayoutPriority] = [:]
    open func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) { hugging[axis] = priority }
    open func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority { hugging[axis] ?? .defaultLow }
    open func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        compressionResistance[axis] = priority
    }
    open func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        compressionResistance[axis] ?? .defaultHigh
    }

    open func addConstraint(_ constraint: NSLayoutConstraint) { constraints.append(constraint) }
    open func addConstraints(_ constraints: [NSLayoutConstraint]) { self.constraints += constraints }
    open func removeConstraint(_ constraint: NSLayoutConstraint) { constraints.removeAll { $0 === constraint } }
    open func removeConstraints(_ constraints: [NSLayoutConstraint]) { for constraint in constraints { removeConstraint(constraint) } }

    open var traitCollection: UITraitCollection { UITraitCollection() }

    // MARK: Gestures

    open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        gestureRecognizers = (gestureRecognizers ?? []) + [gestureRecognizer]
        gestureRecognizer.view = self
    }

    open func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        gestureRecognizers?.removeAll { $0 === gestureRecognizer }
        gestureRecognizer.view = nil
    }

    // MARK: What a script operates

    /// The controls of this view and of the views inside it, front to back as the user finds
    /// them: none in a hidden, transparent or untouchable view, as in UIKit's hit-testing.
    override package func scriptControls(label: String) -> [ControlHandle] {
        guard !isHidden, alpha > 0.01, isUserInteractionEnabled else { return [] }
        let name = accessibilityLabel ?? scriptTitle ?? label
        let gestures = (gestureRecognizers ?? []).filter(\.isEnabled).flatMap { $0.scriptControls(label: name) }
        return ownControls(label: name) + gestures + subviews.flatMap { $0.scriptControls(label: label) }
    }

    /// The view's own title, which names its controls when it has one (a button's title, a
    /// text field's placeholder); else the representable's name does.
    package var scriptTitle: String? { nil }

    /// What a script can do to this view itself, named `label`: a control's handles.
    package func ownControls(label: String) -> [ControlHandle] { [] }
}

extension UIView {
    /// How a view's content fills its bounds.
    public enum ContentMode: Int, Sendable {
        case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
        case topLeft, topRight, bottomLeft, bottomRight
    }

    /// Which of a view's edges and sizes follow its superview's.
    public struct AutoresizingMask: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    /// Options of UIKit's own animations.
    public struct AnimationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let curveEaseInOut = AnimationOptions([])
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
    }

    // UIKit's animations take no time here: the changes are made at once, and the completion is
    // told they finished, as when an animation runs to its end.

    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        animations()
    }

    public class func animate(
        withDuration duration: TimeInterval, animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        animations()
        completion?(true)
    }

    public class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        animations()
        completion?(true)
    }

    public class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
        initialSpringVelocity velocity: CGFloat, options: AnimationOptions = [], animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        animations()
        completion?(true)
    }

    public class func transition(
        with view: UIView, duration: TimeInterval, options: AnimationOptions = [], animations: (() -> Void)?,
        completion: ((Bool) -> Void)? = nil
    ) {
        animations?()
        completion?(true)
    }

    /// iOS 18: UIKit changes animated with a SwiftUI animation; made at once, as the others are.
    public class func animate(_ animation: Animation, changes: () -> Void, completion: (() -> Void)? = nil) {
        changes()
        completion?()
    }

    public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) { actionsWithoutAnimation() }
    /// Turns UIKit's animations off or on for the app: kept, nothing animates here anyway.
    public class func setAnimationsEnabled(_ enabled: Bool) { animationsEnabled = enabled }
    public class var areAnimationsEnabled: Bool { animationsEnabled }
    nonisolated(unsafe) private static var animationsEnabled = true
}

/// Left to right or right to left, as a view chooses.
public enum UISemanticContentAttribute: Int, Sendable {
    case unspecified, playback, spatial, forceLeftToRight, forceRightToLeft
}

/// Insets by leading and trailing edge, as UIKit's layout margins name them.
public struct NSDirectionalEdgeInsets: Hashable, Sendable {
    public var top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat
    public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }
    public static let zero = NSDirectionalEdgeInsets()
}

/// The environment of a view, as UIKit names it: an iPhone's, in light mode at the default size.
public final class UITraitCollection: @unchecked Sendable {
    public let userInterfaceStyle: UIUserInterfaceStyle = .light
    public let horizontalSizeClass: UIUserInterfaceSizeClass = .compact
    public let verticalSizeClass: UIUserInterfaceSizeClass = .regular
    public let preferredContentSizeCategory: UIContentSizeCategory = .large
    public let displayScale: CGFloat = 3
    public init() {}
    public static var current: UITraitCollection { UITraitCollection() }
}

public enum UIUserInterfaceSizeClass: Int, Sendable {
    case unspecified, compact, regular
}

/// A text size the user chose, as UIKit names it.
public struct UIContentSizeCategory: Hashable, Sendable, RawRepresentable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let extraSmall = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
    public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
    public static let medium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
    public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
    public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
    public static let extraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
    public static let extraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
    public static let accessibilityMedium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityM")
    public static let accessibilityLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityL")
    public static let accessibilityExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXL")
    public var isAccessibilityCategory: Bool { rawValue.contains("Accessibility") }
}
