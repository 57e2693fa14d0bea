import Foundation

/// The on-device search index (`CSSearchableIndex.default()`), which Spotlight searches.
///
/// Nobody searches Spotlight during a run: indexing and deleting are recorded as effects and
/// succeed (their completion gets no error), and the index keeps the items for the run, so an
/// app that counts or replaces what it indexed sees its own items. Nothing is found by a query.
open class CSSearchableIndex: NSObject, @unchecked Sendable {
    private static let defaultIndex = CSSearchableIndex()
    private let name: String?

    public init(name: String) { self.name = name }
    public override init() { name = nil }

    open class func `default`() -> CSSearchableIndex { defaultIndex }
    open class func isIndexingAvailable() -> Bool { true }

    open func indexSearchableItems(_ items: [CSSearchableItem], completionHandler: (((any Error)?) -> Void)? = nil) {
        index(items)
        completionHandler?(nil)
    }

    open func indexSearchableItems(_ items: [CSSearchableItem]) async throws { index(items) }

    open func deleteSearchableItems(withIdentifiers identifiers: [String], completionHandler: (((any Error)?) -> Void)? = nil) {
        delete("the items \(identifiers.map(\.quotedLiteral).joined(separator: ", "))") { identifiers.contains($0.uniqueIdentifier) }
        completionHandler?(nil)
    }

    open func deleteSearchableItems(withIdentifiers identifiers: [String]) async throws {
        deleteSearchableItems(withIdentifiers: identifiers, completionHandler: nil)
    }

    open func deleteSearchableItems(withDomainIdentifiers domainIdentifiers: [String], completionHandler: (((any Error)?) -> Void)? = nil) {
        delete("the domains \(domainIdentifiers.map(\.quotedLiteral).joined(separator: ", "))") { item in
            item.domainIdentifier.map(domainIdentifiers.contains) ?? false
        }
        completionHandler?(nil)
    }

    open func deleteSearchableItems(withDomainIdentifiers domainIdentifiers: [String]) async throws {
        deleteSearchableItems(withDomainIdentifiers: domainIdentifiers, completionHandler: nil)
    }

    open func deleteAllSearchableItems(completionHandler: (((any Error)?) -> Void)? = nil) {
        delete("every item") { _ in true }
        completionHandler?(nil)
    }

    open func deleteAllSearchableItems() async throws { deleteAllSearchableItems(completionHandler: nil) }

    /// The items indexed so far in this run, in the order indexed.
    var indexedItems: [CSSearchableItem] { Indexed.current.items }

    private func index(_ items: [CSSearchableItem]) {
        let indexed = Indexed.current
        for item in items {
            indexed.items.removeAll { $0.uniqueIdentifier == item.uniqueIdentifier }
            indexed.items.append(item)
        }
        let titles = items.map { $0.attributeSet.title ?? $0.uniqueIdentifier }.map(\.quotedLiteral).joined(separator: ", ")
        Effects.record("CSSearchableIndex indexes \(items.count) item\(items.count == 1 ? "" : "s") for Spotlight (\(titles))")
    }

    private func delete(_ what: String, where matches: (CSSearchableItem) -> Bool) {
        Indexed.current.items.removeAll(where: matches)
        Effects.record("CSSearchableIndex deletes \(what) from Spotlight")
    }
}

/// The items the run's app indexed.
final class Indexed: @unchecked Sendable {
    var items: [CSSearchableItem] = []

    static var current: Indexed { FrameworkStores.forCurrentRun("CoreSpotlight.index", outside: outsideARun) { Indexed() } }

    private static let outsideARun = Indexed()
}

/// An item Spotlight can find: an identifier, a domain, and what to show.
open class CSSearchableItem: NSObject, @unchecked Sendable {
    open var uniqueIdentifier: String
    open var domainIdentifier: String?
    open var attributeSet: CSSearchableItemAttributeSet
    open var expirationDate: Date?

    public init(uniqueIdentifier identifier: String?, domainIdentifier: String?, attributeSet: CSSearchableItemAttributeSet) {
        uniqueIdentifier = identifier ?? ""
        self.domainIdentifier = domainIdentifier
        self.attributeSet = attributeSet
    }
}

/// What a searchable item shows.
open class CSSearchableItemAttributeSet: NSObject, @unchecked Sendable {
    open var title: String?
    open var displayName: String?
    open var contentDescription: String?
    open var keywords: [String]?
    open var thumbnailData: Data?
    open var thumbnailURL: URL?
    open var contentURL: URL?
    open var url: URL?
    open var contentCreationDate: Date?
    open var contentModificationDate: Date?
    open var rating: NSNumber?
    open var identifier: String?
    public let contentType: String

    public init(contentType: UTType) { self.contentType = contentType.identifier }
    public init(itemContentType: String) { contentType = itemContentType }
}

/// The activity type of a Spotlight result the user opens (`.onContinueUserActivity`).
public let CSSearchableItemActionType = "com.apple.corespotlightitem"
/// The key of the opened item's identifier in the activity's `userInfo`.
public let CSSearchableItemActivityIdentifier = "kCSSearchableItemActivityIdentifier"
