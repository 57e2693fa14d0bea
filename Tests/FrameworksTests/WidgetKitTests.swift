import DataFlow
import Testing

@testable import DataFlowWidgetKit

struct CupsEntry: TimelineEntry {
    let date: Date
    let cups: Int
}

struct CupsProvider: TimelineProvider {
    func placeholder(in context: Context) -> CupsEntry { CupsEntry(date: .distantPast, cups: 0) }

    func getSnapshot(in context: Context, completion: @escaping @Sendable (CupsEntry) -> Void) {
        completion(CupsEntry(date: .distantPast, cups: 1))
    }

    func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<CupsEntry>) -> Void) {
        completion(Timeline(entries: [CupsEntry(date: .distantPast, cups: 2)], policy: .never))
    }
}

struct CupsWidgetView: View {
    let entry: CupsEntry
    @Environment(\.widgetFamily) private var family

    var body: some View {
        Text(family == .systemSmall ? "\(entry.cups)" : "\(entry.cups) cups")
            .containerBackground(for: .widget) { Color.blue }
            .widgetURL(URL(string: "cups://today"))
    }
}

struct CupsWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Cups", provider: CupsProvider()) { entry in
            CupsWidgetView(entry: entry)
        }
        .configurationDisplayName("Cups")
        .description("Cups of water today.")
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}

struct CupsWidgets: WidgetBundle {
    var body: some Widget {
        CupsWidget()
        CupsWidget()
    }
}

/// A widget whose configuration depends on the system (`if #available`): WidgetKit's builder,
/// written on the body, makes SwiftUI's `LimitedAvailabilityConfiguration` of the branch taken.
struct NewerCupsWidget: Widget {
    @WidgetConfigurationBuilder var body: some WidgetConfiguration {
        if #available(iOS 17, *) {
            StaticConfiguration(kind: "Cups 17", provider: CupsProvider()) { entry in CupsWidgetView(entry: entry) }
        } else {
            StaticConfiguration(kind: "Cups", provider: CupsProvider()) { entry in CupsWidgetView(entry: entry) }
        }
    }
}

struct CupsLogger: View {
    var body: some View {
        Button("Log") { WidgetCenter.shared.reloadAllTimelines() }
        Button("Log cups") { WidgetCenter.shared.reloadTimelines(ofKind: "Cups") }
    }
}

/// What a provider's completion handed back (it runs synchronously here).
final class ReceivedEntries: @unchecked Sendable {
    var entries: [CupsEntry] = []
}

@Suite struct WidgetKitTests {
    @Test func reloadingTimelinesIsNotedAsTheSystemsEffect() throws {
        let session = Session(CupsLogger())
        let all = try session.tap("Log")
        #expect(all.notes.contains("effect: WidgetCenter reloads all widgets' timelines (the system's, not run here)"))
        let kind = try session.tap("Log cups")
        #expect(kind.notes.contains("effect: WidgetCenter reloads the timelines of widgets of kind \"Cups\" (the system's, not run here)"))
    }

    @Test func noWidgetIsInstalled() async throws {
        #expect(try await WidgetCenter.shared.currentConfigurations().isEmpty)
    }

    @Test func aWidgetViewDrawsAsAnyViewForTheFamilyAbove() {
        let entry = CupsEntry(date: .distantPast, cups: 3)
        #expect(Session(CupsWidgetView(entry: entry)).screen == ["Text \"3\""])
        let medium = Session(CupsWidgetView(entry: entry).environment(\.widgetFamily, .systemMedium))
        #expect(medium.screen.contains { $0.contains("Text \"3 cups\"") })
    }

    @Test func aWidgetsDeclarationsCompileAndItsProviderCanBeCalled() {
        #expect(CupsWidgets().bundledWidgets.map { "\(type(of: $0))" } == ["CupsWidget", "CupsWidget"])
        let limited = NewerCupsWidget().body as? LimitedAvailabilityConfiguration
        #expect((limited?.configuration as? StaticConfiguration<CupsWidgetView>)?.kind == "Cups 17")
        #expect(WidgetPreviewContext(family: .systemMedium).family == .systemMedium)
        let received = ReceivedEntries()
        CupsProvider().getTimeline(in: TimelineProviderContext(family: .systemMedium)) { timeline in received.entries = timeline.entries }
        #expect(received.entries.map(\.cups) == [2])
    }
}
