import Foundation

/// What UIKit's text inputs share: becoming the first responder (the keyboard is theirs) and
/// giving it up, each asked of and told to the delegate, and a script's typing, which replaces
/// the whole text as a paste over it does: one change, asked of the delegate first.
protocol UIKitTextInput: UIResponder {
    /// Asks the delegate whether editing may begin; false keeps the keyboard where it is.
    func shouldBeginEditing() -> Bool
    func didBeginEditing()
    func shouldEndEditing() -> Bool
    func didEndEditing()
}

extension UIKitTextInput {
    /// Becomes the first responder, as a tap in the input does: whoever had the keyboard (a
    /// SwiftUI field, another UIKit input) gives it up first.
    func beginEditing() -> Bool {
        guard let graph = UIResponder.graph else { return false }
        if graph.uiKitFirstResponder === self { return true }
        guard shouldBeginEditing() else { return false }
        if let other = graph.uiKitFirstResponder {
            guard other.resignFirstResponder() else { return false }
        } else {
            graph.resignFirstResponder()
        }
        graph.uiKitFirstResponder = self
        didBeginEditing()
        return true
    }

    /// Gives the keyboard up, when the delegate lets it.
    func endEditing() -> Bool {
        guard let graph = UIResponder.graph, graph.uiKitFirstResponder === self else { return true }
        guard shouldEndEditing() else { return false }
        graph.uiKitFirstResponder = nil
        didEndEditing()
        return true
    }

    /// The range of `text` a paste over all of it replaces, in UTF-16 as UIKit counts.
    func wholeRange(of text: String?) -> NSRange { NSRange(location: 0, length: (text ?? "").utf16.count) }

    /// Says in the step that the delegate kept `text` out.
    func reportRefused(_ text: String, by method: String) {
        Ambient.current?.reporter.report(.dataflow("the delegate's \(method) refused \(text.quotedLiteral): the text is unchanged"))
    }

    func reportNotBegun() {
        Ambient.current?.reporter.report(.dataflow("the delegate does not let \(displayTypeName(type(of: self))) begin editing: nothing is typed"))
    }
}

/// The keyboard a text input asks for.
public enum UIKeyboardType: Int, Sendable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress, decimalPad
    case twitter, webSearch, asciiCapableNumberPad
    public static let alphabet = UIKeyboardType.asciiCapable
}

public enum UIReturnKeyType: Int, Sendable {
    case `default`, go, google, join, next, route, search, send, yahoo, done, emergencyCall, `continue`
}

public enum UITextAutocapitalizationType: Int, Sendable { case none, words, sentences, allCharacters }
public enum UITextAutocorrectionType: Int, Sendable { case `default`, no, yes }
public enum UITextSpellCheckingType: Int, Sendable { case `default`, no, yes }
public enum UITextSmartQuotesType: Int, Sendable { case `default`, no, yes }
public enum UITextSmartDashesType: Int, Sendable { case `default`, no, yes }
public enum UIKeyboardAppearance: Int, Sendable { case `default`, dark, light }

/// What a text input's content is, for AutoFill (`.emailAddress`, `.oneTimeCode`).
public struct UITextContentType: Hashable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let name = UITextContentType(rawValue: "name")
    public static let givenName = UITextContentType(rawValue: "given-name")
    public static let familyName = UITextContentType(rawValue: "family-name")
    public static let emailAddress = UITextContentType(rawValue: "email")
    public static let telephoneNumber = UITextContentType(rawValue: "tel")
    public static let username = UITextContentType(rawValue: "username")
    public static let password = UITextContentType(rawValue: "password")
    public static let newPassword = UITextContentType(rawValue: "new-password")
    public static let oneTimeCode = UITextContentType(rawValue: "one-time-code")
    public static let URL = UITextContentType(rawValue: "url")
    public static let fullStreetAddress = UITextContentType(rawValue: "street-address")
    public static let postalCode = UITextContentType(rawValue: "postal-code")
    public static let streetAddressLine1 = UITextContentType(rawValue: "address-line1")
    public static let addressCity = UITextContentType(rawValue: "address-level2")
}

/// Which kinds of data a text view turns into links.
public struct UIDataDetectorTypes: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let phoneNumber = UIDataDetectorTypes(rawValue: 1 << 0)
    public static let link = UIDataDetectorTypes(rawValue: 1 << 1)
    public static let address = UIDataDetectorTypes(rawValue: 1 << 2)
    public static let calendarEvent = UIDataDetectorTypes(rawValue: 1 << 3)
    public static let all = UIDataDetectorTypes(rawValue: .max)
}
