/// Views attached beside a view: an overlay or background view, a toolbar, a context menu, swipe
/// actions, a safe-area inset. Each is an identity of its own (state in it lives as long as the
/// view it is attached to), its bodies run like any others, and its controls can be operated
/// (a toolbar's "+" is tapped as `tap "plus"`). dataflow shows them under the view: on its line
/// when they draw one line (`Text "3" .background(Circle .fill(.red))`), else as a block.
///
/// A context menu's and swipe actions' buttons are tapped directly: the long press or the swipe
/// that reveals them in an app is not modelled.
public struct _SecondaryContentModifier: BuiltinModifier {
    /// What the content is to the view: `overlay`, `toolbar`, `contextMenu`.
    let kind: String
    let content: any View
    /// Whether a one-line content may show on the view's line.
    let annotatesInline: Bool

    package func makeNode(in context: NodeContext, viewType: Any.Type) -> ModifierNode {
        SecondaryContentNode(modifier: self, context: context, viewType: viewType)
    }
}

final class SecondaryContentNode: ModifierNode {
    private var secondary: _SecondaryContentModifier? { modifier as? _SecondaryContentModifier }

    /// Content a gesture reveals (a context menu, swipe actions): not on screen until then, so
    /// not part of the host's label (a row is named by what it shows).
    private var isHidden: Bool { secondary.map { Self.hiddenKinds.contains($0.kind) } ?? false }
    private static let hiddenKinds: Set<String> = ["contextMenu", "swipeActions", "toolbarTitleMenu"]

    /// Whether these are swipe actions: a row with them has no Delete of `.onDelete`'s (§28).
    var isSwipeActions: Bool { secondary?.kind == "swipeActions" }

    override package func appendText(to words: inout [String]) {
        guard isHidden, let host = children.first else { return super.appendText(to: &words) }
        host.appendText(to: &words)
    }

    override package func appendSymbolNames(to names: inout [String]) {
        guard isHidden, let host = children.first else { return super.appendSymbolNames(to: &names) }
        host.appendSymbolNames(to: &names)
    }

    override package func apply(_ view: any View) {
        super.apply(view)
        guard let secondary else { return }
        reconcileChild(at: 1, ChildSlot(key: .presented(secondary.kind, nil), view: secondary.content))
    }

    override package func render(into screen: inout ScreenBuilder) {
        guard let secondary, children.count > 1 else { return super.render(into: &screen) }
        var attached = ScreenBuilder()
        children[1].render(into: &attached)
        if secondary.annotatesInline, attached.lines.count == 1, let line = attached.lines.first {
            screen.annotate(".\(secondary.kind)(\(line.text))") { children[0].render(into: &$0) }
            return
        }
        children[0].render(into: &screen)
        guard !attached.lines.isEmpty else { return }
        screen.add(secondary.kind, identity: children[1].identityPath)
        screen.indent { children[1].render(into: &$0) }
    }
}

extension View {
    func attaching<Content: View>(_ kind: String, inline: Bool = false, _ content: Content) -> ModifiedContent<Self, _SecondaryContentModifier> {
        modifier(_SecondaryContentModifier(kind: kind, content: content, annotatesInline: inline))
    }

    // MARK: Overlay and background views

    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> ModifiedContent<Self, _SecondaryContentModifier> {
        attaching("overlay", inline: true, content())
    }

    @_disfavoredOverload
    public func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center) -> ModifiedContent<Self, _SecondaryContentModifier> {
        attaching("overlay", inline: true, overlay)
    }

    public func overlay<S: ShapeStyle, F: Shape>(_ style: S, in shape: F, fillStyle: FillStyle = FillStyle()) -> ModifiedContent<Self, _StyleModifier>
    {
        modifier(_StyleModifier(name: "overlay", style: style._styleName))
    }

    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> ModifiedContent<Self, _SecondaryContentModifier>
    {
        attaching("background", inline: true, content())
    }

    @_disfavoredOverload
    public func background<Background: View>(
        _ background: Background, alignment: Alignment = .center
    ) -> ModifiedContent<Self, _SecondaryContentModifier> {
        attaching("background", inline: true, background)
    }

    public func safeAreaInset<V: View>(
        edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> V
    ) -> ModifiedContent<Self, _SecondaryContentModifier> {
        attaching("safeAreaInset", content())
    }

    public func safeAreaInset<V: View>(
        edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> V
    ) -> ModifiedContent<Self, _SecondaryContentModifier> {
        attaching("safeAreaInset", content())
    }

    // MARK: Toolbars

    /// Items in the navigation bar or a toolbar: shown under the view as `toolbar`, operable.
    public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> ModifiedContent<Self, _SecondaryContentModifier> {
        attaching("toolbar", content())
    }

    public func toolbar<Content: View>(id: String, @ViewBuilder content: () -> Content) -> ModifiedContent<Self, _SecondaryContentModifier> {
        attaching("toolbar", content())
    }

    /// The navigation bar's items, iOS 13's way.
    public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> ModifiedContent<Self, _SecondaryContentModifier> {
        attaching("navigationBarItems", TupleView(leading, trailing))
    }

    public func navigationBarItems<L: View>(leading: L) -> ModifiedContent<Self, _SecondaryContentModifier> {
        attaching("navigationBarItems", leading)
    }

    public func navigationBarItems<T: View>(trailing: T) -> ModifiedContent<Self, _SecondaryContentModifier> {
        attaching("navigationBarItems", trailing)
    }

    // MARK: Menus and actions revealed by a gesture

    public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> ModifiedContent<Self, _SecondaryContentModifier> {
        attaching("contextMenu", menuItems())
    }

    public func contextMenu<M: View, P: View>(
        @ViewBuilder menuItems: () -> M, @ViewBuilder preview: () -> P
    ) -> ModifiedContent<Self, _SecondaryContentModifier> {
        attaching("contextMenu", menuItems())
    }

    /// The iOS 13 form: a `ContextMenu` value, or nil for none.
    public func contextMenu<MenuItems: View>(_ contextMenu: ContextMenu<MenuItems>?) -> ModifiedContent<Self, _SecondaryContentModifier> {
        attaching("contextMenu", contextMenu.map { AnyView($0.items) } ?? AnyView(EmptyView()))
    }

    public func swipeActions<T: View>(
        edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> T
    ) -> ModifiedContent<Self, _SecondaryContentModifier> {
        attaching("swipeActions", content())
    }
}

/// Where a toolbar item goes: recorded by nothing (the screen lists items in code order).
public struct ToolbarItemPlacement: Sendable {
    let name: String
    public static let automatic = ToolbarItemPlacement(name: "automatic")
    public static let principal = ToolbarItemPlacement(name: "principal")
    /// iOS 26: beside the navigation bar's large title.
    public static let largeTitle = ToolbarItemPlacement(name: "largeTitle")
    /// iOS 26: under the navigation title, where `navigationSubtitle` goes.
    public static let subtitle = ToolbarItemPlacement(name: "subtitle")
    public static let navigation = ToolbarItemPlacement(name: "navigation")
    public static let primaryAction = ToolbarItemPlacement(name: "primaryAction")
    public static let secondaryAction = ToolbarItemPlacement(name: "secondaryAction")
    public static let status = ToolbarItemPlacement(name: "status")
    public static let confirmationAction = ToolbarItemPlacement(name: "confirmationAction")
    public static let cancellationAction = ToolbarItemPlacement(name: "cancellationAction")
    public static let destructiveAction = ToolbarItemPlacement(name: "destructiveAction")
    public static let keyboard = ToolbarItemPlacement(name: "keyboard")
    public static let topBarLeading = ToolbarItemPlacement(name: "topBarLeading")
    public static let topBarTrailing = ToolbarItemPlacement(name: "topBarTrailing")
    public static let navigationBarLeading = ToolbarItemPlacement(name: "navigationBarLeading")
    public static let navigationBarTrailing = ToolbarItemPlacement(name: "navigationBarTrailing")
    public static let bottomBar = ToolbarItemPlacement(name: "bottomBar")
}

/// A toolbar's content: any views (SwiftUI's `ToolbarContent` builds items the same way).
public typealias ToolbarContent = View
public typealias CustomizableToolbarContent = View
public typealias ToolbarContentBuilder = ViewBuilder

/// One item of a toolbar.
public struct ToolbarItem<ID, Content: View>: View {
    let content: Content
    let placement: ToolbarItemPlacement
    /// The item's identifier in a customizable toolbar (`()` for an item without one).
    let itemID: ID
    /// Whether the item is in the toolbar before the user customizes it (iOS 16).
    let showsByDefault: Bool

    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) where ID == () {
        self.content = content()
        self.placement = placement
        itemID = ()
        showsByDefault = true
    }

    public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) where ID == String {
        self.init(id: id, placement: placement, showsByDefault: true, content: content)
    }

    /// An item of a customizable toolbar (`.toolbar(id:)`) that is there only if `showsByDefault`
    /// or the user adds it. An iPhone has no toolbar customization, so an item not shown by
    /// default is never on its screen and cannot be operated (§23).
    public init(id: String, placement: ToolbarItemPlacement = .automatic, showsByDefault: Bool, @ViewBuilder content: () -> Content)
    where ID == String {
        self.content = content()
        self.placement = placement
        itemID = id
        self.showsByDefault = showsByDefault
    }
}

extension ToolbarItem where ID: Hashable {
    /// The identifier the item was made with.
    public var id: ID { itemID }
}

extension View {
    /// iOS 26: whether a toolbar item shares the glass background of the items beside it
    /// (appearance).
    public func sharedBackgroundVisibility(_ visibility: Visibility) -> some View { styled(".sharedBackgroundVisibility") }
}

/// Several items of a toolbar, placed together.
public struct ToolbarItemGroup<Content: View>: View {
    let content: Content
    let placement: ToolbarItemPlacement

    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.placement = placement
    }
}

extension ToolbarItem: StructuralContent {
    package func children() -> [ChildSlot] { [ChildSlot(key: .content, view: content)] }
    package func makeNode(in context: NodeContext) -> Node {
        ToolbarItemNode(view: self, placement: placement, showsByDefault: showsByDefault, context: context)
    }
}

extension ToolbarItemGroup: StructuralContent {
    package func children() -> [ChildSlot] { [ChildSlot(key: .content, view: content)] }
    package func makeNode(in context: NodeContext) -> Node { ToolbarItemNode(view: self, placement: placement, context: context) }
}

/// A toolbar item: one placed on the keyboard (`.keyboard`) is on screen, and can be operated,
/// only while the keyboard is up, that is while a text field has the focus (§23); one of a
/// customizable toolbar that is not shown by default never is (an iPhone has no customization).
final class ToolbarItemNode: StructuralNode {
    private let isOnKeyboard: Bool
    private let showsByDefault: Bool

    init(view: any StructuralContent, placement: ToolbarItemPlacement, showsByDefault: Bool = true, context: NodeContext) {
        isOnKeyboard = placement.name == "keyboard"
        self.showsByDefault = showsByDefault
        super.init(view: view, context: context)
    }

    private var isShown: Bool { showsByDefault && (!isOnKeyboard || graph.isKeyboardUp) }

    override package var operableChildren: [Node] { isShown ? children : [] }

    override package func render(into screen: inout ScreenBuilder) {
        guard isShown else { return }
        if isOnKeyboard {
            screen.add("keyboard toolbar", identity: identityPath)
            screen.indent { super.render(into: &$0) }
        } else {
            super.render(into: &screen)
        }
    }
}

/// A context menu as a value (iOS 13): `.contextMenu(ContextMenu { Button("Copy") { … } })`.
public struct ContextMenu<MenuItems: View> {
    let items: MenuItems

    public init(@ViewBuilder menuItems: () -> MenuItems) {
        items = menuItems()
    }
}
