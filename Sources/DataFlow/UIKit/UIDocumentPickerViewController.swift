import Foundation

/// UIKit's document picker (Files), as apps wrap it in a `UIViewControllerRepresentable` shown in
/// a `.sheet`. A run has no Files app to pick from: when its sheet closes (a script's `dismiss`),
/// its delegate is told the user cancelled, as when the user taps Cancel.
open class UIDocumentPickerViewController: UIViewController, ReportsLeaving, @unchecked Sendable {
    open weak var delegate: (any UIDocumentPickerDelegate)?
    open var allowsMultipleSelection = false
    open var shouldShowFileExtensions = false
    open var directoryURL: URL?
    public let contentTypes: [UTType]
    public let exportedURLs: [URL]
    private var finished = false

    public init(forOpeningContentTypes contentTypes: [UTType], asCopy: Bool) {
        self.contentTypes = contentTypes
        exportedURLs = []
        super.init()
    }
    public convenience init(forOpeningContentTypes contentTypes: [UTType]) { self.init(forOpeningContentTypes: contentTypes, asCopy: false) }
    public init(forExporting urls: [URL], asCopy: Bool) {
        contentTypes = []
        exportedURLs = urls
        super.init()
    }
    public convenience init(forExporting urls: [URL]) { self.init(forExporting: urls, asCopy: false) }
    public required init?(coder: NSCoder) {
        contentTypes = []
        exportedURLs = []
        super.init(coder: coder)
    }

    package func leavingReport() -> (() -> Void)? {
        guard !finished, let delegate else { return nil }
        finished = true
        return { delegate.documentPickerWasCancelled(self) }
    }
}

/// What a document picker tells its delegate: only that it was cancelled, in a run.
public protocol UIDocumentPickerDelegate: AnyObject {
    func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL])
    func documentPickerWasCancelled(_ controller: UIDocumentPickerViewController)
}

extension UIDocumentPickerDelegate {
    public func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL]) {}
    public func documentPickerWasCancelled(_ controller: UIDocumentPickerViewController) {}
}

extension UIResponder {
    // The keyboard's notifications, for code that pads its views by the keyboard's height. A run
    // shows no keyboard window, so none of them is posted: such padding stays at its start.
    public static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
    public static let keyboardDidShowNotification = Notification.Name("UIKeyboardDidShowNotification")
    public static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")
    public static let keyboardDidHideNotification = Notification.Name("UIKeyboardDidHideNotification")
    public static let keyboardWillChangeFrameNotification = Notification.Name("UIKeyboardWillChangeFrameNotification")
    public static let keyboardDidChangeFrameNotification = Notification.Name("UIKeyboardDidChangeFrameNotification")
    public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
    public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
    public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
    public static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"
}
