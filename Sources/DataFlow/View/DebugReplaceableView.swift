/// A type-erased view that Xcode's debug builds can replace (iOS 26): what Xcode wraps a view in
/// so that a preview or a debug session can swap its code while the app runs.
///
/// In a running app it shows the view it erases, as `AnyView` does, and its identity rules are
/// `AnyView`'s: the erased view keeps its state while its type stays the same, and a view of
/// another type at the same place is a new view, whose state starts again (§1). Modelled as
/// `AnyView` is; nothing here replaces code.
public struct DebugReplaceableView: View {
    let content: any View

    public init<V: View>(erasing view: V) {
        content = view
    }
}

extension DebugReplaceableView: StructuralContent {
    package func children() -> [ChildSlot] { [ChildSlot(key: .position(0), view: content)] }
}

extension DebugReplaceableView: ViewCountDeclaring {
    /// The erased view's count is not in the type: it varies, as an `AnyView`'s does (§33).
    static func viewCount(depth: Int) -> ViewCount { .varying }
}
