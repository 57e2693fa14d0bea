import Foundation

/// A table (iOS 16). In a compact width, as on an iPhone, SwiftUI shows a table as a list of its
/// rows with only the first column, and no headers; dataflow's screen is an iPhone's, so a table
/// is that list: one row per element, keyed by its id, showing its first column's cell, with the
/// selection a script operates as a list's (`select "Ann"`). The other columns, their widths and
/// the sort order are kept and not shown (no one taps a header on an iPhone: `sortOrder` changes
/// only when the app sets it).
public struct Table<Value: Identifiable, Columns: TableColumnContent>: View where Columns.TableRowValue == Value {
    let list: AnyView

    public init<Data: RandomAccessCollection>(_ data: Data, @TableColumnBuilder<Value> columns: () -> TableColumnList<Value>)
    where Data.Element == Value, Columns == TableColumnList<Value> {
        let columns = columns()
        list = AnyView(List(data) { value in columns._firstCell(value) })
    }

    public init<Data: RandomAccessCollection, SelectionValue: Hashable>(
        _ data: Data, selection: Binding<SelectionValue?>, @TableColumnBuilder<Value> columns: () -> TableColumnList<Value>
    ) where Data.Element == Value, Columns == TableColumnList<Value> {
        let columns = columns()
        list = AnyView(List(data, selection: selection) { value in columns._firstCell(value) })
    }

    public init<Data: RandomAccessCollection, SelectionValue: Hashable>(
        _ data: Data, selection: Binding<Set<SelectionValue>>, @TableColumnBuilder<Value> columns: () -> TableColumnList<Value>
    ) where Data.Element == Value, Columns == TableColumnList<Value> {
        let columns = columns()
        list = AnyView(List(data, selection: selection) { value in columns._firstCell(value) })
    }

    public init<Data: RandomAccessCollection, Sort: SortComparator>(
        _ data: Data, sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value> columns: () -> TableColumnList<Value>
    ) where Data.Element == Value, Columns == TableColumnList<Value> {
        self.init(data, columns: columns)
    }

    public init<Data: RandomAccessCollection, SelectionValue: Hashable, Sort: SortComparator>(
        _ data: Data, selection: Binding<SelectionValue?>, sortOrder: Binding<[Sort]>,
        @TableColumnBuilder<Value> columns: () -> TableColumnList<Value>
    ) where Data.Element == Value, Columns == TableColumnList<Value> {
        self.init(data, selection: selection, columns: columns)
    }

    public init<Data: RandomAccessCollection, SelectionValue: Hashable, Sort: SortComparator>(
        _ data: Data, selection: Binding<Set<SelectionValue>>, sortOrder: Binding<[Sort]>,
        @TableColumnBuilder<Value> columns: () -> TableColumnList<Value>
    ) where Data.Element == Value, Columns == TableColumnList<Value> {
        self.init(data, selection: selection, columns: columns)
    }

    public var body: some View { list }
}

/// Columns of a table: what a row shows in each.
public protocol TableColumnContent<TableRowValue, TableColumnSortComparator> {
    associatedtype TableRowValue
    associatedtype TableColumnSortComparator
    /// The cells of a row, one per column, in order.
    func _cells(_ value: TableRowValue) -> [AnyView]
}

extension TableColumnContent {
    /// The first column's cell: what a compact table shows of a row.
    func _firstCell(_ value: TableRowValue) -> AnyView { _cells(value).first ?? AnyView(EmptyView()) }
}

/// One column: a title and the cell it shows for each row.
public struct TableColumn<RowValue, Sort, Content: View, Label: View>: TableColumnContent {
    public typealias TableRowValue = RowValue
    public typealias TableColumnSortComparator = Sort
    let title: String
    let cell: (RowValue) -> Content

    public func _cells(_ value: RowValue) -> [AnyView] { [AnyView(cell(value))] }

    /// A column's width and alignment: appearance (a compact table shows one column).
    public func width(_ width: CGFloat? = nil) -> TableColumn { self }
    public func width(min: CGFloat? = nil, ideal: CGFloat? = nil, max: CGFloat? = nil) -> TableColumn { self }
    public func alignment(_ alignment: TableColumnAlignment) -> TableColumn { self }
    public func customizationID(_ id: String) -> TableColumn { self }
    public func defaultVisibility(_ visibility: Visibility) -> TableColumn { self }
}

extension TableColumn where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping (RowValue) -> Content) where Sort == Never {
        title = titleKey.text
        cell = content
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: @escaping (RowValue) -> Content) where Sort == Never {
        self.title = String(title)
        cell = content
    }

    public init(_ text: Text, @ViewBuilder content: @escaping (RowValue) -> Content) where Sort == Never {
        title = text.string
        cell = content
    }

    public init<V: Comparable>(
        _ titleKey: LocalizedStringKey, value: KeyPath<RowValue, V>, @ViewBuilder content: @escaping (RowValue) -> Content
    ) where Sort == KeyPathComparator<RowValue> {
        title = titleKey.text
        cell = content
    }

    @_disfavoredOverload
    public init<S: StringProtocol, V: Comparable>(
        _ title: S, value: KeyPath<RowValue, V>, @ViewBuilder content: @escaping (RowValue) -> Content
    ) where Sort == KeyPathComparator<RowValue> {
        self.title = String(title)
        cell = content
    }
}

extension TableColumn where Label == Text, Content == Text {
    /// A column that shows a string of each row, sortable by it.
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String>) where Sort == KeyPathComparator<RowValue> {
        title = titleKey.text
        cell = { Text($0[keyPath: value]) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, String>) where Sort == KeyPathComparator<RowValue> {
        self.title = String(title)
        cell = { Text($0[keyPath: value]) }
    }

    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String>, comparator: String.StandardComparator)
    where Sort == KeyPathComparator<RowValue> {
        title = titleKey.text
        cell = { Text($0[keyPath: value]) }
    }
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

/// Columns in the order a table's builder lists them.
public struct TableColumnList<RowValue>: TableColumnContent {
    public typealias TableRowValue = RowValue
    public typealias TableColumnSortComparator = Never
    let cells: [(RowValue) -> [AnyView]]
    public func _cells(_ value: RowValue) -> [AnyView] { cells.flatMap { $0(value) } }
}

@resultBuilder
public enum TableColumnBuilder<RowValue> {
    /// A column: typed by the table's rows, so `TableColumn("Name", value: \.name)` finds its root.
    public static func buildExpression<Sort, Content: View, Label: View>(
        _ column: TableColumn<RowValue, Sort, Content, Label>
    ) -> TableColumnList<RowValue> {
        TableColumnList(cells: [column._cells])
    }
    public static func buildBlock(_ columns: TableColumnList<RowValue>...) -> TableColumnList<RowValue> {
        TableColumnList(cells: columns.flatMap(\.cells))
    }
    public static func buildOptional(_ column: TableColumnList<RowValue>?) -> TableColumnList<RowValue> { column ?? TableColumnList(cells: []) }
    public static func buildEither(first column: TableColumnList<RowValue>) -> TableColumnList<RowValue> { column }
    public static func buildEither(second column: TableColumnList<RowValue>) -> TableColumnList<RowValue> { column }
    public static func buildLimitedAvailability(_ column: TableColumnList<RowValue>) -> TableColumnList<RowValue> { column }
}
