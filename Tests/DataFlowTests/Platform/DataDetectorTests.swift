import DataFlow
import Foundation
import Testing

/// Links and phone numbers found in text as an iPhone's data detector finds them.
@Suite struct DataDetectorTests {
    // `CheckingType.link` and `.phoneNumber`'s raw values in Linux's Foundation, which declares the
    // names deprecated (its own classes never return them); written as numbers to keep the build
    // free of warnings. An app's `.link.rawValue` compiles with that warning.
    private let link: NSTextCheckingTypes = 1 << 6
    private let phoneNumber: NSTextCheckingTypes = 1 << 11
    private let date: NSTextCheckingTypes = 1 << 4

    private func found(_ text: String, _ types: NSTextCheckingTypes) throws -> [String] {
        let detector = try NSDataDetector(types: types)
        return detector.matches(in: text, options: [], range: NSRange(text.startIndex..., in: text)).map { match in
            let written = (text as NSString).substring(with: match.range)
            return "\(written) -> \(match.url?.absoluteString ?? match.phoneNumber ?? "?")"
        }
    }

    @Test func linksAreFoundWithTheirSchemeAndWithoutTheSentencesPunctuation() throws {
        let text = "See https://apple.com/ipad, mail me@example.org. Or www.swift.org and swift.org/blog!"
        #expect(
            try found(text, link) == [
                "https://apple.com/ipad -> https://apple.com/ipad",
                "me@example.org -> mailto:me@example.org",
                "www.swift.org -> http://www.swift.org",
                "swift.org/blog -> http://swift.org/blog",
            ])
    }

    @Test func phoneNumbersNeedSevenDigitsAndKeepHowTheyWereWritten() throws {
        let types = phoneNumber | link
        let text = "Call +1 (555) 123-4567 or 555.1234 about order 42 on apple.com"
        #expect(try found(text, types) == ["+1 (555) 123-4567 -> +1 (555) 123-4567", "555.1234 -> 555.1234", "apple.com -> http://apple.com"])
        #expect(try found("Room 12, 2024", types).isEmpty)
    }

    @Test func theMatchingCallsAgreeAndADetectorForNothingThrows() throws {
        let detector = try NSDataDetector(types: link)
        let text = "a.com b.com"
        let range = NSRange(location: 0, length: (text as NSString).length)
        #expect(detector.numberOfMatches(in: text, options: [], range: range) == 2)
        #expect(detector.rangeOfFirstMatch(in: text, options: [], range: range) == NSRange(location: 0, length: 5))
        var seen = 0
        detector.enumerateMatches(in: text, options: [], range: range) { _, _, stop in
            seen += 1
            stop.pointee = true
        }
        #expect(seen == 1)
        // Dates are natural language, read differently by each release: not found (see the type).
        #expect(try found("Lunch tomorrow at noon", date).isEmpty)
        #expect(throws: (any Error).self) { try NSDataDetector(types: NSTextCheckingResult.CheckingType.regularExpression.rawValue) }
    }
}

/// Lists and names written as an English-language iPhone writes them.
@Suite struct ListAndNameFormatterTests {
    @Test func listsJoinWithAndAndASerialComma() {
        #expect(ListFormatter.localizedString(byJoining: []) == "")
        #expect(ListFormatter.localizedString(byJoining: ["Tea"]) == "Tea")
        #expect(ListFormatter.localizedString(byJoining: ["Tea", "Milk"]) == "Tea and Milk")
        #expect(ListFormatter.localizedString(byJoining: ["Tea", "Milk", "Bread"]) == "Tea, Milk, and Bread")
        let formatter = ListFormatter()
        let numbers = NumberFormatter()
        numbers.numberStyle = .percent
        formatter.itemFormatter = numbers
        #expect(formatter.string(from: [0.5, 1]) == "50% and 100%")
    }

    @Test func namesAreWrittenInEachStyle() {
        var name = PersonNameComponents(givenName: "Ada", middleName: "King", familyName: "Lovelace")
        name.namePrefix = "Lady"
        let formatter = PersonNameComponentsFormatter()
        #expect(formatter.string(from: name) == "Ada King Lovelace")
        formatter.style = .short
        #expect(formatter.string(from: name) == "Ada")
        formatter.style = .abbreviated
        #expect(formatter.string(from: name) == "AL")
        formatter.style = .long
        #expect(formatter.string(from: name) == "Lady Ada King Lovelace")
        #expect(formatter.personNameComponents(from: "Grace Brewster Hopper")?.middleName == "Brewster")
    }
}
