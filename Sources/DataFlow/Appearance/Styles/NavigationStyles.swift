// Navigation view and split view styles (appearance, D15): the columns show one after another
// whatever the style.

public protocol NavigationViewStyle {}

public struct DefaultNavigationViewStyle: NavigationViewStyle { public init() {} }
public struct StackNavigationViewStyle: NavigationViewStyle { public init() {} }
public struct ColumnNavigationViewStyle: NavigationViewStyle { public init() {} }
/// iOS 13's name for the columns style, deprecated for `.columns` (appearance).
public struct DoubleColumnNavigationViewStyle: NavigationViewStyle { public init() {} }
extension NavigationViewStyle where Self == DefaultNavigationViewStyle {
    public static var automatic: DefaultNavigationViewStyle { DefaultNavigationViewStyle() }
}
extension NavigationViewStyle where Self == StackNavigationViewStyle {
    public static var stack: StackNavigationViewStyle { StackNavigationViewStyle() }
}
extension NavigationViewStyle where Self == ColumnNavigationViewStyle {
    public static var columns: ColumnNavigationViewStyle { ColumnNavigationViewStyle() }
}

/// How a split view's columns share the screen.
public protocol NavigationSplitViewStyle {
    /// The view the style makes.
    associatedtype Body: View
    /// The split view as this style draws it.
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body
    /// What the style receives.
    typealias Configuration = NavigationSplitViewStyleConfiguration
}

/// What a split view style receives. SwiftUI gives it no public members; dataflow's holds the
/// split view, which a built-in style's body shows.
public struct NavigationSplitViewStyleConfiguration {
    /// The split view the style draws.
    package let splitView: any View

    package init(splitView: any View = EmptyView()) {
        self.splitView = splitView
    }
}

/// The platform's split view (appearance).
public struct AutomaticNavigationSplitViewStyle: NavigationSplitViewStyle {
    public init() {}
    /// The configuration's split view.
    public func makeBody(configuration: AutomaticNavigationSplitViewStyle.Configuration) -> some View {
        AnyView(configuration.splitView)
    }
}

/// Columns that share the width, the detail narrowed (appearance).
public struct BalancedNavigationSplitViewStyle: NavigationSplitViewStyle {
    public init() {}
    /// The configuration's split view.
    public func makeBody(configuration: BalancedNavigationSplitViewStyle.Configuration) -> some View {
        AnyView(configuration.splitView)
    }
}

/// The detail at full width, the other columns over it (appearance).
public struct ProminentDetailNavigationSplitViewStyle: NavigationSplitViewStyle {
    public init() {}
    /// The configuration's split view.
    public func makeBody(configuration: ProminentDetailNavigationSplitViewStyle.Configuration) -> some View {
        AnyView(configuration.splitView)
    }
}

extension NavigationSplitViewStyle where Self == AutomaticNavigationSplitViewStyle {
    public static var automatic: AutomaticNavigationSplitViewStyle { AutomaticNavigationSplitViewStyle() }
}
extension NavigationSplitViewStyle where Self == BalancedNavigationSplitViewStyle {
    public static var balanced: BalancedNavigationSplitViewStyle { BalancedNavigationSplitViewStyle() }
}
extension NavigationSplitViewStyle where Self == ProminentDetailNavigationSplitViewStyle {
    public static var prominentDetail: ProminentDetailNavigationSplitViewStyle { ProminentDetailNavigationSplitViewStyle() }
}
