import DataFlow
import Foundation
import Testing

@testable import DataFlowAppIntents

/// The Xcode widget template's configuration intent, as Xcode writes it.
struct ConfigurationAppIntent: WidgetConfigurationIntent {
    static var title: LocalizedStringResource { "Configuration" }
    static var description: IntentDescription { "This is an example widget." }

    // An example configurable parameter.
    @Parameter(title: "Favorite Emoji", default: "😃")
    var favoriteEmoji: String
}

extension ConfigurationAppIntent {
    fileprivate static var starEyes: ConfigurationAppIntent {
        let intent = ConfigurationAppIntent()
        intent.favoriteEmoji = "🤩"
        return intent
    }
}

final class WaterLog: @unchecked Sendable {
    static let shared = WaterLog()
    var total = 0
}

/// A Shortcuts action with a parameter, a summary and a dialog.
struct LogWaterIntent: AppIntent {
    static let title: LocalizedStringResource = "Log Water"
    static let description = IntentDescription("Logs a glass of water.")

    @Parameter(title: "Millilitres", default: 250)
    var amount: Int

    static var parameterSummary: some ParameterSummary {
        Summary("Log \(\.$amount) ml")
    }

    @MainActor
    func perform() async throws -> some IntentResult & ProvidesDialog {
        WaterLog.shared.total += amount
        return .result(dialog: "Logged \(amount) ml")
    }
}

struct TotalIntent: AppIntent {
    static let title: LocalizedStringResource = "Today's Total"
    func perform() async throws -> some IntentResult & ReturnsValue<Int> { .result(value: WaterLog.shared.total) }
}

struct WaterShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(intent: LogWaterIntent(), phrases: ["Log water in \(.applicationName)"], shortTitle: "Log Water", systemImageName: "drop")
    }
}

@Suite(.serialized) struct AppIntentsTests {
    @Test func aTemplateIntentHasItsDefaultAndTakesAValueThroughALet() {
        #expect(ConfigurationAppIntent().favoriteEmoji == "😃")
        #expect(ConfigurationAppIntent.starEyes.favoriteEmoji == "🤩")
        #expect(ConfigurationAppIntent.title.key == "Configuration")
    }

    @Test func aSummaryNamesItsParameters() {
        let summary = LogWaterIntent.parameterSummary as? Summary<LogWaterIntent>
        #expect(summary?.format.text == "Log ${parameter} ml")
    }

    @Test func anIntentTheAppCallsRuns() async throws {
        WaterLog.shared.total = 0
        let result = try await LogWaterIntent().perform()
        #expect(WaterLog.shared.total == 250)
        #expect((result as? IntentResultContainer<Never, IntentDialog>)?.dialog?.full.key == "Logged 250 ml")
        let total = try await TotalIntent().perform()
        #expect((total as? IntentResultContainer<Int, Never>)?.value == 250)
        #expect(WaterShortcuts.appShortcuts.count == 1)
    }
}
