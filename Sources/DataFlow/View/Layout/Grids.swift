import Foundation

/// Grids: rows and columns of views. A grid shows its children in order under one line, as a
/// stack does; a lazy grid makes the cells of the rows on screen (§33).

/// How a lazy grid's column or row is sized.
public struct GridItem: Sendable {
    public enum Size: Sendable {
        case fixed(CGFloat)
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }

    public var size: Size
    public var spacing: CGFloat?
    public var alignment: Alignment?

    public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }
}

extension GridItem {
    /// How many columns `items` make in a grid `width` points wide: one per fixed or flexible
    /// item, as many as fit for an adaptive one (§33).
    static func columnCount(_ items: [GridItem], width: Double) -> Int {
        let count = items.reduce(0) { count, item in
            guard case .adaptive(let minimum, _) = item.size else { return count + 1 }
            let spacing = Double(item.spacing ?? 8)
            return count + max(1, Int((width + spacing) / (Double(minimum) + spacing)))
        }
        return max(1, count)
    }
}

/// Which views stay visible while a lazy stack or grid scrolls.
public struct PinnedScrollableViews: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
    public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}

public struct LazyVGrid<Content: View>: View {
    let content: Content
    let columns: [GridItem]
    let spacing: CGFloat?

    public init(
        columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
        @ViewBuilder content: () -> Content
    ) {
        self.content = content()
        self.columns = columns
        self.spacing = spacing
    }
}

public struct LazyHGrid<Content: View>: View {
    let content: Content

    public init(
        rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
        @ViewBuilder content: () -> Content
    ) {
        self.content = content()
    }
}

public struct Grid<Content: View>: View {
    let content: Content

    public init(
        alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil, @ViewBuilder content: () -> Content
    ) {
        self.content = content()
    }
}

public struct GridRow<Content: View>: View {
    let content: Content

    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.content = content()
    }
}

extension LazyVGrid: StructuralContent {
    package var screenLine: String? { "LazyVGrid" }
    package var layout: NodeLayout {
        .grid(
            columns: GridItem.columnCount(columns, width: Double(UIScreen.size.width)),
            spacing: spacing.map(Double.init) ?? LayoutMetrics.stackSpacing, isLazy: true)
    }
    package func children() -> [ChildSlot] { [ChildSlot(key: .content, view: content)] }
}

extension LazyHGrid: StructuralContent {
    package var screenLine: String? { "LazyHGrid" }
    package func children() -> [ChildSlot] { [ChildSlot(key: .content, view: content)] }
}

extension Grid: StructuralContent {
    package var screenLine: String? { "Grid" }
    package var layout: NodeLayout { .vertical(spacing: LayoutMetrics.stackSpacing, isLazy: false) }
    package func children() -> [ChildSlot] { [ChildSlot(key: .content, view: content)] }
}

extension GridRow: StructuralContent {
    package var screenLine: String? { "GridRow" }
    package var layout: NodeLayout { .beside }
    package func children() -> [ChildSlot] { [ChildSlot(key: .content, view: content)] }
}

extension View {
    public func gridCellColumns(_ count: Int) -> ModifiedContent<Self, _AppearanceModifier> { styled(".gridCellColumns") }
    public func gridColumnAlignment(_ guide: HorizontalAlignment) -> ModifiedContent<Self, _AppearanceModifier> { styled(".gridColumnAlignment") }
    public func gridCellAnchor(_ anchor: UnitPoint) -> ModifiedContent<Self, _AppearanceModifier> { styled(".gridCellAnchor") }
    public func gridCellUnsizedAxes(_ axes: Axis.Set) -> ModifiedContent<Self, _AppearanceModifier> { styled(".gridCellUnsizedAxes") }
}

/// A box with a label around content.
public struct GroupBox<Label: View, Content: View>: View {
    let label: Label
    let content: Content

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
    }
}

extension GroupBox where Label == EmptyView {
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content) { EmptyView() }
    }
}

extension GroupBox where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}

extension GroupBox {
    /// iOS 13's form.
    public init(label: Label, @ViewBuilder content: () -> Content) {
        self.init(content: content) { label }
    }
}

extension GroupBox: StructuralContent {
    package var screenLine: String? { "GroupBox" + ((label as? Text).map { " " + $0.content.quotedLiteral } ?? "") }
    package var pathName: String? { "GroupBox" }
    package func children() -> [ChildSlot] { [ChildSlot(key: .content, view: content)] }
}

/// Controls grouped together.
public struct ControlGroup<Content: View>: View {
    let content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }
}

extension ControlGroup: StructuralContent {
    package var screenLine: String? { "ControlGroup" }
    package func children() -> [ChildSlot] { [ChildSlot(key: .content, view: content)] }
}

/// Content shown or hidden by tapping its label (`tap "Details"`), expanded state kept in the
/// group unless a binding is given.
public struct DisclosureGroup<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    let isExpanded: Binding<Bool>?
    @State private var expanded = false

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
        isExpanded = nil
    }

    public init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
        self.isExpanded = isExpanded
    }

    public var body: some View {
        let shown = isExpanded?.wrappedValue ?? expanded
        VStack {
            Button(
                action: {
                    if let isExpanded { isExpanded.wrappedValue.toggle() } else { expanded.toggle() }
                }, label: { label })
            if shown { content }
        }
    }
}

extension DisclosureGroup where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }

    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(title) }
    }
}
