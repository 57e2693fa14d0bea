import AVFAudio
import AVFoundation
import AudioToolbox
import CoreHaptics
import SwiftUI

// claim: Text "AVFoundation: camera none, haptics false"
// script: tap "Speak"
// claim: effect: AVSpeechSynthesizer speaks "Hello"
struct AVFoundationRow: View {
    var body: some View {
        VStack {
            Text(
                "AVFoundation: camera \(AVCaptureDevice.default(for: .video) == nil ? "none" : "found"), haptics \(CHHapticEngine.capabilitiesForHardware().supportsHaptics)"
            )
            Button("Speak") {
                AudioServicesPlaySystemSound(1104)
                AVSpeechSynthesizer().speak(AVSpeechUtterance(string: "Hello"))
            }
        }
    }
}
