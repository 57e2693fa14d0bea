import DataFlow

/// `--format markdown`: a post-ready page: title, lesson, the code, and the transcript.
enum MarkdownFormat {
    /// `code` is each file's name and text: the experiment's files, or the user's.
    static func render(_ transcript: Transcript, code: [(name: String, text: String)], options: TextOptions) -> String {
        var lines = ["# \(transcript.title)", ""]
        var about = "`\(transcript.id)`"
        if !transcript.claims.isEmpty {
            about += " · claims: " + transcript.claims.map { "`\($0)`" }.joined(separator: ", ") + " (`dataflow explain <id>` says what each means)"
        }
        lines += [about, ""]
        if !transcript.lesson.isEmpty { lines += [transcript.lesson, ""] }
        if !code.isEmpty {
            lines += ["## The code", ""]
            for file in code {
                let code = file.text.hasSuffix("\n") ? String(file.text.dropLast()) : file.text
                let fence = Self.fence(for: code)
                lines += ["### `\(file.name)`", "", fence + "swift", code, fence, ""]
            }
        }
        var plain = options
        plain.palette = .plain
        let text = TextTranscript.render(transcript, options: plain).trimmingTrailingNewlines
        let fence = Self.fence(for: text)
        lines += ["## What happens", "", fence + "text", text, fence, ""]
        return lines.joined(separator: "\n")
    }

    /// A code fence longer than any run of backticks in `text` (a doc comment may hold ```).
    static func fence(for text: String) -> String {
        var longest = 0
        var run = 0
        for character in text {
            run = character == "`" ? run + 1 : 0
            longest = max(longest, run)
        }
        return String(repeating: "`", count: max(3, longest + 1))
    }
}

extension String {
    var trimmingTrailingNewlines: String {
        var text = self
        while text.hasSuffix("\n") { text.removeLast() }
        return text
    }
}
