import DataFlow
import Testing

@testable import DataFlowCoreMotion
@testable import DataFlowEventKit
@testable import DataFlowNaturalLanguage
@testable import DataFlowOSLog

@Observable private final class Motion {
    let manager = CMMotionManager()
    var updates = 0
    var gravityZ = 0.0

    func start() {
        manager.deviceMotionUpdateInterval = 0.5
        manager.startDeviceMotionUpdates(to: .main) { motion, _ in
            self.updates += 1
            self.gravityZ = motion?.gravity.z ?? 0
        }
    }
}

private struct MotionScreen: View {
    private let logger = Logger(subsystem: "com.example.app", category: "motion")
    @State private var motion = Motion()
    @State private var access: Bool?

    var body: some View {
        VStack {
            Text("updates \(motion.updates) z \(motion.gravityZ)")
            Text("access \(access.map(String.init) ?? "asking")")
            Button("Start") {
                logger.info("starting \(motion.updates, privacy: .public) at \(0.5, format: .fixed(precision: 2)) \(true, format: .answer)")
                motion.start()
            }
            Button("Stop") { motion.manager.stopDeviceMotionUpdates() }
        }
        .task { access = try? await EKEventStore().requestFullAccessToEvents() }
    }
}

@Suite struct MotionAndLogTests {
    /// CoreMotion's updates arrive on the run's clock, one an interval, each an event of its own,
    /// with a phone's values at rest; stopping them stops them.
    @Test func motionUpdatesFollowTheRunsClock() throws {
        let session = Session(MotionScreen())
        try session.tap("Start")
        let waited = try session.play(.wait(1))
        #expect(waited.ranViews == ["MotionScreen", "MotionScreen"])
        #expect(waited.screen.contains("  Text \"updates 2 z -1.0\""), "\(waited.screen)")
        try session.tap("Stop")
        let after = try session.play(.wait(1))
        #expect(after.ranViews.isEmpty)
    }

    /// A Logger's message is the step's console, every value shown, formats applied.
    @Test func aLoggersMessageIsTheConsole() throws {
        let session = Session(MotionScreen())
        let step = try session.tap("Start")
        #expect(step.console == ["starting 0 at 0.50 YES"])
    }

    /// EventKit access is asked and nobody answers: not granted, and the store is empty.
    @Test func eventKitAccessIsNotGranted() {
        let session = Session(MotionScreen())
        #expect(session.mount.screen.contains("  Text \"access false\""), "\(session.mount.screen)")
        #expect(EKEventStore.authorizationStatus(for: .event) == .notDetermined)
        #expect(throws: EKError.self) { try EKEventStore().save(EKEvent(eventStore: EKEventStore()), span: .thisEvent) }
    }

    @Test func naturalLanguageAnswersFromTheTextAlone() {
        let text = "Hello there. How are you?"
        let sentences = NLTokenizer(unit: .sentence)
        sentences.string = text
        #expect(sentences.tokens(for: text.startIndex..<text.endIndex).map { String(text[$0]) } == ["Hello there.", "How are you?"])
        let words = NLTokenizer(unit: .word)
        words.string = text
        #expect(words.tokens(for: text.startIndex..<text.endIndex).map { String(text[$0]) } == ["Hello", "there", "How", "are", "you"])
        #expect(NLLanguageRecognizer.dominantLanguage(for: text) == .english)
        let tagger = NLTagger(tagSchemes: [.sentimentScore])
        tagger.string = text
        #expect(tagger.tag(at: text.startIndex, unit: .paragraph, scheme: .sentimentScore).0?.rawValue == "0.0")
    }
}
