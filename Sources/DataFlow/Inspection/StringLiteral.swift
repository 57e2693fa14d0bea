extension String {
    /// The string quoted as a script, a screen line and a transcript write it: in double quotes,
    /// `"` and `\` escaped, control characters as `\n`, `\t`, `\r` or `\u{1B}`, and invisible
    /// or direction-changing formats as `\u{202E}` (the zero-width joiner of emoji stays), so no
    /// text can put a raw escape sequence on a terminal or hide what it says. An apostrophe stays
    /// as it is: `"That's it"`. The result is also a valid Swift string literal, which generated
    /// code relies on.
    ///
    /// Screens and state quote every text on every step; most texts are plain ASCII with nothing
    /// to escape, so they are wrapped without looking at each scalar.
    package var quotedLiteral: String {
        let plain = utf8.allSatisfy { byte in byte >= 0x20 && byte < 0x7F && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "\\") }
        if plain { return "\"" + self + "\"" }
        var quoted = "\""
        for scalar in unicodeScalars {
            switch scalar {
            case "\"": quoted += "\\\""
            case "\\": quoted += "\\\\"
            case "\n": quoted += "\\n"
            case "\t": quoted += "\\t"
            case "\r": quoted += "\\r"
            case "\u{200D}": quoted.unicodeScalars.append(scalar)
            case _ where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || Self.hidesText(scalar):
                quoted += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default: quoted.unicodeScalars.append(scalar)
            }
        }
        return quoted + "\""
    }

    /// Invisible or direction-changing characters: formats and line or paragraph separators.
    private static func hidesText(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .format, .lineSeparator, .paragraphSeparator: true
        default: false
        }
    }
}
