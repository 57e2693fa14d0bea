/// A video player with the system's controls (iOS 14): one screen line, `VideoPlayer`, with the
/// video overlay's views under it, which a script can operate like any others.
///
/// Nothing plays: dataflow decodes no video, and time passes only when a script says so. The line
/// says whether there is a player at all (`VideoPlayer (no player)` for nil, which a device draws
/// as an empty black player). DataFlow's `AVPlayer` keeps no URL, so the line cannot name the
/// video.
public struct VideoPlayer<VideoOverlay: View>: View {
    let hasPlayer: Bool
    let videoOverlay: VideoOverlay?

    public init(player: AVPlayer?, @ViewBuilder videoOverlay: () -> VideoOverlay) {
        hasPlayer = player != nil
        self.videoOverlay = videoOverlay()
    }

    @ViewBuilder public var body: some View {
        let player = DrawnView(kind: "VideoPlayer", detail: hasPlayer ? "" : "(no player)")
        if let videoOverlay {
            player.overlay { videoOverlay }
        } else {
            player
        }
    }
}

extension VideoPlayer where VideoOverlay == EmptyView {
    public init(player: AVPlayer?) {
        hasPlayer = player != nil
        videoOverlay = nil
    }
}
