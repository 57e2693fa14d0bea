// `Group` and `ForEach` over content that is not views: scenes, tabs, accessibility rotor entries.
//
// SwiftUI's `Group` groups scenes in an app's body (`Group { WindowGroup { … } }`) and tabs in a
// tab view; its `ForEach` and `Group` also make a rotor's entries. dataflow: a group of scenes is
// its content's scenes (the first window is its content's); a group of tabs is a group of views a
// `TabView` takes apart as it does any `Group`; rotor entries are accessibility (D15): accepted.

extension Group: Scene where Content: Scene {
    /// Scenes grouped as one, as an app groups them to get past a builder's limit.
    public init(@SceneBuilder content: () -> Content) {
        self.content = content()
    }
}

extension Group: BuiltinScene where Content: Scene {
    package var windowContent: (any View)? { content.firstWindowContent }
}

/// Tabs grouped as one: their value type is the tabs'.
extension Group: TabContent where Content: TabContent {
    public typealias TabValue = Content.TabValue
}

extension Group: AccessibilityRotorContent where Content: AccessibilityRotorContent {
    /// A rotor's entries grouped as one (accepted).
    public init(@AccessibilityRotorContentBuilder content: () -> Content) {
        self.content = content()
    }
}

extension ForEach where Content: AccessibilityRotorContent {
    /// A rotor entry per element, keyed by `id` (accepted: a rotor is accessibility).
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @AccessibilityRotorContentBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data: data, content: content, id: id)
    }
}

extension ForEach where ID == Data.Element.ID, Content: AccessibilityRotorContent, Data.Element: Identifiable {
    /// A rotor entry per identifiable element (accepted).
    public init(_ data: Data, @AccessibilityRotorContentBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data: data, content: content, id: \.id)
    }
}
