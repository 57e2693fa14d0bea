import DataFlowAppIntents
import Foundation

/// What a configurable widget's extension implements: its entries for the options the user chose
/// (an App Intent). The system calls it in the extension's process; dataflow runs only the app,
/// so its methods never run here. A test can call them itself.
public protocol AppIntentTimelineProvider {
    associatedtype Entry: TimelineEntry
    associatedtype Intent: AppIntent
    typealias Context = TimelineProviderContext

    func placeholder(in context: Context) -> Entry
    func snapshot(for configuration: Intent, in context: Context) async -> Entry
    func timeline(for configuration: Intent, in context: Context) async -> Timeline<Entry>
    func recommendations() -> [AppIntentRecommendation<Intent>]
}

extension AppIntentTimelineProvider {
    public func recommendations() -> [AppIntentRecommendation<Intent>] { [] }
}

/// A preconfigured choice of a widget's options, offered where the user cannot configure it.
public struct AppIntentRecommendation<Intent: AppIntent> {
    public init(intent: Intent, description: LocalizedStringResource) {}
    public init(intent: Intent, description: Text) {}
}

/// A widget the user configures with an App Intent: its kind, the intent, the provider of its
/// entries, and the view that draws an entry. Kept as declared, as `StaticConfiguration` is.
public struct AppIntentConfiguration<Intent: WidgetConfigurationIntent, Content: View>: WidgetConfiguration {
    /// The widget's kind, as `WidgetCenter.reloadTimelines(ofKind:)` names it.
    public let kind: String

    public init<Provider: AppIntentTimelineProvider>(
        kind: String, intent: Intent.Type = Intent.self, provider: Provider, @ViewBuilder content: @escaping (Provider.Entry) -> Content
    ) where Provider.Intent == Intent {
        self.kind = kind
    }

    public var body: Never { preconditionFailure("AppIntentConfiguration is drawn by the system; its body is never asked for") }
}
