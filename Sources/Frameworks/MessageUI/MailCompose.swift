import Foundation

/// The mail composer. A run's phone has no Mail account (as the Simulator has none), so
/// `canSendMail()` is false: an app that checks first takes its other path (a `mailto:` link, an
/// alert). One presented anyway sends nothing: when its sheet closes (a script's `dismiss`), its
/// delegate is told the user cancelled.
open class MFMailComposeViewController: UINavigationController, ReportsLeaving, @unchecked Sendable {
    open class func canSendMail() -> Bool { false }

    open weak var mailComposeDelegate: (any MFMailComposeViewControllerDelegate)?
    /// What the app filled in, kept as it gave them.
    public private(set) var subject = ""
    public private(set) var toRecipients: [String] = []
    public private(set) var ccRecipients: [String] = []
    public private(set) var bccRecipients: [String] = []
    public private(set) var messageBody = ""
    public private(set) var attachmentNames: [String] = []
    private var finished = false

    public override init() { super.init() }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open func setSubject(_ subject: String) { self.subject = subject }
    open func setToRecipients(_ toRecipients: [String]?) { self.toRecipients = toRecipients ?? [] }
    open func setCcRecipients(_ ccRecipients: [String]?) { self.ccRecipients = ccRecipients ?? [] }
    open func setBccRecipients(_ bccRecipients: [String]?) { self.bccRecipients = bccRecipients ?? [] }
    open func setMessageBody(_ body: String, isHTML: Bool) { messageBody = body }
    open func addAttachmentData(_ attachment: Data, mimeType: String, fileName filename: String) { attachmentNames.append(filename) }
    open func setPreferredSendingEmailAddress(_ emailAddress: String) {}

    package func leavingReport() -> (() -> Void)? {
        guard !finished, let delegate = mailComposeDelegate else { return nil }
        finished = true
        return { [self] in delegate.mailComposeController(self, didFinishWith: .cancelled, error: nil) }
    }
}

/// How the mail composer ended.
public enum MFMailComposeResult: Int, Sendable {
    case cancelled, saved, sent, failed
}

/// Why the mail composer failed.
public struct MFMailComposeError: Error, Hashable, Sendable {
    public enum Code: Int, Sendable {
        case saveFailed, sendFailed
    }
    public let code: Code
    public init(_ code: Code) { self.code = code }
    public static var saveFailed: Code { .saveFailed }
    public static var sendFailed: Code { .sendFailed }
}

public protocol MFMailComposeViewControllerDelegate: NSObjectProtocol {
    func mailComposeController(_ controller: MFMailComposeViewController, didFinishWith result: MFMailComposeResult, error: (any Error)?)
}

extension MFMailComposeViewControllerDelegate {
    public func mailComposeController(_ controller: MFMailComposeViewController, didFinishWith result: MFMailComposeResult, error: (any Error)?) {}
}
