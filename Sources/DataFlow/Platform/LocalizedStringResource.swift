import Foundation

/// A string to localize later (Foundation, iOS 16), as App Intents titles and model enums declare
/// their display text (`var title: LocalizedStringResource { "Low" }`). Linux's Foundation lacks
/// it. dataflow has no string tables: a resource is its own key, in the development language,
/// as `LocalizedStringKey` is (§27).
public struct LocalizedStringResource: Hashable, Sendable, Codable, ExpressibleByStringInterpolation, CustomStringConvertible {
    /// The text it shows: its default value when it has one (a String Catalog's symbol,
    /// `LocalizedStringResource("greeting", defaultValue: "Hello")`), else its key.
    package let text: String
    /// The string table to look in (`Localizable` when nil).
    public var table: String?
    /// The locale to localize for.
    public var locale: Locale

    /// The key in the string table: the literal's text.
    public let key: String

    public init(stringLiteral value: String) {
        key = value
        text = value
        locale = .current
    }

    public init(stringInterpolation: LocalizedStringKey.StringInterpolation) {
        key = LocalizedStringKey(stringInterpolation: stringInterpolation).string
        text = key
        locale = .current
    }

    /// A resource for `key` in `table`.
    public init(_ key: String, table: String? = nil, locale: Locale = .current, comment: StaticString? = nil) {
        self.key = key
        text = key
        self.table = table
        self.locale = locale
    }

    /// A key and the text it has in the development language: what Xcode 26 generates for a
    /// String Catalog's key (`.descriptionUnavailable`), whose text is the catalog's value.
    public init(
        _ key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current, bundle: Bundle? = nil,
        comment: StaticString? = nil
    ) {
        self.key = "\(key)"
        text = defaultValue.key
        self.table = table
        self.locale = locale
    }

    /// The text it localizes to: its default value, else its key.
    public var description: String { text }
}

extension String {
    /// The localized text of `resource`: its key (dataflow has no string tables).
    @_disfavoredOverload
    public init(localized resource: LocalizedStringResource) {
        self = resource.text
    }

    /// A key and its development-language value, with interpolations (Foundation, iOS 15):
    /// `String(localized: "Hello, \(name)")`. Linux's Foundation lacks it; its text is the
    /// interpolated key, as there are no string tables.
    public struct LocalizationValue: Hashable, Sendable, ExpressibleByStringInterpolation, CustomStringConvertible {
        let key: String
        public init(stringLiteral value: String) { key = value }
        public init(stringInterpolation: LocalizedStringKey.StringInterpolation) {
            key = LocalizedStringKey(stringInterpolation: stringInterpolation).string
        }
        public init(_ value: String) { key = value }
        public var description: String { key }
    }

    /// The text of a key: the key itself (§27).
    public init(
        localized keyAndValue: LocalizationValue, table: String? = nil, bundle: Bundle? = nil, locale: Locale = .current, comment: StaticString? = nil
    ) {
        self = keyAndValue.key
    }

    /// The text of `key`: its default value in the development language.
    public init(
        localized key: StaticString, defaultValue: LocalizationValue, table: String? = nil, bundle: Bundle? = nil, locale: Locale = .current,
        comment: StaticString? = nil
    ) {
        self = defaultValue.key
    }
}

extension Text {
    /// Text that shows a localized resource: its key (iOS 16).
    @_disfavoredOverload
    public init(_ resource: LocalizedStringResource) {
        self.init(content: resource.text)
    }
}
