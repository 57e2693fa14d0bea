import Foundation

/// One column of a table: its title and the cell it shows for each row; `Sort` is how a header
/// tap would sort by it (`Never` when it cannot). A compact table, as on an iPhone, shows only the
/// first column's cells and no header.
public struct TableColumn<RowValue: Identifiable, Sort: SortComparator, Content: View, Label: View>: TableColumnContent {
    public typealias TableRowValue = RowValue
    public typealias TableColumnSortComparator = Sort
    public typealias TableColumnBody = Never
    let title: String
    let cell: (RowValue) -> Content

    init(title: String, cell: @escaping (RowValue) -> Content) {
        self.title = title
        self.cell = cell
    }

    public func _appendColumns(to columns: inout _TableColumns<RowValue>) {
        let cell = self.cell
        columns.columns.append(.init(title: title) { AnyView(cell($0)) })
    }

    /// A column's width: appearance (a compact table shows one column).
    public func width(_ width: CGFloat? = nil) -> TableColumn { self }
    public func width(min: CGFloat? = nil, ideal: CGFloat? = nil, max: CGFloat? = nil) -> TableColumn { self }
    public func width() -> TableColumn { self }
}

extension TableColumn where Sort == Never, Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: titleKey.text, cell: content)
    }
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: String(localized: titleResource), cell: content)
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: String(title), cell: content)
    }
    public init(_ text: Text, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: text.string, cell: content)
    }
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String>) where Content == Text {
        self.init(title: titleKey.text, cell: { Text($0[keyPath: value]) })
    }
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, value: KeyPath<RowValue, String>) where Content == Text {
        self.init(title: String(localized: titleResource), cell: { Text($0[keyPath: value]) })
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, String>) where Content == Text {
        self.init(title: String(title), cell: { Text($0[keyPath: value]) })
    }
    public init(_ text: Text, value: KeyPath<RowValue, String>) where Content == Text {
        self.init(title: text.string, cell: { Text($0[keyPath: value]) })
    }
}

extension TableColumn where RowValue == Sort.Compared, Label == Text {
    public init(_ titleKey: LocalizedStringKey, sortUsing comparator: Sort, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: titleKey.text, cell: content)
    }
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, sortUsing comparator: Sort, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: String(localized: titleResource), cell: content)
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, sortUsing comparator: Sort, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: String(title), cell: content)
    }
    public init(_ text: Text, sortUsing comparator: Sort, @ViewBuilder content: @escaping (RowValue) -> Content) {
        self.init(title: text.string, cell: content)
    }
}

extension TableColumn where Sort == KeyPathComparator<RowValue>, Label == Text {
    public init<V>(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, V>, @ViewBuilder content: @escaping (RowValue) -> Content)
    where V: Comparable {
        self.init(title: titleKey.text, cell: content)
    }
    @_disfavoredOverload
    public init<V>(_ titleResource: LocalizedStringResource, value: KeyPath<RowValue, V>, @ViewBuilder content: @escaping (RowValue) -> Content)
    where V: Comparable {
        self.init(title: String(localized: titleResource), cell: content)
    }
    @_disfavoredOverload
    public init<V, S: StringProtocol>(_ title: S, value: KeyPath<RowValue, V>, @ViewBuilder content: @escaping (RowValue) -> Content)
    where V: Comparable {
        self.init(title: String(title), cell: content)
    }
    public init<V>(_ text: Text, value: KeyPath<RowValue, V>, @ViewBuilder content: @escaping (RowValue) -> Content) where V: Comparable {
        self.init(title: text.string, cell: content)
    }
    public init<V, C>(
        _ titleKey: LocalizedStringKey, value: KeyPath<RowValue, V>, comparator: C, @ViewBuilder content: @escaping (RowValue) -> Content
    ) where V == C.Compared, C: SortComparator {
        self.init(title: titleKey.text, cell: content)
    }
    @_disfavoredOverload
    public init<V, C>(
        _ titleResource: LocalizedStringResource, value: KeyPath<RowValue, V>, comparator: C, @ViewBuilder content: @escaping (RowValue) -> Content
    ) where V == C.Compared, C: SortComparator {
        self.init(title: String(localized: titleResource), cell: content)
    }
    @_disfavoredOverload
    public init<V, C, S: StringProtocol>(
        _ title: S, value: KeyPath<RowValue, V>, comparator: C, @ViewBuilder content: @escaping (RowValue) -> Content
    ) where V == C.Compared, C: SortComparator {
        self.init(title: String(title), cell: content)
    }
    public init<V, C>(_ text: Text, value: KeyPath<RowValue, V>, comparator: C, @ViewBuilder content: @escaping (RowValue) -> Content)
    where V == C.Compared, C: SortComparator {
        self.init(title: text.string, cell: content)
    }
    public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String>, comparator: String.StandardComparator = .lexical)
    where Content == Text {
        self.init(title: titleKey.text, cell: { Text($0[keyPath: value]) })
    }
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, value: KeyPath<RowValue, String>, comparator: String.StandardComparator = .lexical)
    where Content == Text {
        self.init(title: String(localized: titleResource), cell: { Text($0[keyPath: value]) })
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, String>, comparator: String.StandardComparator = .lexical)
    where Content == Text {
        self.init(title: String(title), cell: { Text($0[keyPath: value]) })
    }
    public init(_ text: Text, value: KeyPath<RowValue, String>, comparator: String.StandardComparator = .lexical) where Content == Text {
        self.init(title: text.string, cell: { Text($0[keyPath: value]) })
    }
}
