/// iOS 18's tabs: `Tab("Home", systemImage: "house", value: .home) { HomeView() }` and
/// `TabSection("Library") { … }` inside a `TabView`, as the older `.tabItem` and `.tag` say it.
///
/// A tab's title is its item (`select-tab "Home"`), its value its tag (the selection; without one,
/// its position), its content what the tab shows: the `TabView` treats them exactly as views with
/// `.tabItem` and `.tag` (§29: created on first selection, then kept with their state). A section
/// only groups tabs in the iPad's sidebar: on the iPhone dataflow plays, its tabs are the tab bar's.
/// In SwiftUI these are `TabContent`, not views; here they are views a `TabView` takes apart.
public protocol TabContent<TabValue>: View {
    associatedtype TabValue: Hashable
}

/// Builds a tab view's tabs, all of one value type: what lets `value: .home` find its type (the
/// tab view's selection). The tabs it builds are views, as a `ViewBuilder` builds them.
@resultBuilder
public enum TabContentBuilder<TabValue: Hashable> {
    public static func buildExpression<C: TabContent>(_ content: C) -> C where C.TabValue == TabValue { content }
    public static func buildBlock<C: TabContent>(_ content: C) -> C where C.TabValue == TabValue { content }
    public static func buildBlock<each C: TabContent>(_ content: repeat each C) -> TupleView<(repeat each C)> {
        ViewBuilder.buildBlock(repeat each content)
    }
    public static func buildOptional<C: View>(_ content: C?) -> C? { content }
    public static func buildIf<C: TabContent>(_ content: C?) -> C? where C.TabValue == TabValue { content }
    public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent) -> _ConditionalContent<TrueContent, FalseContent> {
        ViewBuilder.buildEither(first: first)
    }
    public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent) -> _ConditionalContent<TrueContent, FalseContent> {
        ViewBuilder.buildEither(second: second)
    }
    public static func buildLimitedAvailability<T: TabContent>(_ content: T) -> AnyTabContent<T.TabValue> { AnyTabContent(content) }

    /// A tab view's tabs as the view it holds (`TabView<Value, TabContentBuilder<Value>.Content<C>>`):
    /// the tab view takes them apart into tabs, as it does tabs written as views.
    public struct Content<C: TabContent>: View {
        let content: C
    }
}

extension TabContentBuilder.Content: StructuralContent {
    package func children() -> [ChildSlot] { [ChildSlot(key: .content, view: content)] }
}

extension TabContentBuilder.Content: GroupProtocol {
    var anyContent: any View { content }
}

/// Tabs behind an `if` and tabs a `ForEach` makes are tabs too, of the same value type.
extension Optional: TabContent where Wrapped: TabContent {
    public typealias TabValue = Wrapped.TabValue
}

extension _ConditionalContent: TabContent where TrueContent: TabContent, FalseContent: TabContent, TrueContent.TabValue == FalseContent.TabValue {
    public typealias TabValue = TrueContent.TabValue
}

extension ForEach: TabContent where Content: TabContent {
    public typealias TabValue = Content.TabValue
}

extension TabView {
    /// iOS 18's tabs: `TabView(selection: $tab) { Tab("Home", systemImage: "house", value: .home) { … } }`.
    @_disfavoredOverload
    public init(selection: Binding<SelectionValue>, @TabContentBuilder<SelectionValue> content: () -> Content) {
        self.init(selection: Optional(selection), content: content)
    }
}

public struct Tab<Value: Hashable, Content: View, Label: View>: TabContent {
    public typealias TabValue = Value
    let value: Value?
    let content: Content
    let label: Label

    public var body: some View { content }
}

/// The label a titled tab shows: its title and image, as a `Label` does.
public struct DefaultTabLabel: View {
    let title: Text
    let image: Image?

    public var body: some View {
        if let image {
            DataFlow.Label {
                title
            } icon: {
                image
            }
        } else {
            title
        }
    }
}

/// What a tab is for: `.search` is the tab bar's search tab (titled "Search" unless given one).
public struct TabRole: Hashable, Sendable {
    let name: String
    public static let search = TabRole(name: "search")
}

extension Tab where Label == DefaultTabLabel {
    public init(_ titleKey: LocalizedStringKey, systemImage: String, value: Value, role: TabRole? = nil, @ViewBuilder content: () -> Content) {
        self.init(value: value, content: content(), label: DefaultTabLabel(title: Text(titleKey), image: Image(systemName: systemImage)))
    }

    public init(_ titleKey: LocalizedStringKey, image: String, value: Value, role: TabRole? = nil, @ViewBuilder content: () -> Content) {
        self.init(value: value, content: content(), label: DefaultTabLabel(title: Text(titleKey), image: Image(image)))
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, value: Value, role: TabRole? = nil, @ViewBuilder content: () -> Content) {
        self.init(value: value, content: content(), label: DefaultTabLabel(title: Text(title), image: Image(systemName: systemImage)))
    }

    /// A tab with no title of its own: the search tab's ("Search") for that role, else none.
    public init(value: Value, role: TabRole? = nil, @ViewBuilder content: () -> Content) {
        self.init(value: value, content: content(), label: DefaultTabLabel(role: role))
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: String, value: Value, role: TabRole? = nil, @ViewBuilder content: () -> Content) {
        self.init(value: value, content: content(), label: DefaultTabLabel(title: Text(title), image: Image(image)))
    }

    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, image: String, value: Value, role: TabRole? = nil, @ViewBuilder content: () -> Content) {
        self.init(value: value, content: content(), label: DefaultTabLabel(title: Text(titleResource), image: Image(image)))
    }
}

extension Tab where Value == Never, Label == DefaultTabLabel {
    public init(_ titleKey: LocalizedStringKey, systemImage: String, role: TabRole? = nil, @ViewBuilder content: () -> Content) {
        self.init(value: nil, content: content(), label: DefaultTabLabel(title: Text(titleKey), image: Image(systemName: systemImage)))
    }

    public init(_ titleKey: LocalizedStringKey, image: String, role: TabRole? = nil, @ViewBuilder content: () -> Content) {
        self.init(value: nil, content: content(), label: DefaultTabLabel(title: Text(titleKey), image: Image(image)))
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, role: TabRole? = nil, @ViewBuilder content: () -> Content) {
        self.init(value: nil, content: content(), label: DefaultTabLabel(title: Text(title), image: Image(systemName: systemImage)))
    }

    public init(role: TabRole? = nil, @ViewBuilder content: () -> Content) {
        self.init(value: nil, content: content(), label: DefaultTabLabel(role: role))
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: String, role: TabRole? = nil, @ViewBuilder content: () -> Content) {
        self.init(value: nil, content: content(), label: DefaultTabLabel(title: Text(title), image: Image(image)))
    }

    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, image: String, role: TabRole? = nil, @ViewBuilder content: () -> Content) {
        self.init(value: nil, content: content(), label: DefaultTabLabel(title: Text(titleResource), image: Image(image)))
    }
}

extension DefaultTabLabel {
    /// The label of a tab given no title: the search tab's for that role, else an empty one.
    init(role: TabRole?) {
        self =
            role == .search
            ? DefaultTabLabel(title: Text("Search"), image: Image(systemName: "magnifyingglass"))
            : DefaultTabLabel(title: Text(verbatim: ""), image: nil)
    }
}

extension Tab {
    public init(value: Value, role: TabRole? = nil, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.init(value: value, content: content(), label: label())
    }
}

extension Tab where Value == Never {
    public init(role: TabRole? = nil, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.init(value: nil, content: content(), label: label())
    }
}

/// Tabs grouped under a title in the iPad's sidebar; on the iPhone, its tabs are the tab bar's.
public struct TabSection<Header: View, Content: View, Footer: View, SelectionValue: Hashable>: TabContent {
    public typealias TabValue = SelectionValue
    let content: Content

    public var body: some View { content }
}

extension TabSection where Header == Text, Footer == EmptyView {
    public init(_ titleKey: LocalizedStringKey, @TabContentBuilder<SelectionValue> content: () -> Content) {
        self.content = content()
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @TabContentBuilder<SelectionValue> content: () -> Content) {
        self.content = content()
    }
}

extension TabSection where Header == EmptyView, Footer == EmptyView {
    public init(@TabContentBuilder<SelectionValue> content: () -> Content) {
        self.content = content()
    }
}

extension TabSection where Footer == EmptyView {
    public init(@TabContentBuilder<SelectionValue> content: () -> Content, @ViewBuilder header: () -> Header) {
        self.content = content()
    }
}

/// A tab the `TabView` takes apart: its item's view, its value (nil: its position), its content.
protocol TabProviding {
    var anyLabel: any View { get }
    var anyValue: AnyHashable? { get }
    var anyContent: any View { get }
}

extension Tab: TabProviding {
    var anyLabel: any View { label }
    var anyValue: AnyHashable? {
        guard let value else { return nil }
        return AnyHashable(value)
    }
    var anyContent: any View { content }
}

/// A section of tabs: its tabs.
protocol TabSectionProviding {
    var anyTabs: any View { get }
}

extension TabSection: TabSectionProviding {
    var anyTabs: any View { content }
}

/// What a tab's item and the sidebar show of a tab (a badge, its place, whether it can be moved),
/// accepted: the tab is the same tab, so `value: .search` still finds its type.
extension TabContent {
    public func badge(_ count: Int) -> Self { self }
    public func badge(_ label: Text?) -> Self { self }
    public func badge(_ key: LocalizedStringKey?) -> Self { self }
    @_disfavoredOverload public func badge<S: StringProtocol>(_ label: S?) -> Self { self }
    public func customizationID(_ id: String) -> Self { self }
    public func customizationBehavior(_ behavior: TabCustomizationBehavior, for placements: AdaptableTabBarPlacement...) -> Self { self }
    public func defaultVisibility(_ visibility: Visibility, for placements: AdaptableTabBarPlacement...) -> Self { self }
    public func tabPlacement(_ placement: TabPlacement) -> Self { self }
    public func sectionActions<Actions: View>(@ViewBuilder content: () -> Actions) -> Self { self }
}

public struct TabCustomizationBehavior: Hashable, Sendable {
    let name: String
    public static let automatic = TabCustomizationBehavior(name: "automatic")
    public static let reorderable = TabCustomizationBehavior(name: "reorderable")
    public static let disabled = TabCustomizationBehavior(name: "disabled")
}

public struct AdaptableTabBarPlacement: Hashable, Sendable {
    let name: String
    public static let automatic = AdaptableTabBarPlacement(name: "automatic")
    public static let tabBar = AdaptableTabBarPlacement(name: "tabBar")
    public static let sidebar = AdaptableTabBarPlacement(name: "sidebar")
}

public struct TabPlacement: Hashable, Sendable {
    let name: String
    public static let automatic = TabPlacement(name: "automatic")
    public static let pinned = TabPlacement(name: "pinned")
    public static let sidebarOnly = TabPlacement(name: "sidebarOnly")
}

extension AppStorage where Value == TabViewCustomization {
    /// iOS 18: the user's tab arrangement, kept under `key` (starting as SwiftUI's default one).
    public init(_ key: String, store: UserDefaults? = nil) {
        self.init(wrappedValue: TabViewCustomization(), key, store: store)
    }
}

extension View {
    public func tabViewCustomization(_ customization: Binding<TabViewCustomization>?) -> ModifiedContent<Self, _AppearanceModifier> {
        styled(".tabViewCustomization")
    }
    public func tabViewSidebarHeader<Content: View>(@ViewBuilder content: () -> Content) -> ModifiedContent<Self, _AppearanceModifier> {
        styled(".tabViewSidebarHeader")
    }
    public func tabViewSidebarFooter<Content: View>(@ViewBuilder content: () -> Content) -> ModifiedContent<Self, _AppearanceModifier> {
        styled(".tabViewSidebarFooter")
    }
    public func tabViewSidebarBottomBar<Content: View>(@ViewBuilder content: () -> Content) -> ModifiedContent<Self, _AppearanceModifier> {
        styled(".tabViewSidebarBottomBar")
    }
    /// iOS 18: whether a `.sidebarAdaptable` tab view first shows the iPad's tab bar or its
    /// sidebar. An iPhone always shows the tab bar (appearance, D15).
    public func defaultAdaptableTabBarPlacement(
        _ defaultPlacement: AdaptableTabBarPlacement = .automatic
    ) -> ModifiedContent<Self, _AppearanceModifier> {
        styled(".defaultAdaptableTabBarPlacement")
    }
    /// iOS 26: the tab bar shrinks while scrolling; nothing scrolls here.
    public func tabBarMinimizeBehavior(_ behavior: TabBarMinimizeBehavior) -> ModifiedContent<Self, _AppearanceModifier> {
        styled(".tabBarMinimizeBehavior")
    }
}

public struct TabBarMinimizeBehavior: Hashable, Sendable {
    let name: String
    public static let automatic = TabBarMinimizeBehavior(name: "automatic")
    public static let never = TabBarMinimizeBehavior(name: "never")
    public static let onScrollDown = TabBarMinimizeBehavior(name: "onScrollDown")
    public static let onScrollUp = TabBarMinimizeBehavior(name: "onScrollUp")
}

/// A tab hidden or shown (`.hidden(isHidden)`, iOS 18): a hidden tab is not in the tab bar, and
/// shows again, with its state, when the condition turns false.
public struct _HiddenTab<Content: TabContent>: TabContent {
    public typealias TabValue = Content.TabValue
    let content: Content
    let isHidden: Bool

    public var body: some View { content }
}

/// A tab's content whatever its type (`buildLimitedAvailability`'s result): its tabs.
public struct AnyTabContent<SelectionValue: Hashable>: TabContent {
    public typealias TabValue = SelectionValue
    let content: any View

    public init<C: TabContent>(_ content: C) where C.TabValue == SelectionValue {
        self.content = content
    }

    public var body: some View { AnyView(content) }
}

extension AnyTabContent: GroupProtocol {
    var anyContent: any View { content }
}

/// A tab that may be hidden: whether it is.
protocol HiddenTabProviding {
    var isHidden: Bool { get }
    var anyTab: any View { get }
}

extension _HiddenTab: HiddenTabProviding {
    var anyTab: any View { content }
}

extension TabContent {
    public func hidden(_ hidden: Bool = true) -> _HiddenTab<Self> { _HiddenTab(content: self, isHidden: hidden) }
}
