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

extension NotificationCenter {
    /// The notifications posted with `name` from now on, as an async sequence (`for await note in
    /// NotificationCenter.default.notifications(named: …)`): Apple's Foundation has it, Linux's
    /// lacks it. The loop ends when the task that runs it is cancelled.
    public func notifications(named name: Notification.Name, object: AnyObject? = nil) -> AsyncStream<Notification> {
        AsyncStream { continuation in
            nonisolated(unsafe) let token = addObserver(forName: name, object: object, queue: nil) { note in
                nonisolated(unsafe) let delivered = note
                continuation.yield(delivered)
            }
            continuation.onTermination = { [weak self] _ in self?.removeObserver(token) }
        }
    }
}

extension PersonNameComponents {
    /// The name as a person's name is written in English: given, middle and family names.
    public func formatted() -> String {
        [namePrefix, givenName, middleName, familyName, nameSuffix].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: " ")
    }
}

extension Measurement {
    /// A measurement written with its unit's symbol (`5 km`): Linux's Foundation has no
    /// measurement format style. Every width writes the symbol; the number is written as
    /// `.number` writes it.
    public struct FormatStyle: Foundation.FormatStyle {
        public enum UnitWidth: Codable, Hashable, Sendable { case wide, abbreviated, narrow }
        public var width: UnitWidth

        public init(width: UnitWidth) { self.width = width }

        public func format(_ value: Measurement<UnitType>) -> String {
            let number = value.value.formatted(.number)
            return width == .narrow ? number + value.unit.symbol : number + " " + value.unit.symbol
        }
    }

    public func formatted(_ style: FormatStyle = FormatStyle(width: .abbreviated)) -> String { style.format(self) }
}

extension FormatStyle {
    public static func measurement<UnitType: Dimension>(width: Measurement<UnitType>.FormatStyle.UnitWidth) -> Measurement<UnitType>.FormatStyle
    where Self == Measurement<UnitType>.FormatStyle {
        Measurement<UnitType>.FormatStyle(width: width)
    }
}

extension URL {
    /// The app's Application Support folder (iOS 16): the run's temporary folder, as the
    /// documents folder is.
    public static var applicationSupportDirectory: URL { FileManager.default.temporaryDirectory }
}

extension NSAttributedString {
    // Drawing text into a renderer's context: runs, draws nothing (D15).
    public func draw(at point: CGPoint) {}
    public func draw(in rect: CGRect) {}
    public func draw(with rect: CGRect, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?) {}
}

/// How text is laid out when drawn (UIKit's string drawing).
public struct NSStringDrawingOptions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1)
    public static let usesFontLeading = NSStringDrawingOptions(rawValue: 2)
    public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 32)
}

/// What a string drawing measured.
open class NSStringDrawingContext: @unchecked Sendable {
    public init() {}
    open var minimumScaleFactor: CGFloat = 0
}

extension NSString {
    public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {}
    public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {}
}
