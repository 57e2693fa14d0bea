/// Containers: each shows a line of its own and its content one level deeper. Alignment is
/// accepted and ignored; a stack's spacing counts only toward which rows fit on screen (§33).

/// A vertical stack.
public struct VStack<Content: View>: View {
    let content: Content
    let spacing: CGFloat?

    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.spacing = spacing
    }
}

/// A horizontal stack.
public struct HStack<Content: View>: View {
    let content: Content

    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.content = content()
    }
}

/// An overlaying stack.
public struct ZStack<Content: View>: View {
    let content: Content

    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.content = content()
    }
}

/// A vertical stack that creates its rows as they scroll into view: a `ForEach` in it makes the
/// rows that fill the visible part of its scroll view (§33).
public struct LazyVStack<Content: View>: View {
    let content: Content
    let spacing: CGFloat?

    /// `pinnedViews` pins section headers or footers while scrolling: drawing only (D15).
    public init(
        alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
        @ViewBuilder content: () -> Content
    ) {
        self.content = content()
        self.spacing = spacing
    }
}

/// A horizontal stack that creates its columns lazily. Only vertical scrolling is modelled: its
/// columns are all made, as an `HStack`'s are (§33).
public struct LazyHStack<Content: View>: View {
    let content: Content

    /// `pinnedViews` pins section headers or footers while scrolling: drawing only (D15).
    public init(
        alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
        @ViewBuilder content: () -> Content
    ) {
        self.content = content()
    }
}

/// A form of controls.
public struct Form<Content: View>: View {
    let content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }
}

/// A scrolling container.
public struct ScrollView<Content: View>: View {
    /// The scrolled content.
    public var content: Content
    /// The axes it scrolls along: kept; a script scrolls every scroll view vertically (§33).
    public var axes: Axis.Set
    /// Whether it shows its scroll indicators: kept, appearance (D15).
    public var showsIndicators: Bool

    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.axes = axes
        self.showsIndicators = showsIndicators
    }
}

/// Groups views (or a table's rows or columns, or scenes) without showing anything of its own.
public struct Group<Content> {
    let content: Content
}

extension Group: View where Content: View {
    public typealias Body = Never

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }
}

extension VStack: StructuralContent {
    package var screenLine: String? { "VStack" }
    package var layout: NodeLayout { .vertical(spacing: spacing.map(Double.init) ?? LayoutMetrics.stackSpacing, isLazy: false) }
    package func children() -> [ChildSlot] { [ChildSlot(key: .content, view: content)] }
}

extension HStack: StructuralContent {
    package var screenLine: String? { "HStack" }
    package var layout: NodeLayout { .beside }
    package func children() -> [ChildSlot] { [ChildSlot(key: .content, view: content)] }
}

extension ZStack: StructuralContent {
    package var screenLine: String? { "ZStack" }
    package var layout: NodeLayout { .beside }
    package func children() -> [ChildSlot] { [ChildSlot(key: .content, view: content)] }
}

extension LazyVStack: StructuralContent {
    package var screenLine: String? { "LazyVStack" }
    package var layout: NodeLayout { .vertical(spacing: spacing.map(Double.init) ?? LayoutMetrics.stackSpacing, isLazy: true) }
    package func children() -> [ChildSlot] { [ChildSlot(key: .content, view: content)] }
}

extension LazyHStack: StructuralContent {
    package var screenLine: String? { "LazyHStack" }
    package var layout: NodeLayout { .beside }
    package func children() -> [ChildSlot] { [ChildSlot(key: .content, view: content)] }
}

extension Form: StructuralContent {
    package var screenLine: String? { "Form" }
    package var layout: NodeLayout { .list }
    package func children() -> [ChildSlot] { [ChildSlot(key: .content, view: content)] }
}

extension ScrollView: StructuralContent {
    package var screenLine: String? { "ScrollView" }
    package var layout: NodeLayout { .scroll }
    package func children() -> [ChildSlot] { [ChildSlot(key: .content, view: content)] }
}

/// A group's content, whatever its type.
protocol GroupProtocol {
    var anyContent: any View { get }
}

extension Group: GroupProtocol where Content: View {
    var anyContent: any View { content }
}

extension Group: BuiltinView where Content: View {}

extension Group: StructuralContent where Content: View {
    package var pathName: String? { "Group" }
    package func children() -> [ChildSlot] { [ChildSlot(key: .content, view: content)] }
}
