import Foundation

/// Speaks text. A run has no speaker: each utterance is recorded in the step, and the delegate
/// hears it start and finish at once, as a device would after the speech's time had passed.
open class AVSpeechSynthesizer: NSObject, @unchecked Sendable {
    public override init() {}
    open weak var delegate: (any AVSpeechSynthesizerDelegate)?
    open var isSpeaking: Bool { false }
    open var isPaused: Bool { false }

    open func speak(_ utterance: AVSpeechUtterance) {
        Effects.record("AVSpeechSynthesizer speaks \(utterance.speechString.quotedLiteral) (no speaker here)")
        delegate?.speechSynthesizer(self, didStart: utterance)
        delegate?.speechSynthesizer(self, didFinish: utterance)
    }
    @discardableResult open func stopSpeaking(at boundary: AVSpeechBoundary) -> Bool { false }
    @discardableResult open func pauseSpeaking(at boundary: AVSpeechBoundary) -> Bool { false }
    @discardableResult open func continueSpeaking() -> Bool { false }
}

public protocol AVSpeechSynthesizerDelegate: AnyObject {
    func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didStart utterance: AVSpeechUtterance)
    func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didFinish utterance: AVSpeechUtterance)
    func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didCancel utterance: AVSpeechUtterance)
    func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didPause utterance: AVSpeechUtterance)
    func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didContinue utterance: AVSpeechUtterance)
    func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, willSpeakRangeOfSpeechString characterRange: NSRange, utterance: AVSpeechUtterance)
    func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, willSpeak marker: AVSpeechSynthesisMarker, utterance: AVSpeechUtterance)
}

extension AVSpeechSynthesizerDelegate {
    public func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didStart utterance: AVSpeechUtterance) {}
    public func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didFinish utterance: AVSpeechUtterance) {}
    public func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didCancel utterance: AVSpeechUtterance) {}
    public func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didPause utterance: AVSpeechUtterance) {}
    public func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didContinue utterance: AVSpeechUtterance) {}
    public func speechSynthesizer(
        _ synthesizer: AVSpeechSynthesizer, willSpeakRangeOfSpeechString characterRange: NSRange, utterance: AVSpeechUtterance
    ) {}
    public func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, willSpeak marker: AVSpeechSynthesisMarker, utterance: AVSpeechUtterance) {}
}

/// A point in spoken audio (iOS 17): a word, a sentence, a paragraph, a phoneme or a bookmark.
/// Nothing is spoken in a run, so the delegate hears of none.
open class AVSpeechSynthesisMarker: NSObject, @unchecked Sendable {
    public enum Mark: Int, Sendable { case phoneme, word, sentence, paragraph, bookmark }

    open var mark: Mark
    open var textRange: NSRange
    open var byteSampleOffset: Int
    open var bookmarkName: String = ""
    open var phoneme: String = ""

    public init(markerType type: Mark, forTextRange range: NSRange, atByteSampleOffset byteSampleOffset: Int) {
        mark = type
        textRange = range
        self.byteSampleOffset = byteSampleOffset
    }
}

public enum AVSpeechBoundary: Int, Sendable { case immediate = 0, word }

public let AVSpeechUtteranceDefaultSpeechRate: Float = 0.5
public let AVSpeechUtteranceMinimumSpeechRate: Float = 0
public let AVSpeechUtteranceMaximumSpeechRate: Float = 1

open class AVSpeechUtterance: NSObject, @unchecked Sendable {
    public let speechString: String
    public init(string: String) { speechString = string }
    open var rate: Float = AVSpeechUtteranceDefaultSpeechRate
    open var pitchMultiplier: Float = 1
    open var volume: Float = 1
    open var preUtteranceDelay: TimeInterval = 0
    open var postUtteranceDelay: TimeInterval = 0
    open var voice: AVSpeechSynthesisVoice?
}

open class AVSpeechSynthesisVoice: NSObject, @unchecked Sendable {
    public let language: String
    public init?(language: String?) { self.language = language ?? "en-US" }
    public init?(identifier: String) { language = "en-US" }
    open var name: String { language }
    open var identifier: String { "com.apple.voice.compact.\(language)" }
    open class func speechVoices() -> [AVSpeechSynthesisVoice] { [] }
    open class func currentLanguageCode() -> String { "en-US" }
}
