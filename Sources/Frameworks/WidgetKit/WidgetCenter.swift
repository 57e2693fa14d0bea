/// The app's way to tell the system its widgets are out of date.
///
/// Widgets live outside the app (in the widget extension, drawn by the system), so nothing here
/// reloads: each call is noted in the step (`dataflow: effect: WidgetCenter reloads all widgets'
/// timelines (the system's, not run here)`), and no widget is installed, so the configurations
/// are none.
public final class WidgetCenter: Sendable {
    public static let shared = WidgetCenter()

    private init() {}

    public func reloadAllTimelines() {
        Effects.record("WidgetCenter reloads all widgets' timelines")
    }

    public func reloadTimelines(ofKind kind: String) {
        Effects.record("WidgetCenter reloads the timelines of widgets of kind \(kind.quotedLiteral)")
    }

    /// The widgets the user installed: none.
    public func getCurrentConfigurations(_ completion: @escaping @Sendable (Result<[WidgetInfo], any Error>) -> Void) {
        completion(.success([]))
    }

    /// The widgets the user installed (iOS 18's async form): none.
    public func currentConfigurations() async throws -> [WidgetInfo] { [] }

    /// Asks for new configuration recommendations (iOS 16).
    public func invalidateConfigurationRecommendations() {
        Effects.record("WidgetCenter invalidates the widgets' configuration recommendations")
    }

    /// Asks the system to re-rank a kind of widget's relevance (iOS 18).
    public func invalidateRelevance(ofKind kind: String) {
        Effects.record("WidgetCenter invalidates the relevance of widgets of kind \(kind.quotedLiteral)")
    }
}

/// A widget the user installed: its kind and size. None exists here (see `WidgetCenter`).
public struct WidgetInfo: Sendable, Identifiable, Hashable, CustomDebugStringConvertible {
    public let family: WidgetFamily
    public let kind: String

    public var id: WidgetInfo { self }
    public var debugDescription: String { "WidgetInfo(kind: \(kind.quotedLiteral), family: \(family))" }
}
