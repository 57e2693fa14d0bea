import Foundation

// Names Apple's Foundation (and its UIKit additions) has and Linux's lacks, that apps' model code
// uses: the documents folder, attributed-string keys for bar appearances.

extension URL {
    /// The app's documents folder (iOS 16): dataflow gives each run the system's temporary folder,
    /// so a model that saves and loads there works, and nothing lands in the user's files.
    public static var documentsDirectory: URL { FileManager.default.temporaryDirectory }
    public static var cachesDirectory: URL { FileManager.default.temporaryDirectory }
}

extension URL {
    /// Access to a file outside the sandbox (one the user picked): every file a run can read is
    /// its own, so access is granted (true) and there is nothing to give back.
    public func startAccessingSecurityScopedResource() -> Bool { true }
    public func stopAccessingSecurityScopedResource() {}
}

extension Data.WritingOptions {
    /// Apple's other name for an atomic write.
    public static var atomicWrite: Data.WritingOptions { .atomic }
}

#if !canImport(UIKit)
extension NSAttributedString.Key {
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    public static let font = NSAttributedString.Key("NSFont")
}
#endif

/// UIKit's appearance proxies, which older SwiftUI code sets in an `init` to restyle lists and bars
/// (`UITableView.appearance().backgroundColor = .clear`): accepted, and they change nothing a
/// script can see.
public final class UIAppearanceProxy: @unchecked Sendable {
    public var backgroundColor: UIColor?
    public var tintColor: UIColor?
    public var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine
    public var separatorColor: UIColor?
    public var barTintColor: UIColor?
    public var selectedSegmentTintColor: UIColor?
    public var currentPageIndicatorTintColor: UIColor?
    public var pageIndicatorTintColor: UIColor?
    public var titleTextAttributes: [NSAttributedString.Key: Any]?
    public var largeTitleTextAttributes: [NSAttributedString.Key: Any]?
    public var isTranslucent = true
    public var keyboardDismissMode = 0
    public var backgroundView: AnyObject?
    public var standardAppearance: AnyObject?
    public var scrollEdgeAppearance: AnyObject?
    public var compactAppearance: AnyObject?
    public var compactScrollEdgeAppearance: AnyObject?
    public var unselectedItemTintColor: UIColor?
    public var prefersLargeTitles = false
    public func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {}
    public func setBackgroundImage(_ image: UIImage?, for barMetrics: Int) {}
    init() {}
}

public final class UITableView: @unchecked Sendable {
    public static func appearance() -> UIAppearanceProxy { UIAppearanceProxy() }
}

public final class UITableViewCell: @unchecked Sendable {
    public enum SeparatorStyle: Int, Sendable { case none, singleLine, singleLineEtched }
    public static func appearance() -> UIAppearanceProxy { UIAppearanceProxy() }
}

public final class UINavigationBar: @unchecked Sendable {
    public static func appearance() -> UIAppearanceProxy { UIAppearanceProxy() }
}

public final class UITabBar: @unchecked Sendable {
    public static func appearance() -> UIAppearanceProxy { UIAppearanceProxy() }
}

public final class UIToolbar: @unchecked Sendable {
    public static func appearance() -> UIAppearanceProxy { UIAppearanceProxy() }
}

#if !canImport(CoreGraphics)
extension CGAffineTransform {
    public func concatenating(_ other: CGAffineTransform) -> CGAffineTransform { self }
    public func translatedBy(x: CGFloat, y: CGFloat) -> CGAffineTransform { self }
    public func scaledBy(x: CGFloat, y: CGFloat) -> CGAffineTransform { self }
    public func rotated(by angle: CGFloat) -> CGAffineTransform { self }
}
#endif

public struct UIEdgeInsets: Hashable, Sendable {
    public var top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }
    public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}

extension UserDefaults {
    /// Key-value coding's read, as Apple's `NSObject` gives every `UserDefaults`: the stored
    /// object (Linux's Foundation has no key-value coding).
    public func value(forKey key: String) -> Any? { object(forKey: key) }

    /// Key-value coding's write: the same as `set(_:forKey:)`.
    public func setValue(_ value: Any?, forKey key: String) { set(value, forKey: key) }
}
