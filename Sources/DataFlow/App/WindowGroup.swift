/// A scene that shows a window of content: the root view of a run.
public struct WindowGroup<Content: View>: BuiltinScene {
    let content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public init(_ title: String, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public init(_ title: String, id: String, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public init(id: String, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    package var windowContent: (any View)? { content }
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
    public func commands<C>(@_CommandsBuilder content: () -> C) -> _SceneModifier<Self> { _SceneModifier(content: self) }
}

/// Menu commands (macOS): accepted and not shown.
@resultBuilder
public enum _CommandsBuilder {
    public static func buildBlock<each C>(_ content: repeat each C) {}
}
