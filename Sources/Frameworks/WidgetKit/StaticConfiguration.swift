/// A widget with no user-set options: its kind, the provider of its entries, and the view that
/// draws an entry. Kept as declared; the system would call the provider and the view (see
/// `Widget`).
public struct StaticConfiguration<Content: View>: WidgetConfiguration {
    /// The widget's kind, as `WidgetCenter.reloadTimelines(ofKind:)` names it.
    public let kind: String

    public init<Provider: TimelineProvider>(kind: String, provider: Provider, @ViewBuilder content: @escaping (Provider.Entry) -> Content) {
        self.kind = kind
    }

    public var body: Never { preconditionFailure("StaticConfiguration is drawn by the system; its body is never asked for") }
}

/// Where a widget is disfavoured (`.disfavoredLocations([.lockScreen], for: [.accessoryInline])`).
public struct WidgetLocation: Hashable, Sendable {
    let name: String

    public static let homeScreen = WidgetLocation(name: "homeScreen")
    public static let lockScreen = WidgetLocation(name: "lockScreen")
    public static let standBy = WidgetLocation(name: "standBy")
    public static let iPhoneWidgetsOnMac = WidgetLocation(name: "iPhoneWidgetsOnMac")
    public static let carPlay = WidgetLocation(name: "carPlay")
}

// What the widget gallery shows and which sizes a widget comes in: the system's business, kept
// by nothing here.
extension WidgetConfiguration {
    public func configurationDisplayName(_ displayNameKey: LocalizedStringKey) -> some WidgetConfiguration { self }
    public func configurationDisplayName(_ displayName: Text) -> some WidgetConfiguration { self }
    @_disfavoredOverload public func configurationDisplayName<S: StringProtocol>(_ displayName: S) -> some WidgetConfiguration { self }
    public func description(_ descriptionKey: LocalizedStringKey) -> some WidgetConfiguration { self }
    public func description(_ description: Text) -> some WidgetConfiguration { self }
    @_disfavoredOverload public func description<S: StringProtocol>(_ description: S) -> some WidgetConfiguration { self }
    public func supportedFamilies(_ families: [WidgetFamily]) -> some WidgetConfiguration { self }
    public func contentMarginsDisabled() -> some WidgetConfiguration { self }
    public func containerBackgroundRemovable(_ isRemovable: Bool = true) -> some WidgetConfiguration { self }
    public func promptsForUserConfiguration() -> some WidgetConfiguration { self }
    public func disfavoredLocations(_ locations: [WidgetLocation], for families: [WidgetFamily]) -> some WidgetConfiguration { self }
}
