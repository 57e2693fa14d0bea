import Foundation

/// The app's audio session. Its settings are kept and recorded; no audio route exists in a run.
/// Microphone permission needs the user's answer, and nobody answers: it stays undetermined and
/// every request completes not granted.
open class AVAudioSession: NSObject, @unchecked Sendable {
    private static let shared = AVAudioSession()
    open class func sharedInstance() -> AVAudioSession { shared }

    open private(set) var category: Category = .soloAmbient
    open private(set) var mode: Mode = .default
    open private(set) var categoryOptions: CategoryOptions = []
    open var isOtherAudioPlaying: Bool { false }
    open var sampleRate: Double { 48_000 }
    open var outputVolume: Float { 0.5 }
    open var recordPermission: RecordPermission { .undetermined }

    open func setCategory(_ category: Category) throws { self.category = category }
    open func setCategory(_ category: Category, options: CategoryOptions = []) throws {
        (self.category, categoryOptions) = (category, options)
    }
    open func setCategory(_ category: Category, mode: Mode, options: CategoryOptions = []) throws {
        (self.category, self.mode, categoryOptions) = (category, mode, options)
    }
    open func setCategory(_ category: Category, mode: Mode, policy: RouteSharingPolicy, options: CategoryOptions = []) throws {
        (self.category, self.mode, categoryOptions) = (category, mode, options)
    }
    open func setMode(_ mode: Mode) throws { self.mode = mode }
    open func setActive(_ active: Bool, options: SetActiveOptions = []) throws {}
    open func setPreferredSampleRate(_ sampleRate: Double) throws {}
    open func setPreferredIOBufferDuration(_ duration: TimeInterval) throws {}
    open func overrideOutputAudioPort(_ portOverride: PortOverride) throws {}
    open func requestRecordPermission(_ response: @escaping (Bool) -> Void) {
        Effects.record("AVAudioSession asks to use the microphone (no one answers here: not granted)")
        response(false)
    }

    public struct Category: Hashable, Sendable, RawRepresentable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let ambient = Category(rawValue: "AVAudioSessionCategoryAmbient")
        public static let soloAmbient = Category(rawValue: "AVAudioSessionCategorySoloAmbient")
        public static let playback = Category(rawValue: "AVAudioSessionCategoryPlayback")
        public static let record = Category(rawValue: "AVAudioSessionCategoryRecord")
        public static let playAndRecord = Category(rawValue: "AVAudioSessionCategoryPlayAndRecord")
        public static let multiRoute = Category(rawValue: "AVAudioSessionCategoryMultiRoute")
    }

    public struct Mode: Hashable, Sendable, RawRepresentable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let `default` = Mode(rawValue: "AVAudioSessionModeDefault")
        public static let voiceChat = Mode(rawValue: "AVAudioSessionModeVoiceChat")
        public static let videoChat = Mode(rawValue: "AVAudioSessionModeVideoChat")
        public static let gameChat = Mode(rawValue: "AVAudioSessionModeGameChat")
        public static let videoRecording = Mode(rawValue: "AVAudioSessionModeVideoRecording")
        public static let measurement = Mode(rawValue: "AVAudioSessionModeMeasurement")
        public static let moviePlayback = Mode(rawValue: "AVAudioSessionModeMoviePlayback")
        public static let spokenAudio = Mode(rawValue: "AVAudioSessionModeSpokenAudio")
        public static let voicePrompt = Mode(rawValue: "AVAudioSessionModeVoicePrompt")
    }

    public struct CategoryOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let mixWithOthers = CategoryOptions(rawValue: 0x1)
        public static let duckOthers = CategoryOptions(rawValue: 0x2)
        public static let allowBluetooth = CategoryOptions(rawValue: 0x4)
        /// iOS 26's name for `.allowBluetooth` (hands-free profile).
        public static let allowBluetoothHFP = CategoryOptions(rawValue: 0x4)
        public static let defaultToSpeaker = CategoryOptions(rawValue: 0x8)
        public static let interruptSpokenAudioAndMixWithOthers = CategoryOptions(rawValue: 0x11)
        public static let allowBluetoothA2DP = CategoryOptions(rawValue: 0x20)
        public static let allowAirPlay = CategoryOptions(rawValue: 0x40)
    }

    public struct SetActiveOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let notifyOthersOnDeactivation = SetActiveOptions(rawValue: 1)
    }

    public enum RouteSharingPolicy: UInt, Sendable { case `default` = 0, longFormAudio, independent, longFormVideo }
    public enum PortOverride: UInt, Sendable { case none = 0, speaker = 0x7370_6b72 }

    public enum RecordPermission: UInt, Sendable {
        case undetermined = 0x756e_6474, denied = 0x6465_6e79, granted = 0x6772_6e74
    }

    /// Posted when another app or a call interrupts the audio: never, in a run.
    public static let interruptionNotification = Notification.Name("AVAudioSessionInterruptionNotification")

    public enum InterruptionType: UInt, Sendable { case began = 1, ended = 0 }

    public struct InterruptionOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let shouldResume = InterruptionOptions(rawValue: 1)
    }

    public enum RouteChangeReason: UInt, Sendable {
        case unknown, newDeviceAvailable, oldDeviceUnavailable, categoryChange, override, wakeFromSleep = 6, noSuitableRouteForCategory,
            routeConfigurationChange
    }
    public static let routeChangeNotification = Notification.Name("AVAudioSessionRouteChangeNotification")
}

/// The app's audio permissions (iOS 17): nobody answers the microphone prompt in a run.
public final class AVAudioApplication: NSObject, @unchecked Sendable {
    public static let shared = AVAudioApplication()
    public var recordPermission: RecordPermission { .undetermined }
    public var isInputMuted: Bool { false }
    public func setInputMuted(_ muted: Bool) throws {}

    public class func requestRecordPermission(completionHandler response: @escaping (Bool) -> Void) {
        Effects.record("AVAudioApplication asks to use the microphone (no one answers here: not granted)")
        response(false)
    }
    public class func requestRecordPermission() async -> Bool {
        Effects.record("AVAudioApplication asks to use the microphone (no one answers here: not granted)")
        return false
    }

    public enum RecordPermission: Int, Sendable {
        case undetermined = 0x756e_6474, denied = 0x6465_6e79, granted = 0x6772_6e74
    }
}

public let AVAudioSessionInterruptionTypeKey = "AVAudioSessionInterruptionTypeKey"
public let AVAudioSessionInterruptionOptionKey = "AVAudioSessionInterruptionOptionKey"
public let AVAudioSessionRouteChangeReasonKey = "AVAudioSessionRouteChangeReasonKey"
