extension String {
    /// The string as a Swift literal, quoted and escaped: what `debugDescription` prints.
    ///
    /// Screens and state quote every text on every step; most texts are plain ASCII, which needs
    /// no escaping, so they skip `debugDescription`'s per-scalar Unicode property look-ups.
    package var quotedLiteral: String {
        let needsEscaping = utf8.contains { byte in
            byte < 0x20 || byte > 0x7E || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") || byte == UInt8(ascii: "\\")
        }
        return needsEscaping ? debugDescription : "\"" + self + "\""
    }
}
