import Foundation

// Presentations in the forms code still uses: iOS 13's `Alert` and `ActionSheet` values,
// `.alert(item:)`, `.alert(_:isPresented:presenting:)`, `.confirmationDialog`, `.popover` and
// `.navigationDestination(isPresented:)` / `(item:)`. They present exactly as the modern forms do
// (an identity of their own, a binding the presenting node watches, §17): an alert's buttons set
// the binding back, then run their action.

/// A presented value that names itself: the header of its screen block shows the title.
protocol TitledPresentation {
    var presentationTitle: String { get }
}

/// An iOS 13 alert: a title, a message and one or two buttons.
public struct Alert {
    let title: String
    let message: String?
    let buttons: [Button]

    public init(title: Text, message: Text? = nil, dismissButton: Button? = nil) {
        self.title = title.content
        self.message = message?.content
        buttons = [dismissButton ?? .default(Text("OK"))]
    }

    public init(title: Text, message: Text? = nil, primaryButton: Button, secondaryButton: Button) {
        self.title = title.content
        self.message = message?.content
        buttons = [primaryButton, secondaryButton]
    }

    /// A button of an alert or action sheet.
    public struct Button {
        let label: String
        let action: (() -> Void)?

        public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Button { Button(label: label.content, action: action) }
        public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Button { Button(label: label.content, action: action) }
        public static func cancel(_ action: (() -> Void)? = {}) -> Button { Button(label: "Cancel", action: action) }
        public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Button { Button(label: label.content, action: action) }
    }
}

/// An iOS 13 action sheet: a title, a message and buttons (a confirmation dialog today).
public struct ActionSheet {
    let title: String
    let message: String?
    let buttons: [Alert.Button]

    /// An action sheet's buttons are an alert's (SwiftUI's alias).
    public typealias Button = Alert.Button

    public init(title: Text, message: Text? = nil, buttons: [ActionSheet.Button] = [.cancel()]) {
        self.title = title.content
        self.message = message?.content
        self.buttons = buttons
    }
}

/// An `Alert` or `ActionSheet` as the view an alert presents: its message, then its buttons.
struct LegacyAlertContent: StructuralContent, TitledPresentation {
    let title: String
    let message: String?
    let buttons: [Alert.Button]

    var presentationTitle: String { title }

    func children() -> [ChildSlot] {
        var slots: [ChildSlot] = []
        if let message { slots.append(ChildSlot(key: .position(0), view: Text(message))) }
        for (index, button) in buttons.enumerated() {
            slots.append(ChildSlot(key: .position(index + 1), view: DataFlow.Button(button.label) { button.action?() }))
        }
        return slots
    }
}

extension View {
    public func alert(isPresented: Binding<Bool>, content: @escaping () -> Alert) -> ModifiedContent<Self, _PresentationModifier> {
        modifier(
            _PresentationModifier(
                style: .alert(""),
                source: FlagPresentation(isPresented: isPresented) {
                    let alert = content()
                    return LegacyAlertContent(title: alert.title, message: alert.message, buttons: alert.buttons)
                }, onDismiss: nil))
    }

    public func alert<Item: Identifiable>(item: Binding<Item?>, content: @escaping (Item) -> Alert) -> ModifiedContent<Self, _PresentationModifier> {
        modifier(
            _PresentationModifier(
                style: .alert(""),
                source: ItemPresentation(item: item) { item in
                    let alert = content(item)
                    return LegacyAlertContent(title: alert.title, message: alert.message, buttons: alert.buttons)
                }, onDismiss: nil))
    }

    public func actionSheet(isPresented: Binding<Bool>, content: @escaping () -> ActionSheet) -> ModifiedContent<Self, _PresentationModifier> {
        modifier(
            _PresentationModifier(
                style: .dialog(""),
                source: FlagPresentation(isPresented: isPresented) {
                    let sheet = content()
                    return LegacyAlertContent(title: sheet.title, message: sheet.message, buttons: sheet.buttons)
                }, onDismiss: nil))
    }

    public func actionSheet<Item: Identifiable>(
        item: Binding<Item?>, content: @escaping (Item) -> ActionSheet
    ) -> ModifiedContent<Self, _PresentationModifier> {
        modifier(
            _PresentationModifier(
                style: .dialog(""),
                source: ItemPresentation(item: item) { item in
                    let sheet = content(item)
                    return LegacyAlertContent(title: sheet.title, message: sheet.message, buttons: sheet.buttons)
                }, onDismiss: nil))
    }

    /// An alert about a value: presented while `isPresented` is true and `data` is not nil.
    public func alert<A: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: @escaping (T) -> A
    ) -> ModifiedContent<Self, _PresentationModifier> {
        alert(titleKey.text, isPresented: isPresented, presenting: data, actions: actions)
    }

    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, T>(
        _ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: @escaping (T) -> A
    ) -> ModifiedContent<Self, _PresentationModifier> {
        modifier(
            _PresentationModifier(
                style: .alert(String(title)),
                source: DataPresentation(isPresented: isPresented, data: data) { data in
                    actions(data)
                }, onDismiss: nil))
    }

    public func alert<A: View, M: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
        @ViewBuilder actions: @escaping (T) -> A, @ViewBuilder message: @escaping (T) -> M
    ) -> ModifiedContent<Self, _PresentationModifier> {
        alert(titleKey.text, isPresented: isPresented, presenting: data, actions: actions, message: message)
    }

    @_disfavoredOverload
    public func alert<S: StringProtocol, A: View, M: View, T>(
        _ title: S, isPresented: Binding<Bool>, presenting data: T?,
        @ViewBuilder actions: @escaping (T) -> A, @ViewBuilder message: @escaping (T) -> M
    ) -> ModifiedContent<Self, _PresentationModifier> {
        modifier(
            _PresentationModifier(
                style: .alert(String(title)),
                source: DataPresentation(isPresented: isPresented, data: data) { data in
                    AlertContent(actions: actions(data), message: message(data))
                }, onDismiss: nil))
    }

    public func alert(
        _ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: @escaping () -> some View
    ) -> ModifiedContent<Self, _PresentationModifier> {
        modifier(
            _PresentationModifier(style: .alert(title.content), source: FlagPresentation(isPresented: isPresented, content: actions), onDismiss: nil))
    }

    // MARK: Confirmation dialogs

    public func confirmationDialog<A: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: @escaping () -> A
    ) -> ModifiedContent<Self, _PresentationModifier> {
        modifier(
            _PresentationModifier(style: .dialog(titleKey.text), source: FlagPresentation(isPresented: isPresented, content: actions), onDismiss: nil)
        )
    }

    @_disfavoredOverload
    public func confirmationDialog<S: StringProtocol, A: View>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: @escaping () -> A
    ) -> ModifiedContent<Self, _PresentationModifier> {
        modifier(
            _PresentationModifier(style: .dialog(String(title)), source: FlagPresentation(isPresented: isPresented, content: actions), onDismiss: nil)
        )
    }

    public func confirmationDialog<A: View, M: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: @escaping () -> A, @ViewBuilder message: @escaping () -> M
    ) -> ModifiedContent<Self, _PresentationModifier> {
        modifier(
            _PresentationModifier(
                style: .dialog(titleKey.text),
                source: FlagPresentation(isPresented: isPresented) {
                    AlertContent(actions: actions(), message: message())
                }, onDismiss: nil))
    }

    public func confirmationDialog<A: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
        @ViewBuilder actions: @escaping (T) -> A
    ) -> ModifiedContent<Self, _PresentationModifier> {
        modifier(
            _PresentationModifier(
                style: .dialog(titleKey.text), source: DataPresentation(isPresented: isPresented, data: data, content: actions), onDismiss: nil))
    }

    // MARK: Popovers (sheets on iPhone) and pushed destinations

    public func popover<Content: View>(
        isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge? = nil,
        @ViewBuilder content: @escaping () -> Content
    ) -> ModifiedContent<Self, _PresentationModifier> {
        modifier(_PresentationModifier(style: .popover, source: FlagPresentation(isPresented: isPresented, content: content), onDismiss: nil))
    }

    public func popover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge? = nil,
        @ViewBuilder content: @escaping (Item) -> Content
    ) -> ModifiedContent<Self, _PresentationModifier> {
        modifier(_PresentationModifier(style: .popover, source: ItemPresentation(item: item, content: content), onDismiss: nil))
    }

    /// Pushes `destination` on the navigation stack while `isPresented` is true; `back` sets it false.
    ///
    /// As SwiftUI's, the closure is not escaping: it runs here, in the declaring body, every time
    /// that body runs, pushed or not (§18). What it reads is the body's dependency, and the views
    /// it creates are initialised before anything is pushed.
    public func navigationDestination<V: View>(
        isPresented: Binding<Bool>, @ViewBuilder destination: () -> V
    ) -> ModifiedContent<Self, _PresentationModifier> {
        let view = destination()
        return modifier(_PresentationModifier(style: .push, source: FlagPresentation(isPresented: isPresented) { view }, onDismiss: nil))
    }

    /// Pushes `destination(item)` while `item` is not nil; `back` sets it to nil.
    public func navigationDestination<D: Hashable, C: View>(
        item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> C
    ) -> ModifiedContent<Self, _PresentationModifier> {
        modifier(_PresentationModifier(style: .push, source: HashablePresentation(item: item, content: destination), onDismiss: nil))
    }
}

/// Where a popover points (ignored: a popover is a sheet on iPhone).
public enum PopoverAttachmentAnchor {
    case rect(Anchor<CGRect>.Source)
    case point(UnitPoint)
}

/// Presented while a flag is true and a value is present: `.alert(_:isPresented:presenting:)`.
struct DataPresentation<Data, Content: View>: PresentationSource {
    let isPresented: Binding<Bool>
    let data: Data?
    let content: (Data) -> Content

    func presented() -> (id: AnyHashable, content: any View)? {
        guard isPresented.location.get(), let data else { return nil }
        return (AnyHashable(true), content(data))
    }

    func dismiss() { isPresented.location.set(false) }
    var storage: StorageLocation? { isPresented.location.storage }
}

/// Presented while a hashable item is present: `.navigationDestination(item:)`.
struct HashablePresentation<Item: Hashable, Content: View>: PresentationSource {
    let item: Binding<Item?>
    let content: (Item) -> Content

    func presented() -> (id: AnyHashable, content: any View)? {
        item.location.get().map { (AnyHashable($0), content($0)) }
    }

    func dismiss() { item.location.set(nil) }
    var storage: StorageLocation? { item.location.storage }
}

/// The iPad and Mac's columns: a sidebar, an optional middle column and a detail. dataflow shows
/// the columns one after another, as a regular-width screen shows them side by side (the
/// collapsed stack of an iPhone, where the detail is pushed, is not modelled).
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View {
    let sidebar: Sidebar
    let content: Content
    let detail: Detail

    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar()
        self.content = content()
        self.detail = detail()
    }

    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content,
        @ViewBuilder detail: () -> Detail
    ) {
        self.init(sidebar: sidebar, content: content, detail: detail)
    }

    public var body: some View {
        VStack {
            NavigationStack { sidebar }
            NavigationStack { content }
            NavigationStack { detail }
        }
    }
}

extension NavigationSplitView where Content == EmptyView {
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.init(sidebar: sidebar, content: { EmptyView() }, detail: detail)
    }

    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.init(sidebar: sidebar, content: { EmptyView() }, detail: detail)
    }
}

/// Which columns of a split view are shown.
public struct NavigationSplitViewVisibility: Hashable, Sendable {
    let name: String
    public static let automatic = NavigationSplitViewVisibility(name: "automatic")
    public static let all = NavigationSplitViewVisibility(name: "all")
    public static let doubleColumn = NavigationSplitViewVisibility(name: "doubleColumn")
    public static let detailOnly = NavigationSplitViewVisibility(name: "detailOnly")
}

extension View {
    public func navigationSplitViewColumnWidth(_ width: CGFloat) -> ModifiedContent<Self, _AppearanceModifier> {
        styled(".navigationSplitViewColumnWidth")
    }
    public func navigationSplitViewColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> ModifiedContent<Self, _AppearanceModifier>
    { styled(".navigationSplitViewColumnWidth") }
    public func navigationSplitViewStyle<S: NavigationSplitViewStyle>(_ style: S) -> ModifiedContent<Self, _AppearanceModifier> {
        styled(".navigationSplitViewStyle")
    }
}
