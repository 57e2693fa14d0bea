import Foundation

/// Grids: rows and columns of views. dataflow lays nothing out, so a grid shows its children in
/// order under one line, as a stack does; lazy grids create every cell (as lazy stacks do here).

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

/// Which views stay visible while a lazy stack or grid scrolls.
public struct PinnedScrollableViews: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
    public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}

public struct LazyVGrid<Content: View>: View {
    let content: Content

    public init(
        columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
        @ViewBuilder content: () -> Content
    ) {
        self.content = content()
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
    package func children() -> [ChildSlot] { [ChildSlot(key: .content, view: content)] }
}

extension LazyHGrid: StructuralContent {
    package var screenLine: String? { "LazyHGrid" }
    package func children() -> [ChildSlot] { [ChildSlot(key: .content, view: content)] }
}

extension Grid: StructuralContent {
    package var screenLine: String? { "Grid" }
    package func children() -> [ChildSlot] { [ChildSlot(key: .content, view: content)] }
}

extension GridRow: StructuralContent {
    package var screenLine: String? { "GridRow" }
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
