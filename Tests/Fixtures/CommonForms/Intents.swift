import AppIntents
import SwiftUI
import WidgetKit

// An App Intent as apps of 2024 write it (Swift 5 mode: stored static properties), and the
// Xcode widget template's configuration intent (its widget is in Tests/Fixtures/WidgetTemplate).
struct LogCupIntent: AppIntent {
    static var title: LocalizedStringResource = "Log a Cup"
    static var description = IntentDescription("Adds a cup to today's count.")
    static var openAppWhenRun: Bool = false

    @Parameter(title: "Cups", default: 1)
    var cups: Int

    static var parameterSummary: some ParameterSummary {
        Summary("Log \(\.$cups) cups")
    }

    @MainActor
    func perform() async throws -> some IntentResult & ProvidesDialog {
        .result(dialog: "Logged \(cups) cups")
    }
}

struct CupShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(intent: LogCupIntent(), phrases: ["Log a cup in \(.applicationName)"], shortTitle: "Log a Cup", systemImageName: "cup.and.saucer")
    }
}

struct ConfigurationAppIntent: WidgetConfigurationIntent {
    static var title: LocalizedStringResource { "Configuration" }
    static var description: IntentDescription { "This is an example widget." }

    // An example configurable parameter.
    @Parameter(title: "Favorite Emoji", default: "😃")
    var favoriteEmoji: String
}
