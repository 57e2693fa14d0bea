/// How dataflow knows its own goldens, and which experiment ids can name one.
///
/// Recording replaces an existing file only when it is a transcript dataflow wrote (see
/// `GoldenStore.write`), recognised by the shape every transcript already begins with: no
/// marker is added, so goldens stay byte-identical. A text transcript begins with its id and
/// title, then its claims, code and lesson lines, then a variant's heading and its mount (`==
/// variant main ==`, `[0] mount`) or a snippet that does not compile (`== does not compile:
/// …`); a JSON transcript is an object whose first members are `experiment`, `title` and
/// `models`. Notes that quote a transcript's lines further down are not one.
enum TranscriptSignature {
    static func isTranscript(_ text: String) -> Bool {
        text.hasPrefix("{") ? isJSONTranscript(text) : isTextTranscript(text)
    }

    private static func isJSONTranscript(_ text: String) -> Bool {
        let lines = text.split(separator: "\n", maxSplits: 4, omittingEmptySubsequences: false)
        guard lines.count > 4 else { return false }
        return lines[0] == "{" && lines[1].hasPrefix("  \"experiment\": \"") && lines[2].hasPrefix("  \"title\": \"")
            && lines[3].hasPrefix("  \"models\": \"")
    }

    /// The header's fixed shape: the id and the title on the first two lines; then only the
    /// `claims:` and `code:` lines, blank lines and the lesson (indented); then the first
    /// heading, a variant's (followed by its mount) or a snippet that does not compile.
    private static func isTextTranscript(_ text: String) -> Bool {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.count > 4, [lines[0], lines[1]].allSatisfy({ !$0.isEmpty && !$0.first!.isWhitespace }) else { return false }
        var index = 2
        while index < lines.count, !lines[index].hasPrefix("== ") {
            let line = lines[index]
            guard line.isEmpty || line.hasPrefix("claims: ") || line.hasPrefix("code: ") || line.hasPrefix("  ") else { return false }
            index += 1
        }
        guard index < lines.count else { return false }
        if lines[index].hasPrefix("== does not compile: ") { return true }
        guard lines[index].hasPrefix("== variant "), lines[index].hasSuffix(" ==") else { return false }
        return lines[(index + 1)...].first { !$0.isEmpty } == "[0] mount"
    }

    /// Why `id` cannot name a golden file in a goldens folder, or nil when it can: it must be a
    /// plain file name (not empty, not hidden, no path separator, no control character).
    static func problem(withID id: String) -> String? {
        let plain =
            !id.isEmpty && !id.hasPrefix(".") && !id.contains("/") && !id.contains("\\")
            && !id.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F || $0.properties.isNoncharacterCodePoint }
        return plain ? nil : "the experiment id \(quoted(id)) cannot name a golden file: use letters, digits, '-' and '_' (e.g. my-counter)"
    }
}
