import LocalAuthentication
import Security
import SwiftUI

// script: tap "Keychain"
// claim: Text "Security: stored 0, found 0, biometrics false"
struct SecurityRow: View {
    @State private var stored: OSStatus = -1
    @State private var found: OSStatus = -1

    var body: some View {
        VStack {
            Text(
                "Security: stored \(stored), found \(found), biometrics \(LAContext().canEvaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, error: nil))"
            )
            Button("Keychain") {
                let item: [String: Any] = [
                    kSecClass as String: kSecClassGenericPassword, kSecAttrAccount as String: "user",
                    kSecValueData as String: Data("secret".utf8),
                ]
                stored = SecItemAdd(item as CFDictionary, nil)
                let query: [String: Any] = [
                    kSecClass as String: kSecClassGenericPassword, kSecAttrAccount as String: "user", kSecReturnData as String: true,
                ]
                var result: AnyObject?
                found = SecItemCopyMatching(query as CFDictionary, &result)
            }
        }
    }
}
