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

    /// Whether `CI` is set to something other than a way of saying no (`0`, `false`, `no`, `off`).
    static func isCI(_ environment: [String: String]) -> Bool {
        guard let value = environment["CI"]?.trimmingCharacters(in: .whitespaces).lowercased(), !value.isEmpty else { return false }
        return !["0", "false", "no", "off"].contains(value)
    }

    /// The mode a command line asks for: `--record` means `all`; otherwise `DATAFLOW_RECORD`. CI
    /// never records: `--record` is refused, the variable ignored with a note.
    static func resolve(record: Bool, environment: [String: String], command: CommandSpec) throws(UsageError) -> (mode: RecordMode, note: String) {
        let isCI = Self.isCI(environment)
        if record && isCI {
            throw UsageError(message: "refusing to record goldens: CI is set, and CI never records", command: command)
        }
        if record { return (.all, "") }
        guard let requested = environment["DATAFLOW_RECORD"], !requested.isEmpty else { return (.never, "") }
        guard let parsed = RecordMode(rawValue: requested) else {
            let modes = RecordMode.allCases.map(\.rawValue).joined(separator: ", ")
            throw UsageError(message: "invalid DATAFLOW_RECORD \(quoted(requested)): expected one of \(modes)", command: command)
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

/// Why a golden was not recorded, in words that finish "cannot record <path>: …".
struct RecordRefusal: LocalizedError, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
    var errorDescription: String? { description }
}

/// The golden transcripts: `<directory>/<experiment-id>.txt` and `.json`.
struct GoldenStore {
    let directory: String

    /// The golden of experiment `id` in `format` (an id that is a plain file name: callers check
    /// `TranscriptSignature.problem(withID:)` first).
    func path(for id: String, format: OutputFormat) -> String {
        directory + "/" + id + "." + (format == .text ? "txt" : "json")
    }

    static func read(_ path: String) -> GoldenFile {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return .missing }
        if isDirectory.boolValue { return .notAFile }
        guard FileKind.at(resolved(path)) == .file else { return .notAFile }
        guard let data = FileManager.default.contents(atPath: path) else {
            let reason = access(path, R_OK) == 0 ? "it cannot be read" : String(cString: strerror(errno))
            return .unreadable(reason + "; make it readable")
        }
        guard let text = String(data: data, encoding: .utf8) else { return .unreadable("it is not UTF-8 text, so not a transcript; move it away") }
        if text.contains("\r\n") { return .text(text.replacingOccurrences(of: "\r\n", with: "\n"), hadCRLF: true) }
        return .text(text, hadCRLF: false)
    }

    /// Writes `text` to the golden at `path`, and nowhere else: never over a file dataflow did
    /// not write (an existing file is replaced only when `replaceable` recognises its text, by
    /// default a transcript's header, so a project file, a model or a resource that happens to
    /// be named as a golden is never lost), never through a symbolic link (a link at the
    /// golden's path is refused, however it came there: a cloned repository can carry one),
    /// never over one of `inputs` (the files the run reads), never to something that is not a
    /// regular file (a device such as `/dev/stdout`, a directory), never over a read-only file.
    /// The text goes to a new file beside the golden, created exclusively and without following
    /// links, which then becomes the golden: linked in where there was none (so a file that
    /// appeared meanwhile is not replaced), renamed over an earlier golden (keeping its
    /// permissions).
    static func write(
        _ text: String, to path: String, inputs: [String] = [], replaceable: (String) -> Bool = TranscriptSignature.isTranscript
    ) throws {
        let (mode, isNew) = try checkedPlace(path, replaceable: replaceable)
        if let input = inputs.first(where: { sameFile(path, $0) }) {
            throw RecordRefusal("it is \(quoted(input)), one of the files the run reads; a golden is a transcript file of its own")
        }
        let directory = (path as NSString).deletingLastPathComponent
        if !directory.isEmpty { try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true) }
        let temporary = try writeBeside(text, name: (path as NSString).lastPathComponent, in: directory.isEmpty ? "." : directory, mode: mode)
        if isNew {
            // `link` never replaces: a file that appeared at the golden's path meanwhile stays.
            let linked = link(temporary, path) == 0
            let failure = errno
            unlink(temporary)
            guard linked else {
                if failure == EEXIST { throw RecordRefusal("a file appeared there while the transcript was written; it is kept") }
                throw RecordRefusal(String(cString: strerror(failure)))
            }
            return
        }
        // `rename` replaces the earlier golden (a link planted meanwhile included) and never
        // follows a link.
        guard rename(temporary, path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw RecordRefusal(reason)
        }
    }

    /// Whether a golden may be recorded at `path`, and the permissions it gets: those of the
    /// earlier golden it replaces, or 0644 for a new one.
    private static func checkedPlace(_ path: String, replaceable: (String) -> Bool) throws -> (mode: mode_t, isNew: Bool) {
        switch FileKind.at(path) {
        case .missing:
            return (0o644, true)
        case .symlink, .symlinkToDirectory:
            let target = (try? FileManager.default.destinationOfSymbolicLink(atPath: path)).map { " (to \(quoted($0)))" } ?? ""
            throw RecordRefusal(
                "it is a symbolic link\(target); a golden is recorded only at its own path, never through a link: remove the link, or name the file it points to"
            )
        case .file:
            var info = stat()
            guard lstat(path, &info) == 0 else { throw RecordRefusal("it changed while being checked; try again") }
            let mode = info.st_mode & 0o7777
            // No write permission for anyone is read-only on purpose, even to root.
            guard mode & 0o222 != 0, access(path, W_OK) == 0 else {
                throw RecordRefusal("it is read-only (its permissions are kept; make it writable to re-record it)")
            }
            guard case .text(let existing, _) = read(path), replaceable(existing) else {
                throw RecordRefusal(
                    "a file is there that dataflow did not record (it does not begin as a transcript does); a golden is written as a new file or over an earlier golden, never over another file: name a new file"
                )
            }
            return (mode, false)
        default:
            throw RecordRefusal("it is not a regular file; a golden must be a file")
        }
    }

    /// Writes `text` to a new file in `folder`, created exclusively and without following links;
    /// its path.
    private static func writeBeside(_ text: String, name: String, in folder: String, mode: mode_t) throws -> String {
        var temporary = ""
        var descriptor: Int32 = -1
        for _ in 0..<100 where descriptor < 0 {
            temporary = folder + "/.\(name).recording-" + String(UInt64.random(in: 0...UInt64.max), radix: 36)
            descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode)
            if descriptor < 0 && errno != EEXIST { break }
        }
        guard descriptor >= 0 else { throw RecordRefusal("cannot create a file in \(quoted(folder)): \(String(cString: strerror(errno)))") }
        let failure = OutputStream.write(text, to: descriptor)
        fchmod(descriptor, mode)
        close(descriptor)
        if let failure {
            unlink(temporary)
            throw RecordRefusal(String(cString: strerror(failure)))
        }
        return temporary
    }

    /// The path with symbolic links resolved (the file a link points at, even when that file
    /// does not exist yet), made absolute.
    static func resolved(_ path: String) -> String {
        var current = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        for _ in 0..<40 {
            guard FileKind.at(current) == .symlink || FileKind.at(current) == .symlinkToDirectory,
                let destination = try? FileManager.default.destinationOfSymbolicLink(atPath: current)
            else { break }
            current = destination.hasPrefix("/") ? destination : (current as NSString).deletingLastPathComponent + "/" + destination
        }
        let directory = (current as NSString).deletingLastPathComponent
        let real = URL(fileURLWithPath: directory).resolvingSymlinksInPath().path
        return (real as NSString).appendingPathComponent((current as NSString).lastPathComponent)
    }

    /// Whether two paths name one file (the same device and inode: links and `./` included).
    static func sameFile(_ first: String, _ second: String) -> Bool {
        var a = stat()
        var b = stat()
        guard stat(first, &a) == 0, stat(second, &b) == 0 else { return resolved(first) == resolved(second) }
        return a.st_dev == b.st_dev && a.st_ino == b.st_ino
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
    /// The files the run reads: a golden is never one of them.
    var inputs: [String] = []

    /// What went wrong with one golden, and the lines that show it (a diff).
    struct Problem {
        var summary: String
        var details: [String] = []
    }

    /// Checks one run against its goldens (or records them) in each format the run was rendered
    /// in; `path` names the golden of a format. A run whose script failed is neither compared
    /// nor recorded: it fails, with what went wrong.
    func check(_ run: RenderedRun, formats: [OutputFormat], path: (OutputFormat) -> String, recordCommand: String, out: inout TextWriter) -> [Problem]
    {
        guard run.failures.isEmpty else {
            let recorded = mode == .never ? "" : "; nothing was recorded"
            return run.failures.map { failure in
                let text = failure.hasPrefix("Error: ") ? String(failure.dropFirst(7)) : failure
                return Problem(summary: "the run failed (\(text)), so it is not a transcript to check\(recorded)")
            }
        }
        var problems: [Problem] = []
        for format in formats {
            guard let text = run.text(in: format) else { continue }
            problems += check(text, at: path(format), recordCommand: recordCommand, actualName: "dataflow run \(run.id) (actual)", out: &out)
        }
        return problems
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
                try GoldenStore.write(actual, to: path, inputs: inputs)
                out.line("recorded \(path)")
                return []
            } catch {
                return [Problem(summary: "cannot record \(path): \(error.localizedDescription)")]
            }
        }
        switch golden {
        case .missing:
            return [Problem(summary: "missing golden \(path); record it with: \(recordCommand)")]
        case .notAFile:
            return [Problem(summary: "\(path) is not a regular file (a directory or a device); a golden must be a file")]
        case .unreadable(let reason):
            return [Problem(summary: "cannot read the golden \(path): \(reason), then record it again with: \(recordCommand)")]
        case .text(let expected, let hadCRLF):
            if hadCRLF { out.line("note: \(path) has Windows (CRLF) line endings; compared with them read as LF") }
            guard expected != actual else { return [] }
            // A JSON golden is compared as a value: the same transcript however it is laid out.
            if path.hasSuffix(".json"), JSONValue.sameValue(expected, actual) {
                out.line("note: \(path) holds the same transcript laid out differently; record it again for the format's own layout")
                return []
            }
            let diff = unifiedDiff(expected: expected, actual: actual, expectedName: path + " (golden)", actualName: actualName)
            var details = diff.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
            details.append("re-record (after reading the diff) with: \(recordCommand)")
            return [Problem(summary: "transcript differs from \(path)", details: details)]
        }
    }
}
