import Speech
import SwiftUI

// script: tap "Dictate"
// claim: Text "Speech: denied, available false"
struct SpeechRow: View {
    @State private var outcome = "?"

    var body: some View {
        VStack {
            Text("Speech: \(outcome)")
            Button("Dictate") {
                SFSpeechRecognizer.requestAuthorization { status in
                    outcome = "\(status == .denied ? "denied" : "other"), available \(SFSpeechRecognizer()?.isAvailable ?? false)"
                }
            }
        }
    }
}
