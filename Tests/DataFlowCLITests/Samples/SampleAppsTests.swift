import Foundation
import Testing

@testable import DataFlowCLI

/// The sample apps in `samples/` are written as apps are (an App file, previews, a model file that
/// imports only Foundation, styling, resources): each runs unmodified from its folder, plays its
/// script, and prints the transcript recorded in `samples/transcripts/` (issue 19).
@Suite(.serialized) struct SampleAppsTests {
    static let apps = [
        "BillSplitter", "Bookworm", "Dashboard", "ExpenseTracker", "FlagQuiz", "Flashcards", "HabitTracker", "MissionsGrid", "OrderForm", "Pantry",
        "ProfileEditor", "Reminders", "Trails", "WordScramble",
    ]

    @Test func everySampleIsListedHere() throws {
        let folder = BuiltProducts.packageRoot.appendingPathComponent("samples").path
        let found = try FileManager.default.contentsOfDirectory(atPath: folder).filter {
            FileKind.at(folder + "/" + $0) == .directory && !["scripts", "transcripts"].contains($0)
        }
        #expect(found.sorted() == Self.apps)
    }

    @Test(arguments: apps) func aSampleAppRunsItsScriptAsRecorded(app: String) throws {
        let cache = FileManager.default.temporaryDirectory.appendingPathComponent("dataflow-samples-cache").path
        let result = try BuiltProducts.capture(
            try BuiltProducts.debugExecutable(),
            ["verify", "\(app)/", "--script-file", "scripts/\(app).txt", "--golden", "transcripts/\(app).txt"],
            environment: ["CI": "true", "DATAFLOW_CACHE": cache],
            directory: BuiltProducts.packageRoot.appendingPathComponent("samples"))
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout == "ok      \(app)/ against transcripts/\(app).txt\n")
    }
}
