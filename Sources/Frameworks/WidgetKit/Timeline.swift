/// One moment of a widget: the date the system draws it at, and how relevant it is then.
public protocol TimelineEntry {
    var date: Date { get }
    var relevance: TimelineEntryRelevance? { get }
}

extension TimelineEntry {
    public var relevance: TimelineEntryRelevance? { nil }
}

/// How relevant an entry is, for the system's widget stacks.
public struct TimelineEntryRelevance: Codable, Hashable, Sendable {
    public var score: Float
    public var duration: TimeInterval

    public init(score: Float, duration: TimeInterval = 0.0) {
        self.score = score
        self.duration = duration
    }
}

/// A widget's entries, and when the system should ask for the next ones.
public struct Timeline<EntryType: TimelineEntry> {
    public let entries: [EntryType]
    public let policy: TimelineReloadPolicy

    public init(entries: [EntryType], policy: TimelineReloadPolicy) {
        self.entries = entries
        self.policy = policy
    }
}

/// When the system asks a provider for a new timeline.
public struct TimelineReloadPolicy: Equatable, Sendable {
    let date: Date?
    let name: String

    /// After the last entry's date.
    public static let atEnd = TimelineReloadPolicy(date: nil, name: "atEnd")
    /// Only when the app asks (`WidgetCenter.shared.reloadTimelines(ofKind:)`).
    public static let never = TimelineReloadPolicy(date: nil, name: "never")

    public static func after(_ date: Date) -> TimelineReloadPolicy { TimelineReloadPolicy(date: date, name: "after") }
}

/// What a widget extension implements to give the system a widget's entries.
///
/// The system calls it, in the widget extension's process; dataflow runs only the app, so a
/// provider's methods never run here. A test can call them itself.
public protocol TimelineProvider {
    associatedtype Entry: TimelineEntry
    typealias Context = TimelineProviderContext

    func placeholder(in context: Context) -> Entry
    func getSnapshot(in context: Context, completion: @escaping @Sendable (Entry) -> Void)
    func getTimeline(in context: Context, completion: @escaping @Sendable (Timeline<Entry>) -> Void)
}

/// What the system tells a provider about the widget it draws.
public struct TimelineProviderContext: Sendable {
    public let family: WidgetFamily
    public let isPreview: Bool
    public let displaySize: CGSize

    /// A context for calling a provider from a test (the system makes them on a device).
    package init(family: WidgetFamily = .systemSmall, isPreview: Bool = false, displaySize: CGSize = CGSize(width: 170, height: 170)) {
        self.family = family
        self.isPreview = isPreview
        self.displaySize = displaySize
    }
}
