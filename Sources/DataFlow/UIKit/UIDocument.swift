import Foundation

/// A document kept in a file (UIKit): the app's subclass says what its contents are
/// (`contents(forType:)`) and how to read them back (`load(fromContents:ofType:)`); saving and
/// opening call them and read or write the file, as on a device, in the run's own folders. As
/// UIKit does, a completion handler runs on a later turn of the main queue.
open class UIDocument: NSObject, @unchecked Sendable {
    /// How a save treats the file.
    public enum SaveOperation: Int, Sendable {
        case forCreating, forOverwriting
    }

    /// What the document is doing now.
    public struct State: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let normal: State = []
        public static let closed = State(rawValue: 1 << 0)
        public static let inConflict = State(rawValue: 1 << 1)
        public static let savingError = State(rawValue: 1 << 2)
        public static let editingDisabled = State(rawValue: 1 << 3)
        public static let progressAvailable = State(rawValue: 1 << 4)
    }

    /// A change to count toward `hasUnsavedChanges`.
    public enum ChangeKind: Int, Sendable {
        case done, undone, redone, cleared
    }

    public static let stateChangedNotification = Notification.Name("UIDocumentStateChangedNotification")

    public let fileURL: URL
    open private(set) var documentState: State = .closed
    open private(set) var hasUnsavedChanges = false
    open var fileType: String? { fileURL.pathExtension.isEmpty ? nil : fileURL.pathExtension }
    open var localizedName: String { fileURL.deletingPathExtension().lastPathComponent }
    open var fileModificationDate: Date?

    public init(fileURL url: URL) {
        fileURL = url
        super.init()
    }

    /// What to write: `Data` or a `FileWrapper`. The subclass says.
    open func contents(forType typeName: String) throws -> Any { Data() }

    /// What was read: `Data` or a `FileWrapper`. The subclass reads it.
    open func load(fromContents contents: Any, ofType typeName: String?) throws {}

    open func handleError(_ error: any Error, userInteractionPermitted: Bool) {}

    open func updateChangeCount(_ change: ChangeKind) {
        hasUnsavedChanges = change != .cleared
    }

    /// Writes the contents to `url`; `completionHandler(true)` when they were written.
    open func save(to url: URL, for saveOperation: SaveOperation, completionHandler: ((Bool) -> Void)? = nil) {
        let succeeded: Bool
        do {
            let contents = try contents(forType: fileType ?? "")
            if let wrapper = contents as? FileWrapper {
                try wrapper.write(to: url, options: .atomic, originalContentsURL: nil)
            } else if let data = contents as? Data {
                try data.write(to: url, options: .atomic)
            } else {
                throw CocoaError(.fileWriteUnknown)
            }
            documentState.remove(.closed)
            hasUnsavedChanges = false
            succeeded = true
        } catch {
            handleError(error, userInteractionPermitted: false)
            succeeded = false
        }
        finish(completionHandler, succeeded)
    }

    /// Reads the file and hands its contents to `load(fromContents:ofType:)`.
    open func open(completionHandler: ((Bool) -> Void)? = nil) {
        let succeeded: Bool
        do {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: fileURL.path, isDirectory: &isDirectory) else {
                throw CocoaError(.fileReadNoSuchFile, userInfo: [NSFilePathErrorKey: fileURL.path])
            }
            let contents: Any = isDirectory.boolValue ? try FileWrapper(url: fileURL) : try Data(contentsOf: fileURL)
            try load(fromContents: contents, ofType: fileType)
            documentState = .normal
            succeeded = true
        } catch {
            handleError(error, userInteractionPermitted: false)
            succeeded = false
        }
        finish(completionHandler, succeeded)
    }

    open func close(completionHandler: ((Bool) -> Void)? = nil) {
        documentState = .closed
        finish(completionHandler, true)
    }

    open func autosave(completionHandler: ((Bool) -> Void)? = nil) {
        guard hasUnsavedChanges else { return finish(completionHandler, true) }
        save(to: fileURL, for: .forOverwriting, completionHandler: completionHandler)
    }

    /// Calls the handler on a later turn of the main queue, as UIKit does.
    private func finish(_ completionHandler: ((Bool) -> Void)?, _ succeeded: Bool) {
        guard let completionHandler else { return }
        nonisolated(unsafe) let handler = completionHandler
        DispatchQueue.main.async { handler(succeeded) }
    }

    // The async forms (iOS 15).
    open func save(to url: URL, for saveOperation: SaveOperation) async -> Bool {
        await withCheckedContinuation { continuation in save(to: url, for: saveOperation) { continuation.resume(returning: $0) } }
    }

    open func open() async -> Bool {
        await withCheckedContinuation { continuation in open { continuation.resume(returning: $0) } }
    }

    open func close() async -> Bool {
        await withCheckedContinuation { continuation in close { continuation.resume(returning: $0) } }
    }
}
