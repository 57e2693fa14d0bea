import Foundation

// UIKit's bar appearances (iOS 13), which apps build in an `init` or `.onAppear` and hand to
// `UITabBar.appearance()` or `UINavigationBar.appearance()` to restyle SwiftUI's bars. dataflow
// draws no bars: they are accepted, keep what is set, and change nothing a script can see (D15).

/// The appearance of a bar: its background and shadow.
open class UIBarAppearance: @unchecked Sendable {
    public var backgroundColor: UIColor?
    public var backgroundEffect: UIBlurEffect?
    public var backgroundImage: UIImage?
    public var shadowColor: UIColor?
    public var shadowImage: UIImage?

    public init() {}

    /// The system's translucent background with a shadow.
    public func configureWithDefaultBackground() {
        backgroundColor = nil
        backgroundEffect = UIBlurEffect(style: .systemChromeMaterial)
        shadowColor = UIColor(white: 0, alpha: 0.3)
    }

    /// An opaque background of the system's colour, with a shadow.
    public func configureWithOpaqueBackground() {
        backgroundColor = .systemBackground
        backgroundEffect = nil
        shadowColor = UIColor(white: 0, alpha: 0.3)
    }

    /// No background and no shadow.
    public func configureWithTransparentBackground() {
        backgroundColor = .clear
        backgroundEffect = nil
        shadowColor = .clear
    }
}

/// The look of a bar button item in one state.
public final class UIBarButtonItemStateAppearance: @unchecked Sendable {
    public var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    public var titlePositionAdjustment = UIOffset.zero
    init() {}
}

/// The look of a bar's button items, state by state.
public final class UIBarButtonItemAppearance: @unchecked Sendable {
    public enum Style: Int, Sendable { case plain, done, prominent }
    public let normal = UIBarButtonItemStateAppearance()
    public let highlighted = UIBarButtonItemStateAppearance()
    public let disabled = UIBarButtonItemStateAppearance()
    public let focused = UIBarButtonItemStateAppearance()
    public init() {}
    public init(style: Style) {}
    public func configureWithDefault(for style: Style) {}
}

/// A navigation bar's appearance: its titles and buttons beside the background.
public final class UINavigationBarAppearance: UIBarAppearance, @unchecked Sendable {
    public var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    public var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
    public var titlePositionAdjustment = UIOffset.zero
    public var buttonAppearance = UIBarButtonItemAppearance()
    public var backButtonAppearance = UIBarButtonItemAppearance()
    public var doneButtonAppearance = UIBarButtonItemAppearance()
    public private(set) var backIndicatorImage: UIImage?
    public private(set) var backIndicatorTransitionMaskImage: UIImage?

    public override init() {}

    public func setBackIndicatorImage(_ backIndicatorImage: UIImage?, transitionMaskImage: UIImage?) {
        self.backIndicatorImage = backIndicatorImage
        backIndicatorTransitionMaskImage = transitionMaskImage
    }
}

/// A toolbar's appearance.
public final class UIToolbarAppearance: UIBarAppearance, @unchecked Sendable {
    public var buttonAppearance = UIBarButtonItemAppearance()
    public var doneButtonAppearance = UIBarButtonItemAppearance()
    public override init() {}
}

/// The look of a tab bar item in one state.
public final class UITabBarItemStateAppearance: @unchecked Sendable {
    public var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    public var titlePositionAdjustment = UIOffset.zero
    public var iconColor: UIColor?
    public var badgeBackgroundColor: UIColor?
    public var badgeTextAttributes: [NSAttributedString.Key: Any] = [:]
    init() {}
}

/// The look of a tab bar's items, state by state.
public final class UITabBarItemAppearance: @unchecked Sendable {
    public enum Style: Int, Sendable { case stacked, inline, compactInline }
    public let normal = UITabBarItemStateAppearance()
    public let selected = UITabBarItemStateAppearance()
    public let disabled = UITabBarItemStateAppearance()
    public let focused = UITabBarItemStateAppearance()
    public init() {}
    public init(style: Style) {}
    public func configureWithDefault(for style: Style) {}
}

/// A tab bar's appearance: its items' layouts beside the background.
public final class UITabBarAppearance: UIBarAppearance, @unchecked Sendable {
    public var stackedLayoutAppearance = UITabBarItemAppearance()
    public var inlineLayoutAppearance = UITabBarItemAppearance()
    public var compactInlineLayoutAppearance = UITabBarItemAppearance()
    public var selectionIndicatorTintColor: UIColor?
    public var selectionIndicatorImage: UIImage?
    public override init() {}
}

/// An offset, as UIKit positions a title.
public struct UIOffset: Hashable, Sendable {
    public var horizontal: CGFloat
    public var vertical: CGFloat
    public init(horizontal: CGFloat, vertical: CGFloat) {
        self.horizontal = horizontal
        self.vertical = vertical
    }
    public static let zero = UIOffset(horizontal: 0, vertical: 0)
}
