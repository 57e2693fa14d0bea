/// `.deleteDisabled(_:)`, `.moveDisabled(_:)` and `.selectionDisabled(_:)`: a row that cannot be
/// deleted, moved or selected, whatever its list offers (§28).
///
/// SwiftUI keeps these as traits of the row view: a row with `.deleteDisabled(true)` shows no
/// Delete when swiped, even under `.onDelete`; a row with `.selectionDisabled()` cannot be tapped
/// into a `List(selection:)`. dataflow offers the row to scripts all the same and says why the
/// action does nothing, as it does for a disabled button (§22). Where a row carries the same
/// trait twice, the outermost modifier wins (the value closest to the list, as for `.tag`).
public struct _RowTraitModifier: BuiltinModifier {
    let trait: RowTrait
    let isDisabled: Bool
}

/// What a row trait disables.
enum RowTrait: String {
    case delete = "deleteDisabled"
    case move = "moveDisabled"
    case selection = "selectionDisabled"
}

extension View {
    public func deleteDisabled(_ isDisabled: Bool) -> ModifiedContent<Self, _RowTraitModifier> {
        modifier(_RowTraitModifier(trait: .delete, isDisabled: isDisabled))
    }

    public func moveDisabled(_ isDisabled: Bool) -> ModifiedContent<Self, _RowTraitModifier> {
        modifier(_RowTraitModifier(trait: .move, isDisabled: isDisabled))
    }

    public func selectionDisabled(_ isDisabled: Bool = true) -> ModifiedContent<Self, _RowTraitModifier> {
        modifier(_RowTraitModifier(trait: .selection, isDisabled: isDisabled))
    }
}

extension Node {
    /// Why `trait` keeps this row from its action (`.deleteDisabled(true)`), or nil: the
    /// outermost such modifier on the row, not one of a list nested in it.
    func rowTraitBlock(_ trait: RowTrait) -> String? {
        var found: Bool?
        walk { node, _ in
            if found == nil, let modifier = (node as? ModifierNode)?.modifier as? _RowTraitModifier, modifier.trait == trait {
                found = modifier.isDisabled
            }
            return found != nil || node is ForEachNode ? [] : node.children
        }
        return found == true ? "the row is .\(trait.rawValue)(true)" : nil
    }
}
