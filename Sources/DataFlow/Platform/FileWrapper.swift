import Foundation

/// A file or folder as data (Foundation; Linux's lacks it): what a `FileDocument` reads and
/// writes. Kept in memory; `write(to:options:originalContentsURL:)` writes it where asked.
open class FileWrapper: @unchecked Sendable {
    /// The contents of a regular file, nil for a folder.
    public let regularFileContents: Data?
    /// The wrappers a folder holds, by name; nil for a regular file.
    open private(set) var fileWrappers: [String: FileWrapper]?
    open var filename: String?
    open var preferredFilename: String?

    public init(regularFileWithContents contents: Data) {
        regularFileContents = contents
        fileWrappers = nil
    }

    public init(directoryWithFileWrappers childrenByPreferredName: [String: FileWrapper]) {
        regularFileContents = nil
        fileWrappers = childrenByPreferredName
        for (name, child) in childrenByPreferredName { child.preferredFilename = child.preferredFilename ?? name }
    }

    /// The file or folder at `url`, read now.
    public convenience init(url: URL, options: ReadingOptions = []) throws {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
            throw CocoaError(.fileReadNoSuchFile, userInfo: [NSFilePathErrorKey: url.path])
        }
        if isDirectory.boolValue {
            var children: [String: FileWrapper] = [:]
            for name in try FileManager.default.contentsOfDirectory(atPath: url.path) {
                children[name] = try FileWrapper(url: url.appendingPathComponent(name), options: options)
            }
            self.init(directoryWithFileWrappers: children)
        } else {
            self.init(regularFileWithContents: try Data(contentsOf: url))
        }
        filename = url.lastPathComponent
    }

    open var isRegularFile: Bool { regularFileContents != nil }
    open var isDirectory: Bool { fileWrappers != nil }

    /// Adds `child` to a folder, under its preferred name; returns the name.
    @discardableResult
    open func addFileWrapper(_ child: FileWrapper) -> String {
        let name = child.preferredFilename ?? child.filename ?? "file"
        fileWrappers?[name] = child
        return name
    }

    /// Adds a regular file of `data` named `fileName` to a folder.
    @discardableResult
    open func addRegularFile(withContents data: Data, preferredFilename fileName: String) -> String {
        let child = FileWrapper(regularFileWithContents: data)
        child.preferredFilename = fileName
        return addFileWrapper(child)
    }

    /// Writes the file or folder at `url`.
    open func write(to url: URL, options: WritingOptions = [], originalContentsURL: URL?) throws {
        if let regularFileContents {
            try regularFileContents.write(to: url, options: options.contains(.atomic) ? .atomic : [])
        } else {
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
            for (name, child) in fileWrappers ?? [:] {
                try child.write(to: url.appendingPathComponent(name), options: options, originalContentsURL: nil)
            }
        }
    }

    /// How to read a wrapper.
    public struct ReadingOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let immediate = ReadingOptions(rawValue: 1)
        public static let withoutMapping = ReadingOptions(rawValue: 2)
    }

    /// How to write a wrapper.
    public struct WritingOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let atomic = WritingOptions(rawValue: 1)
        public static let withNameUpdating = WritingOptions(rawValue: 2)
    }
}
