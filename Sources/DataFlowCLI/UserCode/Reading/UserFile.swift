import Foundation

/// A Swift file a user asked dataflow to run, as read from disk.
struct UserFile: Equatable {
    /// The path as the user wrote it: diagnostics and transcripts name the file this way.
    var displayName: String
    var text: String
    /// Made by dataflow as Xcode would make it (`GeneratedAssetSymbols.swift`), not the user's:
    /// compiled with the files, not shown among them.
    var isGenerated = false

    var baseName: String { (displayName as NSString).lastPathComponent }

    /// Reads `path`, or says in one line why it cannot.
    static func read(_ path: String) throws(UserCodeError) -> UserFile {
        if let control = path.unicodeScalars.first(where: { $0.properties.generalCategory == .control }) {
            let name = control == "\n" ? "a newline" : "a control character (U+\(String(control.value, radix: 16, uppercase: true)))"
            throw .usage("the file name \(quoted(path)) holds \(name), which the Swift compiler cannot name in its messages; rename the file")
        }
        if path.contains("\u{FFFD}") {
            throw .usage(
                "the file name \(quoted(path)) is not valid UTF-8 (as the shell passed it), which Swift's tools cannot name; rename the file")
        }
        var info = stat()
        guard stat(path, &info) == 0 else {
            if errno == ENOENT || errno == ENOTDIR { throw .usage("no such file \(quoted(path))") }
            throw .usage("cannot read \(quoted(path)): \(String(cString: strerror(errno)))")
        }
        guard info.st_mode & S_IFMT != S_IFDIR else { throw .usage("\(quoted(path)) is a directory; name the .swift files to run") }
        guard let data = FileManager.default.contents(atPath: path) else {
            let reason = access(path, R_OK) == 0 ? "it is not a regular file" : String(cString: strerror(errno))
            throw .usage("cannot read \(quoted(path)): \(reason)")
        }
        guard let text = String(data: data, encoding: .utf8) else { throw .usage("\(quoted(path)) is not UTF-8 text") }
        // Windows line endings (a checkout with autocrlf): "\r\n" is one Character, which no
        // scan for "\n" would see; as LF, every line keeps its number.
        return UserFile(displayName: path, text: text.replacingOccurrences(of: "\r\n", with: "\n"))
    }

    /// Whether the file has `import <module>` (at the start of a line).
    func imports(_ module: String) -> Bool {
        SourceScanner.code(of: text).split(separator: "\n").contains { line in
            let words = line.split(whereSeparator: \.isWhitespace)
            return words.count >= 2 && words[0] == "import" && words[1] == module
        }
    }
}
