import Foundation

/// When goldens are written, in swift-snapshot-testing's terms.
enum RecordMode: String, CaseIterable {
    /// Never record: a missing or different golden fails (the default, and always under CI).
    case never
    /// Record goldens that do not exist yet; compare the rest.
    case missing
    /// Re-record goldens that differ, and record missing ones.
    case failed
    /// Record every golden.
    case all

    /// The mode a command line asks for: `--record` means `all`; otherwise `DATAFLOW_RECORD`. CI
    /// never records: `--record` is refused, the variable ignored with a note.
    static func resolve(record: Bool, environment: [String: String], usage: String) throws(UsageError) -> (mode: RecordMode, note: String) {
        let isCI = !(environment["CI"] ?? "").isEmpty && environment["CI"] != "false"
        if record && isCI {
            throw UsageError(message: "refusing to record goldens: CI is set, and CI never records", usage: usage)
        }
        if record { return (.all, "") }
        guard let requested = environment["DATAFLOW_RECORD"], !requested.isEmpty else { return (.never, "") }
        guard let parsed = RecordMode(rawValue: requested) else {
            let modes = RecordMode.allCases.map(\.rawValue).joined(separator: ", ")
            throw UsageError(message: "invalid DATAFLOW_RECORD \(quoted(requested)): expected one of \(modes)", usage: usage)
        }
        return isCI ? (.never, "note: ignoring DATAFLOW_RECORD=\(requested) because CI is set\n") : (parsed, "")
    }
}

/// What is at a golden's path.
enum GoldenFile: Equatable {
    case missing
    /// Something that is not a regular file (a directory, a device).
    case notAFile
    /// A file that cannot be read, or is not UTF-8 text.
    case unreadable(String)
    /// The golden's text; `hadCRLF` when it was written with Windows line endings (normalised).
    case text(String, hadCRLF: Bool)
}

/// The golden transcripts: `<directory>/<experiment-id>.txt` and `.json`.
struct GoldenStore {
    let directory: String

    func path(for id: String, format: OutputFormat) -> String {
        directory + "/" + id + "." + (format == .text ? "txt" : "json")
    }

    static func read(_ path: String) -> GoldenFile {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return .missing }
        if isDirectory.boolValue { return .notAFile }
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
              attributes[.type] as? FileAttributeType == .typeRegular || attributes[.type] as? FileAttributeType == .typeSymbolicLink
        else { return .notAFile }
        guard let data = FileManager.default.contents(atPath: path) else { return .unreadable("it cannot be read") }
        guard let text = String(data: data, encoding: .utf8) else { return .unreadable("it is not UTF-8 text") }
        if text.contains("\r\n") { return .text(text.replacingOccurrences(of: "\r\n", with: "\n"), hadCRLF: true) }
        return .text(text, hadCRLF: false)
    }

    /// Writes `text` to `path` by writing a temporary file beside it and renaming it over the
    /// path: a symlink at the path is replaced, never followed to a file elsewhere.
    static func write(_ text: String, to path: String) throws {
        let directory = (path as NSString).deletingLastPathComponent
        if !directory.isEmpty { try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true) }
        let temporary = (directory.isEmpty ? "." : directory) + "/.\((path as NSString).lastPathComponent).recording-\(ProcessInfo.processInfo.processIdentifier)"
        try Data(text.utf8).write(to: URL(fileURLWithPath: temporary))
        guard rename(temporary, path) == 0 else {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(atPath: temporary)
            throw CocoaError(.fileWriteUnknown, userInfo: [NSLocalizedDescriptionKey: reason])
        }
    }

    /// Experiment ids that have golden files, sorted.
    func recordedIDs() -> [String] {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        let ids = files.compactMap { file -> String? in
            if file.hasPrefix(".") { return nil }
            if file.hasSuffix(".txt") { return String(file.dropLast(4)) }
            if file.hasSuffix(".json") { return String(file.dropLast(5)) }
            return nil
        }
        return Array(Set(ids)).sorted()
    }
}

/// Compares one transcript with one golden, or records it, and says what went wrong.
struct GoldenCheck {
    let mode: RecordMode

    /// What went wrong with one golden, and the lines that show it (a diff).
    struct Problem {
        var summary: String
        var details: [String] = []
    }

    /// Compares (or records) `actual` at `path`; `recordCommand` is the command that re-records
    /// it, `actualName` names the transcript in a diff. Lines worth saying go to `out`.
    func check(_ actual: String, at path: String, recordCommand: String, actualName: String, out: inout TextWriter) -> [Problem] {
        let golden = GoldenStore.read(path)
        let shouldRecord: Bool
        switch (golden, mode) {
        case (_, .all), (.missing, .missing), (.missing, .failed): shouldRecord = true
        case (.text(let text, _), .failed): shouldRecord = text != actual
        default: shouldRecord = false
        }
        if shouldRecord && golden != .text(actual, hadCRLF: false) && golden != .notAFile {
            do {
                try GoldenStore.write(actual, to: path)
                out.line("recorded \(path)")
                return []
            } catch {
                return [Problem(summary: "could not write \(path): \(error.localizedDescription)")]
            }
        }
        switch golden {
        case .missing:
            return [Problem(summary: "missing golden \(path); record it with: \(recordCommand)")]
        case .notAFile:
            return [Problem(summary: "\(path) is not a regular file (a directory?); a golden must be a file")]
        case .unreadable(let reason):
            return [Problem(summary: "cannot read the golden \(path): \(reason); delete it and record it again with: \(recordCommand)")]
        case .text(let expected, let hadCRLF):
            if hadCRLF { out.line("note: \(path) has Windows (CRLF) line endings; compared with them read as LF") }
            guard expected != actual else { return [] }
            let diff = unifiedDiff(expected: expected, actual: actual, expectedName: path + " (golden)", actualName: actualName)
            var details = diff.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
            details.append("re-record (after reading the diff) with: \(recordCommand)")
            return [Problem(summary: "transcript differs from \(path)", details: details)]
        }
    }
}
