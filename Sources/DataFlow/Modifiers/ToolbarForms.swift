import Foundation

// Toolbar content of iOS 16–26 beside `ToolbarItem` and `ToolbarItemGroup` (`SecondaryContent.swift`):
// a group with a label, the navigation title's menu, customization options and more placements.

/// A toolbar item group's items with the label it was given (iOS 16): where the toolbar has no
/// room, SwiftUI collapses the group into a menu titled by the label. dataflow shows the items
/// themselves, operated by their own labels; the group's label is kept and drawn nowhere (D15).
public struct LabeledToolbarItemGroupContent<Content: View, Label: View>: View {
    let content: Content
    let label: Label

    init(content: Content, label: Label) {
        self.content = content
        self.label = label
    }
}

extension LabeledToolbarItemGroupContent: StructuralContent {
    package func children() -> [ChildSlot] { [ChildSlot(key: .content, view: content)] }
}

extension ToolbarItemGroup {
    public init<C: View, L: View>(
        placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> C, @ViewBuilder label: () -> L
    ) where Content == LabeledToolbarItemGroupContent<C, L> {
        self.init(placement: placement) { LabeledToolbarItemGroupContent(content: content(), label: label()) }
    }
}

/// The menu a tap on the navigation title opens (iOS 16): its buttons act on the document or the
/// screen (rename, duplicate). As a `Menu`'s items are, they are on screen under the menu's line
/// and tapped by their labels (`tap "Duplicate"`): opening the menu first is not modelled. Made
/// without content, it is the system's title menu, which holds nothing of the app's. (SwiftUI's
/// `ToolbarContent` and `CustomizableToolbarContent` are both `View` here: one conformance.)
public struct ToolbarTitleMenu<Content: View>: ToolbarContent {
    let content: Content

    public init() where Content == EmptyView {
        content = EmptyView()
    }

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }
}

extension ToolbarTitleMenu: StructuralContent {
    package var screenLine: String? { "ToolbarTitleMenu" }
    package func children() -> [ChildSlot] { [ChildSlot(key: .content, view: content)] }
}

/// How a customizable toolbar's item may be customized (iOS 16): an iPhone has no toolbar
/// customization, so the options are kept and change nothing (D15).
public struct ToolbarCustomizationOptions: OptionSet, Sendable {
    public var rawValue: Int

    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// The item stays in the overflow menu when the user removes it from the toolbar (macOS).
    public static var alwaysAvailable: ToolbarCustomizationOptions { ToolbarCustomizationOptions(rawValue: 1 << 0) }
}

extension ToolbarItemPlacement {
    /// Where a window's title goes (iPadOS and macOS): the items are listed in code order, as
    /// every placement's are.
    public static var title: ToolbarItemPlacement { ToolbarItemPlacement(name: "title") }
    /// iOS 26: under the navigation bar's large title.
    public static let largeSubtitle = ToolbarItemPlacement(name: "largeSubtitle")
}

extension View {
    /// A toolbar for a container's own bar (iOS 18.4: `.tabViewSidebar`, the iPad's tab sidebar).
    /// An iPhone shows a tab view's tab bar, never its sidebar, so the content is kept and never
    /// shown or operated (D15). SwiftUI's two forms (views, toolbar content) are one here, as a
    /// toolbar's content is views.
    public func contentToolbar<Content: View>(
        for placement: ContentToolbarPlacement, @ViewBuilder content: () -> Content
    ) -> ModifiedContent<Self, _AppearanceModifier> {
        styled(".contentToolbar")
    }
}
