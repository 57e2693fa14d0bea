/// Text from the views' code made safe for a terminal: what a `print` wrote, and what the
/// program wrote on standard error, shown with its control characters escaped (`\u{1B}`), so no
/// escape sequence in it can recolour, retitle or scramble the user's terminal.
enum TerminalText {
    /// `text` with every control character but newline and tab written as `\u{…}`; text without
    /// one is returned as it is.
    static func escaped(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: needsEscape) else { return text }
        var escaped = ""
        for scalar in text.unicodeScalars {
            if needsEscape(scalar) {
                escaped += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }

    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        scalar != "\n" && scalar != "\t" && (scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value))
    }
}
