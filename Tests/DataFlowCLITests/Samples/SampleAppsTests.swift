import Foundation
import Testing

@testable import DataFlowCLI

/// The sample apps in `samples/` are written as apps are (an App file, previews, a model file that
/// imports only Foundation, styling, resources): each runs unmodified from its folder, plays its
/// script, and prints the transcript recorded in `samples/transcripts/` (issue 19).
@Suite(.serialized) struct SampleAppsTests {
    static let apps = [
        "BillSplitter", "Bookworm", "Brew", "Dashboard", "ExpenseTracker", "FlagQuiz", "Flashcards", "HabitTracker", "Landmarks", "Ledger",
        "MissionsGrid", "OrderForm", "Pantry", "Planner", "ProfileEditor", "Reminders", "Trails", "Tuned", "WordScramble",
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

    /// Landmarks is written with the faults the hints name (issue 32): each step gets exactly its
    /// hint, with the rule of its cause.
    @Test func landmarksGetsTheHintsOfItsFaults() throws {
        let cache = FileManager.default.temporaryDirectory.appendingPathComponent("dataflow-samples-cache").path
        let result = try BuiltProducts.capture(
            try BuiltProducts.debugExecutable(), ["run", "Landmarks/", "--script-file", "scripts/Landmarks.txt", "--format", "json"],
            environment: ["CI": "true", "DATAFLOW_CACHE": cache], directory: BuiltProducts.packageRoot.appendingPathComponent("samples"))
        #expect(result.status == 0, "\(result.stderr)")
        let json = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        let variant = try #require((json?["variants"] as? [[String: Any]])?.first)
        let steps = try #require(variant["steps"] as? [[String: Any]])
        func hints(_ step: [String: Any]) -> [String] {
            let all = (step["wasted"] as? [[String: Any]] ?? []) + (step["hints"] as? [[String: Any]] ?? [])
            return all.map { "\($0["view"] ?? "") \($0["rule"] ?? "")" }
        }
        #expect(
            steps.map(hints) == [
                [],
                ["LandmarkRow §7", "LandmarkRow §7", "LandmarkRow §7"],  // Sync: every row observes the whole SyncStatus
                ["LandmarkRow §8", "LandmarkRow §8"],  // a favourite: every row read the whole set
                [],  // the push
                ["LandmarkDetail §1"],  // the editor kept its copy of the note
            ])
    }
}
