import Foundation

/// A table's columns (iOS 16): `TableColumn`s, groups of them and `TableColumnForEach`.
///
/// A type of columns of its own gives its `tableColumnBody`; the built-in columns resolve
/// themselves into `_TableColumns`, each column's title and the cell it shows for a row.
public protocol TableColumnContent<TableRowValue, TableColumnSortComparator> {
    associatedtype TableRowValue: Identifiable = TableColumnBody.TableRowValue
    associatedtype TableColumnSortComparator: SortComparator = TableColumnBody.TableColumnSortComparator
    associatedtype TableColumnBody: TableColumnContent
    var tableColumnBody: TableColumnBody { get }
    /// Appends the columns this content makes, in order (dataflow's; a custom column type gets
    /// it from its `tableColumnBody`).
    func _appendColumns(to columns: inout _TableColumns<TableRowValue>)
}

extension TableColumnContent where TableColumnBody.TableRowValue == TableRowValue {
    public func _appendColumns(to columns: inout _TableColumns<TableRowValue>) { tableColumnBody._appendColumns(to: &columns) }
}

extension TableColumnContent where TableColumnBody == Never {
    public var tableColumnBody: Never { preconditionFailure("\(Self.self) is built in; its columns are resolved by dataflow") }
}

extension Never: TableColumnContent {
    public typealias TableColumnSortComparator = Never
    public typealias TableColumnBody = Never
    public func _appendColumns(to columns: inout _TableColumns<Never>) {}
}

/// The columns a table has, resolved in order: each one's title and the cell it shows for a row.
public struct _TableColumns<RowValue> {
    package struct Column {
        package var title: String
        package var cell: (RowValue) -> AnyView
    }

    package var columns: [Column] = []

    package init() {}

    /// The cell a compact table shows for a row: its first column's.
    package func firstCell(_ value: RowValue) -> AnyView { columns.first?.cell(value) ?? AnyView(EmptyView()) }
}

/// Columns written one after another in a `@TableColumnBuilder`.
public struct TupleTableColumnContent<RowValue: Identifiable, Sort: SortComparator, T>: TableColumnContent {
    public typealias TableRowValue = RowValue
    public typealias TableColumnSortComparator = Sort
    public typealias TableColumnBody = Never
    public var value: T
    let append: (inout _TableColumns<RowValue>) -> Void

    public func _appendColumns(to columns: inout _TableColumns<RowValue>) { append(&columns) }
}

/// Columns made from a collection (iOS 17.4), one set per element, in order.
public struct TableColumnForEach<Data: RandomAccessCollection, ID: Hashable, RowValue, Sort, Content: TableColumnContent>: TableColumnContent
where RowValue == Content.TableRowValue, Sort == Content.TableColumnSortComparator {
    public typealias TableRowValue = RowValue
    public typealias TableColumnSortComparator = Sort
    public typealias TableColumnBody = Never
    public var data: Data
    public var content: (Data.Element) -> Content

    public init(
        _ data: Data,
        @TableColumnBuilder<
            TableColumnForEach<Data, ID, RowValue, Sort, Content>.TableRowValue,
            TableColumnForEach<Data, ID, RowValue, Sort, Content>.TableColumnSortComparator
        > content: @escaping (Data.Element) -> Content
    ) where ID == Data.Element.ID, Data.Element: Identifiable {
        self.data = data
        self.content = content
    }

    public init(
        _ data: Data, id: KeyPath<Data.Element, ID>,
        @TableColumnBuilder<
            TableColumnForEach<Data, ID, RowValue, Sort, Content>.TableRowValue,
            TableColumnForEach<Data, ID, RowValue, Sort, Content>.TableColumnSortComparator
        > content: @escaping (Data.Element) -> Content
    ) {
        self.data = data
        self.content = content
    }

    public init(
        _ data: Range<Int>,
        @TableColumnBuilder<
            TableColumnForEach<Range<Int>, Int, RowValue, Sort, Content>.TableRowValue,
            TableColumnForEach<Range<Int>, Int, RowValue, Sort, Content>.TableColumnSortComparator
        > content: @escaping (Int) -> Content
    ) where Data == Range<Int>, ID == Int {
        self.data = data
        self.content = content
    }

    public func _appendColumns(to columns: inout _TableColumns<RowValue>) {
        for element in data { content(element)._appendColumns(to: &columns) }
    }
}

extension Optional: TableColumnContent where Wrapped: TableColumnContent {
    public typealias TableColumnSortComparator = Wrapped.TableColumnSortComparator
    public typealias TableColumnBody = Never
    public func _appendColumns(to columns: inout _TableColumns<Wrapped.TableRowValue>) { self?._appendColumns(to: &columns) }
}

extension _ConditionalContent: TableColumnContent
where
    TrueContent: TableColumnContent, FalseContent: TableColumnContent, TrueContent.TableRowValue == FalseContent.TableRowValue,
    TrueContent.TableColumnSortComparator == FalseContent.TableColumnSortComparator
{
    public typealias TableColumnSortComparator = TrueContent.TableColumnSortComparator
    public typealias TableColumnBody = Never
    public func _appendColumns(to columns: inout _TableColumns<TrueContent.TableRowValue>) {
        switch storage {
        case .trueContent(let content): content._appendColumns(to: &columns)
        case .falseContent(let content): content._appendColumns(to: &columns)
        }
    }
}

/// What a column shows besides its cells (its visibility, alignment, width, customization id):
/// appearance on an iPhone, where a compact table shows one column and no one customizes it.
extension TableColumnContent {
    public func defaultVisibility(_ visibility: Visibility) -> some TableColumnContent<TableRowValue, TableColumnSortComparator> { self }
    public func customizationID(_ id: String) -> some TableColumnContent<TableRowValue, TableColumnSortComparator> { self }
    public func disabledCustomizationBehavior(
        _ behavior: TableColumnCustomizationBehavior
    ) -> some TableColumnContent<TableRowValue, TableColumnSortComparator> { self }
    public func alignment(_ alignment: TableColumnAlignment) -> some TableColumnContent<TableRowValue, TableColumnSortComparator> { self }
}

/// How a column's cells align: appearance.
public struct TableColumnAlignment: Hashable, Sendable {
    let name: String
    public static var automatic: TableColumnAlignment { TableColumnAlignment(name: "automatic") }
    public static var leading: TableColumnAlignment { TableColumnAlignment(name: "leading") }
    public static var center: TableColumnAlignment { TableColumnAlignment(name: "center") }
    public static var trailing: TableColumnAlignment { TableColumnAlignment(name: "trailing") }
    public static var numeric: TableColumnAlignment { TableColumnAlignment(name: "numeric") }
    public static func numeric(_ numberingSystem: Locale.NumberingSystem) -> TableColumnAlignment { TableColumnAlignment(name: "numeric") }
}

extension Group: TableColumnContent where Content: TableColumnContent {
    public typealias TableRowValue = Content.TableRowValue
    public typealias TableColumnSortComparator = Content.TableColumnSortComparator
    public typealias TableColumnBody = Never

    public init<R, C>(@TableColumnBuilder<R, C> content: () -> Content) where R == Content.TableRowValue, C == Content.TableColumnSortComparator {
        self.content = content()
    }

    public func _appendColumns(to columns: inout _TableColumns<Content.TableRowValue>) { content._appendColumns(to: &columns) }
}
