/// How `TipView` lays out a tip. A style's `makeBody` is never called: a tip is one screen line
/// here whatever its style (see `TipView`).
public protocol TipViewStyle {
    typealias Configuration = TipViewStyleConfiguration
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a `TipViewStyle` draws: the tip and its parts.
public struct TipViewStyleConfiguration {
    public let tip: any Tip

    public var image: Image? { tip.image }
    public var title: Text? { tip.title }
    public var message: Text? { tip.message }
    public var actions: [Tips.Action] { tip.actions }
}

/// TipKit's compact style (`.tipViewStyle(.miniTip)`).
public struct MiniTipViewStyle: TipViewStyle {
    public func makeBody(configuration: Configuration) -> some View {
        configuration.title
    }
}

extension TipViewStyle where Self == MiniTipViewStyle {
    public static var miniTip: MiniTipViewStyle { MiniTipViewStyle() }
}

extension View {
    /// Accepted: a tip's look is not drawn (see `TipViewStyle`).
    public func tipViewStyle(_ style: some TipViewStyle) -> some View { self }
}
