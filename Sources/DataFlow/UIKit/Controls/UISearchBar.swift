import Foundation

/// UIKit's search bar. `type "<placeholder or name>" "<text>"` taps into it
/// (`searchBarShouldBeginEditing`, `searchBarTextDidBeginEditing`), asks
/// `searchBar(_:shouldChangeTextIn:replacementText:)` and, when allowed, changes the text and
/// tells `searchBar(_:textDidChange:)`. `submit` presses Search (`searchBarSearchButtonClicked`);
/// its Cancel button, when shown, is a button (`searchBarCancelButtonClicked`); its scope bar, when
/// shown, is a picker (`searchBar(_:selectedScopeButtonIndexDidChange:)`).
open class UISearchBar: UIView, UIKitTextInput, @unchecked Sendable {
    public enum Style: Int, Sendable { case `default`, prominent, minimal }

    open var text: String?
    open var placeholder: String?
    open var prompt: String?
    open var showsCancelButton = false
    open var showsBookmarkButton = false
    open var showsSearchResultsButton = false
    open var showsScopeBar = false
    open var scopeButtonTitles: [String]?
    open var selectedScopeButtonIndex = 0
    open var searchBarStyle: Style = .default
    open var barTintColor: UIColor?
    open var isTranslucent = true
    open var keyboardType: UIKeyboardType = .default
    open var returnKeyType: UIReturnKeyType = .search
    open var autocapitalizationType: UITextAutocapitalizationType = .none
    open var autocorrectionType: UITextAutocorrectionType = .default
    open var searchTextField = UISearchTextField()
    open weak var delegate: UISearchBarDelegate?

    open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) { self.showsCancelButton = showsCancelButton }
    open func setShowsScope(_ show: Bool, animated: Bool) { showsScopeBar = show }
    open func sizeToFit(animated: Bool) {}

    open override var canBecomeFirstResponder: Bool { true }

    @discardableResult
    open override func becomeFirstResponder() -> Bool { beginEditing() }

    @discardableResult
    open override func resignFirstResponder() -> Bool { endEditing() }

    func shouldBeginEditing() -> Bool { delegate?.searchBarShouldBeginEditing(self) ?? true }
    func didBeginEditing() { delegate?.searchBarTextDidBeginEditing(self) }
    func shouldEndEditing() -> Bool { delegate?.searchBarShouldEndEditing(self) ?? true }
    func didEndEditing() { delegate?.searchBarTextDidEndEditing(self) }

    override package var scriptTitle: String? { placeholder }

    override package func ownControls(label: String) -> [ControlHandle] {
        var handles = [
            ControlHandle(kind: .textField, label: label) { [weak self] action in
                guard let self else { return }
                switch action {
                case .type(_, let text): self.typed(text)
                case .submit: if self.beginEditing() { self.delegate?.searchBarSearchButtonClicked(self) }
                default: break
                }
            }
        ]
        if showsCancelButton {
            handles.append(
                ControlHandle(kind: .button, label: "Cancel") { [weak self] _ in
                    guard let self else { return }
                    self.delegate?.searchBarCancelButtonClicked(self)
                })
        }
        if showsScopeBar, let titles = scopeButtonTitles {
            for (index, title) in titles.enumerated() {
                handles.append(
                    ControlHandle(kind: .picker, label: ScriptAction.pickerLabel(label, title)) { [weak self] _ in
                        guard let self, self.selectedScopeButtonIndex != index else { return }
                        self.selectedScopeButtonIndex = index
                        self.delegate?.searchBar(self, selectedScopeButtonIndexDidChange: index)
                    })
            }
        }
        return handles
    }

    private func typed(_ new: String) {
        guard beginEditing() else { return reportNotBegun() }
        guard delegate?.searchBar(self, shouldChangeTextIn: wholeRange(of: text), replacementText: new) ?? true else {
            return reportRefused(new, by: "searchBar(_:shouldChangeTextIn:replacementText:)")
        }
        text = new
        searchTextField.text = new
        delegate?.searchBar(self, textDidChange: new)
    }
}

/// The search bar's own field, for styling (`searchBar.searchTextField.backgroundColor`).
open class UISearchTextField: UITextField, @unchecked Sendable {}

/// What a search bar asks of and tells its delegate, each optional as in Objective-C.
public protocol UISearchBarDelegate: AnyObject {
    func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool
    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar)
    func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool
    func searchBarTextDidEndEditing(_ searchBar: UISearchBar)
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String)
    func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar)
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar)
    func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int)
}

extension UISearchBarDelegate {
    public func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool { true }
    public func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {}
    public func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool { true }
    public func searchBarTextDidEndEditing(_ searchBar: UISearchBar) {}
    public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {}
    public func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool { true }
    public func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {}
    public func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {}
    public func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {}
}
