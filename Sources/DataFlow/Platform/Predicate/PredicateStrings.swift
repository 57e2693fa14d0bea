import Foundation

/// `localizedStandardContains` inside `#Predicate { … }`: the search idiom of SwiftData apps
/// (`trip.name.localizedStandardContains(searchText)`).
///
/// Apple's Foundation has this predicate operator; the Foundation the Swift toolchain ships on
/// Linux has the macro but not the operator it expands to (`build_localizedStandardContains`),
/// so an app's search predicate would not compile. It matches as the string method does:
/// ignoring case and diacritics, in the current locale.
extension PredicateExpressions {
    public struct LocalizedStandardContains<Root: PredicateExpression, Other: PredicateExpression>: PredicateExpression
    where Root.Output: StringProtocol, Other.Output: StringProtocol {
        public typealias Output = Bool
        public let root: Root
        public let other: Other

        public init(root: Root, other: Other) {
            self.root = root
            self.other = other
        }

        public func evaluate(_ bindings: PredicateBindings) throws -> Bool {
            try root.evaluate(bindings).localizedStandardContains(other.evaluate(bindings))
        }
    }

    public static func build_localizedStandardContains<Root, Other>(_ root: Root, _ other: Other) -> LocalizedStandardContains<Root, Other> {
        LocalizedStandardContains(root: root, other: other)
    }
}

extension PredicateExpressions.LocalizedStandardContains: Codable where Root: Codable, Other: Codable {}
extension PredicateExpressions.LocalizedStandardContains: Sendable where Root: Sendable, Other: Sendable {}
extension PredicateExpressions.LocalizedStandardContains: StandardPredicateExpression
where Root: StandardPredicateExpression, Other: StandardPredicateExpression {}
