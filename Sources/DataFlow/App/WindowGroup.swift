import Foundation

/// A scene that shows a window of content: the root view of a run.
///
/// An iPhone shows one window: the app's first scene's. A group for presented values
/// (`WindowGroup(for: Note.ID.self) { $id in … }`, iOS 16) opens its first window with no value
/// (nil, or its `defaultValue`), as a device does at launch; `openWindow(value:)` opens no other
/// window on an iPhone. The title is the window's in the app switcher: not shown.
public struct WindowGroup<Content: View>: BuiltinScene {
    let content: Content

    package var windowContent: (any View)? { content }
}

/// A window's content for a presented value: the value is the window's own state, which its
/// content reads and writes through the binding it is given.
public struct PresentedWindowContent<Data: Codable & Hashable, Content: View>: View {
    @State private var value: Data?
    let content: (Binding<Data?>) -> Content

    init(initial: Data?, content: @escaping (Binding<Data?>) -> Content) {
        _value = State(initialValue: initial)
        self.content = content
    }

    public var body: some View { content($value) }
}

/// The initializers SwiftUI declares: titled by a text, key, resource or string, with or without
/// an id, of content, of content made when the window opens, or of a presented value.
extension WindowGroup {
    public init(id: String, @ViewBuilder content: () -> Content) {
        self.content = content()
    }
    @_disfavoredOverload public init(_ title: Text, id: String, @ViewBuilder content: () -> Content) {
        self.content = content()
    }
    public init(_ titleKey: LocalizedStringKey, id: String, @ViewBuilder content: () -> Content) {
        self.content = content()
    }
    @_disfavoredOverload public init<S>(_ title: S, id: String, @ViewBuilder content: () -> Content) where S: StringProtocol {
        self.content = content()
    }
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }
    @_disfavoredOverload public init(_ title: Text, @ViewBuilder content: () -> Content) {
        self.content = content()
    }
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.content = content()
    }
    @_disfavoredOverload public init<S>(_ title: S, @ViewBuilder content: () -> Content) where S: StringProtocol {
        self.content = content()
    }
    public init<D, C>(id: String, for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C)
    where Content == PresentedWindowContent<D, C>, D: Decodable, D: Encodable, D: Hashable, C: View {
        self.content = PresentedWindowContent(initial: nil, content: content)
    }
    @_disfavoredOverload public init<D, C>(_ title: Text, id: String, for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C)
    where Content == PresentedWindowContent<D, C>, D: Decodable, D: Encodable, D: Hashable, C: View {
        self.content = PresentedWindowContent(initial: nil, content: content)
    }
    public init<D, C>(_ titleKey: LocalizedStringKey, id: String, for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C)
    where Content == PresentedWindowContent<D, C>, D: Decodable, D: Encodable, D: Hashable, C: View {
        self.content = PresentedWindowContent(initial: nil, content: content)
    }
    @_disfavoredOverload public init<D, C>(
        _ titleResource: LocalizedStringResource, id: String, for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C
    ) where Content == PresentedWindowContent<D, C>, D: Decodable, D: Encodable, D: Hashable, C: View {
        self.content = PresentedWindowContent(initial: nil, content: content)
    }
    @_disfavoredOverload public init<S, D, C>(_ title: S, id: String, for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C)
    where Content == PresentedWindowContent<D, C>, S: StringProtocol, D: Decodable, D: Encodable, D: Hashable, C: View {
        self.content = PresentedWindowContent(initial: nil, content: content)
    }
    public init<D, C>(for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C)
    where Content == PresentedWindowContent<D, C>, D: Decodable, D: Encodable, D: Hashable, C: View {
        self.content = PresentedWindowContent(initial: nil, content: content)
    }
    @_disfavoredOverload public init<D, C>(_ title: Text, for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C)
    where Content == PresentedWindowContent<D, C>, D: Decodable, D: Encodable, D: Hashable, C: View {
        self.content = PresentedWindowContent(initial: nil, content: content)
    }
    public init<D, C>(_ titleKey: LocalizedStringKey, for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C)
    where Content == PresentedWindowContent<D, C>, D: Decodable, D: Encodable, D: Hashable, C: View {
        self.content = PresentedWindowContent(initial: nil, content: content)
    }
    @_disfavoredOverload public init<D, C>(
        _ titleResource: LocalizedStringResource, for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C
    ) where Content == PresentedWindowContent<D, C>, D: Decodable, D: Encodable, D: Hashable, C: View {
        self.content = PresentedWindowContent(initial: nil, content: content)
    }
    @_disfavoredOverload public init<S, D, C>(_ title: S, for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> C)
    where Content == PresentedWindowContent<D, C>, S: StringProtocol, D: Decodable, D: Encodable, D: Hashable, C: View {
        self.content = PresentedWindowContent(initial: nil, content: content)
    }
    public init<D, C>(id: String, for type: D.Type = D.self, @ViewBuilder content: @escaping (Binding<D>) -> C, defaultValue: @escaping () -> D)
    where Content == PresentedWindowContent<D, C>, D: Decodable, D: Encodable, D: Hashable, C: View {
        self.content = PresentedWindowContent(initial: defaultValue()) { binding in
            content(Binding(get: { binding.wrappedValue ?? defaultValue() }, set: { binding.wrappedValue = $0 }))
        }
    }
    @_disfavoredOverload public init<D, C>(
        _ title: Text, id: String, for type: D.Type = D.self, @ViewBuilder content: @escaping (Binding<D>) -> C, defaultValue: @escaping () -> D
    ) where Content == PresentedWindowContent<D, C>, D: Decodable, D: Encodable, D: Hashable, C: View {
        self.content = PresentedWindowContent(initial: defaultValue()) { binding in
            content(Binding(get: { binding.wrappedValue ?? defaultValue() }, set: { binding.wrappedValue = $0 }))
        }
    }
    public init<D, C>(
        _ titleKey: LocalizedStringKey, id: String, for type: D.Type = D.self, @ViewBuilder content: @escaping (Binding<D>) -> C,
        defaultValue: @escaping () -> D
    ) where Content == PresentedWindowContent<D, C>, D: Decodable, D: Encodable, D: Hashable, C: View {
        self.content = PresentedWindowContent(initial: defaultValue()) { binding in
            content(Binding(get: { binding.wrappedValue ?? defaultValue() }, set: { binding.wrappedValue = $0 }))
        }
    }
    @_disfavoredOverload public init<D, C>(
        _ titleResource: LocalizedStringResource, id: String, for type: D.Type = D.self, @ViewBuilder content: @escaping (Binding<D>) -> C,
        defaultValue: @escaping () -> D
    ) where Content == PresentedWindowContent<D, C>, D: Decodable, D: Encodable, D: Hashable, C: View {
        self.content = PresentedWindowContent(initial: defaultValue()) { binding in
            content(Binding(get: { binding.wrappedValue ?? defaultValue() }, set: { binding.wrappedValue = $0 }))
        }
    }
    @_disfavoredOverload public init<S, D, C>(
        _ title: S, id: String, for type: D.Type = D.self, @ViewBuilder content: @escaping (Binding<D>) -> C, defaultValue: @escaping () -> D
    ) where Content == PresentedWindowContent<D, C>, S: StringProtocol, D: Decodable, D: Encodable, D: Hashable, C: View {
        self.content = PresentedWindowContent(initial: defaultValue()) { binding in
            content(Binding(get: { binding.wrappedValue ?? defaultValue() }, set: { binding.wrappedValue = $0 }))
        }
    }
    public init<D, C>(for type: D.Type = D.self, @ViewBuilder content: @escaping (Binding<D>) -> C, defaultValue: @escaping () -> D)
    where Content == PresentedWindowContent<D, C>, D: Decodable, D: Encodable, D: Hashable, C: View {
        self.content = PresentedWindowContent(initial: defaultValue()) { binding in
            content(Binding(get: { binding.wrappedValue ?? defaultValue() }, set: { binding.wrappedValue = $0 }))
        }
    }
    @_disfavoredOverload public init<D, C>(
        _ title: Text, for type: D.Type = D.self, @ViewBuilder content: @escaping (Binding<D>) -> C, defaultValue: @escaping () -> D
    ) where Content == PresentedWindowContent<D, C>, D: Decodable, D: Encodable, D: Hashable, C: View {
        self.content = PresentedWindowContent(initial: defaultValue()) { binding in
            content(Binding(get: { binding.wrappedValue ?? defaultValue() }, set: { binding.wrappedValue = $0 }))
        }
    }
    public init<D, C>(
        _ titleKey: LocalizedStringKey, for type: D.Type = D.self, @ViewBuilder content: @escaping (Binding<D>) -> C, defaultValue: @escaping () -> D
    ) where Content == PresentedWindowContent<D, C>, D: Decodable, D: Encodable, D: Hashable, C: View {
        self.content = PresentedWindowContent(initial: defaultValue()) { binding in
            content(Binding(get: { binding.wrappedValue ?? defaultValue() }, set: { binding.wrappedValue = $0 }))
        }
    }
    @_disfavoredOverload public init<D, C>(
        _ titleResource: LocalizedStringResource, for type: D.Type = D.self, @ViewBuilder content: @escaping (Binding<D>) -> C,
        defaultValue: @escaping () -> D
    ) where Content == PresentedWindowContent<D, C>, D: Decodable, D: Encodable, D: Hashable, C: View {
        self.content = PresentedWindowContent(initial: defaultValue()) { binding in
            content(Binding(get: { binding.wrappedValue ?? defaultValue() }, set: { binding.wrappedValue = $0 }))
        }
    }
    @_disfavoredOverload public init<S, D, C>(
        _ title: S, for type: D.Type = D.self, @ViewBuilder content: @escaping (Binding<D>) -> C, defaultValue: @escaping () -> D
    ) where Content == PresentedWindowContent<D, C>, S: StringProtocol, D: Decodable, D: Encodable, D: Hashable, C: View {
        self.content = PresentedWindowContent(initial: defaultValue()) { binding in
            content(Binding(get: { binding.wrappedValue ?? defaultValue() }, set: { binding.wrappedValue = $0 }))
        }
    }
    public init(id: String, @ViewBuilder makeContent: @escaping () -> Content) {
        self.content = makeContent()
    }
    @_disfavoredOverload public init(_ title: Text, id: String, @ViewBuilder makeContent: @escaping () -> Content) {
        self.content = makeContent()
    }
    public init(_ titleKey: LocalizedStringKey, id: String, @ViewBuilder makeContent: @escaping () -> Content) {
        self.content = makeContent()
    }
    @_disfavoredOverload public init(_ titleResource: LocalizedStringResource, id: String, @ViewBuilder makeContent: @escaping () -> Content) {
        self.content = makeContent()
    }
    @_disfavoredOverload public init<S>(_ title: S, id: String, @ViewBuilder makeContent: @escaping () -> Content) where S: StringProtocol {
        self.content = makeContent()
    }
    public init(@ViewBuilder makeContent: @escaping () -> Content) {
        self.content = makeContent()
    }
    @_disfavoredOverload public init(_ title: Text, @ViewBuilder makeContent: @escaping () -> Content) {
        self.content = makeContent()
    }
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder makeContent: @escaping () -> Content) {
        self.content = makeContent()
    }
    @_disfavoredOverload public init(_ titleResource: LocalizedStringResource, @ViewBuilder makeContent: @escaping () -> Content) {
        self.content = makeContent()
    }
    @_disfavoredOverload public init<S>(_ title: S, @ViewBuilder makeContent: @escaping () -> Content) where S: StringProtocol {
        self.content = makeContent()
    }
}

/// A single window (macOS, iPadOS): shown like a window group.
public struct Window<Content: View>: BuiltinScene {
    let content: Content

    public init(_ title: String, id: String, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    package var windowContent: (any View)? { content }
}

/// The settings window (macOS): never the first window.
public struct Settings<Content: View>: BuiltinScene {
    public init(@ViewBuilder content: () -> Content) {}
    package var windowContent: (any View)? { nil }
}

/// A scene's appearance or commands (`.windowStyle`, `.commands`): recorded by nothing, since
/// dataflow shows one window's views.
public struct _SceneModifier<Content: Scene>: BuiltinScene {
    let content: Content
    package var windowContent: (any View)? { content.firstWindowContent }
}

extension Scene {
    public func defaultSize(width: CGFloat, height: CGFloat) -> _SceneModifier<Self> { _SceneModifier(content: self) }
    public func defaultSize(_ size: CGSize) -> _SceneModifier<Self> { _SceneModifier(content: self) }
    public func windowResizability<T>(_ resizability: T) -> _SceneModifier<Self> { _SceneModifier(content: self) }
}

extension Scene {
    /// Which external events (a URL, a user activity) this scene handles: an iPhone run has one
    /// scene and receives none.
    public func handlesExternalEvents(matching conditions: Set<String>) -> _SceneModifier<Self> { _SceneModifier(content: self) }

    /// A document browser's context menu (iOS 18.1): a run shows no browser of files.
    public func documentBrowserContextMenu(@ViewBuilder _ menu: @escaping ([URL]?) -> some View) -> _SceneModifier<Self> {
        _SceneModifier(content: self)
    }
}

extension Scene {
    /// Whether the system restores the scene's windows (iOS 18): a run is launched fresh, nothing
    /// is restored either way.
    public func restorationBehavior(_ behavior: SceneRestorationBehavior) -> _SceneModifier<Self> { _SceneModifier(content: self) }

    /// The role of a window for the window manager (iPadOS, iOS 18): an iPhone has one window.
    public func windowManagerRole(_ role: WindowManagerRole) -> _SceneModifier<Self> { _SceneModifier(content: self) }

    /// The default store of the scene's `@AppStorage`: dataflow keeps one store per run whatever
    /// store is named (§20).
    public func defaultAppStorage(_ store: UserDefaults) -> _SceneModifier<Self> { _SceneModifier(content: self) }

    /// Whether the home indicator and other system overlays show (iOS 18): appearance.
    public func persistentSystemOverlays(_ preferredVisibility: Visibility) -> _SceneModifier<Self> { _SceneModifier(content: self) }

    /// A window toolbar's label style (iPadOS, iOS 18): appearance.
    public func windowToolbarLabelStyle(fixed: ToolbarLabelStyle) -> _SceneModifier<Self> { _SceneModifier(content: self) }
    public func windowToolbarLabelStyle(_ toolbarLabelStyle: Binding<ToolbarLabelStyle>) -> _SceneModifier<Self> {
        _SceneModifier(content: self)
    }

    /// Work the system runs while the app is in the background (iOS 16): a run keeps the app in
    /// the foreground, so the action is never run, as a `BGTaskScheduler` task is never launched.
    public func backgroundTask<D: Sendable, R: Sendable>(
        _ task: BackgroundTask<D, R>, action: @escaping @Sendable (D) async -> R
    ) -> _SceneModifier<Self> {
        _SceneModifier(content: self)
    }
}

/// A kind of background task a scene handles (iOS 16): an app refresh or a background URL
/// session's events, by identifier.
public struct BackgroundTask<Request, Response>: Sendable {
    let name: String

    /// A refresh of the app's content, scheduled with `BGAppRefreshTaskRequest(identifier:)`.
    public static func appRefresh(_ identifier: String) -> BackgroundTask<Void, Void> {
        BackgroundTask<Void, Void>(name: "appRefresh(\(identifier.quotedLiteral))")
    }

    /// Events of the background URL session with this identifier.
    public static func urlSession(_ identifier: String) -> BackgroundTask<Void, Void> {
        BackgroundTask<Void, Void>(name: "urlSession(\(identifier.quotedLiteral))")
    }

    /// Events of any background URL session whose identifier matches.
    public static func urlSession(matching: @escaping @Sendable (String) -> Bool) -> BackgroundTask<String, Void> {
        BackgroundTask<String, Void>(name: "urlSession(matching:)")
    }
}

extension BackgroundTask {
    /// Events of every background URL session (declared for every `BackgroundTask`, as SwiftUI's
    /// is, so `BackgroundTask.urlSession` is found wherever its type is known).
    public static var urlSession: BackgroundTask<String, Void> { BackgroundTask<String, Void>(name: "urlSession") }
}
