/// How dataflow knows its own goldens, and which experiment ids can name one.
///
/// Recording replaces an existing file only when it is a transcript dataflow wrote (see
/// `GoldenStore.write`), recognised by what every transcript already begins with: no marker is
/// added, so goldens stay byte-identical. A text transcript begins with its id and title, and
/// has a variant's heading followed by its mount (`== variant main ==`, `[0] mount`) or a
/// snippet that does not compile (`== does not compile: …`); a JSON transcript is an object
/// whose first members are `experiment`, `title` and `models`.
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

    private static func isTextTranscript(_ text: String) -> Bool {
        guard let first = text.first, !first.isWhitespace else { return false }
        var sawVariant = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
            if line.hasPrefix("== does not compile: ") { return true }
            if line.hasPrefix("== variant ") { sawVariant = true }
            if sawVariant && line.hasPrefix("[0] mount") { return true }
        }
        return false
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
