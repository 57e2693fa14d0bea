/// A tip shown inline: one screen line, `TipView "Add to Favorites"`, quoting the tip's title.
///
/// TipKit draws the title, message, image and buttons in a bubble; dataflow shows that the tip is
/// there, by its title. Every tip is available here (see `Tip.status`), so a tip is drawn even
/// before `Tips.configure()` and after `invalidate(reason:)`, which the step notes instead. A nil
/// tip (a `TipGroup` with none left) draws nothing, as in TipKit.
public struct TipView<Content: Tip>: View {
    let tip: AnyTip?
    let action: @Sendable (Tips.Action) -> Void

    public var body: some View {
        if let tip {
            DrawnView(kind: "TipView", detail: tip.title.string.quotedLiteral)
        }
    }
}

extension TipView where Content == AnyTip {
    public init(_ tip: (any Tip)?, arrowEdge: Edge? = nil, action: @escaping @Sendable (Tips.Action) -> Void = { _ in }) {
        self.tip = tip.map { AnyTip($0) }
        self.action = action
    }

    /// A tip whose presentation the app also controls through `isPresented` (iOS 26).
    public init(
        _ tip: (any Tip)?, isPresented: Binding<Bool>? = nil, arrowEdge: Edge? = nil,
        action: @escaping @Sendable (Tips.Action) -> Void = { _ in }
    ) {
        self.init(tip, arrowEdge: arrowEdge, action: action)
    }

    /// A tip anchored to a view marked `.tipAnchor(anchorID)` (iOS 26).
    public init<AnchorID: Hashable & Sendable>(
        _ tip: (any Tip)?, isPresented: Binding<Bool>? = nil, arrowEdge: Edge? = nil, anchorID: AnchorID,
        action: @escaping @Sendable (Tips.Action) -> Void = { _ in }
    ) {
        self.init(tip, arrowEdge: arrowEdge, action: action)
    }
}
