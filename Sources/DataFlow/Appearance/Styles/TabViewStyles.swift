// Tab view and page index styles (appearance, D15).

public protocol TabViewStyle {}

public struct DefaultTabViewStyle: TabViewStyle { public init() {} }
public struct PageTabViewStyle: TabViewStyle {
    /// Whether the page dots show.
    public enum IndexDisplayMode: Sendable { case automatic, always, never }
    public init() {}
    public init(indexDisplayMode: IndexDisplayMode) {}
}
extension TabViewStyle where Self == DefaultTabViewStyle { public static var automatic: DefaultTabViewStyle { DefaultTabViewStyle() } }
extension TabViewStyle where Self == PageTabViewStyle {
    public static var page: PageTabViewStyle { PageTabViewStyle() }
    public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle {
        PageTabViewStyle(indexDisplayMode: indexDisplayMode)
    }
}
/// iOS 18: a tab bar that becomes a sidebar on the iPad; on the iPhone, the tab bar.
public struct SidebarAdaptableTabViewStyle: TabViewStyle { public init() {} }
public struct TabBarOnlyTabViewStyle: TabViewStyle { public init() {} }
public struct GroupedTabViewStyle: TabViewStyle { public init() {} }
extension TabViewStyle where Self == SidebarAdaptableTabViewStyle {
    public static var sidebarAdaptable: SidebarAdaptableTabViewStyle { SidebarAdaptableTabViewStyle() }
}
extension TabViewStyle where Self == TabBarOnlyTabViewStyle { public static var tabBarOnly: TabBarOnlyTabViewStyle { TabBarOnlyTabViewStyle() } }

public protocol IndexViewStyle {}

public struct PageIndexViewStyle: IndexViewStyle {
    /// Whether the page dots get a background.
    public enum BackgroundDisplayMode: Sendable { case automatic, always, interactive, never }
    public init() {}
    public init(backgroundDisplayMode: BackgroundDisplayMode) {}
}
extension IndexViewStyle where Self == PageIndexViewStyle {
    public static var page: PageIndexViewStyle { PageIndexViewStyle() }
    public static func page(backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode) -> PageIndexViewStyle {
        PageIndexViewStyle(backgroundDisplayMode: backgroundDisplayMode)
    }
}
