import DataFlow
import Testing

@testable import DataFlowFoundationModels

/// As an app writes it, with `@Generable` and `@Guide(…)` written as dataflow's preprocessor
/// writes them (the macros' plugin ships with Xcode): blanked, and the conformance after the file
/// (there qualified `FoundationModels.`, the module's name in a user's program).
struct QuizCard {
    let definition: String
    let wordType: String
}

extension QuizCard: Generable {
    struct PartiallyGenerated: ConvertibleFromGeneratedContent {
        var definition: String.PartiallyGenerated?
        var wordType: String.PartiallyGenerated?
        init(_ content: GeneratedContent) throws {
            throw LanguageModelSession.GenerationError.decodingFailure(.init(debugDescription: "nothing is generated in a run"))
        }
    }
}

struct FlashcardTool: Tool {
    let description = "Looks a word up."

    func call(arguments: QuizCard) async throws -> String { arguments.definition }
}

struct GenerateScreen: View {
    var body: some View {
        VStack {
            switch SystemLanguageModel.default.availability {
            case .available: Text("Ready")
            case .unavailable(.deviceNotEligible): Text("This device cannot run Apple Intelligence")
            case .unavailable: Text("Unavailable")
            }
        }
    }
}

struct DefineScreen: View {
    @State private var answer = "thinking"

    var body: some View {
        Text(answer)
            .task {
                do {
                    answer = try await LanguageModelSession().respond(to: "Define happy").content
                } catch LanguageModelSession.GenerationError.assetsUnavailable {
                    answer = "assetsUnavailable"
                } catch {
                    answer = "other error"
                }
            }
    }
}

@Suite struct FoundationModelsTests {
    @Test func theModelIsUnavailableAsOnADeviceWithoutAppleIntelligence() {
        #expect(SystemLanguageModel.default.availability == .unavailable(.deviceNotEligible))
        #expect(!SystemLanguageModel.default.isAvailable)
        #expect(!SystemLanguageModel(useCase: .contentTagging).supportsLocale())
        let lines = Session(GenerateScreen()).screen.map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(lines.contains("Text \"This device cannot run Apple Intelligence\""))
    }

    @Test func respondingThrowsAssetsUnavailable() async {
        let session = LanguageModelSession(tools: [FlashcardTool()]) {
            "You are a vocabulary assistant."
            "Answer in two sentences."
        }
        #expect(!session.isResponding)
        await #expect(throws: LanguageModelSession.GenerationError.self) { try await session.respond(to: "Define happy") }
        do {
            let prompt = Prompt {
                "Define the word"
                "happy"
            }
            _ = try await session.respond(to: prompt, generating: QuizCard.self, includeSchemaInPrompt: false)
            Issue.record("a response arrived")
        } catch LanguageModelSession.GenerationError.assetsUnavailable(let context) {
            #expect(context.debugDescription.contains("not eligible for Apple Intelligence"))
        } catch {
            Issue.record("unexpected error \(error)")
        }
    }

    @Test func aStreamThrowsAtItsFirstElement() async {
        let session = LanguageModelSession(instructions: "Be brief.")
        var snapshots = 0
        await #expect(throws: LanguageModelSession.GenerationError.self) {
            for try await _ in session.streamResponse(to: "Tell a story") { snapshots += 1 }
        }
        #expect(snapshots == 0)
    }

    @Test func aSessionsTranscriptHoldsItsInstructions() {
        let session = LanguageModelSession(instructions: Instructions { "Be brief." })
        #expect(session.transcript.count == 1)
        guard case .instructions(let instructions)? = session.transcript.first else {
            Issue.record("no instructions entry")
            return
        }
        #expect(instructions.segments == [.text(Transcript.TextSegment(id: "instructions-text", content: "Be brief."))])
    }

    @Test func generatedContentRoundTripsThroughJSONInOrder() throws {
        let content = GeneratedContent(properties: ["word": "happy", "count": 2, "tags": ["a", "b"], "done": true])
        #expect(content.jsonString == #"{"word":"happy","count":2,"tags":["a","b"],"done":true}"#)
        let read = try GeneratedContent(json: content.jsonString)
        #expect(read == content)
        #expect(try read.value(String.self, forProperty: "word") == "happy")
        #expect(try read.value(Int.self, forProperty: "count") == 2)
        #expect(try read.value([String].self, forProperty: "tags") == ["a", "b"])
        #expect(try read.value(String?.self, forProperty: "missing") == nil)
    }

    @Test func aRequestInAViewsTaskIsNotedAndItsErrorShown() {
        let session = Session(DefineScreen())
        #expect(session.mount.notes.contains("effect: LanguageModelSession asks the on-device model to respond (the system's, not run here)"))
        #expect(session.screen.contains { $0.contains("Text \"assetsUnavailable\"") })
    }
}
