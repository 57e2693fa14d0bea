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

extension URL {
    /// How a bookmark is made (Apple's Foundation; the toolchain's has no bookmarks).
    public struct BookmarkCreationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let minimalBookmark = BookmarkCreationOptions(rawValue: 1 << 9)
        public static let suitableForBookmarkFile = BookmarkCreationOptions(rawValue: 1 << 10)
        public static let withSecurityScope = BookmarkCreationOptions(rawValue: 1 << 11)
        public static let securityScopeAllowOnlyReadAccess = BookmarkCreationOptions(rawValue: 1 << 12)
        public static let withoutImplicitSecurityScope = BookmarkCreationOptions(rawValue: 1 << 29)
    }

    /// How a bookmark is resolved.
    public struct BookmarkResolutionOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let withoutUI = BookmarkResolutionOptions(rawValue: 1 << 8)
        public static let withoutMounting = BookmarkResolutionOptions(rawValue: 1 << 9)
        public static let withSecurityScope = BookmarkResolutionOptions(rawValue: 1 << 10)
        public static let withoutImplicitStartAccessing = BookmarkResolutionOptions(rawValue: 1 << 15)
    }

    private static let bookmarkPrefix = "dataflow-bookmark:"

    /// A bookmark to the file, which an app keeps to reach a picked file again on its next
    /// launch: here the file's path, as data (deterministic: the same file, the same bytes).
    public func bookmarkData(
        options: BookmarkCreationOptions = [], includingResourceValuesForKeys keys: Set<URLResourceKey>? = nil, relativeTo url: URL? = nil
    ) throws -> Data {
        Data((Self.bookmarkPrefix + standardizedFileURL.path).utf8)
    }

    /// The file a bookmark leads to. A bookmark to a file that no longer exists fails, as on a
    /// device (`CocoaError.fileNoSuchFile`); data that is not a bookmark fails as corrupt.
    public init(
        resolvingBookmarkData data: Data, options: BookmarkResolutionOptions = [], relativeTo url: URL? = nil, bookmarkDataIsStale: inout Bool
    )
        throws
    {
        guard let text = String(data: data, encoding: .utf8), text.hasPrefix(Self.bookmarkPrefix) else {
            throw CocoaError(.fileReadCorruptFile)
        }
        let path = String(text.dropFirst(Self.bookmarkPrefix.count))
        guard FileManager.default.fileExists(atPath: path) else { throw CocoaError(.fileNoSuchFile) }
        bookmarkDataIsStale = false
        self.init(fileURLWithPath: path)
    }
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

extension NSAttributedString.Key {
    /// How drawn text is laid out in its paragraphs (an `NSParagraphStyle`).
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
}

/// How the text of a paragraph is laid out: kept as the app sets it; a run draws no text (D15).
open class NSParagraphStyle: @unchecked Sendable {
    public internal(set) var alignment: NSTextAlignment = .natural
    public internal(set) var lineBreakMode: NSLineBreakMode = .byWordWrapping
    public internal(set) var lineSpacing: CGFloat = 0
    public internal(set) var paragraphSpacing: CGFloat = 0
    public internal(set) var paragraphSpacingBefore: CGFloat = 0
    public internal(set) var firstLineHeadIndent: CGFloat = 0
    public internal(set) var headIndent: CGFloat = 0
    public internal(set) var tailIndent: CGFloat = 0
    public internal(set) var minimumLineHeight: CGFloat = 0
    public internal(set) var maximumLineHeight: CGFloat = 0
    public internal(set) var lineHeightMultiple: CGFloat = 0
    public internal(set) var hyphenationFactor: Float = 0

    public init() {}
    public class var `default`: NSParagraphStyle { NSParagraphStyle() }
}

/// A paragraph style an app sets up (`style.alignment = .center`).
open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
    public override var alignment: NSTextAlignment {
        get { super.alignment }
        set { super.alignment = newValue }
    }
    public override var lineBreakMode: NSLineBreakMode {
        get { super.lineBreakMode }
        set { super.lineBreakMode = newValue }
    }
    public override var lineSpacing: CGFloat {
        get { super.lineSpacing }
        set { super.lineSpacing = newValue }
    }
    public override var paragraphSpacing: CGFloat {
        get { super.paragraphSpacing }
        set { super.paragraphSpacing = newValue }
    }
    public override var paragraphSpacingBefore: CGFloat {
        get { super.paragraphSpacingBefore }
        set { super.paragraphSpacingBefore = newValue }
    }
    public override var firstLineHeadIndent: CGFloat {
        get { super.firstLineHeadIndent }
        set { super.firstLineHeadIndent = newValue }
    }
    public override var headIndent: CGFloat {
        get { super.headIndent }
        set { super.headIndent = newValue }
    }
    public override var tailIndent: CGFloat {
        get { super.tailIndent }
        set { super.tailIndent = newValue }
    }
    public override var minimumLineHeight: CGFloat {
        get { super.minimumLineHeight }
        set { super.minimumLineHeight = newValue }
    }
    public override var maximumLineHeight: CGFloat {
        get { super.maximumLineHeight }
        set { super.maximumLineHeight = newValue }
    }
    public override var lineHeightMultiple: CGFloat {
        get { super.lineHeightMultiple }
        set { super.lineHeightMultiple = newValue }
    }
    public override var hyphenationFactor: Float {
        get { super.hyphenationFactor }
        set { super.hyphenationFactor = newValue }
    }
}

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
    /// `UITextField.appearance().clearButtonMode = .whileEditing`.
    public var clearButtonMode: UITextField.ViewMode = .never
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
/// The arithmetic of transforms, as CoreGraphics does it, so a path or a canvas carried by one
/// lands where it would on a phone.
extension CGAffineTransform {
    /// This transform, then `other`.
    public func concatenating(_ other: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(
            a: a * other.a + b * other.c, b: a * other.b + b * other.d, c: c * other.a + d * other.c, d: c * other.b + d * other.d,
            tx: tx * other.a + ty * other.c + other.tx, ty: tx * other.b + ty * other.d + other.ty)
    }
    /// A move by (`x`, `y`), then this transform.
    public func translatedBy(x: CGFloat, y: CGFloat) -> CGAffineTransform { CGAffineTransform(translationX: x, y: y).concatenating(self) }
    /// A scale by `x` and `y`, then this transform.
    public func scaledBy(x: CGFloat, y: CGFloat) -> CGAffineTransform { CGAffineTransform(scaleX: x, y: y).concatenating(self) }
    /// A turn by `angle` radians, then this transform.
    public func rotated(by angle: CGFloat) -> CGAffineTransform { CGAffineTransform(rotationAngle: angle).concatenating(self) }
    /// The transform that undoes this one; this one itself when nothing can (it flattens the plane).
    public func inverted() -> CGAffineTransform { pathInverse(of: self) ?? self }
    public var isIdentity: Bool { self == .identity }
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

    /// The size the text takes on one line, by the estimate `NSString.size(withAttributes:)`
    /// makes, in the font of its first character.
    public func size() -> CGSize {
        (string as NSString).size(withAttributes: firstAttributes)
    }

    /// The rect the text takes wrapped to `size`'s width, by the same estimate.
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?) -> CGRect {
        (string as NSString).boundingRect(with: size, options: options, attributes: firstAttributes, context: context)
    }

    private var firstAttributes: [NSAttributedString.Key: Any]? {
        length > 0 ? attributes(at: 0, effectiveRange: nil) : nil
    }
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
    public func draw(
        with rect: CGRect, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext?
    ) {}

    /// The size the text takes on one line in the attributes' font (17 points without one): an
    /// estimate, the same every run (half the point size a character; 1.19 × it a line), since
    /// a run has no fonts to measure. Drawing code that paginates by it (a PDF export) lays out
    /// deterministically.
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        let font = attrs?[.font] as? UIFont ?? UIFont.systemFont(ofSize: 17)
        let lines = (self as String).split(separator: "\n", omittingEmptySubsequences: false)
        let widest = lines.map(\.count).max() ?? 0
        return CGSize(width: (CGFloat(widest) * font.pointSize * 0.5).rounded(.up), height: CGFloat(lines.count) * font.lineHeight)
    }

    /// The rect the text takes wrapped to `size`'s width, by the same estimate.
    public func boundingRect(
        with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext?
    ) -> CGRect {
        let line = self.size(withAttributes: attributes)
        let font = attributes?[.font] as? UIFont ?? UIFont.systemFont(ofSize: 17)
        let width = size.width > 0 ? min(line.width, size.width) : line.width
        let lines = size.width > 0 ? max(1, (line.width / max(size.width, 1)).rounded(.up)) : 1
        return CGRect(x: 0, y: 0, width: width, height: lines * font.lineHeight)
    }
}

/// On Apple's platforms `FileProtectionType` is a string that bridges to `NSString`, so a store
/// option is written `FileProtectionType.complete as NSObject`; Linux's Foundation does not
/// bridge it, so this does. Files are not encrypted here (no passcode, D19).
extension FileProtectionType: @retroactive _ObjectiveCBridgeable {
    public func _bridgeToObjectiveC() -> NSString { NSString(string: rawValue) }

    public static func _forceBridgeFromObjectiveC(_ source: NSString, result: inout FileProtectionType?) {
        result = FileProtectionType(rawValue: String(source))
    }

    public static func _conditionallyBridgeFromObjectiveC(_ source: NSString, result: inout FileProtectionType?) -> Bool {
        result = FileProtectionType(rawValue: String(source))
        return true
    }

    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSString?) -> FileProtectionType {
        FileProtectionType(rawValue: String(source ?? ""))
    }
}
