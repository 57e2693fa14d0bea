import Foundation

/// Foundation's name formatter, whose initializer Linux's Foundation does not offer. Names are
/// written as an English-language iPhone writes them: given name first, family name last.
open class PersonNameComponentsFormatter: Formatter, @unchecked Sendable {
    /// How much of a name is written.
    public enum Style: Int, Sendable {
        case `default`, short, medium, long, abbreviated
    }

    open var style: Style = .default
    open var isPhonetic = false
    open var locale: Locale! = Locale(identifier: "en_US")

    public override init() { super.init() }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// The name in the formatter's style: `short` is the given name (or the family name when there
    /// is none), `abbreviated` the initials, `long` every part, and the others given and family
    /// names with the middle name between.
    open func string(from components: PersonNameComponents) -> String {
        let parts: [String?]
        switch style {
        case .short: parts = [components.givenName ?? components.familyName]
        case .abbreviated:
            return [components.givenName, components.familyName].compactMap { $0?.first.map(String.init) }.joined()
        case .long: parts = [components.namePrefix, components.givenName, components.middleName, components.familyName, components.nameSuffix]
        case .default, .medium: parts = [components.givenName, components.middleName, components.familyName]
        }
        return parts.compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: " ")
    }

    open override func string(for obj: Any?) -> String? {
        (obj as? PersonNameComponents).map { string(from: $0) }
    }

    /// The components of a written name: its first word is the given name and its last the family
    /// name, any words between the middle name.
    open func personNameComponents(from string: String) -> PersonNameComponents? {
        let words = string.split(separator: " ").map(String.init)
        guard let first = words.first else { return nil }
        var components = PersonNameComponents()
        components.givenName = first
        if words.count > 1 { components.familyName = words.last }
        if words.count > 2 { components.middleName = words.dropFirst().dropLast().joined(separator: " ") }
        return components
    }

    /// The class form apps write without making a formatter.
    open class func localizedString(from components: PersonNameComponents, style: Style, options: Options = []) -> String {
        let formatter = PersonNameComponentsFormatter()
        formatter.style = style
        return formatter.string(from: components)
    }

    /// Options of the class form; none changes what is written in English.
    public struct Options: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let phonetic = Options(rawValue: 1 << 1)
    }
}
