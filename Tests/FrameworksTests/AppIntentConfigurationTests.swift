import DataFlow
import DataFlowAppIntents
import Foundation
import Testing

@testable import DataFlowWidgetKit

/// The Xcode widget template's provider, configured by `ConfigurationAppIntent`
/// (`AppIntentsTests.swift`).
struct EmojiProvider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> EmojiEntry { EmojiEntry(date: .distantPast, configuration: ConfigurationAppIntent()) }

    func snapshot(for configuration: ConfigurationAppIntent, in context: Context) async -> EmojiEntry {
        EmojiEntry(date: .distantPast, configuration: configuration)
    }

    func timeline(for configuration: ConfigurationAppIntent, in context: Context) async -> Timeline<EmojiEntry> {
        Timeline(entries: [EmojiEntry(date: .distantPast, configuration: configuration)], policy: .atEnd)
    }
}

struct EmojiEntry: TimelineEntry {
    let date: Date
    let configuration: ConfigurationAppIntent
}

struct EmojiWidget: Widget {
    var body: AppIntentConfiguration<ConfigurationAppIntent, ModifiedContent<Text, _AppearanceModifier>> {
        AppIntentConfiguration(kind: "EmojiWidget", intent: ConfigurationAppIntent.self, provider: EmojiProvider()) { entry in
            Text(entry.configuration.favoriteEmoji).containerBackground(.fill.tertiary, for: .widget)
        }
    }
}

@Suite struct AppIntentConfigurationTests {
    @Test func aConfigurableWidgetKeepsItsKindAndItsProviderAnswersWhenAsked() async {
        #expect(EmojiWidget().body.kind == "EmojiWidget")
        let timeline = await EmojiProvider().timeline(for: ConfigurationAppIntent(), in: TimelineProviderContext())
        #expect(timeline.entries.map(\.configuration.favoriteEmoji) == ["😃"])
    }
}
