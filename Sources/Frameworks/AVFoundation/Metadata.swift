import Foundation

/// The name of a metadata item's key (`AVMetadataKey.commonKeyTitle`).
public struct AVMetadataKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    public static let commonKeyTitle = AVMetadataKey("title")
    public static let commonKeyCreator = AVMetadataKey("creator")
    public static let commonKeySubject = AVMetadataKey("subject")
    public static let commonKeyDescription = AVMetadataKey("description")
    public static let commonKeyPublisher = AVMetadataKey("publisher")
    public static let commonKeyContributor = AVMetadataKey("contributor")
    public static let commonKeyCreationDate = AVMetadataKey("creationDate")
    public static let commonKeyLastModifiedDate = AVMetadataKey("lastModifiedDate")
    public static let commonKeyType = AVMetadataKey("type")
    public static let commonKeyFormat = AVMetadataKey("format")
    public static let commonKeyIdentifier = AVMetadataKey("identifier")
    public static let commonKeySource = AVMetadataKey("source")
    public static let commonKeyLanguage = AVMetadataKey("language")
    public static let commonKeyRelation = AVMetadataKey("relation")
    public static let commonKeyLocation = AVMetadataKey("location")
    public static let commonKeyCopyrights = AVMetadataKey("copyrights")
    public static let commonKeyAlbumName = AVMetadataKey("albumName")
    public static let commonKeyAuthor = AVMetadataKey("author")
    public static let commonKeyArtist = AVMetadataKey("artist")
    public static let commonKeyArtwork = AVMetadataKey("artwork")
    public static let commonKeyMake = AVMetadataKey("make")
    public static let commonKeyModel = AVMetadataKey("model")
    public static let commonKeySoftware = AVMetadataKey("software")
}

/// The family a metadata key belongs to (`.common`, `.iTunes`, `.id3`).
public struct AVMetadataKeySpace: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let common = AVMetadataKeySpace(rawValue: "comn")
    public static let iTunes = AVMetadataKeySpace(rawValue: "itsk")
    public static let id3 = AVMetadataKeySpace(rawValue: "org.id3")
    public static let quickTimeMetadata = AVMetadataKeySpace(rawValue: "mdta")
}

/// A key in its key space, as one name (`.commonIdentifierTitle`).
public struct AVMetadataIdentifier: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let commonIdentifierTitle = AVMetadataIdentifier(rawValue: "common/title")
    public static let commonIdentifierArtist = AVMetadataIdentifier(rawValue: "common/artist")
    public static let commonIdentifierAlbumName = AVMetadataIdentifier(rawValue: "common/albumName")
    public static let commonIdentifierArtwork = AVMetadataIdentifier(rawValue: "common/artwork")
    public static let commonIdentifierAuthor = AVMetadataIdentifier(rawValue: "common/author")
    public static let commonIdentifierCreationDate = AVMetadataIdentifier(rawValue: "common/creationDate")
    public static let commonIdentifierDescription = AVMetadataIdentifier(rawValue: "common/description")
}

/// One piece of a media file's metadata (a title, an artwork). A run decodes no media, so an
/// asset has none; an item an app makes itself (`AVMutableMetadataItem`) keeps what it is given.
open class AVMetadataItem: NSObject, @unchecked Sendable {
    open var identifier: AVMetadataIdentifier? { nil }
    open var key: (any NSCopying & NSObjectProtocol)? { nil }
    open var keySpace: AVMetadataKeySpace? { nil }
    open var commonKey: AVMetadataKey? { nil }
    open var value: (any NSCopying & NSObjectProtocol)? { nil }
    open var stringValue: String? { nil }
    open var numberValue: NSNumber? { nil }
    open var dateValue: Date? { nil }
    open var dataValue: Data? { nil }
    open var extendedLanguageTag: String? { nil }

    /// The items of `metadataItems` with `identifier`.
    open class func metadataItems(
        from metadataItems: [AVMetadataItem], filteredByIdentifier identifier: AVMetadataIdentifier
    )
        -> [AVMetadataItem]
    {
        metadataItems.filter { $0.identifier == identifier }
    }

    /// The items of `metadataItems` whose key is `key` in `keySpace`.
    open class func metadataItems(
        from metadataItems: [AVMetadataItem], withKey key: Any?, keySpace: AVMetadataKeySpace?
    )
        -> [AVMetadataItem]
    {
        metadataItems.filter { item in
            (keySpace == nil || item.keySpace == keySpace) && (key as? String).map { item.commonKey?.rawValue == $0 } ?? true
        }
    }
}

/// A metadata item an app makes (to write into an export): it keeps what it is given.
open class AVMutableMetadataItem: AVMetadataItem, @unchecked Sendable {
    private var storedIdentifier: AVMetadataIdentifier?
    private var storedKeySpace: AVMetadataKeySpace?
    private var storedValue: (any NSCopying & NSObjectProtocol)?

    open override var identifier: AVMetadataIdentifier? {
        get { storedIdentifier }
        set { storedIdentifier = newValue }
    }
    open override var keySpace: AVMetadataKeySpace? {
        get { storedKeySpace }
        set { storedKeySpace = newValue }
    }
    open override var value: (any NSCopying & NSObjectProtocol)? {
        get { storedValue }
        set { storedValue = newValue }
    }
    open override var commonKey: AVMetadataKey? {
        guard let identifier, identifier.rawValue.hasPrefix("common/") else { return nil }
        return AVMetadataKey(String(identifier.rawValue.dropFirst(7)))
    }
    open override var stringValue: String? { (storedValue as? NSString).map { String($0) } }
    open override var numberValue: NSNumber? { storedValue as? NSNumber }
    open override var dataValue: Data? { (storedValue as? NSData).map { Data(referencing: $0) } }
}

extension AVAsyncProperty where Root == AVAsset, Value == [AVMetadataItem] {
    /// A file's metadata: none, as a run decodes no media.
    public static var metadata: AVAsyncProperty<AVAsset, [AVMetadataItem]> { AVAsyncProperty { _ in [] } }
    public static var commonMetadata: AVAsyncProperty<AVAsset, [AVMetadataItem]> { AVAsyncProperty { _ in [] } }
}

extension AVAsyncProperty where Root == AVMetadataItem, Value == String? {
    public static var stringValue: AVAsyncProperty<AVMetadataItem, String?> { AVAsyncProperty { $0.stringValue } }
}

extension AVAsyncProperty where Root == AVMetadataItem, Value == Data? {
    public static var dataValue: AVAsyncProperty<AVMetadataItem, Data?> { AVAsyncProperty { $0.dataValue } }
}

extension AVAsyncProperty where Root == AVMetadataItem, Value == NSNumber? {
    public static var numberValue: AVAsyncProperty<AVMetadataItem, NSNumber?> { AVAsyncProperty { $0.numberValue } }
}

extension AVAsyncProperty where Root == AVMetadataItem, Value == Date? {
    public static var dateValue: AVAsyncProperty<AVMetadataItem, Date?> { AVAsyncProperty { $0.dateValue } }
}

extension AVMetadataItem {
    /// A property's value, as the item holds it.
    public func load<Value>(_ property: AVAsyncProperty<AVMetadataItem, Value>) async throws -> Value { property.read(self) }
}
