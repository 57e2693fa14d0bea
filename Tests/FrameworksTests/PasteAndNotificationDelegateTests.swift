import DataFlow
import DataFlowMapKit
import DataFlowUserNotifications
import Foundation
import Testing

/// A paste button is drawn and never pastes (a run has no clipboard); a notification delegate
/// is kept and never told (a run delivers no notification); a map's controls compile (D15).
@Suite struct PasteAndNotificationDelegateTests {
    final class Banner: NSObject, UNUserNotificationCenterDelegate {
        var told = 0
        func userNotificationCenter(
            _ center: UNUserNotificationCenter, willPresent notification: UNNotification
        ) async
            -> UNNotificationPresentationOptions
        {
            told += 1
            return [.banner, .sound]
        }
    }

    struct Clipboard: View {
        @State private var pasted = ""
        let banner: Banner
        var body: some View {
            VStack {
                PasteButton(payloadType: String.self) { strings in pasted = strings.first ?? "" }
                Text("pasted: \(pasted)")
                Map(initialPosition: .automatic).mapControls {
                    MapCompass()
                    MapUserLocationButton()
                }
            }
            .task { UNUserNotificationCenter.current().delegate = banner }
        }
    }

    @Test func aPasteButtonIsDrawnAndCannotBeOperated() throws {
        let banner = Banner()
        let session = Session(Clipboard(banner: banner))
        #expect(session.screen == ["VStack", "  PasteButton", "  Text \"pasted: \"", "  Map"])
        #expect(!session.controls.contains { $0.contains("PasteButton") })
        #expect(UNUserNotificationCenter.current().delegate === banner)
        #expect(banner.told == 0)
        UNUserNotificationCenter.current().delegate = nil
    }
}

/// A notification's attachment needs its file: UserNotifications throws for a URL with no file
/// (as for an image not in the bundle), and keeps the attachment otherwise.
@Suite struct NotificationAttachmentTests {
    @Test func anAttachmentWithoutItsFileThrowsAndOneWithItIsKept() throws {
        let missing = URL(fileURLWithPath: "/nonexistent/dataflow-photo.png")
        #expect(throws: (any Error).self) { try UNNotificationAttachment(identifier: "photo", url: missing, options: .none) }
        let file = URL(fileURLWithPath: #filePath)
        let content = UNMutableNotificationContent()
        content.attachments = [try UNNotificationAttachment(identifier: "source", url: file)]
        #expect(content.attachments.map(\.identifier) == ["source"] && content.attachments.first?.type == "swift")
    }
}
