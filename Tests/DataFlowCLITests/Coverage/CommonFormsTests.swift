import Foundation
import Testing

/// The coverage table's claims, compiled (issue 29): a name classified accepted or modelled must
/// compile in the form apps write it (`.symbolEffect(.bounce, value:)`, `.scrollTargetBehavior(.paging)`),
/// not only be declared. `Tests/Fixtures/CommonForms/` is an app that uses the common forms of
/// SwiftUI's names as apps of 2023–2026 write them; it must compile and play unmodified.
@Suite struct CommonFormsTests {
    @Test func anAppWritingTheCommonFormsCompilesAndMounts() throws {
        let result = try Self.run(fixture: "CommonForms", script: "tap \"Add\"; type \"Name\" \"Ada\"")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("Text \"Count 1\""))
        #expect(result.stdout.contains("TextField \"Name\" = \"Ada\""))
        #expect(result.stdout.contains("Text \"Width 393\""), "onGeometryChange runs for the first value")
        #expect(result.stdout.contains("Text \"http://apple.com, 555-123-4567, and Ada Lovelace.\""), "Foundation's data detector and formatters")
        #expect(result.stdout.contains("Text \"Settings saved\""), "a chain of eighteen onChange compiles")
        // A dictionary's order is the same on every run (D14): the second run reuses the build.
        let again = try Self.run(fixture: "CommonForms", script: "tap \"Add\"")
        let order = { (output: String) in output.split(separator: "\n").first { $0.contains("Text \"Order ") } }
        #expect(order(result.stdout) != nil && order(result.stdout) == order(again.stdout))
    }

    /// `dataflow run Tests/Fixtures/<fixture> --script <script>`, as a user runs a folder.
    static func run(fixture: String, script: String) throws -> (status: Int32, stdout: String, stderr: String) {
        let folder = RulebookTests.root.appendingPathComponent("Tests/Fixtures/" + fixture).path
        return try BuiltProducts.capture(
            BuiltProducts.debugExecutable(), ["run", folder, "--script", script],
            environment: ["DATAFLOW_CACHE": FileManager.default.temporaryDirectory.appendingPathComponent("dataflow-fixture-" + fixture).path],
            directory: RulebookTests.root)
    }
}

/// An app folder with a widget extension as Xcode's template makes it (iOS 18: a configurable
/// widget, a control, a Live Activity, a bundle with its own `@main`): the app runs; the
/// extension compiles.
@Suite struct WidgetTemplateTests {
    @Test func anAppWithXcodesWidgetExtensionCompilesAndPlays() throws {
        let result = try CommonFormsTests.run(fixture: "WidgetTemplate", script: "tap \"Count 0\"; tap \"Start\"")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("The root is the first window of the app MyApp."))
        #expect(result.stdout.contains("Button \"Count 1\""))
        // The app starts a Live Activity: the system's, recorded as an effect (D18).
        #expect(result.stdout.contains("dataflow: effect: ActivityKit starts the Live Activity \"activity-1\""))
        #expect(result.stdout.contains("Text \"not enabled\""))
    }
}
