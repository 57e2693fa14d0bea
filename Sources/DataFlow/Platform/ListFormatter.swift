import Foundation

/// Foundation's list formatter (`"Tea, Milk, and Bread"`), which Linux's Foundation lacks. The
/// run's locale is English (US), so items are joined as English joins them: two with "and", more
/// with commas and a serial comma before the last.
open class ListFormatter: Formatter, @unchecked Sendable {
    /// Formats each item before it is joined; items it cannot format are written as they describe
    /// themselves.
    open var itemFormatter: Formatter?
    open var locale: Locale! = Locale(identifier: "en_US")

    public override init() { super.init() }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// The strings joined as a list in the run's language.
    open class func localizedString(byJoining strings: [String]) -> String {
        ListFormatter().joined(strings)
    }

    /// The items joined as a list: each written by `itemFormatter` when there is one.
    open func string(from items: [Any]) -> String? {
        joined(items.map { item in itemFormatter?.string(for: item) ?? (item as? String) ?? String(describing: item) })
    }

    open override func string(for obj: Any?) -> String? {
        guard let items = obj as? [Any] else { return nil }
        return string(from: items)
    }

    private func joined(_ strings: [String]) -> String {
        switch strings.count {
        case 0: ""
        case 1: strings[0]
        case 2: strings[0] + " and " + strings[1]
        default: strings.dropLast().joined(separator: ", ") + ", and " + strings[strings.count - 1]
        }
    }
}
