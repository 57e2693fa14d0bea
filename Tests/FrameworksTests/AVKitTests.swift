import DataFlow
import Testing

@testable import DataFlowAVKit

struct TrailerScreen: View {
    @State private var isMuted = false
    let player: AVPlayer?

    var body: some View {
        VideoPlayer(player: player) {
            Button(isMuted ? "Unmute" : "Mute") { isMuted.toggle() }
        }
    }
}

struct PlainPlayerScreen: View {
    let player: AVPlayer?

    var body: some View {
        VideoPlayer(player: player)
    }
}

struct PlayerControllerView: UIViewControllerRepresentable {
    func makeUIViewController(context: Context) -> AVPlayerViewController {
        let controller = AVPlayerViewController()
        controller.showsPlaybackControls = false
        controller.videoGravity = .resizeAspectFill
        return controller
    }

    func updateUIViewController(_ uiViewController: AVPlayerViewController, context: Context) {}
}

@Suite struct AVKitTests {
    @Test func aVideoPlayerIsOneLine() {
        let player = AVPlayer(url: URL(fileURLWithPath: "/videos/trailer.mp4"))
        #expect(Session(PlainPlayerScreen(player: player)).screen == ["VideoPlayer"])
        #expect(Session(PlainPlayerScreen(player: nil)).screen == ["VideoPlayer (no player)"])
    }

    @Test func theOverlaysControlsCanBeOperated() throws {
        let session = Session(TrailerScreen(player: AVPlayer()))
        #expect(session.screen.contains { $0.contains("Button \"Mute\"") })
        let step = try session.tap("Mute")
        #expect(step.ranViews.first == "TrailerScreen")
        #expect(step.screen.contains { $0.contains("Button \"Unmute\"") })
    }

    @Test func aWrappedPlayerControllerIsAUIKitLeaf() {
        let lines = Session(PlayerControllerView()).screen
        #expect(lines == ["PlayerControllerView (UIKit AVPlayerViewController)"])
        #expect(AVPlayerViewController().speeds.map(\.localizedNumericName) == ["0.5×", "1×", "1.25×", "1.5×", "2×"])
    }
}
