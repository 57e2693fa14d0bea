import SwiftUI
import WatchConnectivity

// claim: Text "WatchConnectivity: activated, paired false, reachable false, Watch is not paired."
final class WatchLink: NSObject, ObservableObject, WCSessionDelegate {
    @Published var state = "?"

    func start() {
        guard WCSession.isSupported() else { return }
        WCSession.default.delegate = self
        WCSession.default.activate()
    }

    func session(_ session: WCSession, activationDidCompleteWith activationState: WCSessionActivationState, error: (any Error)?) {
        var sent = "sent"
        do { try session.updateApplicationContext(["count": 1]) } catch { sent = "\(error)" }
        state =
            "\(activationState == .activated ? "activated" : "not activated"), paired \(session.isPaired), reachable \(session.isReachable), \(sent)"
    }

    func sessionDidBecomeInactive(_ session: WCSession) {}
    func sessionDidDeactivate(_ session: WCSession) {}
}

struct WatchConnectivityRow: View {
    @StateObject private var link = WatchLink()

    var body: some View {
        Text("WatchConnectivity: \(link.state)")
            .onAppear { link.start() }
    }
}
