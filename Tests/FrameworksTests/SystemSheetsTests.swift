import DataFlow
import Foundation
import Testing

@testable import DataFlowAuthenticationServices
@testable import DataFlowMessageUI
@testable import DataFlowSafariServices

/// A settings screen as apps write it: a privacy policy in Safari, feedback by mail when the
/// phone can send it, and Sign in with Apple.
private struct PolicySafari: UIViewControllerRepresentable {
    let url: URL
    @Binding var closed: Int

    func makeUIViewController(context: Context) -> SFSafariViewController {
        let safari = SFSafariViewController(url: url)
        safari.delegate = context.coordinator
        return safari
    }

    func updateUIViewController(_ controller: SFSafariViewController, context: Context) {}
    func makeCoordinator() -> Coordinator { Coordinator(closed: $closed) }

    final class Coordinator: NSObject, SFSafariViewControllerDelegate {
        @Binding var closed: Int
        init(closed: Binding<Int>) { _closed = closed }
        func safariViewControllerDidFinish(_ controller: SFSafariViewController) { closed += 1 }
    }
}

private struct FeedbackMail: UIViewControllerRepresentable {
    @Binding var outcome: String

    func makeUIViewController(context: Context) -> MFMailComposeViewController {
        let mail = MFMailComposeViewController()
        mail.mailComposeDelegate = context.coordinator
        mail.setToRecipients(["support@example.com"])
        mail.setSubject("Feedback")
        return mail
    }

    func updateUIViewController(_ controller: MFMailComposeViewController, context: Context) {}
    func makeCoordinator() -> Coordinator { Coordinator(outcome: $outcome) }

    final class Coordinator: NSObject, MFMailComposeViewControllerDelegate {
        @Binding var outcome: String
        init(outcome: Binding<String>) { _outcome = outcome }
        func mailComposeController(_ controller: MFMailComposeViewController, didFinishWith result: MFMailComposeResult, error: (any Error)?) {
            outcome = result == .cancelled ? "cancelled" : "finished"
        }
    }
}

private struct SettingsScreen: View {
    @State private var showsPolicy = false
    @State private var showsMail = false
    @State private var closed = 0
    @State private var outcome = "none"
    @State private var account = "signed out"
    @State private var scopes = ""

    var body: some View {
        VStack {
            Button("Privacy Policy") { showsPolicy = true }
            Button("Contact Support") { if MFMailComposeViewController.canSendMail() { showsMail = true } else { outcome = "no mail" } }
            Button("Mail anyway") { showsMail = true }
            SignInWithAppleButton(.signIn) { request in
                request.requestedScopes = [.fullName, .email]
                scopes = request.requestedScopes?.map(\.rawValue).joined(separator: ",") ?? ""
            } onCompletion: { result in
                switch result {
                case .success: account = "signed in"
                case .failure(let error): account = (error as? ASAuthorizationError)?.code == .canceled ? "canceled" : "failed"
                }
            }
            .signInWithAppleButtonStyle(.black)
            Text("closed \(closed), mail \(outcome), \(account) \(scopes)")
        }
        .sheet(isPresented: $showsPolicy) { PolicySafari(url: URL(string: "https://example.com/privacy")!, closed: $closed) }
        .sheet(isPresented: $showsMail) { FeedbackMail(outcome: $outcome) }
    }
}

/// Nothing is loaded, sent or signed into (D19): the controllers' delegates hear what they would
/// when the user closes each sheet, and the app's other paths run.
@Suite struct SystemSheetsTests {
    @Test func safarisDelegateHearsItFinishedWhenItsSheetCloses() throws {
        let session = Session(SettingsScreen())
        try session.tap("Privacy Policy")
        #expect(session.screen.contains { $0.contains("PolicySafari (UIKit SFSafariViewController)") })
        let closed = try session.play(.dismiss)
        #expect(closed.screen.contains { $0.contains("closed 1, mail none") })
        let safari = SFSafariViewController(url: URL(string: "https://example.com")!)
        #expect(safari.dismissButtonStyle == .done && safari.configuration.barCollapsingEnabled)
    }

    @Test func aPhoneWithoutMailTakesTheAppsOtherPath() throws {
        #expect(!MFMailComposeViewController.canSendMail() && !MFMessageComposeViewController.canSendText())
        let session = Session(SettingsScreen())
        #expect(try session.tap("Contact Support").screen.contains { $0.contains("mail no mail") })
        try session.tap("Mail anyway")
        #expect(try session.play(.dismiss).screen.contains { $0.contains("mail cancelled") })
    }

    @Test func signInWithAppleAsksAndIsCanceled() throws {
        let session = Session(SettingsScreen())
        #expect(session.controls.contains("tap \"Sign in with Apple\""))
        let step = try session.tap("Sign in with Apple")
        #expect(step.screen.contains { $0.contains("canceled full_name,email") })
        #expect(step.notes.contains { $0.contains("Sign in with Apple asks the system") })
    }

    @Test func theControllerAndTheWebSessionEndCanceled() async throws {
        final class Listener: NSObject, ASAuthorizationControllerDelegate {
            var error: (any Error)?
            func authorizationController(controller: ASAuthorizationController, didCompleteWithError error: any Error) { self.error = error }
        }
        let listener = Listener()
        let controller = ASAuthorizationController(authorizationRequests: [ASAuthorizationAppleIDProvider().createRequest()])
        controller.delegate = listener
        controller.performRequests()
        #expect((listener.error as? ASAuthorizationError)?.errorCode == 1001)
        var caught = false
        do { _ = try await AuthorizationController().performRequest(ASAuthorizationPasswordProvider().createRequest()) } catch ASAuthorizationError
            .canceled
        {
            caught = true
        }
        #expect(caught)
        var ended: (any Error)?
        let web = ASWebAuthenticationSession(url: URL(string: "https://example.com/login")!, callbackURLScheme: "app") { _, error in ended = error }
        #expect(web.canStart && web.start() && !web.start())
        #expect((ended as? ASWebAuthenticationSessionError)?.code == .canceledLogin)
        #expect(try await ASAuthorizationAppleIDProvider().credentialState(forUserID: "user") == .notFound)
    }
}
