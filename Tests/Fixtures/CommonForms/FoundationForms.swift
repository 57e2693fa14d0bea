import Foundation

/// Foundation's names that Linux's Foundation lacks, in the forms apps write them.
enum FoundationForms {
    static var summary: String {
        let text = "Docs at apple.com, or call 555-123-4567."
        let types = NSTextCheckingResult.CheckingType.link.rawValue | NSTextCheckingResult.CheckingType.phoneNumber.rawValue
        let detector = try? NSDataDetector(types: types)
        let found = detector?.matches(in: text, options: [], range: NSRange(text.startIndex..., in: text)) ?? []
        let links = found.compactMap { $0.url?.absoluteString ?? $0.phoneNumber }
        let name = PersonNameComponentsFormatter().string(from: PersonNameComponents(givenName: "Ada", familyName: "Lovelace"))
        let size = NSAttributedString(string: "Hi").boundingRect(
            with: CGSize(width: 100, height: CGFloat.greatestFiniteMagnitude), options: .usesLineFragmentOrigin, context: nil)
        return ListFormatter.localizedString(byJoining: links + [name]) + (size.height > 0 ? "." : "")
    }

    /// A dictionary's keys in its order, which Swift seeds anew in every process unless told not to.
    static var dictionaryOrder: String {
        let counts = ["Tea": 1, "Milk": 2, "Bread": 3, "Eggs": 4, "Rice": 5, "Salt": 6, "Jam": 7, "Oats": 8]
        return "Order " + counts.keys.joined(separator: " ")
    }
}
