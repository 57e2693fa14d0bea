import Foundation

/// A type that can be dragged, shared or picked as data (CoreTransferable, which SwiftUI
/// re-exports): it says how it becomes data and how it is made from data. dataflow uses the
/// import half when a script hands the app something (PhotosUI's `loadTransferable`), and lets
/// the rest compile: nothing is dragged or shared outside the app here.
public protocol Transferable: Sendable {
    associatedtype Representation: TransferRepresentation
    @TransferRepresentationBuilder<Self> static var transferRepresentation: Representation { get }
}

/// One way an item becomes data or comes from it.
public protocol TransferRepresentation<Item>: Sendable {
    associatedtype Item: Transferable
    associatedtype Body: TransferRepresentation
    @TransferRepresentationBuilder<Item> var body: Body { get }
}

extension Never: TransferRepresentation {
    public typealias Item = Data
}

/// A representation that can make an item from data of a type (dataflow asks it).
protocol DataImporting {
    func items(from data: Data, contentType: UTType) async throws -> [Any]
}

extension TransferRepresentation {
    public var body: Never { preconditionFailure("\(Self.self) is a built-in representation") }

    /// What an item made from `data` is, by the first representation that can make one.
    func importItem(from data: Data, contentType: UTType) async throws -> Item? {
        if let importing = self as? any DataImporting {
            return try await importing.items(from: data, contentType: contentType).first as? Item
        }
        if Body.self == Never.self { return nil }
        return try await body.importItem(from: data, contentType: contentType) as? Item
    }

    public func suggestedFileName(_ fileName: String) -> Self { self }
    public func suggestedFileName(_ fileName: @escaping @Sendable (Item) -> String?) -> Self { self }
    public func exportingCondition(_ condition: @escaping @Sendable (Item) -> Bool) -> Self { self }
    public func visibility(_ visibility: TransferRepresentationVisibility) -> Self { self }
}

extension Transferable {
    /// An item of this type made from `data` of `contentType`, as a drop or a picker delivers it.
    package static func imported(from data: Data, contentType: UTType) async throws -> Self? {
        try await transferRepresentation.importItem(from: data, contentType: contentType) as? Self
    }
}

public struct TransferRepresentationVisibility: Sendable {
    public static let all = TransferRepresentationVisibility()
    public static let team = TransferRepresentationVisibility()
    public static let ownProcess = TransferRepresentationVisibility()
}

@resultBuilder
public enum TransferRepresentationBuilder<Item: Transferable> {
    public static func buildExpression<R: TransferRepresentation>(_ representation: R) -> R where R.Item == Item { representation }
    public static func buildBlock<R: TransferRepresentation>(_ representation: R) -> R where R.Item == Item { representation }
    public static func buildBlock<each R: TransferRepresentation>(_ representations: repeat each R) -> TupleTransferRepresentation<Item> {
        var all: [any TransferRepresentation] = []
        repeat all.append(each representations)
        return TupleTransferRepresentation(representations: all)
    }
    public static func buildLimitedAvailability<R: TransferRepresentation>(_ representation: R) -> R where R.Item == Item { representation }
}

/// Several representations, tried in order.
public struct TupleTransferRepresentation<Item: Transferable>: TransferRepresentation, DataImporting, @unchecked Sendable {
    let representations: [any TransferRepresentation]

    func items(from data: Data, contentType: UTType) async throws -> [Any] {
        for representation in representations {
            if let item = try await representation.importItem(from: data, contentType: contentType) { return [item] }
        }
        return []
    }
}

/// As data of one content type, both ways.
public struct DataRepresentation<Item: Transferable>: TransferRepresentation, DataImporting {
    let contentType: UTType
    let exporting: (@Sendable (Item) async throws -> Data)?
    let importing: (@Sendable (Data) async throws -> Item)?

    public init(
        contentType: UTType, exporting: @escaping @Sendable (Item) async throws -> Data, importing: @escaping @Sendable (Data) async throws -> Item
    ) {
        self.contentType = contentType
        self.exporting = exporting
        self.importing = importing
    }

    public init(exportedContentType: UTType, exporting: @escaping @Sendable (Item) async throws -> Data) {
        contentType = exportedContentType
        self.exporting = exporting
        importing = nil
    }

    public init(importedContentType: UTType, importing: @escaping @Sendable (Data) async throws -> Item) {
        contentType = importedContentType
        exporting = nil
        self.importing = importing
    }

    func items(from data: Data, contentType: UTType) async throws -> [Any] {
        guard let importing, contentType.conforms(to: self.contentType) || self.contentType.conforms(to: contentType) else { return [] }
        return [try await importing(data)]
    }
}

/// As JSON (or another coder) of a content type.
public struct CodableRepresentation<Item: Transferable & Codable>: TransferRepresentation, DataImporting {
    let contentType: UTType

    public init(for itemType: Item.Type = Item.self, contentType: UTType) {
        self.contentType = contentType
    }

    public init<Encoder, Decoder>(for itemType: Item.Type = Item.self, contentType: UTType, encoder: Encoder, decoder: Decoder) {
        self.contentType = contentType
    }

    func items(from data: Data, contentType: UTType) async throws -> [Any] {
        guard contentType.conforms(to: self.contentType) else { return [] }
        return [try JSONDecoder().decode(Item.self, from: data)]
    }
}

/// As another transferable type (a `String`, a `URL`).
public struct ProxyRepresentation<Item: Transferable, ProxyRepresentation: Transferable>: TransferRepresentation, DataImporting {
    let importing: (@Sendable (ProxyRepresentation) throws -> Item)?

    public init(exporting: @escaping @Sendable (Item) throws -> ProxyRepresentation) { importing = nil }
    public init(importing: @escaping @Sendable (ProxyRepresentation) throws -> Item) { self.importing = importing }
    public init(
        exporting: @escaping @Sendable (Item) throws -> ProxyRepresentation, importing: @escaping @Sendable (ProxyRepresentation) throws -> Item
    ) {
        self.importing = importing
    }

    func items(from data: Data, contentType: UTType) async throws -> [Any] {
        guard let importing, let proxy = try await ProxyRepresentation.imported(from: data, contentType: contentType) else { return [] }
        return [try importing(proxy)]
    }
}

/// As a file: nothing is written or read here, so a file representation imports nothing.
public struct FileRepresentation<Item: Transferable>: TransferRepresentation {
    public init(
        contentType: UTType, shouldAttemptToOpenInPlace: Bool = false, exporting: @escaping @Sendable (Item) async throws -> SentTransferredFile,
        importing: @escaping @Sendable (ReceivedTransferredFile) async throws -> Item
    ) {}
    public init(
        exportedContentType: UTType, shouldAllowToOpenInPlace: Bool = false, exporting: @escaping @Sendable (Item) async throws -> SentTransferredFile
    ) {}
    public init(
        importedContentType: UTType, shouldAttemptToOpenInPlace: Bool = false,
        importing: @escaping @Sendable (ReceivedTransferredFile) async throws -> Item
    ) {}
}

public struct SentTransferredFile: Sendable {
    public let file: URL
    public let allowAccessingOriginalFile: Bool
    public init(_ file: URL, allowAccessingOriginalFile: Bool = false) {
        self.file = file
        self.allowAccessingOriginalFile = allowAccessingOriginalFile
    }
}

public struct ReceivedTransferredFile: Sendable {
    public let file: URL
    public let isOriginalFile: Bool
}

extension Data: Transferable {
    public static var transferRepresentation: DataRepresentation<Data> {
        DataRepresentation(contentType: .data, exporting: { $0 }, importing: { $0 })
    }
}

extension String: Transferable {
    public static var transferRepresentation: DataRepresentation<String> {
        DataRepresentation(contentType: .plainText, exporting: { Data($0.utf8) }, importing: { String(decoding: $0, as: UTF8.self) })
    }
}

extension URL: Transferable {
    public static var transferRepresentation: DataRepresentation<URL> {
        DataRepresentation(
            contentType: .url, exporting: { Data($0.absoluteString.utf8) },
            importing: { data in URL(string: String(decoding: data, as: UTF8.self)) ?? URL(fileURLWithPath: "/") })
    }
}

extension Image: Transferable {
    /// An image made from data shows by the name its data carries (a picked photo: `photo-1`).
    public static var transferRepresentation: DataRepresentation<Image> {
        DataRepresentation(
            contentType: .image, exporting: { Data($0.name.utf8) }, importing: { Image(String(decoding: $0, as: UTF8.self)) })
    }
}
