import Foundation

/// Plays a sound file. A run has no speaker: playing is recorded in the step as an effect and
/// the sound is never heard. `play()` succeeds and `isPlaying` stays false, because no time
/// passes for the sound; the delegate is never told the sound finished (it never started).
open class AVAudioPlayer: NSObject, @unchecked Sendable {
    public let url: URL?
    public let data: Data?

    public init(contentsOf url: URL) throws {
        try Self.check(url)
        self.url = url
        self.data = nil
    }
    public init(contentsOf url: URL, fileTypeHint utiString: String?) throws {
        try Self.check(url)
        self.url = url
        self.data = nil
    }

    /// A file that is not there fails to open, as on a device (OSStatus 'wht?').
    static func check(_ url: URL) throws {
        guard FileManager.default.fileExists(atPath: url.path) else {
            throw NSError(
                domain: NSOSStatusErrorDomain, code: 2_003_334_207,
                userInfo: [NSLocalizedDescriptionKey: "The file “\(url.lastPathComponent)” couldn’t be opened."])
        }
    }
    public init(data: Data) throws {
        self.url = nil
        self.data = data
    }
    public init(data: Data, fileTypeHint utiString: String?) throws {
        self.url = nil
        self.data = data
    }

    open weak var delegate: (any AVAudioPlayerDelegate)?
    open var volume: Float = 1
    open var rate: Float = 1
    open var enableRate = false
    open var pan: Float = 0
    open var numberOfLoops = 0
    open var isMeteringEnabled = false
    open var isPlaying: Bool { false }
    open var currentTime: TimeInterval = 0
    open var duration: TimeInterval { 0 }
    open var numberOfChannels: Int { 0 }

    @discardableResult open func play() -> Bool {
        Effects.record("AVAudioPlayer plays \(url.map { $0.lastPathComponent.quotedLiteral } ?? "sound data") (no speaker here)")
        return true
    }
    @discardableResult open func play(atTime time: TimeInterval) -> Bool { play() }
    open func pause() {}
    open func stop() {}
    @discardableResult open func prepareToPlay() -> Bool { true }
    open func updateMeters() {}
    open func averagePower(forChannel channelNumber: Int) -> Float { -160 }
    open func peakPower(forChannel channelNumber: Int) -> Float { -160 }
}

/// What an audio player tells its delegate: never, in a run (no sound plays to its end).
public protocol AVAudioPlayerDelegate: AnyObject {
    func audioPlayerDidFinishPlaying(_ player: AVAudioPlayer, successfully flag: Bool)
    func audioPlayerDecodeErrorDidOccur(_ player: AVAudioPlayer, error: (any Error)?)
}

extension AVAudioPlayerDelegate {
    public func audioPlayerDidFinishPlaying(_ player: AVAudioPlayer, successfully flag: Bool) {}
    public func audioPlayerDecodeErrorDidOccur(_ player: AVAudioPlayer, error: (any Error)?) {}
}

/// Records from the microphone: a run has none, so `record()` fails (returns false).
open class AVAudioRecorder: NSObject, @unchecked Sendable {
    public let url: URL
    public let settings: [String: Any]
    public init(url: URL, settings: [String: Any]) throws {
        self.url = url
        self.settings = settings
    }
    open weak var delegate: (any AVAudioRecorderDelegate)?
    open var isRecording: Bool { false }
    open var isMeteringEnabled = false
    open var currentTime: TimeInterval { 0 }
    @discardableResult open func prepareToRecord() -> Bool { true }
    @discardableResult open func record() -> Bool {
        Effects.record("AVAudioRecorder records to \(url.lastPathComponent.quotedLiteral) (no microphone here: not recording)")
        return false
    }
    @discardableResult open func record(forDuration duration: TimeInterval) -> Bool { record() }
    open func pause() {}
    open func stop() {}
    @discardableResult open func deleteRecording() -> Bool { false }
    open func updateMeters() {}
    open func averagePower(forChannel channelNumber: Int) -> Float { -160 }
    open func peakPower(forChannel channelNumber: Int) -> Float { -160 }
}

public protocol AVAudioRecorderDelegate: AnyObject {
    func audioRecorderDidFinishRecording(_ recorder: AVAudioRecorder, successfully flag: Bool)
}

extension AVAudioRecorderDelegate {
    public func audioRecorderDidFinishRecording(_ recorder: AVAudioRecorder, successfully flag: Bool) {}
}

public let AVFormatIDKey = "AVFormatIDKey"
public let AVSampleRateKey = "AVSampleRateKey"
public let AVNumberOfChannelsKey = "AVNumberOfChannelsKey"
public let AVEncoderAudioQualityKey = "AVEncoderAudioQualityKey"
public let AVLinearPCMBitDepthKey = "AVLinearPCMBitDepthKey"
public let AVLinearPCMIsFloatKey = "AVLinearPCMIsFloatKey"
public let AVLinearPCMIsNonInterleaved = "AVLinearPCMIsNonInterleaved"
public let AVLinearPCMIsBigEndianKey = "AVLinearPCMIsBigEndianKey"
public let AVAudioFileTypeKey = "AVAudioFileTypeKey"
public let AVEncoderAudioQualityForVBRKey = "AVEncoderAudioQualityForVBRKey"
public let AVEncoderBitRateKey = "AVEncoderBitRateKey"
public let AVEncoderBitRatePerChannelKey = "AVEncoderBitRatePerChannelKey"
public let AVEncoderBitRateStrategyKey = "AVEncoderBitRateStrategyKey"
public let AVEncoderBitDepthHintKey = "AVEncoderBitDepthHintKey"
public let AVSampleRateConverterAlgorithmKey = "AVSampleRateConverterAlgorithmKey"
public let AVSampleRateConverterAudioQualityKey = "AVSampleRateConverterAudioQualityKey"
public let AVChannelLayoutKey = "AVChannelLayoutKey"
// The values of `AVEncoderBitRateStrategyKey` and `AVSampleRateConverterAlgorithmKey`.
public let AVAudioBitRateStrategy_Constant = "AVAudioBitRateStrategy_Constant"
public let AVAudioBitRateStrategy_LongTermAverage = "AVAudioBitRateStrategy_LongTermAverage"
public let AVAudioBitRateStrategy_VariableConstrained = "AVAudioBitRateStrategy_VariableConstrained"
public let AVAudioBitRateStrategy_Variable = "AVAudioBitRateStrategy_Variable"
public let AVSampleRateConverterAlgorithm_Normal = "AVSampleRateConverterAlgorithm_Normal"
public let AVSampleRateConverterAlgorithm_Mastering = "AVSampleRateConverterAlgorithm_Mastering"
public let AVSampleRateConverterAlgorithm_MinimumPhase = "AVSampleRateConverterAlgorithm_MinimumPhase"

public typealias AudioFormatID = UInt32
public let kAudioFormatLinearPCM: AudioFormatID = 0x6c70_636d
public let kAudioFormatMPEG4AAC: AudioFormatID = 0x6161_6320
// Core Audio's other common formats, by their four-character codes ('aach', 'alac', '.mp3', …).
public let kAudioFormatMPEG4AAC_HE: AudioFormatID = 0x6161_6368
public let kAudioFormatAppleLossless: AudioFormatID = 0x616c_6163
public let kAudioFormatMPEGLayer3: AudioFormatID = 0x2e6d_7033
public let kAudioFormatAppleIMA4: AudioFormatID = 0x696d_6134
public let kAudioFormatOpus: AudioFormatID = 0x6f70_7573
public let kAudioFormatFLAC: AudioFormatID = 0x666c_6163
public let kAudioFormatULaw: AudioFormatID = 0x756c_6177
public let kAudioFormatALaw: AudioFormatID = 0x616c_6177

public enum AVAudioQuality: Int, Sendable { case min = 0, low = 0x20, medium = 0x40, high = 0x60, max = 0x7F }
