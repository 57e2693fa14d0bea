/// Builds a table's columns, all of the table's row type; `Sort` is the comparator of the
/// table's sort order (`Never` when it has none), which lets `TableColumn("Name", value: \.name)`
/// find its root and comparator.
@resultBuilder
public struct TableColumnBuilder<RowValue: Identifiable, Sort: SortComparator> {
    public static func buildExpression<Content: View, Label: View>(
        _ column: TableColumn<RowValue, Sort, Content, Label>
    ) -> TableColumn<RowValue, Sort, Content, Label> { column }

    @_disfavoredOverload
    public static func buildExpression<Content: View, Label: View>(
        _ column: TableColumn<RowValue, Never, Content, Label>
    ) -> TableColumn<RowValue, Never, Content, Label> { column }

    public static func buildExpression<Column: TableColumnContent>(_ column: Column) -> Column
    where RowValue == Column.TableRowValue, Sort == Column.TableColumnSortComparator { column }

    @_disfavoredOverload
    public static func buildExpression<Column: TableColumnContent>(_ column: Column) -> Column
    where RowValue == Column.TableRowValue, Column.TableColumnSortComparator == Never { column }

    public static func buildBlock<Column: TableColumnContent>(_ column: Column) -> Column
    where RowValue == Column.TableRowValue, Sort == Column.TableColumnSortComparator { column }

    @_disfavoredOverload
    public static func buildBlock<Column: TableColumnContent>(_ column: Column) -> Column
    where RowValue == Column.TableRowValue, Column.TableColumnSortComparator == Never { column }

    public static func buildIf<C: TableColumnContent>(_ content: C?) -> C?
    where RowValue == C.TableRowValue, Sort == C.TableColumnSortComparator { content }

    @_disfavoredOverload
    public static func buildIf<C: TableColumnContent>(_ content: C?) -> C?
    where RowValue == C.TableRowValue, C.TableColumnSortComparator == Never { content }

    public static func buildEither<T: TableColumnContent, F: TableColumnContent>(first: T) -> _ConditionalContent<T, F>
    where
        RowValue == T.TableRowValue, Sort == T.TableColumnSortComparator, T.TableColumnSortComparator == F.TableColumnSortComparator,
        T.TableRowValue == F.TableRowValue
    {
        _ConditionalContent(storage: .trueContent(first))
    }

    public static func buildEither<T: TableColumnContent, F: TableColumnContent>(second: F) -> _ConditionalContent<T, F>
    where
        RowValue == T.TableRowValue, Sort == T.TableColumnSortComparator, T.TableColumnSortComparator == F.TableColumnSortComparator,
        T.TableRowValue == F.TableRowValue
    {
        _ConditionalContent(storage: .falseContent(second))
    }

    @_disfavoredOverload
    public static func buildEither<T: TableColumnContent, F: TableColumnContent>(first: T) -> _ConditionalContent<T, F>
    where
        RowValue == T.TableRowValue, T.TableColumnSortComparator == Never, T.TableColumnSortComparator == F.TableColumnSortComparator,
        T.TableRowValue == F.TableRowValue
    {
        _ConditionalContent(storage: .trueContent(first))
    }

    @_disfavoredOverload
    public static func buildEither<T: TableColumnContent, F: TableColumnContent>(second: F) -> _ConditionalContent<T, F>
    where
        RowValue == T.TableRowValue, T.TableColumnSortComparator == Never, T.TableColumnSortComparator == F.TableColumnSortComparator,
        T.TableRowValue == F.TableRowValue
    {
        _ConditionalContent(storage: .falseContent(second))
    }

    public static func buildLimitedAvailability(_ content: any TableColumnContent<RowValue, Sort>) -> some TableColumnContent<RowValue, Sort> {
        AnyTableColumnContent(content: content)
    }

    @_disfavoredOverload
    public static func buildLimitedAvailability(_ content: any TableColumnContent<RowValue, Never>) -> some TableColumnContent<RowValue, Never> {
        AnyTableColumnContent(content: content)
    }
}

/// Columns of any type, erased, as `buildLimitedAvailability` hands them on.
struct AnyTableColumnContent<RowValue: Identifiable, Sort: SortComparator>: TableColumnContent {
    typealias TableRowValue = RowValue
    typealias TableColumnSortComparator = Sort
    typealias TableColumnBody = Never
    let content: any TableColumnContent<RowValue, Sort>

    func _appendColumns(to columns: inout _TableColumns<RowValue>) { content._appendColumns(to: &columns) }
}

/// Two to ten columns, as SwiftUI declares them: of the table's sort comparator, or of none.
extension TableColumnBuilder {
    public static func buildBlock<C0: TableColumnContent, C1: TableColumnContent>(
        _ c0: C0, _ c1: C1
    ) -> TupleTableColumnContent<RowValue, Sort, (C0, C1)>
    where RowValue == C0.TableRowValue, C0.TableRowValue == C1.TableRowValue {
        TupleTableColumnContent(value: (c0, c1)) { columns in
            c0._appendColumns(to: &columns)
            c1._appendColumns(to: &columns)
        }
    }

    @_disfavoredOverload
    public static func buildBlock<C0: TableColumnContent, C1: TableColumnContent>(
        _ c0: C0, _ c1: C1
    ) -> TupleTableColumnContent<RowValue, Never, (C0, C1)>
    where
        RowValue == C0.TableRowValue, C0.TableRowValue == C1.TableRowValue, C0.TableColumnSortComparator == Never,
        C1.TableColumnSortComparator == Never
    {
        TupleTableColumnContent(value: (c0, c1)) { columns in
            c0._appendColumns(to: &columns)
            c1._appendColumns(to: &columns)
        }
    }

    public static func buildBlock<C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent>(
        _ c0: C0, _ c1: C1, _ c2: C2
    ) -> TupleTableColumnContent<RowValue, Sort, (C0, C1, C2)>
    where RowValue == C0.TableRowValue, C0.TableRowValue == C1.TableRowValue, C1.TableRowValue == C2.TableRowValue {
        TupleTableColumnContent(value: (c0, c1, c2)) { columns in
            c0._appendColumns(to: &columns)
            c1._appendColumns(to: &columns)
            c2._appendColumns(to: &columns)
        }
    }

    @_disfavoredOverload
    public static func buildBlock<C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent>(
        _ c0: C0, _ c1: C1, _ c2: C2
    ) -> TupleTableColumnContent<RowValue, Never, (C0, C1, C2)>
    where
        RowValue == C0.TableRowValue, C0.TableRowValue == C1.TableRowValue, C1.TableRowValue == C2.TableRowValue,
        C0.TableColumnSortComparator == Never, C1.TableColumnSortComparator == Never, C2.TableColumnSortComparator == Never
    {
        TupleTableColumnContent(value: (c0, c1, c2)) { columns in
            c0._appendColumns(to: &columns)
            c1._appendColumns(to: &columns)
            c2._appendColumns(to: &columns)
        }
    }

    public static func buildBlock<C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent, C3: TableColumnContent>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3
    ) -> TupleTableColumnContent<RowValue, Sort, (C0, C1, C2, C3)>
    where
        RowValue == C0.TableRowValue, C0.TableRowValue == C1.TableRowValue, C1.TableRowValue == C2.TableRowValue, C2.TableRowValue == C3.TableRowValue
    {
        TupleTableColumnContent(value: (c0, c1, c2, c3)) { columns in
            c0._appendColumns(to: &columns)
            c1._appendColumns(to: &columns)
            c2._appendColumns(to: &columns)
            c3._appendColumns(to: &columns)
        }
    }

    @_disfavoredOverload
    public static func buildBlock<C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent, C3: TableColumnContent>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3
    ) -> TupleTableColumnContent<RowValue, Never, (C0, C1, C2, C3)>
    where
        RowValue == C0.TableRowValue, C0.TableRowValue == C1.TableRowValue, C1.TableRowValue == C2.TableRowValue,
        C2.TableRowValue == C3.TableRowValue, C0.TableColumnSortComparator == Never, C1.TableColumnSortComparator == Never,
        C2.TableColumnSortComparator == Never, C3.TableColumnSortComparator == Never
    {
        TupleTableColumnContent(value: (c0, c1, c2, c3)) { columns in
            c0._appendColumns(to: &columns)
            c1._appendColumns(to: &columns)
            c2._appendColumns(to: &columns)
            c3._appendColumns(to: &columns)
        }
    }

    public static func buildBlock<
        C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent, C3: TableColumnContent, C4: TableColumnContent
    >(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4) -> TupleTableColumnContent<RowValue, Sort, (C0, C1, C2, C3, C4)>
    where
        RowValue == C0.TableRowValue, C0.TableRowValue == C1.TableRowValue, C1.TableRowValue == C2.TableRowValue,
        C2.TableRowValue == C3.TableRowValue, C3.TableRowValue == C4.TableRowValue
    {
        TupleTableColumnContent(value: (c0, c1, c2, c3, c4)) { columns in
            c0._appendColumns(to: &columns)
            c1._appendColumns(to: &columns)
            c2._appendColumns(to: &columns)
            c3._appendColumns(to: &columns)
            c4._appendColumns(to: &columns)
        }
    }

    @_disfavoredOverload
    public static func buildBlock<
        C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent, C3: TableColumnContent, C4: TableColumnContent
    >(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4) -> TupleTableColumnContent<RowValue, Never, (C0, C1, C2, C3, C4)>
    where
        RowValue == C0.TableRowValue, C0.TableRowValue == C1.TableRowValue, C1.TableRowValue == C2.TableRowValue,
        C2.TableRowValue == C3.TableRowValue, C3.TableRowValue == C4.TableRowValue, C0.TableColumnSortComparator == Never,
        C1.TableColumnSortComparator == Never, C2.TableColumnSortComparator == Never, C3.TableColumnSortComparator == Never,
        C4.TableColumnSortComparator == Never
    {
        TupleTableColumnContent(value: (c0, c1, c2, c3, c4)) { columns in
            c0._appendColumns(to: &columns)
            c1._appendColumns(to: &columns)
            c2._appendColumns(to: &columns)
            c3._appendColumns(to: &columns)
            c4._appendColumns(to: &columns)
        }
    }

    public static func buildBlock<
        C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent, C3: TableColumnContent, C4: TableColumnContent, C5: TableColumnContent
    >(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5) -> TupleTableColumnContent<RowValue, Sort, (C0, C1, C2, C3, C4, C5)>
    where
        RowValue == C0.TableRowValue, C0.TableRowValue == C1.TableRowValue, C1.TableRowValue == C2.TableRowValue,
        C2.TableRowValue == C3.TableRowValue, C3.TableRowValue == C4.TableRowValue, C4.TableRowValue == C5.TableRowValue
    {
        TupleTableColumnContent(value: (c0, c1, c2, c3, c4, c5)) { columns in
            c0._appendColumns(to: &columns)
            c1._appendColumns(to: &columns)
            c2._appendColumns(to: &columns)
            c3._appendColumns(to: &columns)
            c4._appendColumns(to: &columns)
            c5._appendColumns(to: &columns)
        }
    }

    @_disfavoredOverload
    public static func buildBlock<
        C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent, C3: TableColumnContent, C4: TableColumnContent, C5: TableColumnContent
    >(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5) -> TupleTableColumnContent<RowValue, Never, (C0, C1, C2, C3, C4, C5)>
    where
        RowValue == C0.TableRowValue, C0.TableRowValue == C1.TableRowValue, C1.TableRowValue == C2.TableRowValue,
        C2.TableRowValue == C3.TableRowValue, C3.TableRowValue == C4.TableRowValue, C4.TableRowValue == C5.TableRowValue,
        C0.TableColumnSortComparator == Never, C1.TableColumnSortComparator == Never, C2.TableColumnSortComparator == Never,
        C3.TableColumnSortComparator == Never, C4.TableColumnSortComparator == Never, C5.TableColumnSortComparator == Never
    {
        TupleTableColumnContent(value: (c0, c1, c2, c3, c4, c5)) { columns in
            c0._appendColumns(to: &columns)
            c1._appendColumns(to: &columns)
            c2._appendColumns(to: &columns)
            c3._appendColumns(to: &columns)
            c4._appendColumns(to: &columns)
            c5._appendColumns(to: &columns)
        }
    }

    public static func buildBlock<
        C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent, C3: TableColumnContent, C4: TableColumnContent,
        C5: TableColumnContent, C6: TableColumnContent
    >(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6) -> TupleTableColumnContent<RowValue, Sort, (C0, C1, C2, C3, C4, C5, C6)>
    where
        RowValue == C0.TableRowValue, C0.TableRowValue == C1.TableRowValue, C1.TableRowValue == C2.TableRowValue,
        C2.TableRowValue == C3.TableRowValue, C3.TableRowValue == C4.TableRowValue, C4.TableRowValue == C5.TableRowValue,
        C5.TableRowValue == C6.TableRowValue
    {
        TupleTableColumnContent(value: (c0, c1, c2, c3, c4, c5, c6)) { columns in
            c0._appendColumns(to: &columns)
            c1._appendColumns(to: &columns)
            c2._appendColumns(to: &columns)
            c3._appendColumns(to: &columns)
            c4._appendColumns(to: &columns)
            c5._appendColumns(to: &columns)
            c6._appendColumns(to: &columns)
        }
    }

    @_disfavoredOverload
    public static func buildBlock<
        C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent, C3: TableColumnContent, C4: TableColumnContent,
        C5: TableColumnContent, C6: TableColumnContent
    >(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6) -> TupleTableColumnContent<RowValue, Never, (C0, C1, C2, C3, C4, C5, C6)>
    where
        RowValue == C0.TableRowValue, C0.TableRowValue == C1.TableRowValue, C1.TableRowValue == C2.TableRowValue,
        C2.TableRowValue == C3.TableRowValue, C3.TableRowValue == C4.TableRowValue, C4.TableRowValue == C5.TableRowValue,
        C5.TableRowValue == C6.TableRowValue, C0.TableColumnSortComparator == Never, C1.TableColumnSortComparator == Never,
        C2.TableColumnSortComparator == Never, C3.TableColumnSortComparator == Never, C4.TableColumnSortComparator == Never,
        C5.TableColumnSortComparator == Never, C6.TableColumnSortComparator == Never
    {
        TupleTableColumnContent(value: (c0, c1, c2, c3, c4, c5, c6)) { columns in
            c0._appendColumns(to: &columns)
            c1._appendColumns(to: &columns)
            c2._appendColumns(to: &columns)
            c3._appendColumns(to: &columns)
            c4._appendColumns(to: &columns)
            c5._appendColumns(to: &columns)
            c6._appendColumns(to: &columns)
        }
    }

    public static func buildBlock<
        C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent, C3: TableColumnContent, C4: TableColumnContent,
        C5: TableColumnContent, C6: TableColumnContent, C7: TableColumnContent
    >(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7
    ) -> TupleTableColumnContent<RowValue, Sort, (C0, C1, C2, C3, C4, C5, C6, C7)>
    where
        RowValue == C0.TableRowValue, C0.TableRowValue == C1.TableRowValue, C1.TableRowValue == C2.TableRowValue,
        C2.TableRowValue == C3.TableRowValue, C3.TableRowValue == C4.TableRowValue, C4.TableRowValue == C5.TableRowValue,
        C5.TableRowValue == C6.TableRowValue, C6.TableRowValue == C7.TableRowValue
    {
        TupleTableColumnContent(value: (c0, c1, c2, c3, c4, c5, c6, c7)) { columns in
            c0._appendColumns(to: &columns)
            c1._appendColumns(to: &columns)
            c2._appendColumns(to: &columns)
            c3._appendColumns(to: &columns)
            c4._appendColumns(to: &columns)
            c5._appendColumns(to: &columns)
            c6._appendColumns(to: &columns)
            c7._appendColumns(to: &columns)
        }
    }

    @_disfavoredOverload
    public static func buildBlock<
        C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent, C3: TableColumnContent, C4: TableColumnContent,
        C5: TableColumnContent, C6: TableColumnContent, C7: TableColumnContent
    >(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7
    ) -> TupleTableColumnContent<RowValue, Never, (C0, C1, C2, C3, C4, C5, C6, C7)>
    where
        RowValue == C0.TableRowValue, C0.TableRowValue == C1.TableRowValue, C1.TableRowValue == C2.TableRowValue,
        C2.TableRowValue == C3.TableRowValue, C3.TableRowValue == C4.TableRowValue, C4.TableRowValue == C5.TableRowValue,
        C5.TableRowValue == C6.TableRowValue, C6.TableRowValue == C7.TableRowValue, C0.TableColumnSortComparator == Never,
        C1.TableColumnSortComparator == Never, C2.TableColumnSortComparator == Never, C3.TableColumnSortComparator == Never,
        C4.TableColumnSortComparator == Never, C5.TableColumnSortComparator == Never, C6.TableColumnSortComparator == Never,
        C7.TableColumnSortComparator == Never
    {
        TupleTableColumnContent(value: (c0, c1, c2, c3, c4, c5, c6, c7)) { columns in
            c0._appendColumns(to: &columns)
            c1._appendColumns(to: &columns)
            c2._appendColumns(to: &columns)
            c3._appendColumns(to: &columns)
            c4._appendColumns(to: &columns)
            c5._appendColumns(to: &columns)
            c6._appendColumns(to: &columns)
            c7._appendColumns(to: &columns)
        }
    }

    public static func buildBlock<
        C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent, C3: TableColumnContent, C4: TableColumnContent,
        C5: TableColumnContent, C6: TableColumnContent, C7: TableColumnContent, C8: TableColumnContent
    >(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8
    ) -> TupleTableColumnContent<RowValue, Sort, (C0, C1, C2, C3, C4, C5, C6, C7, C8)>
    where
        RowValue == C0.TableRowValue, C0.TableRowValue == C1.TableRowValue, C1.TableRowValue == C2.TableRowValue,
        C2.TableRowValue == C3.TableRowValue, C3.TableRowValue == C4.TableRowValue, C4.TableRowValue == C5.TableRowValue,
        C5.TableRowValue == C6.TableRowValue, C6.TableRowValue == C7.TableRowValue, C7.TableRowValue == C8.TableRowValue
    {
        TupleTableColumnContent(value: (c0, c1, c2, c3, c4, c5, c6, c7, c8)) { columns in
            c0._appendColumns(to: &columns)
            c1._appendColumns(to: &columns)
            c2._appendColumns(to: &columns)
            c3._appendColumns(to: &columns)
            c4._appendColumns(to: &columns)
            c5._appendColumns(to: &columns)
            c6._appendColumns(to: &columns)
            c7._appendColumns(to: &columns)
            c8._appendColumns(to: &columns)
        }
    }

    @_disfavoredOverload
    public static func buildBlock<
        C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent, C3: TableColumnContent, C4: TableColumnContent,
        C5: TableColumnContent, C6: TableColumnContent, C7: TableColumnContent, C8: TableColumnContent
    >(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8
    ) -> TupleTableColumnContent<RowValue, Never, (C0, C1, C2, C3, C4, C5, C6, C7, C8)>
    where
        RowValue == C0.TableRowValue, C0.TableRowValue == C1.TableRowValue, C1.TableRowValue == C2.TableRowValue,
        C2.TableRowValue == C3.TableRowValue, C3.TableRowValue == C4.TableRowValue, C4.TableRowValue == C5.TableRowValue,
        C5.TableRowValue == C6.TableRowValue, C6.TableRowValue == C7.TableRowValue, C7.TableRowValue == C8.TableRowValue,
        C0.TableColumnSortComparator == Never, C1.TableColumnSortComparator == Never, C2.TableColumnSortComparator == Never,
        C3.TableColumnSortComparator == Never, C4.TableColumnSortComparator == Never, C5.TableColumnSortComparator == Never,
        C6.TableColumnSortComparator == Never, C7.TableColumnSortComparator == Never, C8.TableColumnSortComparator == Never
    {
        TupleTableColumnContent(value: (c0, c1, c2, c3, c4, c5, c6, c7, c8)) { columns in
            c0._appendColumns(to: &columns)
            c1._appendColumns(to: &columns)
            c2._appendColumns(to: &columns)
            c3._appendColumns(to: &columns)
            c4._appendColumns(to: &columns)
            c5._appendColumns(to: &columns)
            c6._appendColumns(to: &columns)
            c7._appendColumns(to: &columns)
            c8._appendColumns(to: &columns)
        }
    }

    public static func buildBlock<
        C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent, C3: TableColumnContent, C4: TableColumnContent,
        C5: TableColumnContent, C6: TableColumnContent, C7: TableColumnContent, C8: TableColumnContent, C9: TableColumnContent
    >(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8, _ c9: C9
    ) -> TupleTableColumnContent<RowValue, Sort, (C0, C1, C2, C3, C4, C5, C6, C7, C8, C9)>
    where
        RowValue == C0.TableRowValue, C0.TableRowValue == C1.TableRowValue, C1.TableRowValue == C2.TableRowValue,
        C2.TableRowValue == C3.TableRowValue, C3.TableRowValue == C4.TableRowValue, C4.TableRowValue == C5.TableRowValue,
        C5.TableRowValue == C6.TableRowValue, C6.TableRowValue == C7.TableRowValue, C7.TableRowValue == C8.TableRowValue,
        C8.TableRowValue == C9.TableRowValue
    {
        TupleTableColumnContent(value: (c0, c1, c2, c3, c4, c5, c6, c7, c8, c9)) { columns in
            c0._appendColumns(to: &columns)
            c1._appendColumns(to: &columns)
            c2._appendColumns(to: &columns)
            c3._appendColumns(to: &columns)
            c4._appendColumns(to: &columns)
            c5._appendColumns(to: &columns)
            c6._appendColumns(to: &columns)
            c7._appendColumns(to: &columns)
            c8._appendColumns(to: &columns)
            c9._appendColumns(to: &columns)
        }
    }

    @_disfavoredOverload
    public static func buildBlock<
        C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent, C3: TableColumnContent, C4: TableColumnContent,
        C5: TableColumnContent, C6: TableColumnContent, C7: TableColumnContent, C8: TableColumnContent, C9: TableColumnContent
    >(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8, _ c9: C9
    ) -> TupleTableColumnContent<RowValue, Never, (C0, C1, C2, C3, C4, C5, C6, C7, C8, C9)>
    where
        RowValue == C0.TableRowValue, C0.TableRowValue == C1.TableRowValue, C1.TableRowValue == C2.TableRowValue,
        C2.TableRowValue == C3.TableRowValue, C3.TableRowValue == C4.TableRowValue, C4.TableRowValue == C5.TableRowValue,
        C5.TableRowValue == C6.TableRowValue, C6.TableRowValue == C7.TableRowValue, C7.TableRowValue == C8.TableRowValue,
        C8.TableRowValue == C9.TableRowValue, C0.TableColumnSortComparator == Never, C1.TableColumnSortComparator == Never,
        C2.TableColumnSortComparator == Never, C3.TableColumnSortComparator == Never, C4.TableColumnSortComparator == Never,
        C5.TableColumnSortComparator == Never, C6.TableColumnSortComparator == Never, C7.TableColumnSortComparator == Never,
        C8.TableColumnSortComparator == Never, C9.TableColumnSortComparator == Never
    {
        TupleTableColumnContent(value: (c0, c1, c2, c3, c4, c5, c6, c7, c8, c9)) { columns in
            c0._appendColumns(to: &columns)
            c1._appendColumns(to: &columns)
            c2._appendColumns(to: &columns)
            c3._appendColumns(to: &columns)
            c4._appendColumns(to: &columns)
            c5._appendColumns(to: &columns)
            c6._appendColumns(to: &columns)
            c7._appendColumns(to: &columns)
            c8._appendColumns(to: &columns)
            c9._appendColumns(to: &columns)
        }
    }
}
