import Foundation

/// A table's rows (iOS 16): `TableRow`s, `ForEach` over rows, sections and disclosure rows.
///
/// A type of rows of its own gives its `tableRowBody`, as a view gives its `body`; the built-in
/// rows resolve themselves into `_TableRows`, the values a compact table lists in order.
public protocol TableRowContent<TableRowValue> {
    associatedtype TableRowValue: Identifiable = TableRowBody.TableRowValue
    associatedtype TableRowBody: TableRowContent
    var tableRowBody: TableRowBody { get }
    /// Appends the rows this content makes, in order (dataflow's; a custom row type gets it from
    /// its `tableRowBody`).
    func _appendRows(to rows: inout _TableRows<TableRowValue>)
}

extension TableRowContent where TableRowBody.TableRowValue == TableRowValue {
    public func _appendRows(to rows: inout _TableRows<TableRowValue>) { tableRowBody._appendRows(to: &rows) }
}

extension TableRowContent where TableRowBody == Never {
    public var tableRowBody: Never { preconditionFailure("\(Self.self) is built in; its rows are resolved by dataflow") }
}

extension Never: TableRowContent {
    public typealias TableRowValue = Never
    public typealias TableRowBody = Never
    public func _appendRows(to rows: inout _TableRows<Never>) {}
}

/// The rows a table shows, resolved: sections of values in order, each row with what its
/// modifiers do to the row's view (a context menu, a row that cannot be selected).
public struct _TableRows<Value: Identifiable> {
    package struct Row {
        package var value: Value
        package var decorate: (AnyView) -> AnyView
    }

    package struct Section {
        package var header: (any View)?
        package var rows: [Row] = []
    }

    package var sections: [Section] = [Section(header: nil)]
    /// What the modifiers being resolved do to each row appended.
    var decorations: [(AnyView) -> AnyView] = []

    package init() {}

    package mutating func append(_ value: Value) {
        let decorations = self.decorations
        sections[sections.count - 1].rows.append(
            Row(value: value) { view in decorations.reversed().reduce(view) { $1($0) } })
    }

    /// Rows under a header of their own; the rows after it start a section without one.
    mutating func appendSection(header: (any View)?, _ content: (inout _TableRows) -> Void) {
        sections.append(Section(header: header))
        content(&self)
        sections.append(Section(header: nil))
    }

    /// Rows each changed by `decorate`, as a modifier on row content changes every row it holds.
    mutating func decorating(_ decorate: @escaping (AnyView) -> AnyView, _ content: (inout _TableRows) -> Void) {
        decorations.append(decorate)
        content(&self)
        decorations.removeLast()
    }

    /// The sections that hold rows or a header.
    package var shownSections: [Section] { sections.filter { !$0.rows.isEmpty || $0.header != nil } }
}

/// Rows made from a collection (`ForEach` of rows), which `onInsert` and `dropDestination` insert
/// into.
public protocol DynamicTableRowContent: TableRowContent {
    associatedtype Data: Collection
    var data: Data { get }
}

/// One row: the value whose columns it shows.
public struct TableRow<Value: Identifiable>: TableRowContent {
    public typealias TableRowValue = Value
    public typealias TableRowBody = Never
    let value: Value

    public init(_ value: Value) { self.value = value }

    public func _appendRows(to rows: inout _TableRows<Value>) { rows.append(value) }
}

/// No rows: the header and footer of a section that has none.
public struct EmptyTableRowContent<Value: Identifiable> {
    public typealias TableRowValue = Value
    public typealias TableRowBody = Never
}

extension EmptyTableRowContent: TableRowContent {
    public func _appendRows(to rows: inout _TableRows<Value>) {}
}

/// A section's header row: a view over the rows (a compact table shows it as a list's header).
public struct TableHeaderRowContent<Value: Identifiable, Content: View>: TableRowContent {
    public typealias TableRowValue = Value
    public typealias TableRowBody = Never
    let content: Content

    public func _appendRows(to rows: inout _TableRows<Value>) {}
}

/// Rows written one after another in a `@TableRowBuilder`.
public struct TupleTableRowContent<Value: Identifiable, T>: TableRowContent {
    public typealias TableRowValue = Value
    public typealias TableRowBody = Never
    public var value: T
    let append: (inout _TableRows<Value>) -> Void

    public func _appendRows(to rows: inout _TableRows<Value>) { append(&rows) }
}

/// A table's rows made from its data (`Table(people) { … }`): a row per element.
public struct TableForEachContent<Data: RandomAccessCollection>: DynamicTableRowContent where Data.Element: Identifiable {
    public typealias TableRowValue = Data.Element
    public typealias TableRowBody = Never
    public let data: Data

    public func _appendRows(to rows: inout _TableRows<Data.Element>) {
        for element in data { rows.append(element) }
    }
}

/// A table's rows made from a tree (`Table(folders, children: \.children)`): each root's row, its
/// children hidden until expanded, as a table's disclosure rows start collapsed.
public struct TableOutlineGroupContent<Data: RandomAccessCollection>: TableRowContent where Data.Element: Identifiable {
    public typealias TableRowValue = Data.Element
    public typealias TableRowBody = Never
    let data: Data

    public func _appendRows(to rows: inout _TableRows<Data.Element>) {
        for element in data { rows.append(element) }
    }
}

/// A row that discloses more rows under it (iOS 17): shown when `isExpanded` is bound to true;
/// without a binding it starts collapsed, as in SwiftUI, and a script cannot expand it.
public struct DisclosureTableRow<Label: TableRowContent, Content: TableRowContent>: TableRowContent
where Label.TableRowValue == Content.TableRowValue {
    public typealias TableRowValue = Label.TableRowValue
    public typealias TableRowBody = Never
    let label: Label
    let isExpanded: Binding<Bool>?
    let content: () -> Content

    public init<Value>(_ value: Value, isExpanded: Binding<Bool>? = nil, @TableRowBuilder<Value> content: @escaping () -> Content)
    where Label == TableRow<Value>, Value == Content.TableRowValue {
        label = TableRow(value)
        self.isExpanded = isExpanded
        self.content = content
    }

    public func _appendRows(to rows: inout _TableRows<TableRowValue>) {
        label._appendRows(to: &rows)
        if isExpanded?.wrappedValue == true { content()._appendRows(to: &rows) }
    }
}

extension Optional: TableRowContent where Wrapped: TableRowContent {
    public typealias TableRowValue = Wrapped.TableRowValue
    public typealias TableRowBody = Never
    public func _appendRows(to rows: inout _TableRows<Wrapped.TableRowValue>) { self?._appendRows(to: &rows) }
}

extension _ConditionalContent: TableRowContent
where TrueContent: TableRowContent, FalseContent: TableRowContent, TrueContent.TableRowValue == FalseContent.TableRowValue {
    public typealias TableRowValue = TrueContent.TableRowValue
    public typealias TableRowBody = Never
    public func _appendRows(to rows: inout _TableRows<TrueContent.TableRowValue>) {
        switch storage {
        case .trueContent(let content): content._appendRows(to: &rows)
        case .falseContent(let content): content._appendRows(to: &rows)
        }
    }
}

extension ForEach: TableRowContent where Content: TableRowContent {
    public typealias TableRowValue = Content.TableRowValue
    public typealias TableRowBody = Never
    public func _appendRows(to rows: inout _TableRows<Content.TableRowValue>) {
        for element in data { content(element)._appendRows(to: &rows) }
    }
}

extension ForEach: DynamicTableRowContent where Content: TableRowContent {}

extension ForEach where Content: TableRowContent {
    public init<V>(_ data: Data, @TableRowBuilder<V> content: @escaping (Data.Element) -> Content)
    where ID == Data.Element.ID, V == Content.TableRowValue, Data.Element: Identifiable {
        self.init(data: data, content: content, id: \.id)
    }

    public init<V>(_ data: Data, id: KeyPath<Data.Element, ID>, @TableRowBuilder<V> content: @escaping (Data.Element) -> Content)
    where V == Content.TableRowValue {
        self.init(data: data, content: content, id: id)
    }

    /// A row per element.
    public init(_ data: Data) where ID == Data.Element.ID, Content == TableRow<Data.Element>, Data.Element: Identifiable {
        self.init(data: data, content: { TableRow($0) }, id: \.id)
    }

    public init<V>(_ data: Range<Int>, @TableRowBuilder<V> content: @escaping (Int) -> Content)
    where Data == Range<Int>, ID == Int, V == Content.TableRowValue {
        self.init(constant: data, content: content)
    }
}

extension OutlineGroup: TableRowContent
where ID == Data.Element.ID, Parent: TableRowContent, Parent == Leaf, Leaf == Subgroup, Data.Element == Parent.TableRowValue {
    public typealias TableRowValue = Leaf.TableRowValue
    public typealias TableRowBody = Never
    /// Each root's rows; the children start collapsed, as a table's disclosure rows do.
    public func _appendRows(to rows: inout _TableRows<Leaf.TableRowValue>) {
        for root in roots { content(root)._appendRows(to: &rows) }
    }
}

extension OutlineGroup
where ID == Data.Element.ID, Parent: TableRowContent, Parent == Leaf, Leaf == Subgroup, Data.Element == Parent.TableRowValue {
    public init<DataElement>(_ root: DataElement, children: KeyPath<DataElement, Data?>)
    where
        ID == DataElement.ID, Parent == TableRow<DataElement>, Leaf == TableRow<DataElement>, Subgroup == TableRow<DataElement>,
        DataElement: Identifiable, DataElement == Data.Element
    {
        self.init(roots: [root], id: \.id, children: children, content: { TableRow($0) })
    }

    public init<DataElement>(_ data: Data, children: KeyPath<DataElement, Data?>)
    where
        ID == DataElement.ID, Parent == TableRow<DataElement>, Leaf == TableRow<DataElement>, Subgroup == TableRow<DataElement>,
        DataElement: Identifiable, DataElement == Data.Element
    {
        self.init(roots: Array(data), id: \.id, children: children, content: { TableRow($0) })
    }

    public init<DataElement>(
        _ root: DataElement, children: KeyPath<DataElement, Data?>, @TableRowBuilder<DataElement> content: @escaping (DataElement) -> Leaf
    ) where ID == DataElement.ID, DataElement == Data.Element {
        self.init(roots: [root], id: \.id, children: children, content: content)
    }

    public init<DataElement>(
        _ root: DataElement, id: KeyPath<DataElement, ID>, children: KeyPath<DataElement, Data?>,
        @TableRowBuilder<DataElement> content: @escaping (DataElement) -> Leaf
    ) where ID == DataElement.ID, DataElement == Data.Element {
        self.init(roots: [root], id: id, children: children, content: content)
    }

    public init<DataElement>(
        _ data: Data, children: KeyPath<DataElement, Data?>, @TableRowBuilder<DataElement> content: @escaping (DataElement) -> Leaf
    ) where ID == DataElement.ID, DataElement == Data.Element {
        self.init(roots: Array(data), id: \.id, children: children, content: content)
    }

    public init<DataElement>(
        _ data: Data, id: KeyPath<DataElement, ID>, children: KeyPath<DataElement, Data?>,
        @TableRowBuilder<DataElement> content: @escaping (DataElement) -> Leaf
    ) where ID == DataElement.ID, DataElement == Data.Element {
        self.init(roots: Array(data), id: id, children: children, content: content)
    }
}

extension Group: TableRowContent where Content: TableRowContent {
    public typealias TableRowValue = Content.TableRowValue
    public typealias TableRowBody = Never

    public init<R>(@TableRowBuilder<R> content: () -> Content) where R == Content.TableRowValue {
        self.content = content()
    }

    public func _appendRows(to rows: inout _TableRows<Content.TableRowValue>) { content._appendRows(to: &rows) }
}

extension Section: TableRowContent where Parent: TableRowContent, Content: TableRowContent, Footer: TableRowContent {
    public typealias TableRowValue = Content.TableRowValue
    public typealias TableRowBody = Never

    public init<V, H: View>(@TableRowBuilder<V> content: () -> Content, @ViewBuilder header: () -> H)
    where Parent == TableHeaderRowContent<V, H>, Footer == EmptyTableRowContent<V>, V == Content.TableRowValue {
        self.init(header: TableHeaderRowContent<V, H>(content: header()), footer: nil, content: content())
    }

    public init<V>(_ titleKey: LocalizedStringKey, @TableRowBuilder<V> content: () -> Content)
    where Parent == TableHeaderRowContent<V, Text>, Footer == EmptyTableRowContent<V>, V == Content.TableRowValue {
        self.init(content: content) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<V>(_ titleResource: LocalizedStringResource, @TableRowBuilder<V> content: () -> Content)
    where Parent == TableHeaderRowContent<V, Text>, Footer == EmptyTableRowContent<V>, V == Content.TableRowValue {
        self.init(content: content) { Text(titleResource.text) }
    }

    @_disfavoredOverload
    public init<V, S: StringProtocol>(_ title: S, @TableRowBuilder<V> content: () -> Content)
    where Parent == TableHeaderRowContent<V, Text>, Footer == EmptyTableRowContent<V>, V == Content.TableRowValue {
        self.init(content: content) { Text(String(title)) }
    }

    public init<V>(@TableRowBuilder<V> content: () -> Content)
    where Parent == EmptyTableRowContent<V>, Footer == EmptyTableRowContent<V>, V == Content.TableRowValue {
        self.init(header: nil, footer: nil, content: content())
    }

    /// The rows under the header, as a section of the compact table's list.
    public func _appendRows(to rows: inout _TableRows<Content.TableRowValue>) {
        let header = (headerContent as? any TableHeaderRow)?.headerView
        rows.appendSection(header: header) { content._appendRows(to: &$0) }
    }
}

extension Section where Parent: TableRowContent, Content: TableRowContent {
    public init<V, H: View>(isExpanded: Binding<Bool>, @TableRowBuilder<V> content: () -> Content, @ViewBuilder header: () -> H)
    where Parent == TableHeaderRowContent<V, H>, Footer == EmptyTableRowContent<V>, V == Content.TableRowValue {
        self.init(header: TableHeaderRowContent<V, H>(content: header()), footer: nil, content: content())
    }

    public init<V>(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @TableRowBuilder<V> content: () -> Content)
    where Parent == TableHeaderRowContent<V, Text>, Footer == EmptyTableRowContent<V>, V == Content.TableRowValue {
        self.init(header: TableHeaderRowContent<V, Text>(content: Text(titleKey)), footer: nil, content: content())
    }

    @_disfavoredOverload
    public init<V>(_ titleResource: LocalizedStringResource, isExpanded: Binding<Bool>, @TableRowBuilder<V> content: () -> Content)
    where Parent == TableHeaderRowContent<V, Text>, Footer == EmptyTableRowContent<V>, V == Content.TableRowValue {
        self.init(header: TableHeaderRowContent<V, Text>(content: Text(titleResource.text)), footer: nil, content: content())
    }

    @_disfavoredOverload
    public init<V, S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>, @TableRowBuilder<V> content: () -> Content)
    where Parent == TableHeaderRowContent<V, Text>, Footer == EmptyTableRowContent<V>, V == Content.TableRowValue {
        self.init(header: TableHeaderRowContent<V, Text>(content: Text(String(title))), footer: nil, content: content())
    }
}

/// A table section's header, whatever its view's type.
protocol TableHeaderRow {
    var headerView: any View { get }
}

extension TableHeaderRowContent: TableHeaderRow {
    var headerView: any View { content }
}
