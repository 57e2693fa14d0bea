import DataFlow
import Foundation
import Testing

/// UIKit names a SwiftUI app's helpers use: the accessibility settings (none on, as the
/// environment says), the image context before renderers, the host time and the autorelease pool.
@Suite struct UIKitUtilitiesTests {
    private struct Announcer: View {
        @State private var spoken = "?"
        var body: some View {
            VStack {
                Button("Announce") {
                    UIAccessibility.post(notification: .announcement, argument: "Saved")
                    spoken = UIAccessibility.isVoiceOverRunning ? "spoken" : "silent"
                }
                Text(spoken)
            }
        }
    }

    @Test func noAssistiveFeatureIsOnAndAnAnnouncementIsAnEffect() throws {
        #expect(!UIAccessibility.isReduceMotionEnabled && !UIAccessibility.isBoldTextEnabled)
        let session = Session(Announcer())
        let step = try session.tap("Announce")
        #expect(step.screen.contains("  Text \"silent\""))
        #expect(step.notes.contains { $0.contains("UIAccessibility posts announcement (Saved)") })
    }

    @Test func theImageContextRunsTheDrawingAndNamesItsImage() {
        #expect(UIGraphicsGetImageFromCurrentImageContext() == nil)
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 40, height: 20), false, 0)
        #expect(UIGraphicsGetCurrentContext() != nil)
        let image = UIGraphicsGetImageFromCurrentImageContext()
        UIGraphicsEndImageContext()
        #expect(image != nil && UIGraphicsGetCurrentContext() == nil)
        let underline = NSUnderlineStyle.single.union(.byWord)
        #expect(underline.rawValue == 0x8001)
        let start = CACurrentMediaTime()
        #expect(autoreleasepool { CACurrentMediaTime() } >= start)
    }
}
