import DataFlow
import DataFlowLocalAuthentication
import Foundation
import Testing

/// The lock screen apps put before a journal: authenticate, or unlock when the device cannot.
private final class Lock: ObservableObject {
    @Published var state = "locked"

    func authenticate() async {
        let context = LAContext()
        context.localizedFallbackTitle = "Use Passcode"
        var error: NSError?
        guard context.canEvaluatePolicy(.deviceOwnerAuthentication, error: &error) else {
            state = "unavailable: \(error?.code ?? 0)"
            return
        }
        state = (try? await context.evaluatePolicy(.deviceOwnerAuthentication, localizedReason: "Unlock")) == true ? "unlocked" : "failed"
    }
}

/// dataflow's iPhone has no biometrics and no passcode: the app's "cannot authenticate" path
/// runs, with the errors such an iPhone reports.
@Suite struct LocalAuthenticationTests {
    @Test func canEvaluatePolicySaysWhyNot() {
        let context = LAContext()
        var error: NSError?
        #expect(!context.canEvaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, error: &error))
        #expect(error?.domain == LAErrorDomain && error?.code == LAError.Code.biometryNotAvailable.rawValue)
        #expect(!context.canEvaluatePolicy(.deviceOwnerAuthentication, error: &error))
        #expect(error?.code == -5)
        #expect(context.biometryType == .none)
    }

    @Test func anEvaluationFailsWithTheSameError() async {
        let context = LAContext()
        await #expect(throws: LAError(.biometryNotAvailable)) {
            try await context.evaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, localizedReason: "Unlock")
        }
        var replied: (Bool, LAError.Code?) = (true, nil)
        context.evaluatePolicy(.deviceOwnerAuthentication, localizedReason: "Unlock") { success, error in
            replied = (success, (error as? LAError)?.code)
        }
        #expect(replied.0 == false && replied.1 == .passcodeNotSet)
    }

    @Test func theAppsUnavailablePathRuns() async {
        let lock = Lock()
        await lock.authenticate()
        #expect(lock.state == "unavailable: -5")
    }
}
