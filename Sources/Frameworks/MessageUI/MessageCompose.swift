import Foundation

/// The message composer. A run's phone cannot send texts (as the Simulator cannot), so
/// `canSendText()` is false; one presented anyway sends nothing: when its sheet closes, its
/// delegate is told the user cancelled.
open class MFMessageComposeViewController: UINavigationController, ReportsLeaving, @unchecked Sendable {
    open class func canSendText() -> Bool { false }
    open class func canSendSubject() -> Bool { false }
    open class func canSendAttachments() -> Bool { false }
    open class func isSupportedAttachmentUTI(_ uti: String) -> Bool { false }

    open weak var messageComposeDelegate: (any MFMessageComposeViewControllerDelegate)?
    open var recipients: [String]?
    open var body: String?
    open var subject: String?
    open private(set) var attachments: [[AnyHashable: Any]]?
    private var finished = false

    public override init() { super.init() }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open func disableUserAttachments() {}
    open func addAttachmentURL(_ attachmentURL: URL, withAlternateFilename alternateFilename: String?) -> Bool { false }
    open func addAttachmentData(_ attachmentData: Data, typeIdentifier uti: String, filename: String) -> Bool { false }

    package func leavingReport() -> (() -> Void)? {
        guard !finished, let delegate = messageComposeDelegate else { return nil }
        finished = true
        return { [self] in delegate.messageComposeViewController(self, didFinishWith: .cancelled) }
    }
}

/// How the message composer ended.
public enum MessageComposeResult: Int, Sendable {
    case cancelled, sent, failed
}

public protocol MFMessageComposeViewControllerDelegate: NSObjectProtocol {
    func messageComposeViewController(_ controller: MFMessageComposeViewController, didFinishWith result: MessageComposeResult)
}
