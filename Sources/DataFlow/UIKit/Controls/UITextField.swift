import Foundation

/// UIKit's text field. `type "<placeholder or name>" "<text>"` taps into it (it becomes the first
/// responder: `textFieldShouldBeginEditing`, `textFieldDidBeginEditing`, `editingDidBegin`),
/// then replaces its text as a paste does: the delegate's
/// `textField(_:shouldChangeCharactersIn:replacementString:)` is asked, and if it agrees the text
/// changes, `editingChanged` is sent and `textFieldDidChangeSelection` told. `submit` presses
/// Return (`textFieldShouldReturn`, then `editingDidEndOnExit` and `primaryActionTriggered`);
/// `focus` taps into it alone. `resignFirstResponder()` ends editing
/// (`textFieldShouldEndEditing`, `textFieldDidEndEditing`, `editingDidEnd`).
open class UITextField: UIControl, UIKitTextInput, @unchecked Sendable {
    public enum BorderStyle: Int, Sendable { case none, line, bezel, roundedRect }
    public enum ViewMode: Int, Sendable { case never, whileEditing, unlessEditing, always }
    public enum DidEndEditingReason: Int, Sendable { case committed, cancelled }

    open var text: String? = ""
    open var attributedText: NSAttributedString?
    open var placeholder: String?
    open var attributedPlaceholder: NSAttributedString?
    open var font: UIFont? = .preferredFont(forTextStyle: .body)
    open var textColor: UIColor?
    open var textAlignment: NSTextAlignment = .natural
    open var borderStyle: BorderStyle = .none
    open var clearButtonMode: ViewMode = .never
    open var leftView: UIView?
    open var leftViewMode: ViewMode = .never
    open var rightView: UIView?
    open var rightViewMode: ViewMode = .never
    open var clearsOnBeginEditing = false
    open var adjustsFontSizeToFitWidth = false
    open var minimumFontSize: CGFloat = 0
    open var inputView: UIView?
    open var inputAccessoryView: UIView?
    open var keyboardType: UIKeyboardType = .default
    open var returnKeyType: UIReturnKeyType = .default
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    open var autocorrectionType: UITextAutocorrectionType = .default
    open var spellCheckingType: UITextSpellCheckingType = .default
    open var smartQuotesType: UITextSmartQuotesType = .default
    open var smartDashesType: UITextSmartDashesType = .default
    open var keyboardAppearance: UIKeyboardAppearance = .default
    open var enablesReturnKeyAutomatically = false
    open var isSecureTextEntry = false
    open var textContentType: UITextContentType?
    open var allowsEditingTextAttributes = false
    open var defaultTextAttributes: [NSAttributedString.Key: Any] = [:]
    open weak var delegate: UITextFieldDelegate?

    open var isEditing: Bool { isFirstResponder }
    open override var canBecomeFirstResponder: Bool { isEnabled }

    @discardableResult
    open override func becomeFirstResponder() -> Bool { beginEditing() }

    @discardableResult
    open override func resignFirstResponder() -> Bool { endEditing() }

    func shouldBeginEditing() -> Bool { delegate?.textFieldShouldBeginEditing(self) ?? true }
    func didBeginEditing() {
        if clearsOnBeginEditing { text = "" }
        delegate?.textFieldDidBeginEditing(self)
        sendActions(for: .editingDidBegin)
    }
    func shouldEndEditing() -> Bool { delegate?.textFieldShouldEndEditing(self) ?? true }
    func didEndEditing() {
        delegate?.textFieldDidEndEditing(self, reason: .committed)
        sendActions(for: .editingDidEnd)
    }

    override package var scriptTitle: String? { placeholder ?? attributedPlaceholder?.string }

    override package func ownControls(label: String) -> [ControlHandle] {
        [
            handle(.textField, label) { control, action in
                guard let field = control as? UITextField else { return }
                switch action {
                case .type(_, let text): field.typed(text)
                case .submit: field.pressReturn()
                default: break
                }
            },
            handle(.focusable, label) { control, _ in
                guard let field = control as? UITextField, !field.beginEditing() else { return }
                field.reportNotBegun()
            },
        ]
    }

    private func typed(_ new: String) {
        guard beginEditing() else { return reportNotBegun() }
        let method = "textField(_:shouldChangeCharactersIn:replacementString:)"
        guard delegate?.textField(self, shouldChangeCharactersIn: wholeRange(of: text), replacementString: new) ?? true else {
            return reportRefused(new, by: method)
        }
        text = new
        sendActions(for: .editingChanged)
        delegate?.textFieldDidChangeSelection(self)
    }

    private func pressReturn() {
        guard beginEditing(), delegate?.textFieldShouldReturn(self) ?? true else { return }
        sendActions(for: .editingDidEndOnExit)
        sendActions(for: .primaryActionTriggered)
    }
}

/// What a text field asks of and tells its delegate, each optional as in Objective-C.
public protocol UITextFieldDelegate: AnyObject {
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
    func textFieldDidBeginEditing(_ textField: UITextField)
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
    func textFieldDidEndEditing(_ textField: UITextField)
    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason)
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool
    func textFieldDidChangeSelection(_ textField: UITextField)
    func textFieldShouldClear(_ textField: UITextField) -> Bool
    func textFieldShouldReturn(_ textField: UITextField) -> Bool
}

extension UITextFieldDelegate {
    public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidBeginEditing(_ textField: UITextField) {}
    public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidEndEditing(_ textField: UITextField) {}
    /// UIKit calls the form with a reason; one that implements only the older form has it called.
    public func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) { textFieldDidEndEditing(textField) }
    public func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        true
    }
    public func textFieldDidChangeSelection(_ textField: UITextField) {}
    public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
}
