import DataFlowActivityKit
import Foundation

/// A Live Activity's widget: its Lock Screen view and its Dynamic Island. The system draws them
/// in the widget extension; dataflow runs only the app, so the configuration is kept as declared
/// and its views never run.
public struct ActivityConfiguration<Attributes: ActivityAttributes>: WidgetConfiguration {
    public init<Content: View>(
        for attributesType: Attributes.Type, @ViewBuilder content: @escaping (ActivityViewContext<Attributes>) -> Content,
        dynamicIsland: @escaping (ActivityViewContext<Attributes>) -> DynamicIsland
    ) {}

    public var body: Never { preconditionFailure("ActivityConfiguration is drawn by the system; its body is never asked for") }
}

/// What a Live Activity's views are given: the attributes and the current state.
public struct ActivityViewContext<Attributes: ActivityAttributes> {
    public let attributes: Attributes
    public let state: Attributes.ContentState
    public let activityID: String
    public let isStale: Bool
}

/// The Dynamic Island's presentations of an activity: expanded (by region), compact and minimal.
public struct DynamicIsland {
    public init<Expanded: DynamicIslandExpandedContent, Leading: View, Trailing: View, Minimal: View>(
        @DynamicIslandExpandedContentBuilder expanded: () -> Expanded, @ViewBuilder compactLeading: () -> Leading,
        @ViewBuilder compactTrailing: () -> Trailing, @ViewBuilder minimal: () -> Minimal
    ) {}

    public func keylineTint(_ color: Color?) -> DynamicIsland { self }
    public func widgetURL(_ url: URL?) -> DynamicIsland { self }
    public func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat?, for mode: DynamicIslandMode) -> DynamicIsland { self }
}

public enum DynamicIslandMode: Sendable { case compact, minimal, expanded }

/// One region of the expanded Dynamic Island.
public protocol DynamicIslandExpandedContent {}

public struct DynamicIslandExpandedRegion<Content: View>: DynamicIslandExpandedContent {
    public init(_ position: DynamicIslandExpandedRegionPosition, priority: Double = 0, @ViewBuilder content: () -> Content) {}
    public func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat?) -> Self { self }
}

public struct DynamicIslandExpandedRegionPosition: Sendable {
    public static let leading = DynamicIslandExpandedRegionPosition()
    public static let trailing = DynamicIslandExpandedRegionPosition()
    public static let center = DynamicIslandExpandedRegionPosition()
    public static let bottom = DynamicIslandExpandedRegionPosition()
}

public struct _DynamicIslandRegions: DynamicIslandExpandedContent {}

@resultBuilder
public enum DynamicIslandExpandedContentBuilder {
    public static func buildExpression<C: DynamicIslandExpandedContent>(_ content: C) -> _DynamicIslandRegions { _DynamicIslandRegions() }
    public static func buildBlock(_ regions: _DynamicIslandRegions...) -> _DynamicIslandRegions { _DynamicIslandRegions() }
    public static func buildOptional(_ regions: _DynamicIslandRegions?) -> _DynamicIslandRegions { _DynamicIslandRegions() }
    public static func buildEither(first regions: _DynamicIslandRegions) -> _DynamicIslandRegions { regions }
    public static func buildEither(second regions: _DynamicIslandRegions) -> _DynamicIslandRegions { regions }
}

extension View {
    /// The Lock Screen presentation's background and button tints.
    public func activityBackgroundTint(_ color: Color?) -> ModifiedContent<Self, _AppearanceModifier> { styled(".activityBackgroundTint") }
    public func activitySystemActionForegroundColor(_ color: Color?) -> ModifiedContent<Self, _AppearanceModifier> {
        styled(".activitySystemActionForegroundColor")
    }
}
