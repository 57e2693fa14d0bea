/// What a user's program wrote on standard error, as the user should see it.
///
/// After a fatal error the Swift runtime prints `Current stack trace:` and a frame per line,
/// addresses of the generated program that say nothing to the user: those are taken out, the
/// error's own line (`Fatal error: Index out of range`) stays, naming the file as the user typed
/// it. (Which step the program was playing comes on its channel, `ProgramChannel`, where no
/// line of the user's can forge it.)
struct ProgramStderr {
    /// The rest of standard error.
    var text: String

    /// `files` name the user's files by the name the compiler gave them, which a runtime error
    /// prints (`UserCode/Fatal.swift:8: Fatal error: …`, `#fileID`), as the user typed them.
    init(_ raw: String, files: [(compiled: String, typed: String)] = []) {
        var kept: [Substring] = []
        var inTrace = false
        for line in raw.split(separator: "\n", omittingEmptySubsequences: false) {
            if line == "Current stack trace:" {
                inTrace = true
                continue
            }
            // A frame: `12   program   0x000055ad… <unavailable> + 2338923`.
            if inTrace, let first = line.split(separator: " ").first, Int(first) != nil { continue }
            inTrace = false
            kept.append(Self.naming(line, files: files))
        }
        text = kept.joined(separator: "\n")
    }

    /// The line with a compiled file's name at its start replaced by the name the user typed.
    private static func naming(_ line: Substring, files: [(compiled: String, typed: String)]) -> Substring {
        for file in files where line.hasPrefix(file.compiled + ":") {
            return Substring(file.typed) + line.dropFirst(file.compiled.count)
        }
        return line
    }
}
