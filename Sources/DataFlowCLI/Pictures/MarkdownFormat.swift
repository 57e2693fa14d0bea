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
                lines += ["### `\(file.name)`", "", "```swift", file.text.hasSuffix("\n") ? String(file.text.dropLast()) : file.text, "```", ""]
            }
        }
        lines += ["## What happens", "", "```text"]
        var plain = options
        plain.palette = .plain
        lines.append(TextTranscript.render(transcript, options: plain).trimmingTrailingNewlines)
        lines += ["```", ""]
        return lines.joined(separator: "\n")
    }
}

extension String {
    var trimmingTrailingNewlines: String {
        var text = self
        while text.hasSuffix("\n") { text.removeLast() }
        return text
    }
}
