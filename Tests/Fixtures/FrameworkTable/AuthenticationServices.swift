import AuthenticationServices
import MessageUI
import SafariServices
import SwiftUI

// script: tap "Sign in with Apple"
// claim: Text "Sign in: canceled; mail false; Safari example.com"
// claim: effect: Sign in with Apple asks the system
struct AuthenticationServicesRow: View {
    @State private var outcome = "?"

    var body: some View {
        VStack {
            Text(
                "Sign in: \(outcome); mail \(MFMailComposeViewController.canSendMail()); Safari \(SFSafariViewController(url: URL(string: "https://example.com")!).url.host() ?? "")"
            )
            SignInWithAppleButton(.signIn) { request in
                request.requestedScopes = [.email]
            } onCompletion: { result in
                if case .failure(ASAuthorizationError.canceled) = result { outcome = "canceled" } else { outcome = "other" }
            }
        }
    }
}
