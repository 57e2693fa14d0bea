import DataFlow
import Testing

/// One way of quoting texts for scripts, screens and transcripts: Swift's literal syntax, with
/// an apostrophe left as the app shows it, and nothing that could hide or rewrite what a
/// terminal shows.
@Suite struct StringLiteralTests {
    @Test func quotedLiteralIsSwiftsLiteralWithApostrophesAsTheyAre() {
        let samples = ["", "plain text 123", "say \"hi\"", "back\\slash", "tab\there", "new\nline", "é accent", "emoji 🎉", "\u{7F}", "a~z{}|"]
        for sample in samples { #expect(sample.quotedLiteral == sample.debugDescription, "\(sample)") }
        for byte in UInt8(0x20)...UInt8(0x7E) where byte != UInt8(ascii: "'") {
            let text = String(UnicodeScalar(byte))
            #expect(text.quotedLiteral == text.debugDescription)
        }
        #expect("That's it".quotedLiteral == "\"That's it\"")
        #expect("'".quotedLiteral == "\"'\"")
    }

    @Test func invisibleAndDirectionChangingCharactersAreShownEscaped() {
        #expect("a\u{202E}b".quotedLiteral == "\"a\\u{202E}b\"")
        #expect("a\u{200B}b".quotedLiteral == "\"a\\u{200B}b\"")
        #expect("\u{1B}[31m".quotedLiteral == "\"\\u{1B}[31m\"")
        #expect("👨‍👩‍👧".quotedLiteral == "\"👨‍👩‍👧\"", "the zero-width joiner of an emoji stays")
        #expect(quote("tap") == "tap".quotedLiteral, "the script grammar quotes the same way")
    }
}
