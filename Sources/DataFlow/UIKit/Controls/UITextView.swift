import Foundation

/// UIKit's multi-line text view. `type "<name>" "<text>"` taps into it (it becomes the first
/// responder: `textViewShouldBeginEditing`, `textViewDidBeginEditing`), then replaces its text
/// as a paste does: `textView(_:shouldChangeTextIn:replacementText:)` is asked, and if it
/// agrees the text changes and `textViewDidChange` and `textViewDidChangeSelection` are told.
/// A text view that is not editable cannot be typed into. `resignFirstResponder()` ends
/// editing (`textViewShouldEndEditing`, `textViewDidEndEditing`).
open class UITextView: UIScrollView, UIKitTextInput, @unchecked Sendable {
    open var text: String! = ""
    open var attributedText: NSAttributedString!
    open var font: UIFont? = .preferredFont(forTextStyle: .body)
    open var textColor: UIColor?
    open var textAlignment: NSTextAlignment = .natural
    open var isEditable = true
    open var isSelectable = true
    open var selectedRange = NSRange(location: 0, length: 0)
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0)
    public let textContainer = NSTextContainer()
    open var dataDetectorTypes: UIDataDetectorTypes = []
    open var allowsEditingTextAttributes = false
    open var typingAttributes: [NSAttributedString.Key: Any] = [:]
    open var linkTextAttributes: [NSAttributedString.Key: Any]! = [:]
    open var inputView: UIView?
    open var inputAccessoryView: UIView?
    open var keyboardType: UIKeyboardType = .default
    open var returnKeyType: UIReturnKeyType = .default
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    open var autocorrectionType: UITextAutocorrectionType = .default
    open var spellCheckingType: UITextSpellCheckingType = .default
    open var keyboardAppearance: UIKeyboardAppearance = .default
    open var isSecureTextEntry = false
    open var textContentType: UITextContentType?
    open var adjustsFontForContentSizeCategory = false
    open weak var textViewDelegate: UITextViewDelegate?

    /// The delegate: a text view's is also its scroll view's.
    open override var delegate: UIScrollViewDelegate? {
        get { textViewDelegate }
        set { textViewDelegate = newValue as? UITextViewDelegate }
    }

    open override var canBecomeFirstResponder: Bool { isEditable || isSelectable }

    @discardableResult
    open override func becomeFirstResponder() -> Bool { beginEditing() }

    @discardableResult
    open override func resignFirstResponder() -> Bool { endEditing() }

    open func scrollRangeToVisible(_ range: NSRange) {}

    func shouldBeginEditing() -> Bool { textViewDelegate?.textViewShouldBeginEditing(self) ?? true }
    func didBeginEditing() { textViewDelegate?.textViewDidBeginEditing(self) }
    func shouldEndEditing() -> Bool { textViewDelegate?.textViewShouldEndEditing(self) ?? true }
    func didEndEditing() { textViewDelegate?.textViewDidEndEditing(self) }

    override package func ownControls(label: String) -> [ControlHandle] {
        var typing = ControlHandle(kind: .textField, label: label) { [weak self] action in
            guard let self, case .type(_, let text) = action else { return }
            self.typed(text)
        }
        typing.blockedReason = { [weak self] in self?.isEditable == false ? "its UITextView is not editable (isEditable is false)" : nil }
        return [typing]
    }

    private func typed(_ new: String) {
        guard beginEditing() else { return reportNotBegun() }
        let range = wholeRange(of: text)
        guard textViewDelegate?.textView(self, shouldChangeTextIn: range, replacementText: new) ?? true else {
            return reportRefused(new, by: "textView(_:shouldChangeTextIn:replacementText:)")
        }
        text = new
        selectedRange = NSRange(location: new.utf16.count, length: 0)
        textViewDelegate?.textViewDidChange(self)
        textViewDelegate?.textViewDidChangeSelection(self)
    }
}

/// What a text view asks of and tells its delegate, each optional as in Objective-C.
public protocol UITextViewDelegate: UIScrollViewDelegate {
    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
    func textViewDidBeginEditing(_ textView: UITextView)
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool
    func textViewDidEndEditing(_ textView: UITextView)
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    func textViewDidChange(_ textView: UITextView)
    func textViewDidChangeSelection(_ textView: UITextView)
}

extension UITextViewDelegate {
    public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }
    public func textViewDidBeginEditing(_ textView: UITextView) {}
    public func textViewShouldEndEditing(_ textView: UITextView) -> Bool { true }
    public func textViewDidEndEditing(_ textView: UITextView) {}
    public func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool { true }
    public func textViewDidChange(_ textView: UITextView) {}
    public func textViewDidChangeSelection(_ textView: UITextView) {}
}

/// The area a text view lays its text in: kept.
open class NSTextContainer: @unchecked Sendable {
    open var lineFragmentPadding: CGFloat = 5
    open var maximumNumberOfLines = 0
    open var lineBreakMode: NSLineBreakMode = .byWordWrapping
    open var widthTracksTextView = true
    open var heightTracksTextView = false
    open var size: CGSize = .zero
    public init() {}
}
