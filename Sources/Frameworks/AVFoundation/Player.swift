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

/// A property of an asset that loads asynchronously (iOS 15): `try await asset.load(.duration)`.
public struct AVAsyncProperty<Root, Value>: Sendable {
    let read: @Sendable (Root) -> Value
}

extension AVAsyncProperty where Root == AVAsset, Value == CMTime {
    public static var duration: AVAsyncProperty<AVAsset, CMTime> { AVAsyncProperty { $0.duration } }
}

extension AVAsyncProperty where Root == AVAsset, Value == Bool {
    public static var isPlayable: AVAsyncProperty<AVAsset, Bool> { AVAsyncProperty { _ in false } }
    public static var isExportable: AVAsyncProperty<AVAsset, Bool> { AVAsyncProperty { _ in false } }
    public static var isReadable: AVAsyncProperty<AVAsset, Bool> { AVAsyncProperty { _ in false } }
    public static var hasProtectedContent: AVAsyncProperty<AVAsset, Bool> { AVAsyncProperty { _ in false } }
}

extension AVAsyncProperty where Root == AVAsset, Value == Float {
    public static var preferredRate: AVAsyncProperty<AVAsset, Float> { AVAsyncProperty { _ in 1 } }
    public static var preferredVolume: AVAsyncProperty<AVAsset, Float> { AVAsyncProperty { _ in 1 } }
}

extension AVAsyncProperty where Root == AVAsset, Value == Date? {
    public static var creationDate: AVAsyncProperty<AVAsset, Date?> { AVAsyncProperty { _ in nil } }
}

extension AVAsyncProperty where Root == AVAsset, Value == [AVAssetTrack] {
    public static var tracks: AVAsyncProperty<AVAsset, [AVAssetTrack]> { AVAsyncProperty { _ in [] } }
}

extension AVAsset {
    /// A property's value; a run decodes no media, so a file has no tracks and no length.
    public func load<Value>(_ property: AVAsyncProperty<AVAsset, Value>) async throws -> Value { property.read(self) }

    public func loadTracks(withMediaType mediaType: AVMediaType) async throws -> [AVAssetTrack] { [] }
}

/// One track of an asset: none is ever found, as a run decodes no media.
open class AVAssetTrack: NSObject, @unchecked Sendable {
    open var mediaType: AVMediaType { .audio }
}

/// A file type an export writes.
public struct AVFileType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public static let mov = AVFileType("com.apple.quicktime-movie")
    public static let mp4 = AVFileType("public.mpeg-4")
    public static let m4a = AVFileType("com.apple.m4a-audio")
    public static let m4v = AVFileType("com.apple.m4v-video")
    public static let wav = AVFileType("com.microsoft.waveform-audio")
    public static let caf = AVFileType("com.apple.coreaudio-format")
    public static let aiff = AVFileType("public.aiff-audio")
}

/// A span of media time.
public struct CMTimeRange: Equatable, Sendable {
    public var start: CMTime
    public var duration: CMTime
    public init(start: CMTime, duration: CMTime) {
        self.start = start
        self.duration = duration
    }
    public static let zero = CMTimeRange(start: .zero, duration: .zero)
}

public let AVAssetExportPresetAppleM4A = "AVAssetExportPresetAppleM4A"
public let AVAssetExportPresetHighestQuality = "AVAssetExportPresetHighestQuality"
public let AVAssetExportPresetMediumQuality = "AVAssetExportPresetMediumQuality"
public let AVAssetExportPresetLowQuality = "AVAssetExportPresetLowQuality"
public let AVAssetExportPresetPassthrough = "AVAssetExportPresetPassthrough"

/// Writes an asset to a file: a run decodes no media, so an export fails, as for an asset with
/// no playable tracks, and the step notes it.
open class AVAssetExportSession: NSObject, @unchecked Sendable {
    public enum Status: Int, Sendable { case unknown, waiting, exporting, completed, failed, cancelled }

    public let asset: AVAsset
    public let presetName: String
    open var outputURL: URL?
    open var outputFileType: AVFileType?
    open var shouldOptimizeForNetworkUse = false
    open var timeRange = CMTimeRange(start: .zero, duration: .zero)
    open private(set) var status: Status = .unknown
    open private(set) var error: (any Error)?
    open var progress: Float { 0 }

    public init?(asset: AVAsset, presetName: String) {
        self.asset = asset
        self.presetName = presetName
    }

    open func exportAsynchronously(completionHandler handler: @escaping @Sendable () -> Void) {
        fail()
        handler()
    }

    open func export() async { fail() }

    open func export(to url: URL, as fileType: AVFileType) async throws {
        fail()
        throw error ?? CocoaError(.fileWriteUnknown)
    }

    open func cancelExport() { status = .cancelled }

    private func fail() {
        Effects.record("AVAssetExportSession is asked to export (a run decodes no media: the export fails)")
        status = .failed
        error = NSError(domain: "AVFoundationErrorDomain", code: -11838, userInfo: [NSLocalizedDescriptionKey: "Operation Stopped"])
    }
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

extension NSNotification.Name {
    // The item notifications under their Objective-C names (`.AVPlayerItemDidPlayToEndTime`):
    // never posted, as nothing plays.
    public static let AVPlayerItemDidPlayToEndTime = AVPlayerItem.didPlayToEndTimeNotification
    public static let AVPlayerItemFailedToPlayToEndTime = Notification.Name("AVPlayerItemFailedToPlayToEndTimeNotification")
    public static let AVPlayerItemPlaybackStalled = Notification.Name("AVPlayerItemPlaybackStalledNotification")
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
