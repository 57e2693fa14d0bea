import Foundation

/// A document app's launch screen (iOS 18): its title and actions, shown until a document opens.
/// Backgrounds, accessory views and their geometry are appearance.
///
///     DocumentGroupLaunchScene("Sketches") {
///         NewDocumentButton("New Sketch")
///     }
public struct DocumentGroupLaunchScene<Actions: View>: BuiltinScene {
    let launch: DocumentLaunch

    init(title: Text?, actions: Actions) {
        launch = DocumentLaunch(title: title, actions: actions)
    }

    /// No window of its own: the app's `DocumentGroup` shows it.
    package var windowContent: (any View)? { nil }
}

/// What a launch scene gives the document group's launch screen.
struct DocumentLaunch {
    let title: Text?
    let actions: any View
}

/// A launch screen for documents of some types, in a view of the app's own (iOS 18). A run has no
/// files, so `onDocumentOpen` never runs; a `NewDocumentButton` in it has no document group to
/// create in and does nothing.
public struct DocumentLaunchView<Actions: View, DocumentView: View>: View {
    let title: Text?
    let actions: Actions

    init(title: Text?, actions: Actions) {
        self.title = title
        self.actions = actions
    }

    public var body: some View {
        VStack {
            title
            actions
        }
    }
}

/// The default actions of a document launch screen: Create Document.
public struct DefaultDocumentGroupLaunchActions: View {
    public init() {}
    public var body: some View { NewDocumentButton() }
}

/// Where a launch screen places its title and accessories: appearance (a run lays out nothing).
public struct DocumentLaunchGeometryProxy {
    public var frame: CGRect
    public var titleViewFrame: CGRect
}

/// A button that creates a new document of the group's type and opens it (iOS 18), labelled
/// "Create Document" unless the app gives a label. With `prepareDocument` the tap runs the app's
/// closure (a template picker, say) in a task and opens the document it returns; nil opens none.
/// A button with `prepareDocumentURL` opens no file in a run, which has none.
public struct NewDocumentButton<Label: View>: View {
    let label: Text
    let prepare: Prepare
    @Environment(\.newDocumentAction) private var action

    enum Prepare {
        case newDocument
        case document(() async throws -> Any?)
        case url
    }

    init(label: Text?, prepare: Prepare = .newDocument) where Label == Text {
        self.label = label ?? Text("Create Document")
        self.prepare = prepare
    }

    public var body: some View {
        Button {
            guard let action else { return }
            switch prepare {
            case .newDocument: action.create()
            case .document(let make):
                // A task, as the app's closure runs on a device (§19).
                _ = Ambient.current?.tasks?.start("prepareDocument of NewDocumentButton") {
                    if let document = try? await make() { action.open(document) }
                }
            case .url: break
            }
        } label: {
            label
        }
    }
}

extension DocumentLaunchView {
    public init(
        _ title: LocalizedStringKey, for contentTypes: [UTType], @ViewBuilder _ actions: () -> Actions,
        @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView, @ViewBuilder background: () -> some View,
        @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View,
        @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
    ) {
        self.init(title: Text(title), actions: actions())
    }

    @_disfavoredOverload public init(
        _ title: LocalizedStringResource, for contentTypes: [UTType], @ViewBuilder _ actions: () -> Actions,
        @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView, @ViewBuilder background: () -> some View,
        @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View,
        @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
    ) {
        self.init(title: Text(title.text), actions: actions())
    }

    public init(
        _ title: LocalizedStringKey, for contentTypes: [UTType], @ViewBuilder _ actions: () -> Actions,
        @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView, @ViewBuilder background: () -> some View,
        @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
    ) {
        self.init(title: Text(title), actions: actions())
    }

    @_disfavoredOverload public init(
        _ title: LocalizedStringResource, for contentTypes: [UTType], @ViewBuilder _ actions: () -> Actions,
        @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView, @ViewBuilder background: () -> some View,
        @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
    ) {
        self.init(title: Text(title.text), actions: actions())
    }

    public init(
        _ title: LocalizedStringKey, for contentTypes: [UTType], @ViewBuilder _ actions: () -> Actions,
        @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView, @ViewBuilder background: () -> some View,
        @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
    ) {
        self.init(title: Text(title), actions: actions())
    }

    @_disfavoredOverload public init(
        _ title: LocalizedStringResource, for contentTypes: [UTType], @ViewBuilder _ actions: () -> Actions,
        @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView, @ViewBuilder background: () -> some View,
        @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
    ) {
        self.init(title: Text(title.text), actions: actions())
    }

    public init(
        _ title: LocalizedStringKey, for contentTypes: [UTType], @ViewBuilder _ actions: () -> Actions,
        @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView, @ViewBuilder background: () -> some View
    ) {
        self.init(title: Text(title), actions: actions())
    }

    @_disfavoredOverload public init(
        _ title: LocalizedStringResource, for contentTypes: [UTType], @ViewBuilder _ actions: () -> Actions,
        @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView, @ViewBuilder background: () -> some View
    ) {
        self.init(title: Text(title.text), actions: actions())
    }

    @_disfavoredOverload public init(
        _ title: some StringProtocol, for contentTypes: [UTType], @ViewBuilder _ actions: () -> Actions,
        @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView, @ViewBuilder background: () -> some View,
        @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View,
        @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
    ) {
        self.init(title: Text(String(title)), actions: actions())
    }

    @_disfavoredOverload public init(
        _ title: some StringProtocol, for contentTypes: [UTType], @ViewBuilder _ actions: () -> Actions,
        @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView, @ViewBuilder background: () -> some View,
        @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
    ) {
        self.init(title: Text(String(title)), actions: actions())
    }

    @_disfavoredOverload public init(
        _ title: some StringProtocol, for contentTypes: [UTType], @ViewBuilder _ actions: () -> Actions,
        @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView, @ViewBuilder background: () -> some View,
        @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
    ) {
        self.init(title: Text(String(title)), actions: actions())
    }

    @_disfavoredOverload public init(
        _ title: some StringProtocol, for contentTypes: [UTType], @ViewBuilder _ actions: () -> Actions,
        @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView, @ViewBuilder background: () -> some View
    ) {
        self.init(title: Text(String(title)), actions: actions())
    }

    public init(
        _ title: Text? = nil, for contentTypes: [UTType], @ViewBuilder _ actions: () -> Actions,
        @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView, @ViewBuilder background: () -> some View,
        @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View,
        @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
    ) {
        self.init(title: title, actions: actions())
    }

    public init(
        _ title: Text? = nil, for contentTypes: [UTType], @ViewBuilder _ actions: () -> Actions,
        @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView, @ViewBuilder background: () -> some View,
        @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
    ) {
        self.init(title: title, actions: actions())
    }

    public init(
        _ title: Text? = nil, for contentTypes: [UTType], @ViewBuilder _ actions: () -> Actions,
        @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView, @ViewBuilder background: () -> some View,
        @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
    ) {
        self.init(title: title, actions: actions())
    }

    public init(
        _ title: Text? = nil, for contentTypes: [UTType], @ViewBuilder _ actions: () -> Actions,
        @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView, @ViewBuilder background: () -> some View
    ) {
        self.init(title: title, actions: actions())
    }

    public init<B>(
        _ title: LocalizedStringKey, for contentTypes: [UTType], backgroundStyle: B, @ViewBuilder _ actions: () -> Actions,
        @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView,
        @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View,
        @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
    ) where B: ShapeStyle {
        self.init(title: Text(title), actions: actions())
    }

    @_disfavoredOverload public init<B>(
        _ title: LocalizedStringResource, for contentTypes: [UTType], backgroundStyle: B, @ViewBuilder _ actions: () -> Actions,
        @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView,
        @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View,
        @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
    ) where B: ShapeStyle {
        self.init(title: Text(title.text), actions: actions())
    }

    public init<B>(
        _ title: LocalizedStringKey, for contentTypes: [UTType], backgroundStyle: B, @ViewBuilder _ actions: () -> Actions,
        @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView,
        @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
    ) where B: ShapeStyle {
        self.init(title: Text(title), actions: actions())
    }

    @_disfavoredOverload public init<B>(
        _ title: LocalizedStringResource, for contentTypes: [UTType], backgroundStyle: B, @ViewBuilder _ actions: () -> Actions,
        @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView,
        @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
    ) where B: ShapeStyle {
        self.init(title: Text(title.text), actions: actions())
    }

    public init<B>(
        _ title: LocalizedStringKey, for contentTypes: [UTType], backgroundStyle: B, @ViewBuilder _ actions: () -> Actions,
        @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView,
        @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
    ) where B: ShapeStyle {
        self.init(title: Text(title), actions: actions())
    }

    @_disfavoredOverload public init<B>(
        _ title: LocalizedStringResource, for contentTypes: [UTType], backgroundStyle: B, @ViewBuilder _ actions: () -> Actions,
        @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView,
        @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
    ) where B: ShapeStyle {
        self.init(title: Text(title.text), actions: actions())
    }

    public init<B>(
        _ title: LocalizedStringKey, for contentTypes: [UTType], backgroundStyle: B, @ViewBuilder _ actions: () -> Actions,
        @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView
    ) where B: ShapeStyle {
        self.init(title: Text(title), actions: actions())
    }

    @_disfavoredOverload public init<B>(
        _ title: LocalizedStringResource, for contentTypes: [UTType], backgroundStyle: B, @ViewBuilder _ actions: () -> Actions,
        @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView
    ) where B: ShapeStyle {
        self.init(title: Text(title.text), actions: actions())
    }

    @_disfavoredOverload public init<B>(
        _ title: some StringProtocol, for contentTypes: [UTType], backgroundStyle: B, @ViewBuilder _ actions: () -> Actions,
        @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView,
        @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View,
        @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
    ) where B: ShapeStyle {
        self.init(title: Text(String(title)), actions: actions())
    }

    @_disfavoredOverload public init<B>(
        _ title: some StringProtocol, for contentTypes: [UTType], backgroundStyle: B, @ViewBuilder _ actions: () -> Actions,
        @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView,
        @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
    ) where B: ShapeStyle {
        self.init(title: Text(String(title)), actions: actions())
    }

    @_disfavoredOverload public init<B>(
        _ title: some StringProtocol, for contentTypes: [UTType], backgroundStyle: B, @ViewBuilder _ actions: () -> Actions,
        @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView,
        @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
    ) where B: ShapeStyle {
        self.init(title: Text(String(title)), actions: actions())
    }

    @_disfavoredOverload public init<B>(
        _ title: some StringProtocol, for contentTypes: [UTType], backgroundStyle: B, @ViewBuilder _ actions: () -> Actions,
        @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView
    ) where B: ShapeStyle {
        self.init(title: Text(String(title)), actions: actions())
    }

    public init<B>(
        _ title: Text? = nil, for contentTypes: [UTType], backgroundStyle: B, @ViewBuilder _ actions: () -> Actions,
        @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView,
        @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View,
        @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
    ) where B: ShapeStyle {
        self.init(title: title, actions: actions())
    }

    public init<B>(
        _ title: Text? = nil, for contentTypes: [UTType], backgroundStyle: B, @ViewBuilder _ actions: () -> Actions,
        @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView,
        @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
    ) where B: ShapeStyle {
        self.init(title: title, actions: actions())
    }

    public init<B>(
        _ title: Text? = nil, for contentTypes: [UTType], backgroundStyle: B, @ViewBuilder _ actions: () -> Actions,
        @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView,
        @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
    ) where B: ShapeStyle {
        self.init(title: title, actions: actions())
    }

    public init<B>(
        _ title: Text? = nil, for contentTypes: [UTType], backgroundStyle: B, @ViewBuilder _ actions: () -> Actions,
        @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView
    ) where B: ShapeStyle {
        self.init(title: title, actions: actions())
    }

    public init(
        _ title: LocalizedStringKey, for contentTypes: [UTType], @ViewBuilder _ actions: () -> Actions,
        @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView,
        @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View,
        @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
    ) {
        self.init(title: Text(title), actions: actions())
    }

    @_disfavoredOverload public init(
        _ title: LocalizedStringResource, for contentTypes: [UTType], @ViewBuilder _ actions: () -> Actions,
        @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView,
        @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View,
        @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
    ) {
        self.init(title: Text(title.text), actions: actions())
    }

    public init(
        _ title: LocalizedStringKey, for contentTypes: [UTType], @ViewBuilder _ actions: () -> Actions,
        @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView,
        @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
    ) {
        self.init(title: Text(title), actions: actions())
    }

    @_disfavoredOverload public init(
        _ title: LocalizedStringResource, for contentTypes: [UTType], @ViewBuilder _ actions: () -> Actions,
        @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView,
        @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
    ) {
        self.init(title: Text(title.text), actions: actions())
    }

    public init(
        _ title: LocalizedStringKey, for contentTypes: [UTType], @ViewBuilder _ actions: () -> Actions,
        @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView,
        @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
    ) {
        self.init(title: Text(title), actions: actions())
    }

    @_disfavoredOverload public init(
        _ title: LocalizedStringResource, for contentTypes: [UTType], @ViewBuilder _ actions: () -> Actions,
        @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView,
        @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
    ) {
        self.init(title: Text(title.text), actions: actions())
    }

    public init(
        _ title: LocalizedStringKey, for contentTypes: [UTType], @ViewBuilder _ actions: () -> Actions,
        @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView
    ) {
        self.init(title: Text(title), actions: actions())
    }

    @_disfavoredOverload public init(
        _ title: LocalizedStringResource, for contentTypes: [UTType], @ViewBuilder _ actions: () -> Actions,
        @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView
    ) {
        self.init(title: Text(title.text), actions: actions())
    }

    @_disfavoredOverload public init(
        _ title: some StringProtocol, for contentTypes: [UTType], @ViewBuilder _ actions: () -> Actions,
        @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView,
        @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View,
        @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
    ) {
        self.init(title: Text(String(title)), actions: actions())
    }

    @_disfavoredOverload public init(
        _ title: some StringProtocol, for contentTypes: [UTType], @ViewBuilder _ actions: () -> Actions,
        @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView,
        @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
    ) {
        self.init(title: Text(String(title)), actions: actions())
    }

    @_disfavoredOverload public init(
        _ title: some StringProtocol, for contentTypes: [UTType], @ViewBuilder _ actions: () -> Actions,
        @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView,
        @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
    ) {
        self.init(title: Text(String(title)), actions: actions())
    }

    @_disfavoredOverload public init(
        _ title: some StringProtocol, for contentTypes: [UTType], @ViewBuilder _ actions: () -> Actions,
        @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView
    ) {
        self.init(title: Text(String(title)), actions: actions())
    }

    public init(
        _ title: Text? = nil, for contentTypes: [UTType], @ViewBuilder _ actions: () -> Actions,
        @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView,
        @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View,
        @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
    ) {
        self.init(title: title, actions: actions())
    }

    public init(
        _ title: Text? = nil, for contentTypes: [UTType], @ViewBuilder _ actions: () -> Actions,
        @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView,
        @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
    ) {
        self.init(title: title, actions: actions())
    }

    public init(
        _ title: Text? = nil, for contentTypes: [UTType], @ViewBuilder _ actions: () -> Actions,
        @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView,
        @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
    ) {
        self.init(title: title, actions: actions())
    }

    public init(
        _ title: Text? = nil, for contentTypes: [UTType], @ViewBuilder _ actions: () -> Actions,
        @ViewBuilder onDocumentOpen: @escaping (URL) -> DocumentView
    ) {
        self.init(title: title, actions: actions())
    }

}

extension DocumentGroupLaunchScene {
    public init(
        _ title: LocalizedStringKey, @ViewBuilder _ actions: () -> Actions, @ViewBuilder background: () -> some View,
        @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View,
        @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
    ) {
        self.init(title: Text(title), actions: actions())
    }

    @_disfavoredOverload public init(
        _ title: LocalizedStringResource, @ViewBuilder _ actions: () -> Actions, @ViewBuilder background: () -> some View,
        @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View,
        @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
    ) {
        self.init(title: Text(title.text), actions: actions())
    }

    public init(
        _ title: LocalizedStringKey, @ViewBuilder _ actions: () -> Actions, @ViewBuilder background: () -> some View,
        @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
    ) {
        self.init(title: Text(title), actions: actions())
    }

    @_disfavoredOverload public init(
        _ title: LocalizedStringResource, @ViewBuilder _ actions: () -> Actions, @ViewBuilder background: () -> some View,
        @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
    ) {
        self.init(title: Text(title.text), actions: actions())
    }

    public init(
        _ title: LocalizedStringKey, @ViewBuilder _ actions: () -> Actions, @ViewBuilder background: () -> some View,
        @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
    ) {
        self.init(title: Text(title), actions: actions())
    }

    @_disfavoredOverload public init(
        _ title: LocalizedStringResource, @ViewBuilder _ actions: () -> Actions, @ViewBuilder background: () -> some View,
        @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
    ) {
        self.init(title: Text(title.text), actions: actions())
    }

    public init(_ title: LocalizedStringKey, @ViewBuilder _ actions: () -> Actions, @ViewBuilder background: () -> some View) {
        self.init(title: Text(title), actions: actions())
    }

    @_disfavoredOverload public init(
        _ title: LocalizedStringResource, @ViewBuilder _ actions: () -> Actions, @ViewBuilder background: () -> some View
    ) {
        self.init(title: Text(title.text), actions: actions())
    }

    @_disfavoredOverload public init(
        _ title: some StringProtocol, @ViewBuilder _ actions: () -> Actions, @ViewBuilder background: () -> some View,
        @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View,
        @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
    ) {
        self.init(title: Text(String(title)), actions: actions())
    }

    @_disfavoredOverload public init(
        _ title: some StringProtocol, @ViewBuilder _ actions: () -> Actions, @ViewBuilder background: () -> some View,
        @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
    ) {
        self.init(title: Text(String(title)), actions: actions())
    }

    @_disfavoredOverload public init(
        _ title: some StringProtocol, @ViewBuilder _ actions: () -> Actions, @ViewBuilder background: () -> some View,
        @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
    ) {
        self.init(title: Text(String(title)), actions: actions())
    }

    @_disfavoredOverload public init(_ title: some StringProtocol, @ViewBuilder _ actions: () -> Actions, @ViewBuilder background: () -> some View) {
        self.init(title: Text(String(title)), actions: actions())
    }

    public init(
        _ title: Text? = nil, @ViewBuilder _ actions: () -> Actions, @ViewBuilder background: () -> some View,
        @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View,
        @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
    ) {
        self.init(title: title, actions: actions())
    }

    public init(
        _ title: Text? = nil, @ViewBuilder _ actions: () -> Actions, @ViewBuilder background: () -> some View,
        @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
    ) {
        self.init(title: title, actions: actions())
    }

    public init(
        _ title: Text? = nil, @ViewBuilder _ actions: () -> Actions, @ViewBuilder background: () -> some View,
        @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
    ) {
        self.init(title: title, actions: actions())
    }

    public init(_ title: Text? = nil, @ViewBuilder _ actions: () -> Actions, @ViewBuilder background: () -> some View) {
        self.init(title: title, actions: actions())
    }

    public init<B>(
        _ title: LocalizedStringKey, backgroundStyle: B = BackgroundStyle(),
        @ViewBuilder _ actions: () -> Actions = { DefaultDocumentGroupLaunchActions() },
        @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View,
        @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
    ) where B: ShapeStyle {
        self.init(title: Text(title), actions: actions())
    }

    @_disfavoredOverload public init<B>(
        _ title: LocalizedStringResource, backgroundStyle: B = BackgroundStyle(),
        @ViewBuilder _ actions: () -> Actions = { DefaultDocumentGroupLaunchActions() },
        @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View,
        @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
    ) where B: ShapeStyle {
        self.init(title: Text(title.text), actions: actions())
    }

    public init<B>(
        _ title: LocalizedStringKey, backgroundStyle: B = BackgroundStyle(),
        @ViewBuilder _ actions: () -> Actions = { DefaultDocumentGroupLaunchActions() },
        @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
    ) where B: ShapeStyle {
        self.init(title: Text(title), actions: actions())
    }

    @_disfavoredOverload public init<B>(
        _ title: LocalizedStringResource, backgroundStyle: B = BackgroundStyle(),
        @ViewBuilder _ actions: () -> Actions = { DefaultDocumentGroupLaunchActions() },
        @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
    ) where B: ShapeStyle {
        self.init(title: Text(title.text), actions: actions())
    }

    public init<B>(
        _ title: LocalizedStringKey, backgroundStyle: B = BackgroundStyle(),
        @ViewBuilder _ actions: () -> Actions = { DefaultDocumentGroupLaunchActions() },
        @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
    ) where B: ShapeStyle {
        self.init(title: Text(title), actions: actions())
    }

    @_disfavoredOverload public init<B>(
        _ title: LocalizedStringResource, backgroundStyle: B = BackgroundStyle(),
        @ViewBuilder _ actions: () -> Actions = { DefaultDocumentGroupLaunchActions() },
        @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
    ) where B: ShapeStyle {
        self.init(title: Text(title.text), actions: actions())
    }

    public init<B>(
        _ title: LocalizedStringKey, backgroundStyle: B = BackgroundStyle(),
        @ViewBuilder _ actions: () -> Actions = { DefaultDocumentGroupLaunchActions() }
    ) where B: ShapeStyle {
        self.init(title: Text(title), actions: actions())
    }

    @_disfavoredOverload public init<B>(
        _ title: LocalizedStringResource, backgroundStyle: B = BackgroundStyle(),
        @ViewBuilder _ actions: () -> Actions = { DefaultDocumentGroupLaunchActions() }
    ) where B: ShapeStyle {
        self.init(title: Text(title.text), actions: actions())
    }

    @_disfavoredOverload public init<B>(
        _ title: some StringProtocol, backgroundStyle: B = BackgroundStyle(),
        @ViewBuilder _ actions: () -> Actions = { DefaultDocumentGroupLaunchActions() },
        @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View,
        @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
    ) where B: ShapeStyle {
        self.init(title: Text(String(title)), actions: actions())
    }

    @_disfavoredOverload public init<B>(
        _ title: some StringProtocol, backgroundStyle: B = BackgroundStyle(),
        @ViewBuilder _ actions: () -> Actions = { DefaultDocumentGroupLaunchActions() },
        @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
    ) where B: ShapeStyle {
        self.init(title: Text(String(title)), actions: actions())
    }

    @_disfavoredOverload public init<B>(
        _ title: some StringProtocol, backgroundStyle: B = BackgroundStyle(),
        @ViewBuilder _ actions: () -> Actions = { DefaultDocumentGroupLaunchActions() },
        @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
    ) where B: ShapeStyle {
        self.init(title: Text(String(title)), actions: actions())
    }

    @_disfavoredOverload public init<B>(
        _ title: some StringProtocol, backgroundStyle: B = BackgroundStyle(),
        @ViewBuilder _ actions: () -> Actions = { DefaultDocumentGroupLaunchActions() }
    ) where B: ShapeStyle {
        self.init(title: Text(String(title)), actions: actions())
    }

    public init<B>(
        _ title: Text? = nil, backgroundStyle: B = BackgroundStyle(), @ViewBuilder _ actions: () -> Actions = { DefaultDocumentGroupLaunchActions() },
        @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View,
        @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
    ) where B: ShapeStyle {
        self.init(title: title, actions: actions())
    }

    public init<B>(
        _ title: Text? = nil, backgroundStyle: B = BackgroundStyle(), @ViewBuilder _ actions: () -> Actions = { DefaultDocumentGroupLaunchActions() },
        @ViewBuilder backgroundAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
    ) where B: ShapeStyle {
        self.init(title: title, actions: actions())
    }

    public init<B>(
        _ title: Text? = nil, backgroundStyle: B = BackgroundStyle(), @ViewBuilder _ actions: () -> Actions = { DefaultDocumentGroupLaunchActions() },
        @ViewBuilder overlayAccessoryView: @escaping (DocumentLaunchGeometryProxy) -> some View
    ) where B: ShapeStyle {
        self.init(title: title, actions: actions())
    }

    public init<B>(
        _ title: Text? = nil, backgroundStyle: B = BackgroundStyle(), @ViewBuilder _ actions: () -> Actions = { DefaultDocumentGroupLaunchActions() }
    ) where B: ShapeStyle {
        self.init(title: title, actions: actions())
    }

}

extension NewDocumentButton where Label == Text {
    public init(_ label: Text? = nil, contentType: UTType? = nil) {
        self.init(label: label)
    }

    public init(_ title: LocalizedStringKey, contentType: UTType? = nil) {
        self.init(label: Text(title))
    }

    @_disfavoredOverload public init(_ title: LocalizedStringResource, contentType: UTType? = nil) {
        self.init(label: Text(title.text))
    }

    @_disfavoredOverload public init(_ title: some StringProtocol, contentType: UTType? = nil) {
        self.init(label: Text(String(title)))
    }

    public init<D>(
        _ label: Text? = nil, for documentType: D.Type = D.self, contentType: UTType? = nil,
        prepareDocument: @escaping () async throws -> D? = { nil }
    ) where D: FileDocument {
        self.init(label: label, prepare: .document(prepareDocument))
    }

    public init<D>(
        _ title: LocalizedStringKey, for documentType: D.Type = D.self, contentType: UTType? = nil,
        prepareDocument: @escaping () async throws -> D? = { nil }
    ) where D: FileDocument {
        self.init(label: Text(title), prepare: .document(prepareDocument))
    }

    @_disfavoredOverload public init<D>(
        _ title: LocalizedStringResource, for documentType: D.Type = D.self, contentType: UTType? = nil,
        prepareDocument: @escaping () async throws -> D? = { nil }
    ) where D: FileDocument {
        self.init(label: Text(title.text), prepare: .document(prepareDocument))
    }

    @_disfavoredOverload public init<D>(
        _ title: some StringProtocol, for documentType: D.Type = D.self, contentType: UTType? = nil,
        prepareDocument: @escaping () async throws -> D? = { nil }
    ) where D: FileDocument {
        self.init(label: Text(String(title)), prepare: .document(prepareDocument))
    }

    public init<D>(
        _ label: Text? = nil, for documentType: D.Type = D.self, contentType: UTType? = nil,
        prepareDocument: @escaping () async throws -> D? = { nil }
    ) where D: ReferenceFileDocument {
        self.init(label: label, prepare: .document(prepareDocument))
    }

    public init<D>(
        _ title: LocalizedStringKey, for documentType: D.Type = D.self, contentType: UTType? = nil,
        prepareDocument: @escaping () async throws -> D? = { nil }
    ) where D: ReferenceFileDocument {
        self.init(label: Text(title), prepare: .document(prepareDocument))
    }

    @_disfavoredOverload public init<D>(
        _ title: LocalizedStringResource, for documentType: D.Type = D.self, contentType: UTType? = nil,
        prepareDocument: @escaping () async throws -> D? = { nil }
    ) where D: ReferenceFileDocument {
        self.init(label: Text(title.text), prepare: .document(prepareDocument))
    }

    @_disfavoredOverload public init<D>(
        _ title: some StringProtocol, for documentType: D.Type = D.self, contentType: UTType? = nil,
        prepareDocument: @escaping () async throws -> D? = { nil }
    ) where D: ReferenceFileDocument {
        self.init(label: Text(String(title)), prepare: .document(prepareDocument))
    }

    public init(_ label: Text? = nil, contentType: UTType, prepareDocumentURL: @escaping () async throws -> URL? = { nil }) {
        self.init(label: label, prepare: .url)
    }

    public init(_ title: LocalizedStringKey, contentType: UTType, prepareDocumentURL: @escaping () async throws -> URL? = { nil }) {
        self.init(label: Text(title), prepare: .url)
    }

    @_disfavoredOverload public init(
        _ title: LocalizedStringResource, contentType: UTType, prepareDocumentURL: @escaping () async throws -> URL? = { nil }
    ) {
        self.init(label: Text(title.text), prepare: .url)
    }

    @_disfavoredOverload public init(
        _ title: some StringProtocol, contentType: UTType, prepareDocumentURL: @escaping () async throws -> URL? = { nil }
    ) {
        self.init(label: Text(String(title)), prepare: .url)
    }

}
