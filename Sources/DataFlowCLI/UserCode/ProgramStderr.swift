/// What a user's program wrote on standard error, as the user should see it.
///
/// The program marks each step before playing it (a line starting with `progressPrefix`), so
/// that after a crash the command knows how far it got; those lines are taken out. After a fatal
/// error the Swift runtime prints `Current stack trace:` and a frame per line, addresses of the
/// generated program that say nothing to the user: those are taken out too, the error's own line
/// (`Fatal error: Index out of range`) stays.
struct ProgramStderr {
    /// Starts a progress line: the record separator, so no text of the user's can look like one.
    static let progressPrefix = "\u{1E}dataflow step "

    /// The rest of standard error.
    var text: String
    /// The step the program last began (0 is the mount), if it said.
    var lastStep: Int?

    init(_ raw: String) {
        var kept: [Substring] = []
        var inTrace = false
        for line in raw.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix(Self.progressPrefix) {
                lastStep = Int(line.dropFirst(Self.progressPrefix.count))
                continue
            }
            if line == "Current stack trace:" {
                inTrace = true
                continue
            }
            // A frame: `12   program   0x000055ad… <unavailable> + 2338923`.
            if inTrace, let first = line.split(separator: " ").first, Int(first) != nil { continue }
            inTrace = false
            kept.append(line)
        }
        text = kept.joined(separator: "\n")
    }
}
