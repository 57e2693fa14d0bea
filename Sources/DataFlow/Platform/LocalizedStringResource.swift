import Foundation

/// A string to localize later (Foundation, iOS 16), as App Intents titles and model enums declare
/// their display text (`var title: LocalizedStringResource { "Low" }`). Linux's Foundation lacks
/// it. dataflow has no string tables: a resource is its own key, in the development language,
/// as `LocalizedStringKey` is (§27).
public struct LocalizedStringResource: Hashable, Sendable, Codable, ExpressibleByStringInterpolation, CustomStringConvertible {
    /// The key in the string table: the literal's text.
    public let key: String
    /// The string table to look in (`Localizable` when nil).
    public var table: String?
    /// The locale to localize for.
    public var locale: Locale

    public init(stringLiteral value: String) {
        key = value
        locale = .current
    }

    public init(stringInterpolation: LocalizedStringKey.StringInterpolation) {
        key = LocalizedStringKey(stringInterpolation: stringInterpolation).string
        locale = .current
    }

    /// A resource for `key` in `table`.
    public init(_ key: String, table: String? = nil, locale: Locale = .current, comment: StaticString? = nil) {
        self.key = key
        self.table = table
        self.locale = locale
    }

    /// The text it localizes to: its key.
    public var description: String { key }
}

extension String {
    /// The localized text of `resource`: its key (dataflow has no string tables).
    @_disfavoredOverload
    public init(localized resource: LocalizedStringResource) {
        self = resource.key
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
        self.init(content: resource.key)
    }
}
