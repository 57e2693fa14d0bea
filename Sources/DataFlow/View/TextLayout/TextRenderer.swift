import Foundation

/// A value that draws text its own way (iOS 17): wavy, fading in glyph by glyph, highlighted where marked.
///
/// How text is drawn is appearance (D15): `View.textRenderer(_:)` accepts a renderer and dataflow, which
/// draws no text, never calls it. A layout made for one is described at `Text.Layout`.
public protocol TextRenderer: Animatable {
    /// Draws `layout`'s lines, runs or glyphs into `ctx`, the renderer's whole job.
    func draw(layout: Text.Layout, in ctx: inout GraphicsContext)

    /// The size the text takes for `proposal` (iOS 18), for a renderer that needs more or less room than the text.
    func sizeThatFits(proposal: ProposedViewSize, text: TextProxy) -> CGSize

    /// How far the drawing may reach outside the text's frame (iOS 18), for effects that spill over its edges.
    var displayPadding: EdgeInsets { get }
}

extension TextRenderer {
    /// The text's own size, for a renderer that draws within the text's room.
    public func sizeThatFits(proposal: ProposedViewSize, text: TextProxy) -> CGSize { text.sizeThatFits(proposal) }

    /// No padding, for a renderer that draws within the text's frame.
    public var displayPadding: EdgeInsets { EdgeInsets() }
}

/// The text a `TextRenderer` draws, as it can be measured (iOS 18), so a renderer can size itself from it.
public struct TextProxy {
    /// The text measured.
    let text: Text

    /// A proxy measuring `text`.
    package init(_ text: Text) { self.text = text }

    /// The text's size for `proposal`, by dataflow's estimate of text (`LayoutMetrics`).
    ///
    /// Each line as written is as wide as its characters in the text's font (the body style's when it has
    /// none); a proposed width narrower than the longest line wraps lines as a `Text` on the screen wraps them,
    /// and the height is the number of lines times the font's line height. A nil width wraps nothing.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let characterWidth = LayoutMetrics.characterWidth(text.font)
        let lineHeight = LayoutMetrics.textLineHeight(text.font)
        let paragraphs = text.string.split(separator: "\n", omittingEmptySubsequences: false).map { Double($0.count) }
        let natural = (paragraphs.max() ?? 0) * characterWidth
        let width = proposal.width.map { min(natural, Double($0)) } ?? natural
        let perLine = max(1, (width / characterWidth).rounded(.down))
        let lines = paragraphs.reduce(0.0) { total, count in total + max(1, (count / perLine).rounded(.up)) }
        return CGSize(width: width, height: lines * lineHeight)
    }
}

extension View {
    /// Draws the text in this view with `renderer` (iOS 18): appearance, accepted and not drawn (see `TextRenderer`).
    public func textRenderer<T: TextRenderer>(_ renderer: T) -> ModifiedContent<Self, _AppearanceModifier> {
        styled(".textRenderer")
    }
}

/// A value a text carries for a `TextRenderer` to find on its runs (iOS 17), to draw marked text differently.
public protocol TextAttribute: Hashable {}

extension Text {
    /// Marks the text with `value` for a renderer (iOS 17); dataflow keeps it nowhere.
    ///
    /// A `Text` here is its characters and its visible modifiers, and a renderer is never called (see
    /// `TextRenderer`), so the attribute is dropped: a run's `subscript(key:)` answers nil.
    public func customAttribute<T: TextAttribute>(_ value: T) -> Text { self }
}
