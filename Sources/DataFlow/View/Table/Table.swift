import Foundation

/// A table (iOS 16). In a compact width, as on an iPhone, SwiftUI shows a table as a list of its
/// rows with only the first column, and no headers; dataflow's screen is an iPhone's, so a table
/// is that list: one row per value, keyed by its id, showing its first column's cell, sections
/// as the list's sections, with the selection a script operates as a list's (`select "Ann"`).
/// The other columns, their widths and customization, and the sort order are kept and not shown
/// (no one taps a header on an iPhone: `sortOrder` changes only when the app sets it).
public struct Table<Value, Rows: TableRowContent, Columns: TableColumnContent>: View
where Value == Rows.TableRowValue, Rows.TableRowValue == Columns.TableRowValue {
    public typealias Body = Never
    let rows: Rows
    let columns: Columns
    let selection: TableSelection<Value>

    init(rows: Rows, columns: Columns, selection: TableSelection<Value>) {
        self.rows = rows
        self.columns = columns
        self.selection = selection
    }
}

/// A table is built in, as SwiftUI's is: no body of its own runs; its child is the compact list
/// its rows and columns resolve to.
extension Table: StructuralContent {
    package var pathName: String? { "Table" }

    package func children() -> [ChildSlot] {
        var resolvedRows = _TableRows<Value>()
        rows._appendRows(to: &resolvedRows)
        var resolvedColumns = _TableColumns<Value>()
        columns._appendColumns(to: &resolvedColumns)
        let list = CompactTable(sections: resolvedRows.shownSections, cell: resolvedColumns.firstCell, selection: selection).list
        return [ChildSlot(key: .content, view: list)]
    }
}

/// What a table's rows select: nothing, one row's id, or a set of ids.
enum TableSelection<Value: Identifiable> {
    case none
    case single(Binding<Value.ID?>)
    case multiple(Binding<Set<Value.ID>>)
}

/// A table as an iPhone shows it: a list of each row's first cell, in sections where the rows
/// have them.
struct CompactTable<Value: Identifiable> {
    let sections: [_TableRows<Value>.Section]
    let cell: (Value) -> AnyView
    let selection: TableSelection<Value>

    var list: AnyView {
        switch selection {
        case .none: AnyView(List { content })
        case .single(let binding): AnyView(List(selection: binding) { content })
        case .multiple(let binding): AnyView(List(selection: binding) { content })
        }
    }

    @ViewBuilder var content: some View {
        if sections.count == 1, sections[0].header == nil {
            rows(sections[0].rows)
        } else {
            ForEach(sections.indices, id: \.self) { index in
                section(sections[index])
            }
        }
    }

    /// A section titled as the list's are when its header is a text.
    @ViewBuilder func section(_ section: _TableRows<Value>.Section) -> some View {
        if let title = section.header as? Text {
            Section(header: title) { rows(section.rows) }
        } else {
            Section {
                rows(section.rows)
            } header: {
                section.header.map { AnyView($0) }
            }
        }
    }

    func rows(_ rows: [_TableRows<Value>.Row]) -> some View {
        ForEach(rows, id: \.value.id) { row in row.decorate(cell(row.value)) }
    }
}

/// The initializers SwiftUI declares: rows written out or made from data or a tree, with or
/// without a selection, a sort order and column customization.
extension Table {
    public init(of valueType: Value.Type, @TableColumnBuilder<Value, Never> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows) {
        self.init(rows: rows(), columns: columns(), selection: .none)
    }

    public init(
        of valueType: Value.Type, selection: Binding<Value.ID?>, @TableColumnBuilder<Value, Never> columns: () -> Columns,
        @TableRowBuilder<Value> rows: () -> Rows
    ) {
        self.init(rows: rows(), columns: columns(), selection: .single(selection))
    }

    public init(
        of valueType: Value.Type, selection: Binding<Set<Value.ID>>, @TableColumnBuilder<Value, Never> columns: () -> Columns,
        @TableRowBuilder<Value> rows: () -> Rows
    ) {
        self.init(rows: rows(), columns: columns(), selection: .multiple(selection))
    }

    public init<Sort>(sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value, Sort> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows)
    where Sort: SortComparator, Columns.TableRowValue == Sort.Compared {
        self.init(rows: rows(), columns: columns(), selection: .none)
    }

    public init<Sort>(
        of valueType: Value.Type, sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value, Sort> columns: () -> Columns,
        @TableRowBuilder<Value> rows: () -> Rows
    ) where Sort: SortComparator, Columns.TableRowValue == Sort.Compared {
        self.init(rows: rows(), columns: columns(), selection: .none)
    }

    public init<Sort>(
        selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value, Sort> columns: () -> Columns,
        @TableRowBuilder<Value> rows: () -> Rows
    ) where Sort: SortComparator, Columns.TableRowValue == Sort.Compared {
        self.init(rows: rows(), columns: columns(), selection: .single(selection))
    }

    public init<Sort>(
        of valueType: Value.Type, selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value, Sort> columns: () -> Columns,
        @TableRowBuilder<Value> rows: () -> Rows
    ) where Sort: SortComparator, Columns.TableRowValue == Sort.Compared {
        self.init(rows: rows(), columns: columns(), selection: .single(selection))
    }

    public init<Sort>(
        selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value, Sort> columns: () -> Columns,
        @TableRowBuilder<Value> rows: () -> Rows
    ) where Sort: SortComparator, Columns.TableRowValue == Sort.Compared {
        self.init(rows: rows(), columns: columns(), selection: .multiple(selection))
    }

    public init<Sort>(
        of valueType: Value.Type, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows
    ) where Sort: SortComparator, Columns.TableRowValue == Sort.Compared {
        self.init(rows: rows(), columns: columns(), selection: .multiple(selection))
    }

    public init<Data>(_ data: Data, @TableColumnBuilder<Value, Never> columns: () -> Columns)
    where Rows == TableForEachContent<Data>, Data: RandomAccessCollection, Columns.TableRowValue == Data.Element {
        self.init(rows: TableForEachContent(data: data), columns: columns(), selection: .none)
    }

    public init<Data>(_ data: Data, selection: Binding<Value.ID?>, @TableColumnBuilder<Value, Never> columns: () -> Columns)
    where Rows == TableForEachContent<Data>, Data: RandomAccessCollection, Columns.TableRowValue == Data.Element {
        self.init(rows: TableForEachContent(data: data), columns: columns(), selection: .single(selection))
    }

    public init<Data>(_ data: Data, selection: Binding<Set<Value.ID>>, @TableColumnBuilder<Value, Never> columns: () -> Columns)
    where Rows == TableForEachContent<Data>, Data: RandomAccessCollection, Columns.TableRowValue == Data.Element {
        self.init(rows: TableForEachContent(data: data), columns: columns(), selection: .multiple(selection))
    }

    public init<Data, Sort>(_ data: Data, sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value, Sort> columns: () -> Columns)
    where
        Rows == TableForEachContent<Data>, Data: RandomAccessCollection, Sort: SortComparator, Columns.TableRowValue == Data.Element,
        Data.Element == Sort.Compared
    {
        self.init(rows: TableForEachContent(data: data), columns: columns(), selection: .none)
    }

    public init<Data, Sort>(
        _ data: Data, selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value, Sort> columns: () -> Columns
    )
    where
        Rows == TableForEachContent<Data>, Data: RandomAccessCollection, Sort: SortComparator, Columns.TableRowValue == Data.Element,
        Data.Element == Sort.Compared
    {
        self.init(rows: TableForEachContent(data: data), columns: columns(), selection: .single(selection))
    }

    public init<Data, Sort>(
        _ data: Data, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value, Sort> columns: () -> Columns
    )
    where
        Rows == TableForEachContent<Data>, Data: RandomAccessCollection, Sort: SortComparator, Columns.TableRowValue == Data.Element,
        Data.Element == Sort.Compared
    {
        self.init(rows: TableForEachContent(data: data), columns: columns(), selection: .multiple(selection))
    }

    public init(
        of valueType: Value.Type, columnCustomization: Binding<TableColumnCustomization<Value>>,
        @TableColumnBuilder<Value, Never> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows
    ) {
        self.init(rows: rows(), columns: columns(), selection: .none)
    }

    public init(
        of valueType: Value.Type, selection: Binding<Value.ID?>, columnCustomization: Binding<TableColumnCustomization<Value>>,
        @TableColumnBuilder<Value, Never> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows
    ) {
        self.init(rows: rows(), columns: columns(), selection: .single(selection))
    }

    public init(
        of valueType: Value.Type, selection: Binding<Set<Value.ID>>, columnCustomization: Binding<TableColumnCustomization<Value>>,
        @TableColumnBuilder<Value, Never> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows
    ) {
        self.init(rows: rows(), columns: columns(), selection: .multiple(selection))
    }

    public init<Sort>(
        of valueType: Value.Type = Value.self, sortOrder: Binding<[Sort]>, columnCustomization: Binding<TableColumnCustomization<Value>>,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns, @TableRowBuilder<Value> rows: () -> Rows
    ) where Sort: SortComparator, Columns.TableRowValue == Sort.Compared {
        self.init(rows: rows(), columns: columns(), selection: .none)
    }

    public init<Sort>(
        of valueType: Value.Type = Value.self, selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>,
        columnCustomization: Binding<TableColumnCustomization<Value>>, @TableColumnBuilder<Value, Sort> columns: () -> Columns,
        @TableRowBuilder<Value> rows: () -> Rows
    ) where Sort: SortComparator, Columns.TableRowValue == Sort.Compared {
        self.init(rows: rows(), columns: columns(), selection: .single(selection))
    }

    public init<Sort>(
        of valueType: Value.Type = Value.self, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>,
        columnCustomization: Binding<TableColumnCustomization<Value>>, @TableColumnBuilder<Value, Sort> columns: () -> Columns,
        @TableRowBuilder<Value> rows: () -> Rows
    ) where Sort: SortComparator, Columns.TableRowValue == Sort.Compared {
        self.init(rows: rows(), columns: columns(), selection: .multiple(selection))
    }

    public init<Data>(
        _ data: Data, columnCustomization: Binding<TableColumnCustomization<Value>>, @TableColumnBuilder<Value, Never> columns: () -> Columns
    ) where Rows == TableForEachContent<Data>, Data: RandomAccessCollection, Columns.TableRowValue == Data.Element {
        self.init(rows: TableForEachContent(data: data), columns: columns(), selection: .none)
    }

    public init<Data>(
        _ data: Data, selection: Binding<Value.ID?>, columnCustomization: Binding<TableColumnCustomization<Value>>,
        @TableColumnBuilder<Value, Never> columns: () -> Columns
    ) where Rows == TableForEachContent<Data>, Data: RandomAccessCollection, Columns.TableRowValue == Data.Element {
        self.init(rows: TableForEachContent(data: data), columns: columns(), selection: .single(selection))
    }

    public init<Data>(
        _ data: Data, selection: Binding<Set<Value.ID>>, columnCustomization: Binding<TableColumnCustomization<Value>>,
        @TableColumnBuilder<Value, Never> columns: () -> Columns
    ) where Rows == TableForEachContent<Data>, Data: RandomAccessCollection, Columns.TableRowValue == Data.Element {
        self.init(rows: TableForEachContent(data: data), columns: columns(), selection: .multiple(selection))
    }

    public init<Data, Sort>(
        _ data: Data, sortOrder: Binding<[Sort]>, columnCustomization: Binding<TableColumnCustomization<Value>>,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns
    )
    where
        Rows == TableForEachContent<Data>, Data: RandomAccessCollection, Sort: SortComparator, Columns.TableRowValue == Data.Element,
        Data.Element == Sort.Compared
    {
        self.init(rows: TableForEachContent(data: data), columns: columns(), selection: .none)
    }

    public init<Data, Sort>(
        _ data: Data, selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>, columnCustomization: Binding<TableColumnCustomization<Value>>,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns
    )
    where
        Rows == TableForEachContent<Data>, Data: RandomAccessCollection, Sort: SortComparator, Columns.TableRowValue == Data.Element,
        Data.Element == Sort.Compared
    {
        self.init(rows: TableForEachContent(data: data), columns: columns(), selection: .single(selection))
    }

    public init<Data, Sort>(
        _ data: Data, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>, columnCustomization: Binding<TableColumnCustomization<Value>>,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns
    )
    where
        Rows == TableForEachContent<Data>, Data: RandomAccessCollection, Sort: SortComparator, Columns.TableRowValue == Data.Element,
        Data.Element == Sort.Compared
    {
        self.init(rows: TableForEachContent(data: data), columns: columns(), selection: .multiple(selection))
    }

    public init<Data>(
        _ data: Data, children: KeyPath<Value, Data?>, columnCustomization: Binding<TableColumnCustomization<Value>>? = nil,
        @TableColumnBuilder<Value, Never> columns: () -> Columns
    ) where Rows == TableOutlineGroupContent<Data>, Data: RandomAccessCollection, Columns.TableRowValue == Data.Element {
        self.init(rows: TableOutlineGroupContent(data: data), columns: columns(), selection: .none)
    }

    public init<Data>(
        _ data: Data, children: KeyPath<Data.Element, Data?>, selection: Binding<Value.ID?>,
        columnCustomization: Binding<TableColumnCustomization<Value>>? = nil, @TableColumnBuilder<Value, Never> columns: () -> Columns
    ) where Rows == TableOutlineGroupContent<Data>, Data: RandomAccessCollection, Columns.TableRowValue == Data.Element {
        self.init(rows: TableOutlineGroupContent(data: data), columns: columns(), selection: .single(selection))
    }

    public init<Data>(
        _ data: Data, children: KeyPath<Data.Element, Data?>, selection: Binding<Set<Value.ID>>,
        columnCustomization: Binding<TableColumnCustomization<Value>>? = nil, @TableColumnBuilder<Value, Never> columns: () -> Columns
    ) where Rows == TableOutlineGroupContent<Data>, Data: RandomAccessCollection, Columns.TableRowValue == Data.Element {
        self.init(rows: TableOutlineGroupContent(data: data), columns: columns(), selection: .multiple(selection))
    }

    public init<Data, Sort>(
        _ data: Data, children: KeyPath<Data.Element, Data?>, sortOrder: Binding<[Sort]>,
        columnCustomization: Binding<TableColumnCustomization<Value>>? = nil, @TableColumnBuilder<Value, Sort> columns: () -> Columns
    )
    where
        Rows == TableOutlineGroupContent<Data>, Data: RandomAccessCollection, Sort: SortComparator, Columns.TableRowValue == Data.Element,
        Data.Element == Sort.Compared
    {
        self.init(rows: TableOutlineGroupContent(data: data), columns: columns(), selection: .none)
    }

    public init<Data, Sort>(
        _ data: Data, children: KeyPath<Data.Element, Data?>, selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>,
        columnCustomization: Binding<TableColumnCustomization<Value>>? = nil, @TableColumnBuilder<Value, Sort> columns: () -> Columns
    )
    where
        Rows == TableOutlineGroupContent<Data>, Data: RandomAccessCollection, Sort: SortComparator, Columns.TableRowValue == Data.Element,
        Data.Element == Sort.Compared
    {
        self.init(rows: TableOutlineGroupContent(data: data), columns: columns(), selection: .single(selection))
    }

    public init<Data, Sort>(
        _ data: Data, children: KeyPath<Data.Element, Data?>, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>,
        columnCustomization: Binding<TableColumnCustomization<Value>>? = nil, @TableColumnBuilder<Value, Sort> columns: () -> Columns
    )
    where
        Rows == TableOutlineGroupContent<Data>, Data: RandomAccessCollection, Sort: SortComparator, Columns.TableRowValue == Data.Element,
        Data.Element == Sort.Compared
    {
        self.init(rows: TableOutlineGroupContent(data: data), columns: columns(), selection: .multiple(selection))
    }
}
