/// An environment written on a scene (`WindowGroup { … }.environment(model)`,
/// `.modelContainer(for:)`): every view of the scene's window sees it, as if written on the
/// window's root view.
public struct _SceneEnvironment<Content: Scene>: BuiltinScene {
    let content: Content
    let write: (AnyView) -> any View

    /// A scene whose window's root view is written by `write` when the window is made (a
    /// framework's scene modifier, `.modelContainer(for:)`, makes its value then).
    package init(content: Content, write: @escaping (AnyView) -> any View) {
        self.content = content
        self.write = write
    }

    package var windowContent: (any View)? {
        content.firstWindowContent.map { root in
            func erase<Root: View>(_ root: Root) -> AnyView { AnyView(root) }
            return write(erase(root))
        }
    }
}

extension Scene {
    /// Sets an environment value for every view of this scene.
    public func environment<Value>(_ keyPath: WritableKeyPath<EnvironmentValues, Value>, _ value: Value) -> _SceneEnvironment<Self> {
        _SceneEnvironment(content: self) { $0.environment(keyPath, value) }
    }

    /// Puts an `ObservableObject` in the environment of every view of this scene, for their
    /// `@EnvironmentObject` (iOS 17's scene form of the view modifier).
    public func environmentObject<Object: ObservableObject>(_ object: Object) -> _SceneEnvironment<Self> {
        _SceneEnvironment(content: self) { $0.environmentObject(object) }
    }

    /// Changes an environment value for every view of this scene.
    public func transformEnvironment<Value>(
        _ keyPath: WritableKeyPath<EnvironmentValues, Value>, transform: @escaping (inout Value) -> Void
    ) -> _SceneEnvironment<Self> {
        _SceneEnvironment(content: self) { $0.transformEnvironment(keyPath, transform: transform) }
    }

    /// Puts an `@Observable` object in the environment of every view of this scene.
    public func environment<Object: AnyObject & Observable>(_ object: Object?) -> _SceneEnvironment<Self> {
        _SceneEnvironment(content: self) { $0.environment(object) }
    }
}

extension Scene {
    /// Runs `action` when `value` changes between runs of the app's body (iOS 17): as a view's
    /// `onChange` on the window's root view, which the app's body makes again with the new value
    /// (`WindowGroup { … }.onChange(of: scenePhase) { … }`).
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void) -> _SceneEnvironment<Self> {
        _SceneEnvironment(content: self) { $0.onChange(of: value, initial: initial, action) }
    }

    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> _SceneEnvironment<Self> {
        _SceneEnvironment(content: self) { $0.onChange(of: value, initial: initial, action) }
    }

    /// iOS 14's form: the new value only (disfavored, as the view's is: see `View.onChange`).
    @_disfavoredOverload
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (V) -> Void) -> _SceneEnvironment<Self> {
        _SceneEnvironment(content: self) { $0.onChange(of: value, perform: action) }
    }
}
