import Foundation

/// The types a data detector looks for, as `CheckingType` raw values joined (`.link.rawValue`).
public typealias NSTextCheckingTypes = UInt64

/// Foundation's data detector, which Linux's Foundation lacks: it finds links and phone numbers in
/// text, so a notes or chat app that turns them into buttons shows the same buttons here.
///
/// Links are what iOS calls links: a URL with its scheme, a `www.` or bare domain name (made
/// `http://`), and an email address (made `mailto:`). A phone number is a run of at least seven
/// digits with the separators people write. Dates and addresses are natural language, whose
/// reading is Apple's and differs between releases; they are not found, and a detector for
/// them alone finds nothing. Apple's class is a kind of `NSRegularExpression`, which Linux's
/// Foundation does not let another module subclass; this one answers the same matching calls.
open class NSDataDetector: NSObject, @unchecked Sendable {
    /// What the detector was made to find.
    public let checkingTypes: NSTextCheckingTypes

    /// A detector for `checkingTypes`; like Apple's, it throws only when none of them is a type a
    /// detector finds.
    public init(types checkingTypes: NSTextCheckingTypes) throws {
        guard checkingTypes & (Kind.link | Kind.phoneNumber | Kind.date | Kind.address | Kind.transitInformation) != 0 else {
            throw CocoaError(.featureUnsupported)
        }
        self.checkingTypes = checkingTypes
        super.init()
    }

    /// Every link and phone number in `range` of `string`, in the order they appear.
    open func matches(in string: String, options: NSRegularExpression.MatchingOptions = [], range: NSRange) -> [NSTextCheckingResult] {
        let text = string as NSString
        let range = NSIntersectionRange(range, NSRange(location: 0, length: text.length))
        var found: [DetectedTextResult] = []
        if checkingTypes & Kind.link != 0 {
            found += Self.links.matches(in: string, range: range).compactMap { match in
                Self.link(text.substring(with: match.range), at: match.range)
            }
        }
        if checkingTypes & Kind.phoneNumber != 0 {
            found += Self.phoneNumbers.matches(in: string, range: range).compactMap { match in
                let number = text.substring(with: match.range)
                guard number.filter(\.isNumber).count >= 7, !found.contains(where: { NSIntersectionRange($0.range, match.range).length > 0 }) else {
                    return nil
                }
                return DetectedTextResult(range: match.range, type: Kind.phoneNumber, phoneNumber: number)
            }
        }
        return found.sorted { $0.range.location < $1.range.location }
    }

    open func firstMatch(in string: String, options: NSRegularExpression.MatchingOptions = [], range: NSRange) -> NSTextCheckingResult? {
        matches(in: string, options: options, range: range).first
    }

    open func numberOfMatches(in string: String, options: NSRegularExpression.MatchingOptions = [], range: NSRange) -> Int {
        matches(in: string, options: options, range: range).count
    }

    open func rangeOfFirstMatch(in string: String, options: NSRegularExpression.MatchingOptions = [], range: NSRange) -> NSRange {
        firstMatch(in: string, options: options, range: range)?.range ?? NSRange(location: NSNotFound, length: 0)
    }

    open func enumerateMatches(
        in string: String, options: NSRegularExpression.MatchingOptions = [], range: NSRange,
        using block: (NSTextCheckingResult?, NSRegularExpression.MatchingFlags, UnsafeMutablePointer<ObjCBool>) -> Void
    ) {
        var stop = ObjCBool(false)
        for match in matches(in: string, options: options, range: range) {
            block(match, [], &stop)
            if stop.boolValue { return }
        }
    }

    /// The raw values of the kinds a detector finds, as Linux's Foundation numbers them. Its names
    /// for them are deprecated there (its own classes never return them), so dataflow does not
    /// write the names; an app that does compiles with that warning, which a run does not show.
    enum Kind {
        static let date: NSTextCheckingTypes = 1 << 4
        static let address: NSTextCheckingTypes = 1 << 5
        static let link: NSTextCheckingTypes = 1 << 6
        static let phoneNumber: NSTextCheckingTypes = 1 << 11
        static let transitInformation: NSTextCheckingTypes = 1 << 12
    }

    /// URLs with a scheme, `www.` names, email addresses and bare domain names with a common
    /// top-level domain, each up to the space after it.
    private static let links = regex(
        #"[A-Za-z][A-Za-z0-9+.-]*://[^\s<>"]+|www\.[^\s<>"]+|[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}|\b[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.(?:com|org|net|io|dev|app|edu|gov|co|me|ai|uk|de|fr|jp|ca|au)\b(?:/[^\s<>"]*)?"#
    )

    /// Digits with the spaces, dots, dashes, brackets and leading plus people write between them.
    private static let phoneNumbers = regex(#"(?<![\w.])\+?\(?\d[\d\s().-]{5,}\d(?![\w])"#)

    private static func regex(_ pattern: String) -> NSRegularExpression {
        do { return try NSRegularExpression(pattern: pattern) } catch { preconditionFailure("data detector pattern: \(error)") }
    }

    /// The link `text` names, without the punctuation that ends the sentence around it.
    private static func link(_ text: String, at range: NSRange) -> DetectedTextResult? {
        var text = Substring(text)
        var range = range
        while let last = text.last, ".,;:!?)'\"".contains(last) {
            text = text.dropLast()
            range.length -= 1
        }
        let written = String(text)
        let address: String
        if written.contains("://") {
            address = written
        } else if written.contains("@") {
            address = "mailto:" + written
        } else {
            address = "http://" + written
        }
        guard let url = URL(string: address) else { return nil }
        return DetectedTextResult(range: range, type: Kind.link, url: url)
    }
}

/// A link or phone number a data detector found.
final class DetectedTextResult: NSTextCheckingResult {
    let foundRange: NSRange
    let type: NSTextCheckingTypes
    let foundURL: URL?
    let foundPhoneNumber: String?

    init(range: NSRange, type: NSTextCheckingTypes, url: URL? = nil, phoneNumber: String? = nil) {
        foundRange = range
        self.type = type
        foundURL = url
        foundPhoneNumber = phoneNumber
        super.init()
    }

    required init?(coder: NSCoder) { nil }

    override var range: NSRange { foundRange }
    override var resultType: NSTextCheckingResult.CheckingType { NSTextCheckingResult.CheckingType(rawValue: type) }
    override var numberOfRanges: Int { 1 }
    override func range(at idx: Int) -> NSRange { foundRange }
}

extension NSTextCheckingResult {
    /// The URL of a link a data detector found.
    public var url: URL? { (self as? DetectedTextResult)?.foundURL }
    /// The phone number a data detector found, as written.
    public var phoneNumber: String? { (self as? DetectedTextResult)?.foundPhoneNumber }
    /// The date of a date a data detector found: none is found here (see `NSDataDetector`).
    public var date: Date? { nil }
    public var duration: TimeInterval { 0 }
    public var timeZone: TimeZone? { nil }
    public var addressComponents: [NSTextCheckingKey: String]? { nil }
}

/// The parts of an address a data detector found (none are found here).
public struct NSTextCheckingKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let name = NSTextCheckingKey(rawValue: "Name")
    public static let jobTitle = NSTextCheckingKey(rawValue: "JobTitle")
    public static let organization = NSTextCheckingKey(rawValue: "Organization")
    public static let street = NSTextCheckingKey(rawValue: "Street")
    public static let city = NSTextCheckingKey(rawValue: "City")
    public static let state = NSTextCheckingKey(rawValue: "State")
    public static let zip = NSTextCheckingKey(rawValue: "ZIP")
    public static let country = NSTextCheckingKey(rawValue: "Country")
    public static let phone = NSTextCheckingKey(rawValue: "Phone")
}
