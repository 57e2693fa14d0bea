/// A view made from a collection, whose rows a list can delete and move: `ForEach`.
public protocol DynamicViewContent: View {
    associatedtype Data: Collection
    var data: Data { get }
}

extension ForEach: DynamicViewContent where Content: View {}

extension ModifiedContent: DynamicViewContent where Content: DynamicViewContent, Modifier: ViewModifier {
    public var data: Content.Data { content.data }
}

extension DynamicViewContent {
    /// Rows the user can swipe to delete (`delete "Milk"`); `action` gets their offsets in the data
    /// and must remove those elements (SwiftUI has already removed the rows from the list).
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> ModifiedContent<Self, _RowEditingModifier> {
        modifier(_RowEditingModifier(delete: action, move: nil))
    }

    /// Rows the user can drag (`move "Milk" 0`); `action` gets the offsets moved and the offset
    /// they go before, in the data's old order.
    public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> ModifiedContent<Self, _RowEditingModifier> {
        modifier(_RowEditingModifier(delete: nil, move: action))
    }
}

/// `.onDelete` / `.onMove`: the rows of the content `ForEach` become script controls.
public struct _RowEditingModifier: BuiltinModifier {
    let delete: ((IndexSet) -> Void)?
    let move: ((IndexSet, Int) -> Void)?

    package func makeNode(in context: NodeContext, viewType: Any.Type) -> ModifierNode {
        RowEditingNode(modifier: self, context: context, viewType: viewType)
    }
}

/// Offers each row of the `ForEach` below as a deletable and/or movable row, labelled with the
/// text the row shows. A row's offset is its position among the ForEach's rows, which is its
/// element's offset in the data.
final class RowEditingNode: ModifierNode, ControlNode {
    private var editing: [_RowEditingModifier] {
        var found: [_RowEditingModifier] = []
        var node: Node? = self
        while let modifierNode = node as? ModifierNode, let editing = modifierNode.modifier as? _RowEditingModifier {
            found.append(editing)
            node = modifierNode.children.first
        }
        return found
    }

    /// The rows: the children of the ForEach under this modifier (and any stacked on it).
    private var rows: [Node] {
        var node: Node? = children.first
        while let current = node, !(current is ForEachNode) { node = current.children.first }
        return node?.children ?? []
    }

    var controlHandles: [ControlHandle] {
        // A chain `.onDelete { }.onMove { }` is one node each: the outermost offers for all.
        guard !(parent is RowEditingNode) else { return [] }
        return rowEditingHandles(rows: rows, delete: editing.lazy.compactMap(\.delete).first, move: editing.lazy.compactMap(\.move).first)
    }

}

extension Node {
    /// Each of `rows` as a deletable row (with `delete`) and a movable row (with `move`), labelled
    /// with the text the row shows; a row's offset is its position among the rows, which is its
    /// element's offset in the data.
    func rowEditingHandles(rows: [Node], delete: ((IndexSet) -> Void)?, move: ((IndexSet, Int) -> Void)?) -> [ControlHandle] {
        var handles: [ControlHandle] = []
        for (offset, row) in rows.enumerated() {
            let label = row.labelText()
            // "When you add swipe actions, SwiftUI no longer synthesizes the Delete actions" of
            // `.onDelete` (§28): such a row is deleted, if at all, by one of its swipe buttons.
            if let delete, !Self.hasSwipeActions(row) {
                var handle = ControlHandle(kind: .deletableRow, label: label) { [unowned self] _ in
                    self.host.perform { delete(IndexSet(integer: offset)) }
                }
                handle.blockedReason = { [unowned row] in row.rowTraitBlock(.delete) }
                handles.append(handle)
            }
            if let move {
                var handle = ControlHandle(kind: .movableRow, label: label) { [unowned self] action in
                    guard case .move(_, let destination) = action else { return }
                    self.host.perform { move(IndexSet(integer: offset), destination) }
                }
                handle.blockedReason = { [unowned row] in row.rowTraitBlock(.move) }
                handles.append(handle)
            }
        }
        return handles
    }

    /// Whether a row (not a row nested in it) carries swipe actions.
    private static func hasSwipeActions(_ row: Node) -> Bool {
        var found = false
        row.walk { node, _ in
            if (node as? SecondaryContentNode)?.isSwipeActions == true { found = true }
            return found || node is ForEachNode ? [] : node.children
        }
        return found
    }
}
