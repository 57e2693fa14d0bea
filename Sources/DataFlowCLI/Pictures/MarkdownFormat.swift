import DataFlow

/// `--format markdown`: a post-ready page: title, lesson, the code, and the transcript.
enum MarkdownFormat {
    /// `code` is each file's name and text: the experiment's files, or the user's.
    static func render(_ transcript: Transcript, code: [(name: String, text: String)], options: TextOptions) -> String {
        var lines = ["# " + oneLine(transcript.title), ""]
        var about = codeSpan(transcript.id)
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
                lines += ["### " + codeSpan(file.name), "", fence + "swift", code, fence, ""]
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
        String(repeating: "`", count: max(3, longestBacktickRun(in: text) + 1))
    }

    /// `text` as inline code that its own backticks cannot end, on one line.
    static func codeSpan(_ text: String) -> String {
        let text = oneLine(text)
        let ticks = String(repeating: "`", count: longestBacktickRun(in: text) + 1)
        let padding = text.hasPrefix("`") || text.hasSuffix("`") ? " " : ""
        return ticks + padding + text + padding + ticks
    }

    /// A heading or span stays one line: line breaks become spaces.
    private static func oneLine(_ text: String) -> String {
        text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).joined(separator: " ")
    }

    private static func longestBacktickRun(in text: String) -> Int {
        var longest = 0
        var run = 0
        for character in text {
            run = character == "`" ? run + 1 : 0
            longest = max(longest, run)
        }
        return longest
    }
}

extension String {
    var trimmingTrailingNewlines: String {
        var text = self
        while text.hasSuffix("\n") { text.removeLast() }
        return text
    }
}
