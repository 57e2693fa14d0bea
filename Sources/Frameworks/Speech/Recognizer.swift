import Foundation

/// Speech recognition (`SFSpeechRecognizer`), as a phone without a microphone, a network to
/// Apple's servers or anyone to answer a prompt has it (D19).
///
/// Recognition needs the user's permission: a request completes `.denied`, as a declined prompt
/// would, and `authorizationStatus()` stays `.notDetermined`. A recognizer for a supported
/// language is made, and is not available (no on-device model, no network), so a recognition
/// task ends at once with an error and recognizes nothing. Each request is noted as an effect.
open class SFSpeechRecognizer: @unchecked Sendable {
    public let locale: Locale
    open var isAvailable: Bool { false }
    open var supportsOnDeviceRecognition: Bool { false }
    open var defaultTaskHint: SFSpeechRecognitionTaskHint = .unspecified
    open weak var delegate: (any SFSpeechRecognizerDelegate)?
    open var queue: OperationQueue = .main

    /// The recognizer for the device's language (nil where it is not supported, as in the SDK).
    public convenience init?() { self.init(locale: Locale(identifier: "en-US")) }

    public init?(locale: Locale) { self.locale = locale }

    open class func supportedLocales() -> Set<Locale> { [Locale(identifier: "en-US")] }

    open class func authorizationStatus() -> SFSpeechRecognizerAuthorizationStatus { .notDetermined }

    open class func requestAuthorization(_ handler: @escaping (SFSpeechRecognizerAuthorizationStatus) -> Void) {
        Effects.record("SFSpeechRecognizer asks for speech recognition (no one answers here: denied)")
        handler(.denied)
    }

    /// A task that fails at once: nothing can be recognized here.
    open func recognitionTask(
        with request: SFSpeechRecognitionRequest, resultHandler: @escaping (SFSpeechRecognitionResult?, (any Error)?) -> Void
    ) -> SFSpeechRecognitionTask {
        Effects.record("SFSpeechRecognizer is asked to recognize speech (no model or network here: nothing recognized)")
        let task = SFSpeechRecognitionTask(error: SFSpeechError(.recognizerUnavailable))
        resultHandler(nil, task.error)
        return task
    }

    open func recognitionTask(with request: SFSpeechRecognitionRequest, delegate: any SFSpeechRecognitionTaskDelegate) -> SFSpeechRecognitionTask {
        Effects.record("SFSpeechRecognizer is asked to recognize speech (no model or network here: nothing recognized)")
        let task = SFSpeechRecognitionTask(error: SFSpeechError(.recognizerUnavailable))
        delegate.speechRecognitionTask(task, didFinishSuccessfully: false)
        return task
    }
}

public protocol SFSpeechRecognizerDelegate: AnyObject {
    func speechRecognizer(_ speechRecognizer: SFSpeechRecognizer, availabilityDidChange available: Bool)
}

extension SFSpeechRecognizerDelegate {
    public func speechRecognizer(_ speechRecognizer: SFSpeechRecognizer, availabilityDidChange available: Bool) {}
}

/// A task's delegate; every method is optional, as in the SDK.
public protocol SFSpeechRecognitionTaskDelegate: AnyObject {
    func speechRecognitionTask(_ task: SFSpeechRecognitionTask, didFinishSuccessfully successfully: Bool)
}

extension SFSpeechRecognitionTaskDelegate {
    public func speechRecognitionTask(_ task: SFSpeechRecognitionTask, didFinishSuccessfully successfully: Bool) {}
}

public enum SFSpeechRecognizerAuthorizationStatus: Int, Sendable { case notDetermined, denied, restricted, authorized }

public enum SFSpeechRecognitionTaskHint: Int, Sendable { case unspecified, dictation, search, confirmation }

public enum SFSpeechRecognitionTaskState: Int, Sendable { case starting, running, finishing, canceling, completed }

open class SFSpeechRecognitionRequest: NSObject, @unchecked Sendable {
    open var taskHint: SFSpeechRecognitionTaskHint = .unspecified
    open var shouldReportPartialResults = true
    open var contextualStrings: [String] = []
    open var requiresOnDeviceRecognition = false
    open var addsPunctuation = false
}

/// Audio handed over in buffers (from an audio engine's tap, which receives none here).
open class SFSpeechAudioBufferRecognitionRequest: SFSpeechRecognitionRequest, @unchecked Sendable {
    public override init() {}
    open func append(_ audioPCMBuffer: Any) {}
    open func endAudio() {}
}

/// Audio in a file.
open class SFSpeechURLRecognitionRequest: SFSpeechRecognitionRequest, @unchecked Sendable {
    public let url: URL
    public init(url URL: URL) { url = URL }
}

open class SFSpeechRecognitionTask: NSObject, @unchecked Sendable {
    open private(set) var state: SFSpeechRecognitionTaskState = .completed
    open private(set) var isFinishing = false
    open private(set) var isCancelled = false
    public let error: (any Error)?

    init(error: any Error) { self.error = error }

    open func finish() { isFinishing = true }
    open func cancel() {
        isCancelled = true
        state = .canceling
    }
}

open class SFSpeechRecognitionResult: NSObject, @unchecked Sendable {
    open var bestTranscription: SFTranscription { SFTranscription() }
    open var transcriptions: [SFTranscription] { [] }
    open var isFinal: Bool { true }
}

open class SFTranscription: NSObject, @unchecked Sendable {
    open var formattedString: String { "" }
    open var segments: [SFTranscriptionSegment] { [] }
}

open class SFTranscriptionSegment: NSObject, @unchecked Sendable {
    open var substring: String { "" }
    open var timestamp: TimeInterval { 0 }
    open var duration: TimeInterval { 0 }
    open var confidence: Float { 0 }
}

/// Speech's errors.
public struct SFSpeechError: Error, Equatable, Sendable {
    public enum Code: Int, Sendable {
        case internalServiceError = 1, audioReadFailed = 2, undefinedTemplateClassName = 7, malformedSupplementalModel = 8,
            timeout = 10, missingParameter = 11, recognizerUnavailable = 1101, assetLocaleNotAllocated = 12,
            tooManyAssetLocalesAllocated = 13, incompatibleAudioFormats = 14, moduleOutputFailed = 15
    }
    public let code: Code
    public init(_ code: Code) { self.code = code }
}
