import Foundation

/// A time as a rational number of seconds (CoreMedia's, which AVFoundation brings along).
public struct CMTime: Sendable, Equatable, Comparable {
    public var value: Int64
    public var timescale: Int32
    public init(value: Int64, timescale: Int32) {
        self.value = value
        self.timescale = timescale
    }
    public init(seconds: Double, preferredTimescale: Int32) {
        self.init(value: Int64((seconds * Double(preferredTimescale)).rounded()), timescale: preferredTimescale)
    }
    public var seconds: Double { timescale == 0 ? .nan : Double(value) / Double(timescale) }
    public var isValid: Bool { timescale != 0 }
    public static let zero = CMTime(value: 0, timescale: 1)
    public static let invalid = CMTime(value: 0, timescale: 0)
    public static let indefinite = CMTime(value: 0, timescale: 0)
    public static func == (lhs: CMTime, rhs: CMTime) -> Bool { lhs.seconds == rhs.seconds }
    public static func < (lhs: CMTime, rhs: CMTime) -> Bool { lhs.seconds < rhs.seconds }
}

public typealias CMTimeScale = Int32
public typealias CMTimeValue = Int64

public func CMTimeMake(value: Int64, timescale: Int32) -> CMTime { CMTime(value: value, timescale: timescale) }
public func CMTimeMakeWithSeconds(_ seconds: Float64, preferredTimescale: Int32) -> CMTime {
    CMTime(seconds: seconds, preferredTimescale: preferredTimescale)
}
public func CMTimeGetSeconds(_ time: CMTime) -> Float64 { time.seconds }

/// Media at a URL.
open class AVAsset: NSObject, @unchecked Sendable {
    public override init() {}
    /// The media at `url` (deprecated in iOS 18 for `AVURLAsset(url:)`).
    public convenience init(url URL: URL) { self.init() }
    open var duration: CMTime { .zero }
}

/// Makes still images of a video's frames: a run decodes no video, so every request fails, as
/// for a file that holds no video track.
open class AVAssetImageGenerator: NSObject, @unchecked Sendable {
    public let asset: AVAsset
    open var appliesPreferredTrackTransform = false
    open var maximumSize = CGSize.zero
    public init(asset: AVAsset) { self.asset = asset }

    open func copyCGImage(at requestedTime: CMTime, actualTime: UnsafeMutablePointer<CMTime>?) throws -> CGImage {
        throw NSError(domain: "AVFoundationErrorDomain", code: -11800, userInfo: [NSLocalizedDescriptionKey: "The operation could not be completed"])
    }

    open func image(at time: CMTime) async throws -> (image: CGImage, actualTime: CMTime) {
        throw NSError(domain: "AVFoundationErrorDomain", code: -11800, userInfo: [NSLocalizedDescriptionKey: "The operation could not be completed"])
    }
}

open class AVURLAsset: AVAsset, @unchecked Sendable {
    public let url: URL
    public init(url URL: URL, options: [String: Any]? = nil) { url = URL }
}

/// One item a player plays.
open class AVPlayerItem: NSObject, @unchecked Sendable {
    public let asset: AVAsset
    public init(url URL: URL) { asset = AVURLAsset(url: URL) }
    public init(asset: AVAsset) { self.asset = asset }
    open var currentTime: CMTime { .zero }
    open var duration: CMTime { .zero }
    public static let didPlayToEndTimeNotification = Notification.Name("AVPlayerItemDidPlayToEndTimeNotification")
}

/// Plays media. A run has no screen for video nor speaker for sound: `play()` is recorded and
/// the player stays paused (its rate 0), so no end-of-item notification ever comes.
open class AVPlayer: NSObject, @unchecked Sendable {
    open private(set) var currentItem: AVPlayerItem?
    public override init() {}
    public init(url URL: URL) { currentItem = AVPlayerItem(url: URL) }
    public init(playerItem item: AVPlayerItem?) { currentItem = item }
    open var rate: Float { 0 }
    open var volume: Float = 1
    open var isMuted = false
    open var timeControlStatus: TimeControlStatus { .paused }
    open var actionAtItemEnd: ActionAtItemEnd = .pause
    open func play() { Effects.record("AVPlayer plays (no screen or speaker here)") }
    open func pause() {}
    open func seek(to time: CMTime) {}
    open func seek(to time: CMTime) async -> Bool { true }
    open func replaceCurrentItem(with item: AVPlayerItem?) { currentItem = item }
    open func currentTime() -> CMTime { .zero }
    open func addPeriodicTimeObserver(forInterval interval: CMTime, queue: DispatchQueue?, using block: @escaping @Sendable (CMTime) -> Void) -> Any {
        NSObject()
    }
    open func removeTimeObserver(_ observer: Any) {}

    public enum TimeControlStatus: Int, Sendable { case paused = 0, waitingToPlayAtSpecifiedRate, playing }
    public enum ActionAtItemEnd: Int, Sendable { case advance = 0, pause, none }
}

/// Plays a list of items in turn.
open class AVQueuePlayer: AVPlayer, @unchecked Sendable {
    public init(items: [AVPlayerItem]) { super.init(playerItem: items.first) }
}

/// A player's picture as a layer: appearance only.
open class AVPlayerLayer: CALayer, @unchecked Sendable {
    open var player: AVPlayer?
    open var videoGravity: AVLayerVideoGravity = .resizeAspect
    public init(player: AVPlayer?) { self.player = player }
}
