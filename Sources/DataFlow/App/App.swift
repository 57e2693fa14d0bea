/// An app: its scenes, and state that lives as long as the app (`@StateObject`, `@State`), as in
/// SwiftUI.
///
/// dataflow runs one window: the app's first scene, whose content is the root of the view graph.
/// The app itself is the graph's first body: its dynamic properties are installed like a view's,
/// and a change to them runs its `body` again (SwiftUI treats an `App` body as it treats a
/// view's, §3), which hands the window's content its new inputs.
///
///     @main
///     struct BookshelfApp: App {
///         @StateObject private var library = Library()
///         var body: some Scene {
///             WindowGroup { ContentView().environmentObject(library) }
///         }
///     }
public protocol App {
    associatedtype Body: Scene
    @SceneBuilder var body: Body { get }
    init()
}

extension App {
    /// Starts the app, as a `main.swift` without `@main` calls it (`MyApp.main()`). Here the
    /// program's entry runs the app once the `main.swift`'s own top-level code is done, so this
    /// returns at once.
    public static func main() {}
}

/// Part of an app's interface: a window group, a window, settings.
public protocol Scene {
    associatedtype Body: Scene
    @SceneBuilder var body: Body { get }
}

extension Never: Scene {}

/// A scene dataflow knows how to show: its content is the root view of the window.
package protocol BuiltinScene: Scene where Body == Never {
    /// The content of the scene's window, if it has one.
    var windowContent: (any View)? { get }
}

extension BuiltinScene {
    public var body: Never { preconditionFailure("\(Self.self) is built in; its body is never asked for") }
}

extension Scene {
    /// The view of the first window this scene opens: its own for a built-in scene, else its body's.
    package var firstWindowContent: (any View)? {
        if let builtin = self as? any BuiltinScene { return builtin.windowContent }
        if Body.self == Never.self { return nil }
        return body.firstWindowContent
    }
}

/// Builds an app's scenes, as SwiftUI's `@SceneBuilder` does.
@resultBuilder
public enum SceneBuilder {
    public static func buildExpression<Content: Scene>(_ content: Content) -> Content { content }
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }
    public static func buildBlock<each Content: Scene>(_ content: repeat each Content) -> _TupleScene<(repeat each Content)> {
        _TupleScene(repeat each content)
    }
    public static func buildOptional<Content: Scene>(_ content: Content?) -> _OptionalScene<Content> { _OptionalScene(content: content) }
    public static func buildEither<First: Scene, Second: Scene>(first: First) -> _EitherScene<First, Second> {
        _EitherScene(first: first, second: nil)
    }
    public static func buildEither<First: Scene, Second: Scene>(second: Second) -> _EitherScene<First, Second> {
        _EitherScene(first: nil, second: second)
    }
    public static func buildLimitedAvailability<Content: Scene>(_ content: Content) -> Content { content }
}

/// Several scenes: the window is the first's.
public struct _TupleScene<T>: BuiltinScene {
    let scenes: [any Scene]

    public init<each S: Scene>(_ scene: repeat each S) where T == (repeat each S) {
        var scenes: [any Scene] = []
        repeat scenes.append(each scene)
        self.scenes = scenes
    }

    package var windowContent: (any View)? {
        // A document group shows the launch screen a launch scene beside it describes.
        if let launch = scenes.lazy.compactMap({ ($0 as? any DocumentLaunchScene)?.launch }).first,
            let group = scenes.lazy.compactMap({ $0 as? any DocumentScene }).first
        {
            return group.windowContent(launch: launch)
        }
        return scenes.lazy.compactMap(\.firstWindowContent).first
    }
}

/// A `DocumentGroup`, whatever its document and editor.
protocol DocumentScene {
    func windowContent(launch: DocumentLaunch) -> any View
}

extension DocumentGroup: DocumentScene {}

/// A `DocumentGroupLaunchScene`, whatever its actions.
protocol DocumentLaunchScene {
    var launch: DocumentLaunch { get }
}

extension DocumentGroupLaunchScene: DocumentLaunchScene {}

public struct _OptionalScene<Content: Scene>: BuiltinScene {
    let content: Content?
    package var windowContent: (any View)? { content?.firstWindowContent }
}

public struct _EitherScene<First: Scene, Second: Scene>: BuiltinScene {
    let first: First?
    let second: Second?
    package var windowContent: (any View)? { first?.firstWindowContent ?? second?.firstWindowContent }
}
