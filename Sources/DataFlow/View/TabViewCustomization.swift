/// How a person arranged a tab view's tabs (iOS 18): which tabs are hidden from the tab bar or
/// the sidebar, and the order of each section's tabs. An iPhone's tab bar offers no editing, so
/// it changes only when the app writes it; what the app writes is kept and read back, and
/// `@AppStorage`/`@SceneStorage` keep it as any value.
public struct TabViewCustomization: Hashable, Codable, Sendable {
    var tabBarVisibility: [String: VisibilityName] = [:]
    var sidebarVisibility: [String: VisibilityName] = [:]
    var sectionOrders: [String: [String]] = [:]

    public init() {}

    /// A tab's visibility in the tab bar, by its customization id: `.automatic` until set.
    public subscript(visibility id: String) -> Visibility {
        get { tabBarVisibility[id]?.visibility ?? .automatic }
        set { tabBarVisibility[id] = VisibilityName(newValue) }
    }

    /// A tab's visibility in the sidebar, by its customization id.
    public subscript(sidebarVisibility id: String) -> Visibility {
        get { sidebarVisibility[id]?.visibility ?? .automatic }
        set { sidebarVisibility[id] = VisibilityName(newValue) }
    }

    /// The order of a section's tabs, by their ids, when a person reordered them (never here).
    public subscript(sectionID id: String) -> [String]? { sectionOrders[id] }

    /// One tab's customization (iOS 18.4).
    public subscript(tab id: String) -> TabCustomization {
        get { TabCustomization(sidebarVisibility: self[sidebarVisibility: id], tabBarVisibility: self[visibility: id]) }
        set { self[sidebarVisibility: id] = newValue.sidebarVisibility }
    }

    /// One section's customization (iOS 18.4).
    public subscript(section id: String) -> SectionCustomization {
        get { SectionCustomization(tabOrder: sectionOrders[id]) }
        set { sectionOrders[id] = newValue.tabOrder }
    }

    public mutating func resetVisibility() {
        tabBarVisibility = [:]
        sidebarVisibility = [:]
    }

    public mutating func resetSectionOrder() { sectionOrders = [:] }

    public mutating func resetSectionOrder(for sectionID: String) { sectionOrders[sectionID] = nil }

    /// A tab's visibility in the sidebar and the tab bar.
    public struct TabCustomization {
        public var sidebarVisibility: Visibility
        public private(set) var tabBarVisibility: Visibility
    }

    /// A section's order of tabs.
    public struct SectionCustomization {
        public private(set) var tabOrder: [String]?

        public mutating func resetTabOrder() { tabOrder = nil }
    }

    /// A visibility as stored (`Visibility` is not `Codable`).
    enum VisibilityName: String, Hashable, Codable, Sendable {
        case visible, hidden

        init?(_ visibility: Visibility) {
            switch visibility {
            case .visible: self = .visible
            case .hidden: self = .hidden
            case .automatic: return nil
            }
        }

        var visibility: Visibility { self == .visible ? .visible : .hidden }
    }
}
