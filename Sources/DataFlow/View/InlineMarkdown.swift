/// The text a localized string key shows once its inline Markdown is applied: what the screen
/// reads, without the markup (`"**Save** now"` shows "Save now", in bold).
///
/// SwiftUI reads a `LocalizedStringKey` as Markdown, inline styles only: strong and emphasis
/// (`**`, `*`, `__`, `_`), strikethrough (`~~`), code spans and links (`[text](url)`); a block's
/// markup (`# `, `- `) stays as written. A `String` given to `Text` is not read (`Text(verbatim:)`
/// and `Text(someString)` show it as it is), nor is a value interpolated into a key. Emphasis
/// follows CommonMark's flanking rules, so `5 * 3`, `snake_case` and a lone `*` stay as written.
enum InlineMarkdown {
    /// `text` with its inline markup applied; unchanged when it has none.
    static func plainText(_ text: String) -> String {
        guard text.contains(where: { "*_~`[\\".contains($0) }) else { return text }
        let characters = Array(text)
        var output: [Character] = []
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if character == "\\", index + 1 < characters.count, characters[index + 1].isASCII,
                characters[index + 1].isPunctuation || characters[index + 1].isSymbol
            {
                output.append(characters[index + 1])
                index += 2
            } else if character == "`", let close = characters[(index + 1)...].firstIndex(of: "`") {
                output += characters[(index + 1)..<close]
                index = close + 1
            } else if character == "[", let (label, end) = link(in: characters, at: index) {
                output += Array(plainText(String(label)))
                index = end
            } else if "*_~".contains(character), let (inner, end) = emphasis(in: characters, at: index) {
                output += Array(plainText(String(inner)))
                index = end
            } else {
                output.append(character)
                index += 1
            }
        }
        return String(output)
    }

    /// `[label](destination)` at `start`: the label, and where the link ends.
    private static func link(in characters: [Character], at start: Int) -> (ArraySlice<Character>, Int)? {
        guard let close = characters[(start + 1)...].firstIndex(of: "]"), close + 1 < characters.count, characters[close + 1] == "(",
            let end = characters[(close + 2)...].firstIndex(of: ")"), !characters[(close + 2)..<end].contains(" ")
        else { return nil }
        return (characters[(start + 1)..<close], end + 1)
    }

    /// A run of `*`, `_` or `~` at `start` that opens emphasis closed later by the same run: its
    /// content, and where the closing run ends.
    private static func emphasis(in characters: [Character], at start: Int) -> (ArraySlice<Character>, Int)? {
        let marker = characters[start]
        var length = 0
        // `***both***` is strong emphasis and emphasis at once.
        while start + length < characters.count, characters[start + length] == marker, length < 3 { length += 1 }
        if marker == "~", length != 2 { return nil }
        let open = start + length
        // Left-flanking: the run is followed by a non-space; `_` also not preceded by a letter.
        guard open < characters.count, !characters[open].isWhitespace, characters[open] != marker else { return nil }
        if marker == "_", start > 0, characters[start - 1].isLetter || characters[start - 1].isNumber { return nil }
        var index = open + 1
        while index + length <= characters.count {
            let run = characters[index..<(index + length)]
            if run.allSatisfy({ $0 == marker }), !characters[index - 1].isWhitespace,
                index + length == characters.count || characters[index + length] != marker
            {
                let after = index + length
                if marker == "_", after < characters.count, characters[after].isLetter || characters[after].isNumber {
                    index += 1
                    continue
                }
                return (characters[open..<index], after)
            }
            index += 1
        }
        return nil
    }
}
