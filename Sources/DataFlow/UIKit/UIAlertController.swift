import Foundation

/// UIKit's alert and action sheet, as SwiftUI apps make one and present it from the root view
/// controller (`rootViewController.present(alert, animated: true)`).
///
/// Presenting a UIKit controller is recorded as an effect and nothing is shown (§32: a SwiftUI
/// `.alert` is how a run shows an alert a script can answer), so no action's handler runs.
open class UIAlertController: UIViewController, @unchecked Sendable {
    public enum Style: Int, Sendable {
        case actionSheet, alert
    }

    open var message: String?
    public let preferredStyle: Style
    open private(set) var actions: [UIAlertAction] = []
    open var preferredAction: UIAlertAction?
    open private(set) var textFields: [UITextField]?

    public init(title: String?, message: String?, preferredStyle: Style) {
        self.message = message
        self.preferredStyle = preferredStyle
        super.init()
        self.title = title
    }

    public required init?(coder: NSCoder) { nil }

    open func addAction(_ action: UIAlertAction) { actions.append(action) }

    /// A text field in the alert: kept, with what the handler configures on it.
    open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
        let field = UITextField()
        configurationHandler?(field)
        textFields = (textFields ?? []) + [field]
    }

    /// The popover an action sheet is anchored with on iPad.
    override open var popoverPresentationController: UIPopoverPresentationController? {
        preferredStyle == .actionSheet ? popover : nil
    }
    private lazy var popover = UIPopoverPresentationController()
}

/// A button of an alert: its title, its style and what it does when tapped.
open class UIAlertAction: @unchecked Sendable {
    public enum Style: Int, Sendable {
        case `default`, cancel, destructive
    }

    public let title: String?
    public let style: Style
    open var isEnabled = true
    let handler: ((UIAlertAction) -> Void)?

    public init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
    }
}
