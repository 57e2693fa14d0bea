/// UIKit's full-featured video player, for apps that wrap it in a `UIViewControllerRepresentable`.
///
/// The wrapper is a leaf of the screen (`VideoPlaybackView (UIKit AVPlayerViewController)`): its
/// `makeUIViewController` runs, and these properties are kept and never read (nothing plays).
open class AVPlayerViewController: UIViewController, @unchecked Sendable {
    open var player: AVPlayer?
    open var showsPlaybackControls = true
    open var videoGravity: AVLayerVideoGravity = .resizeAspect
    open var allowsPictureInPicturePlayback = true
    open var canStartPictureInPictureAutomaticallyFromInline = false
    open var entersFullScreenWhenPlaybackBegins = false
    open var exitsFullScreenWhenPlaybackEnds = false
    open var updatesNowPlayingInfoCenter = true
    open var requiresLinearPlayback = false
    open var allowsVideoFrameAnalysis = true
    open var speeds: [AVPlaybackSpeed] = AVPlaybackSpeed.systemDefaultSpeeds
    open var selectedSpeed: AVPlaybackSpeed?
    open var contentOverlayView: UIView?
    open weak var delegate: (any AVPlayerViewControllerDelegate)?

    public override init() {
        super.init()
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }
}

/// What an `AVPlayerViewController` tells its delegate: never called here (see the controller).
public protocol AVPlayerViewControllerDelegate: AnyObject {
    func playerViewControllerWillStartPictureInPicture(_ playerViewController: AVPlayerViewController)
    func playerViewControllerDidStartPictureInPicture(_ playerViewController: AVPlayerViewController)
    func playerViewControllerWillStopPictureInPicture(_ playerViewController: AVPlayerViewController)
    func playerViewControllerDidStopPictureInPicture(_ playerViewController: AVPlayerViewController)
    func playerViewControllerShouldAutomaticallyDismissAtPictureInPictureStart(_ playerViewController: AVPlayerViewController) -> Bool
    func playerViewController(
        _ playerViewController: AVPlayerViewController,
        restoreUserInterfaceForPictureInPictureStopWithCompletionHandler completionHandler: @escaping (Bool) -> Void
    )
}

// Each method optional, as in Objective-C: a delegate implements the ones it needs.
extension AVPlayerViewControllerDelegate {
    public func playerViewControllerWillStartPictureInPicture(_ playerViewController: AVPlayerViewController) {}
    public func playerViewControllerDidStartPictureInPicture(_ playerViewController: AVPlayerViewController) {}
    public func playerViewControllerWillStopPictureInPicture(_ playerViewController: AVPlayerViewController) {}
    public func playerViewControllerDidStopPictureInPicture(_ playerViewController: AVPlayerViewController) {}
    public func playerViewControllerShouldAutomaticallyDismissAtPictureInPictureStart(_ playerViewController: AVPlayerViewController) -> Bool {
        true
    }
    public func playerViewController(
        _ playerViewController: AVPlayerViewController,
        restoreUserInterfaceForPictureInPictureStopWithCompletionHandler completionHandler: @escaping (Bool) -> Void
    ) {
        completionHandler(true)
    }
}

/// A playback speed a player offers (`AVPlaybackSpeed(rate: 2, localizedName: "Double")`).
public final class AVPlaybackSpeed: Sendable {
    public let rate: Float
    public let localizedName: String

    public init(rate: Float, localizedName: String) {
        self.rate = rate
        self.localizedName = localizedName
    }

    /// The rate as a number (`2×`).
    public var localizedNumericName: String {
        (rate.rounded() == rate ? String(Int(rate)) : String(rate)) + "×"
    }

    /// The speeds the system offers: half, normal, one and a quarter, one and a half, double.
    public static let systemDefaultSpeeds: [AVPlaybackSpeed] = [
        AVPlaybackSpeed(rate: 0.5, localizedName: "Half Speed"), AVPlaybackSpeed(rate: 1, localizedName: "Normal Speed"),
        AVPlaybackSpeed(rate: 1.25, localizedName: "1.25× Speed"), AVPlaybackSpeed(rate: 1.5, localizedName: "1.5× Speed"),
        AVPlaybackSpeed(rate: 2, localizedName: "Double Speed"),
    ]
}
