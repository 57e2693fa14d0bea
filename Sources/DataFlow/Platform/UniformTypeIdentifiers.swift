import Foundation

/// A uniform type identifier (`UTType.png`, `UTType(exportedAs: "com.example.recipe")`), as
/// UniformTypeIdentifiers declares it; SwiftUI re-exports it, so `import SwiftUI` finds it, and
/// `import UniformTypeIdentifiers` compiles as it is (dataflow supplies the module's names here).
///
/// A type conforms to its declared supertypes and to theirs (`.png` is an `.image`, an image is
/// `.data`, data is an `.item`), which is what apps ask of it (`conforms(to:)`).
public struct UTType: Hashable, Codable, Sendable, CustomStringConvertible {
    public let identifier: String
    public let preferredFilenameExtension: String?
    public let preferredMIMEType: String?
    private let parents: [String]

    init(_ identifier: String, extension filenameExtension: String? = nil, mime: String? = nil, parents: [String]) {
        self.identifier = identifier
        preferredFilenameExtension = filenameExtension
        preferredMIMEType = mime
        self.parents = parents
    }

    public init?(_ identifier: String) {
        guard let known = Self.known.first(where: { $0.identifier == identifier }) else { return nil }
        self = known
    }

    public init?(filenameExtension: String, conformingTo supertype: UTType = .data) {
        let lowered = filenameExtension.lowercased()
        guard let known = Self.known.first(where: { $0.preferredFilenameExtension == lowered && $0.conforms(to: supertype) }) else { return nil }
        self = known
    }

    public init?(mimeType: String, conformingTo supertype: UTType = .data) {
        guard let known = Self.known.first(where: { $0.preferredMIMEType == mimeType && $0.conforms(to: supertype) }) else { return nil }
        self = known
    }

    /// A type the app declares itself (its Info.plist's exported types).
    public init(exportedAs identifier: String, conformingTo parentType: UTType? = nil) {
        self.init(identifier, parents: [parentType?.identifier ?? "public.data"])
    }

    public init(importedAs identifier: String, conformingTo parentType: UTType? = nil) {
        self.init(identifier, parents: [parentType?.identifier ?? "public.data"])
    }

    public var description: String { identifier }
    public var localizedDescription: String? { identifier }
    public var isDeclared: Bool { true }
    public var isDynamic: Bool { false }
    public var isPublic: Bool { identifier.hasPrefix("public.") }

    public var supertypes: Set<UTType> {
        var found: Set<UTType> = []
        var pending = parents
        while let next = pending.popLast() {
            guard let type = Self.known.first(where: { $0.identifier == next }), found.insert(type).inserted else { continue }
            pending += type.parents
        }
        return found
    }

    public func conforms(to type: UTType) -> Bool { type == self || supertypes.contains(type) }
    public func isSubtype(of type: UTType) -> Bool { type != self && conforms(to: type) }
    public func isSupertype(of type: UTType) -> Bool { type.isSubtype(of: self) }

    public static func == (lhs: UTType, rhs: UTType) -> Bool { lhs.identifier == rhs.identifier }
    public func hash(into hasher: inout Hasher) { hasher.combine(identifier) }

    public static let item = UTType("public.item", parents: [])
    public static let content = UTType("public.content", parents: ["public.item"])
    public static let data = UTType("public.data", parents: ["public.item"])
    public static let text = UTType("public.text", parents: ["public.data", "public.content"])
    public static let plainText = UTType("public.plain-text", extension: "txt", mime: "text/plain", parents: ["public.text"])
    public static let utf8PlainText = UTType("public.utf8-plain-text", parents: ["public.plain-text"])
    public static let utf16PlainText = UTType("public.utf16-plain-text", parents: ["public.plain-text"])
    public static let rtf = UTType("public.rtf", extension: "rtf", mime: "text/rtf", parents: ["public.text"])
    public static let html = UTType("public.html", extension: "html", mime: "text/html", parents: ["public.text"])
    public static let xml = UTType("public.xml", extension: "xml", mime: "application/xml", parents: ["public.text"])
    public static let json = UTType("public.json", extension: "json", mime: "application/json", parents: ["public.text"])
    public static let commaSeparatedText = UTType("public.comma-separated-values-text", extension: "csv", mime: "text/csv", parents: ["public.text"])
    public static let tabSeparatedText = UTType("public.tab-separated-values-text", extension: "tsv", parents: ["public.text"])
    public static let propertyList = UTType("com.apple.property-list", extension: "plist", parents: ["public.data"])
    public static let sourceCode = UTType("public.source-code", parents: ["public.plain-text"])
    public static let swiftSource = UTType("public.swift-source", extension: "swift", parents: ["public.source-code"])
    public static let pdf = UTType("com.adobe.pdf", extension: "pdf", mime: "application/pdf", parents: ["public.data", "public.content"])
    public static let image = UTType("public.image", parents: ["public.data", "public.content"])
    public static let png = UTType("public.png", extension: "png", mime: "image/png", parents: ["public.image"])
    public static let jpeg = UTType("public.jpeg", extension: "jpeg", mime: "image/jpeg", parents: ["public.image"])
    public static let heic = UTType("public.heic", extension: "heic", mime: "image/heic", parents: ["public.image"])
    public static let gif = UTType("com.compuserve.gif", extension: "gif", mime: "image/gif", parents: ["public.image"])
    public static let tiff = UTType("public.tiff", extension: "tiff", mime: "image/tiff", parents: ["public.image"])
    public static let svg = UTType("public.svg-image", extension: "svg", mime: "image/svg+xml", parents: ["public.image"])
    public static let webP = UTType("org.webmproject.webp", extension: "webp", mime: "image/webp", parents: ["public.image"])
    public static let livePhoto = UTType("com.apple.live-photo", parents: ["public.image"])
    public static let audiovisualContent = UTType("public.audiovisual-content", parents: ["public.data", "public.content"])
    public static let movie = UTType("public.movie", parents: ["public.audiovisual-content"])
    public static let video = UTType("public.video", parents: ["public.movie"])
    public static let mpeg4Movie = UTType("public.mpeg-4", extension: "mp4", mime: "video/mp4", parents: ["public.movie"])
    public static let quickTimeMovie = UTType("com.apple.quicktime-movie", extension: "mov", mime: "video/quicktime", parents: ["public.movie"])
    public static let audio = UTType("public.audio", parents: ["public.audiovisual-content"])
    public static let mp3 = UTType("public.mp3", extension: "mp3", mime: "audio/mpeg", parents: ["public.audio"])
    public static let wav = UTType("com.microsoft.waveform-audio", extension: "wav", mime: "audio/wav", parents: ["public.audio"])
    public static let url = UTType("public.url", parents: ["public.data"])
    public static let fileURL = UTType("public.file-url", parents: ["public.url"])
    public static let folder = UTType("public.folder", parents: ["public.directory"])
    public static let directory = UTType("public.directory", parents: ["public.item"])
    public static let archive = UTType("public.archive", parents: ["public.data"])
    public static let zip = UTType("public.zip-archive", extension: "zip", mime: "application/zip", parents: ["public.archive"])
    public static let vCard = UTType("public.vcard", extension: "vcf", mime: "text/vcard", parents: ["public.text"])
    public static let spreadsheet = UTType("public.spreadsheet", parents: ["public.content"])

    /// Every type above: what the failable initialisers look among.
    static let known: [UTType] = [
        item, content, data, text, plainText, utf8PlainText, utf16PlainText, rtf, html, xml, json, commaSeparatedText, tabSeparatedText,
        propertyList, sourceCode, swiftSource, pdf, image, png, jpeg, heic, gif, tiff, svg, webP, livePhoto, audiovisualContent, movie,
        video, mpeg4Movie, quickTimeMovie, audio, mp3, wav, url, fileURL, folder, directory, archive, zip, vCard, spreadsheet,
    ]
}
