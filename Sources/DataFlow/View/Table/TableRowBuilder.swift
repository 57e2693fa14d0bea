/// Builds a table's rows: every row of one value type, the table's.
@resultBuilder
public struct TableRowBuilder<Value: Identifiable> {
    public static func buildExpression<Content: TableRowContent>(_ content: Content) -> Content where Value == Content.TableRowValue {
        content
    }

    public static func buildBlock<C: TableRowContent>(_ content: C) -> C where Value == C.TableRowValue { content }

    public static func buildIf<C: TableRowContent>(_ content: C?) -> C? where Value == C.TableRowValue { content }

    public static func buildEither<T: TableRowContent, F: TableRowContent>(first: T) -> _ConditionalContent<T, F>
    where Value == T.TableRowValue, T.TableRowValue == F.TableRowValue {
        _ConditionalContent(storage: .trueContent(first))
    }

    public static func buildEither<T: TableRowContent, F: TableRowContent>(second: F) -> _ConditionalContent<T, F>
    where Value == T.TableRowValue, T.TableRowValue == F.TableRowValue {
        _ConditionalContent(storage: .falseContent(second))
    }
}

/// What a modifier of table rows does to each row it holds.
public protocol _TableRowContentModifier {
    associatedtype Body: _TableRowContentModifier
    var body: Body { get }
    /// The row view as this modifier leaves it (dataflow's).
    func _decorate(_ row: AnyView) -> AnyView
}

extension _TableRowContentModifier where Body == Never {
    public var body: Never { preconditionFailure("\(Self.self) is built in") }
}

extension _TableRowContentModifier {
    public func _decorate(_ row: AnyView) -> AnyView { row }
}

extension Never: _TableRowContentModifier {}

extension ModifiedContent: TableRowContent where Content: TableRowContent, Modifier: _TableRowContentModifier {
    public typealias TableRowValue = Content.TableRowValue
    public typealias TableRowBody = Never
    public func _appendRows(to rows: inout _TableRows<Content.TableRowValue>) {
        rows.decorating(modifier._decorate) { content._appendRows(to: &$0) }
    }
}

extension ModifiedContent: DynamicTableRowContent where Content: DynamicTableRowContent, Modifier: _TableRowContentModifier {
    public typealias Data = Content.Data
    public var data: Content.Data { content.data }
}

/// Rows that offer their values to a drag (macOS's tables): a compact table's rows are not
/// dragged in a run (a script cannot drag).
public struct ItemProviderTableRowModifier: _TableRowContentModifier {
    public typealias Body = Never
}

/// Rows that accept items dropped between them: nothing is dropped in a run.
public struct OnInsertTableRowModifier: _TableRowContentModifier {
    public typealias Body = Never
}

/// Rows with a context menu: each row's view carries the menu, as a list row's does.
public struct _ContextMenuTableRowModifier<MenuItems: View>: _TableRowContentModifier {
    public typealias Body = Never
    let menuItems: MenuItems
    public func _decorate(_ row: AnyView) -> AnyView { AnyView(row.contextMenu { menuItems }) }
}

/// Rows with a context menu and its preview.
public struct _ContextMenuPreviewTableRowModifier<MenuItems: View, Preview: View>: _TableRowContentModifier {
    public typealias Body = Never
    let menuItems: MenuItems
    let preview: Preview
    public func _decorate(_ row: AnyView) -> AnyView {
        AnyView(
            row.contextMenu {
                menuItems
            } preview: {
                preview
            })
    }
}

/// Rows that cannot be selected (`.selectionDisabled()`), as a list's rows (§28).
struct SelectionDisabledTableRowModifier: _TableRowContentModifier {
    typealias Body = Never
    let isDisabled: Bool
    func _decorate(_ row: AnyView) -> AnyView { AnyView(row.selectionDisabled(isDisabled)) }
}

/// Rows made draggable or a drop destination (`.draggable`, `.dropDestination`): a script cannot
/// drag, so nothing changes.
struct DragTableRowModifier: _TableRowContentModifier {
    typealias Body = Never
}

extension TableRowContent {
    public func contextMenu<M: View>(@ViewBuilder menuItems: () -> M) -> ModifiedContent<Self, _ContextMenuTableRowModifier<M>> {
        ModifiedContent(content: self, modifier: _ContextMenuTableRowModifier(menuItems: menuItems()))
    }

    public func contextMenu<M: View, P: View>(
        @ViewBuilder menuItems: () -> M, @ViewBuilder preview: () -> P
    ) -> ModifiedContent<Self, _ContextMenuPreviewTableRowModifier<M, P>> {
        ModifiedContent(content: self, modifier: _ContextMenuPreviewTableRowModifier(menuItems: menuItems(), preview: preview()))
    }

    public func selectionDisabled(_ isDisabled: Bool = true) -> some TableRowContent<TableRowValue> {
        ModifiedContent(content: self, modifier: SelectionDisabledTableRowModifier(isDisabled: isDisabled))
    }

    public func itemProvider(_ action: (() -> NSItemProvider?)?) -> ModifiedContent<Self, ItemProviderTableRowModifier> {
        ModifiedContent(content: self, modifier: ItemProviderTableRowModifier())
    }

    public func draggable<T: Transferable>(_ payload: @autoclosure @escaping () -> T) -> some TableRowContent<TableRowValue> {
        ModifiedContent(content: self, modifier: DragTableRowModifier())
    }

    public func dropDestination<T: Transferable>(
        for payloadType: T.Type = T.self, action: @escaping (_ items: [T]) -> Void
    ) -> some TableRowContent<TableRowValue> {
        ModifiedContent(content: self, modifier: DragTableRowModifier())
    }
}

extension DynamicTableRowContent {
    public func onInsert(
        of supportedContentTypes: [UTType], perform action: @escaping (Int, [NSItemProvider]) -> Void
    ) -> ModifiedContent<Self, OnInsertTableRowModifier> {
        ModifiedContent(content: self, modifier: OnInsertTableRowModifier())
    }

    public func dropDestination<T: Transferable>(
        for payloadType: T.Type = T.self, action: @escaping (Int, [T]) -> Void
    ) -> ModifiedContent<Self, OnInsertTableRowModifier> {
        ModifiedContent(content: self, modifier: OnInsertTableRowModifier())
    }
}

/// Two to ten rows, as SwiftUI declares them.
extension TableRowBuilder {
    public static func buildBlock<C0: TableRowContent, C1: TableRowContent>(_ c0: C0, _ c1: C1) -> TupleTableRowContent<Value, (C0, C1)>
    where Value == C0.TableRowValue, C0.TableRowValue == C1.TableRowValue {
        TupleTableRowContent(value: (c0, c1)) { rows in
            c0._appendRows(to: &rows)
            c1._appendRows(to: &rows)
        }
    }

    public static func buildBlock<C0: TableRowContent, C1: TableRowContent, C2: TableRowContent>(
        _ c0: C0, _ c1: C1, _ c2: C2
    ) -> TupleTableRowContent<Value, (C0, C1, C2)>
    where Value == C0.TableRowValue, C0.TableRowValue == C1.TableRowValue, C1.TableRowValue == C2.TableRowValue {
        TupleTableRowContent(value: (c0, c1, c2)) { rows in
            c0._appendRows(to: &rows)
            c1._appendRows(to: &rows)
            c2._appendRows(to: &rows)
        }
    }

    public static func buildBlock<C0: TableRowContent, C1: TableRowContent, C2: TableRowContent, C3: TableRowContent>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3
    ) -> TupleTableRowContent<Value, (C0, C1, C2, C3)>
    where Value == C0.TableRowValue, C0.TableRowValue == C1.TableRowValue, C1.TableRowValue == C2.TableRowValue, C2.TableRowValue == C3.TableRowValue
    {
        TupleTableRowContent(value: (c0, c1, c2, c3)) { rows in
            c0._appendRows(to: &rows)
            c1._appendRows(to: &rows)
            c2._appendRows(to: &rows)
            c3._appendRows(to: &rows)
        }
    }

    public static func buildBlock<C0: TableRowContent, C1: TableRowContent, C2: TableRowContent, C3: TableRowContent, C4: TableRowContent>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4
    ) -> TupleTableRowContent<Value, (C0, C1, C2, C3, C4)>
    where
        Value == C0.TableRowValue, C0.TableRowValue == C1.TableRowValue, C1.TableRowValue == C2.TableRowValue, C2.TableRowValue == C3.TableRowValue,
        C3.TableRowValue == C4.TableRowValue
    {
        TupleTableRowContent(value: (c0, c1, c2, c3, c4)) { rows in
            c0._appendRows(to: &rows)
            c1._appendRows(to: &rows)
            c2._appendRows(to: &rows)
            c3._appendRows(to: &rows)
            c4._appendRows(to: &rows)
        }
    }

    public static func buildBlock<
        C0: TableRowContent, C1: TableRowContent, C2: TableRowContent, C3: TableRowContent, C4: TableRowContent, C5: TableRowContent
    >(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5) -> TupleTableRowContent<Value, (C0, C1, C2, C3, C4, C5)>
    where
        Value == C0.TableRowValue, C0.TableRowValue == C1.TableRowValue, C1.TableRowValue == C2.TableRowValue, C2.TableRowValue == C3.TableRowValue,
        C3.TableRowValue == C4.TableRowValue, C4.TableRowValue == C5.TableRowValue
    {
        TupleTableRowContent(value: (c0, c1, c2, c3, c4, c5)) { rows in
            c0._appendRows(to: &rows)
            c1._appendRows(to: &rows)
            c2._appendRows(to: &rows)
            c3._appendRows(to: &rows)
            c4._appendRows(to: &rows)
            c5._appendRows(to: &rows)
        }
    }

    public static func buildBlock<
        C0: TableRowContent, C1: TableRowContent, C2: TableRowContent, C3: TableRowContent, C4: TableRowContent, C5: TableRowContent,
        C6: TableRowContent
    >(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6) -> TupleTableRowContent<Value, (C0, C1, C2, C3, C4, C5, C6)>
    where
        Value == C0.TableRowValue, C0.TableRowValue == C1.TableRowValue, C1.TableRowValue == C2.TableRowValue, C2.TableRowValue == C3.TableRowValue,
        C3.TableRowValue == C4.TableRowValue, C4.TableRowValue == C5.TableRowValue, C5.TableRowValue == C6.TableRowValue
    {
        TupleTableRowContent(value: (c0, c1, c2, c3, c4, c5, c6)) { rows in
            c0._appendRows(to: &rows)
            c1._appendRows(to: &rows)
            c2._appendRows(to: &rows)
            c3._appendRows(to: &rows)
            c4._appendRows(to: &rows)
            c5._appendRows(to: &rows)
            c6._appendRows(to: &rows)
        }
    }

    public static func buildBlock<
        C0: TableRowContent, C1: TableRowContent, C2: TableRowContent, C3: TableRowContent, C4: TableRowContent, C5: TableRowContent,
        C6: TableRowContent, C7: TableRowContent
    >(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7) -> TupleTableRowContent<Value, (C0, C1, C2, C3, C4, C5, C6, C7)>
    where
        Value == C0.TableRowValue, C0.TableRowValue == C1.TableRowValue, C1.TableRowValue == C2.TableRowValue, C2.TableRowValue == C3.TableRowValue,
        C3.TableRowValue == C4.TableRowValue, C4.TableRowValue == C5.TableRowValue, C5.TableRowValue == C6.TableRowValue,
        C6.TableRowValue == C7.TableRowValue
    {
        TupleTableRowContent(value: (c0, c1, c2, c3, c4, c5, c6, c7)) { rows in
            c0._appendRows(to: &rows)
            c1._appendRows(to: &rows)
            c2._appendRows(to: &rows)
            c3._appendRows(to: &rows)
            c4._appendRows(to: &rows)
            c5._appendRows(to: &rows)
            c6._appendRows(to: &rows)
            c7._appendRows(to: &rows)
        }
    }

    public static func buildBlock<
        C0: TableRowContent, C1: TableRowContent, C2: TableRowContent, C3: TableRowContent, C4: TableRowContent, C5: TableRowContent,
        C6: TableRowContent, C7: TableRowContent, C8: TableRowContent
    >(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8
    ) -> TupleTableRowContent<Value, (C0, C1, C2, C3, C4, C5, C6, C7, C8)>
    where
        Value == C0.TableRowValue, C0.TableRowValue == C1.TableRowValue, C1.TableRowValue == C2.TableRowValue, C2.TableRowValue == C3.TableRowValue,
        C3.TableRowValue == C4.TableRowValue, C4.TableRowValue == C5.TableRowValue, C5.TableRowValue == C6.TableRowValue,
        C6.TableRowValue == C7.TableRowValue, C7.TableRowValue == C8.TableRowValue
    {
        TupleTableRowContent(value: (c0, c1, c2, c3, c4, c5, c6, c7, c8)) { rows in
            c0._appendRows(to: &rows)
            c1._appendRows(to: &rows)
            c2._appendRows(to: &rows)
            c3._appendRows(to: &rows)
            c4._appendRows(to: &rows)
            c5._appendRows(to: &rows)
            c6._appendRows(to: &rows)
            c7._appendRows(to: &rows)
            c8._appendRows(to: &rows)
        }
    }

    public static func buildBlock<
        C0: TableRowContent, C1: TableRowContent, C2: TableRowContent, C3: TableRowContent, C4: TableRowContent, C5: TableRowContent,
        C6: TableRowContent, C7: TableRowContent, C8: TableRowContent, C9: TableRowContent
    >(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8, _ c9: C9
    ) -> TupleTableRowContent<Value, (C0, C1, C2, C3, C4, C5, C6, C7, C8, C9)>
    where
        Value == C0.TableRowValue, C0.TableRowValue == C1.TableRowValue, C1.TableRowValue == C2.TableRowValue, C2.TableRowValue == C3.TableRowValue,
        C3.TableRowValue == C4.TableRowValue, C4.TableRowValue == C5.TableRowValue, C5.TableRowValue == C6.TableRowValue,
        C6.TableRowValue == C7.TableRowValue, C7.TableRowValue == C8.TableRowValue, C8.TableRowValue == C9.TableRowValue
    {
        TupleTableRowContent(value: (c0, c1, c2, c3, c4, c5, c6, c7, c8, c9)) { rows in
            c0._appendRows(to: &rows)
            c1._appendRows(to: &rows)
            c2._appendRows(to: &rows)
            c3._appendRows(to: &rows)
            c4._appendRows(to: &rows)
            c5._appendRows(to: &rows)
            c6._appendRows(to: &rows)
            c7._appendRows(to: &rows)
            c8._appendRows(to: &rows)
            c9._appendRows(to: &rows)
        }
    }
}
