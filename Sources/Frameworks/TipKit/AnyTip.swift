/// Any tip, as one type: what `TipView` and `popoverTip` hold.
public struct AnyTip: Tip {
    let base: any Tip

    public init(_ tip: some Tip) {
        base = (tip as? AnyTip)?.base ?? tip
    }

    public init(erasing tip: some Tip) {
        self.init(tip)
    }

    public var id: String { base.id }
    public var title: Text { base.title }
    public var message: Text? { base.message }
    public var image: Image? { base.image }
    public var actions: [Action] { base.actions }
    public var rules: [Rule] { base.rules }
    public var options: [any TipOption] { base.options }

    /// The wrapped tip's type name (`FavoriteTip`), as a screen line names it.
    var typeName: String { displayTypeName(type(of: base)) }
}
