import Foundation

public typealias AVAudioFrameCount = UInt32
public typealias AVAudioFramePosition = Int64
public typealias AVAudioChannelCount = UInt32
public typealias AVAudioNodeBus = Int

/// How samples are stored.
public enum AVAudioCommonFormat: UInt, Sendable { case otherFormat = 0, pcmFormatFloat32, pcmFormatFloat64, pcmFormatInt16, pcmFormatInt32 }

/// A sample rate, a channel count and a sample format.
open class AVAudioFormat: NSObject, @unchecked Sendable {
    public let sampleRate: Double
    public let channelCount: AVAudioChannelCount
    public let commonFormat: AVAudioCommonFormat
    public let isInterleaved: Bool

    public init?(standardFormatWithSampleRate sampleRate: Double, channels: AVAudioChannelCount) {
        guard sampleRate > 0, channels > 0 else { return nil }
        (self.sampleRate, channelCount, commonFormat, isInterleaved) = (sampleRate, channels, .pcmFormatFloat32, false)
    }
    public init?(commonFormat format: AVAudioCommonFormat, sampleRate: Double, channels: AVAudioChannelCount, interleaved: Bool) {
        guard sampleRate > 0, channels > 0 else { return nil }
        (self.sampleRate, channelCount, commonFormat, isInterleaved) = (sampleRate, channels, format, interleaved)
    }
    public init?(settings: [String: Any]) {
        let rate = settings[AVSampleRateKey] as? Double ?? 44_100
        let channels = settings[AVNumberOfChannelsKey] as? Int ?? 1
        (sampleRate, channelCount, commonFormat, isInterleaved) = (rate, AVAudioChannelCount(channels), .pcmFormatFloat32, false)
    }

    open var isStandard: Bool { commonFormat == .pcmFormatFloat32 && !isInterleaved }
    open var settings: [String: Any] {
        [AVFormatIDKey: kAudioFormatLinearPCM, AVSampleRateKey: sampleRate, AVNumberOfChannelsKey: Int(channelCount), AVLinearPCMIsFloatKey: true]
    }
}

/// Samples in memory, one array of floats per channel (the standard format's layout).
open class AVAudioBuffer: NSObject, @unchecked Sendable {
    public let format: AVAudioFormat
    init(format: AVAudioFormat) { self.format = format }
}

/// A buffer of PCM samples: real storage, so an app's own signal code (levels, copies, silence
/// detection) computes what it computes on a device.
open class AVAudioPCMBuffer: AVAudioBuffer, @unchecked Sendable {
    public let frameCapacity: AVAudioFrameCount
    open var frameLength: AVAudioFrameCount {
        didSet { frameLength = min(frameLength, frameCapacity) }
    }
    private let channels: UnsafeMutablePointer<UnsafeMutablePointer<Float>>

    public init?(pcmFormat format: AVAudioFormat, frameCapacity: AVAudioFrameCount) {
        self.frameCapacity = frameCapacity
        self.frameLength = 0
        let count = Int(format.channelCount)
        channels = .allocate(capacity: count)
        for channel in 0..<count {
            let samples = UnsafeMutablePointer<Float>.allocate(capacity: max(1, Int(frameCapacity)))
            samples.initialize(repeating: 0, count: max(1, Int(frameCapacity)))
            channels[channel] = samples
        }
        super.init(format: format)
    }

    deinit {
        for channel in 0..<Int(format.channelCount) { channels[channel].deallocate() }
        channels.deallocate()
    }

    open var floatChannelData: UnsafePointer<UnsafeMutablePointer<Float>>? { UnsafePointer(channels) }
    open var stride: Int { 1 }
}

/// When a buffer was captured.
public final class AVAudioTime: NSObject, @unchecked Sendable {
    public let sampleTime: AVAudioFramePosition
    public let sampleRate: Double
    public init(sampleTime: AVAudioFramePosition, atRate sampleRate: Double) {
        self.sampleTime = sampleTime
        self.sampleRate = sampleRate
    }
}

public typealias AVAudioNodeTapBlock = (AVAudioPCMBuffer, AVAudioTime) -> Void

/// A node of an audio engine.
open class AVAudioNode: NSObject, @unchecked Sendable {
    fileprivate var format = AVAudioFormat(standardFormatWithSampleRate: 48_000, channels: 1)!
    open func outputFormat(forBus bus: AVAudioNodeBus) -> AVAudioFormat { format }
    open func inputFormat(forBus bus: AVAudioNodeBus) -> AVAudioFormat { format }
    /// A tap is kept and never called: a run has no microphone, so no buffer ever arrives.
    open func installTap(
        onBus bus: AVAudioNodeBus, bufferSize: AVAudioFrameCount, format: AVAudioFormat?, block tapBlock: @escaping AVAudioNodeTapBlock
    ) {}
    open func removeTap(onBus bus: AVAudioNodeBus) {}
    open func reset() {}
}

open class AVAudioInputNode: AVAudioNode, @unchecked Sendable {}
open class AVAudioOutputNode: AVAudioNode, @unchecked Sendable {}
open class AVAudioMixerNode: AVAudioNode, @unchecked Sendable {
    open var outputVolume: Float = 1
}

/// Plays buffers and files through an engine: scheduled, recorded, never heard.
open class AVAudioPlayerNode: AVAudioNode, @unchecked Sendable {
    public override init() {}
    open var isPlaying: Bool { false }
    open var volume: Float = 1
    open func play() { Effects.record("AVAudioPlayerNode plays (no speaker here)") }
    open func pause() {}
    open func stop() {}
    open func scheduleBuffer(_ buffer: AVAudioPCMBuffer, completionHandler: (() -> Void)? = nil) {}
    open func scheduleFile(_ file: AVAudioFile, at when: AVAudioTime?, completionHandler: (() -> Void)? = nil) {}
}

/// An audio graph. Starting it is recorded; its input node (the microphone) delivers nothing.
open class AVAudioEngine: NSObject, @unchecked Sendable {
    public override init() {}
    public let inputNode = AVAudioInputNode()
    public let outputNode = AVAudioOutputNode()
    public let mainMixerNode = AVAudioMixerNode()
    open private(set) var isRunning = false
    open private(set) var attachedNodes: Set<AVAudioNode> = []

    open func attach(_ node: AVAudioNode) { attachedNodes.insert(node) }
    open func detach(_ node: AVAudioNode) { attachedNodes.remove(node) }
    open func connect(_ node1: AVAudioNode, to node2: AVAudioNode, format: AVAudioFormat?) {}
    open func disconnectNodeOutput(_ node: AVAudioNode) {}
    open func prepare() {}
    open func start() throws {
        Effects.record("AVAudioEngine starts (no microphone or speaker here: no audio flows)")
        isRunning = true
    }
    open func pause() { isRunning = false }
    open func stop() { isRunning = false }
    open func reset() {}
}

/// A sound file. Reading needs the file to exist; what is written is counted, not encoded.
open class AVAudioFile: NSObject, @unchecked Sendable {
    public let url: URL
    public let fileFormat: AVAudioFormat
    public let processingFormat: AVAudioFormat
    open private(set) var length: AVAudioFramePosition = 0
    open var framePosition: AVAudioFramePosition = 0

    public init(forReading fileURL: URL) throws {
        try AVAudioPlayer.check(fileURL)
        url = fileURL
        fileFormat = AVAudioFormat(standardFormatWithSampleRate: 44_100, channels: 1)!
        processingFormat = fileFormat
    }
    public init(forWriting fileURL: URL, settings: [String: Any]) throws {
        url = fileURL
        fileFormat = AVAudioFormat(settings: settings)!
        processingFormat = fileFormat
    }
    public init(forWriting fileURL: URL, settings: [String: Any], commonFormat format: AVAudioCommonFormat, interleaved: Bool) throws {
        url = fileURL
        fileFormat = AVAudioFormat(settings: settings)!
        processingFormat = fileFormat
    }

    open func read(into buffer: AVAudioPCMBuffer) throws { buffer.frameLength = 0 }
    open func read(into buffer: AVAudioPCMBuffer, frameCount frames: AVAudioFrameCount) throws { buffer.frameLength = 0 }
    open func write(from buffer: AVAudioPCMBuffer) throws {
        length += AVAudioFramePosition(buffer.frameLength)
        framePosition = length
    }
}
