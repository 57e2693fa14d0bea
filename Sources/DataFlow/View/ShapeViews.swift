import Foundation

// The views a shape becomes when it is filled or stroked (iOS 17's shape views): SwiftUI's types,
// with their generic parameters and members, so code can name them, read their parts and fill or
// stroke them again. dataflow draws nothing (D15): each is the same node a style modifier makes,
// its style shown on the shape's screen line (`Circle .fill(.red) .strokeBorder(.white)`).

/// A view that is a shape drawn with a style, which can be filled or stroked again (iOS 17):
/// `RoundedRectangle(cornerRadius: 8).fill(.thinMaterial).stroke(.secondary, lineWidth: 2)` draws
/// both, and the screen line shows both.
public protocol ShapeView<Content>: View {
    /// The shape drawn.
    associatedtype Content: Shape
    /// The shape drawn.
    var shape: Content { get }
}

/// A shape filled with a style: what `Shape.fill(_:style:)` returns, and a shape's own body
/// (filled with the foreground style).
public struct _ShapeView<Content: Shape, Style: ShapeStyle>: ShapeView {
    public typealias Body = Never

    /// The shape filled.
    public var shape: Content
    /// The style it is filled with.
    public var style: Style
    /// How it is filled (even-odd, antialiased).
    public var fillStyle: FillStyle

    public init(shape: Content, style: Style, fillStyle: FillStyle = FillStyle()) {
        self.shape = shape
        self.style = style
        self.fillStyle = fillStyle
    }
}

/// A shape view filled again (iOS 17): what `ShapeView.fill(_:style:)` returns, the fill drawn
/// over `background`, the shape view it was called on.
public struct FillShapeView<Content: Shape, Style: ShapeStyle, Background: View>: ShapeView {
    public typealias Body = Never

    /// The shape filled.
    public var shape: Content
    /// The style it is filled with.
    public var style: Style
    /// How it is filled (even-odd, antialiased).
    public var fillStyle: FillStyle
    /// What is drawn below the fill: the shape view this fill was added to, or nothing.
    public var background: Background

    public init(shape: Content, style: Style, fillStyle: FillStyle, background: Background) {
        self.shape = shape
        self.style = style
        self.fillStyle = fillStyle
        self.background = background
    }
}

/// A shape's outline drawn with a style, centred on the shape's edge (iOS 17): what
/// `Shape.stroke(_:lineWidth:antialiased:)` and `ShapeView.stroke(…)` return.
public struct StrokeShapeView<Content: Shape, Style: ShapeStyle, Background: View>: ShapeView {
    public typealias Body = Never

    /// The shape stroked.
    public var shape: Content
    /// The style the outline is drawn with.
    public var style: Style
    /// The outline's width, caps, joins and dashes.
    public var strokeStyle: StrokeStyle
    /// Whether the outline is antialiased.
    public var isAntialiased: Bool
    /// What is drawn below the outline: the shape view this stroke was added to, or nothing.
    public var background: Background

    public init(shape: Content, style: Style, strokeStyle: StrokeStyle, isAntialiased: Bool, background: Background) {
        self.shape = shape
        self.style = style
        self.strokeStyle = strokeStyle
        self.isAntialiased = isAntialiased
        self.background = background
    }
}

/// A shape's outline drawn inside its edge (iOS 17): what `InsettableShape.strokeBorder(…)` and
/// `ShapeView.strokeBorder(…)` return.
public struct StrokeBorderShapeView<Content: InsettableShape, Style: ShapeStyle, Background: View>: ShapeView {
    public typealias Body = Never

    /// The shape stroked.
    public var shape: Content
    /// The style the outline is drawn with.
    public var style: Style
    /// The outline's width, caps, joins and dashes.
    public var strokeStyle: StrokeStyle
    /// Whether the outline is antialiased.
    public var isAntialiased: Bool
    /// What is drawn below the outline: the shape view this stroke was added to, or nothing.
    public var background: Background

    public init(shape: Content, style: Style, strokeStyle: StrokeStyle, isAntialiased: Bool, background: Background) {
        self.shape = shape
        self.style = style
        self.strokeStyle = strokeStyle
        self.isAntialiased = isAntialiased
        self.background = background
    }
}

// MARK: Nodes

/// A shape view as the graph runs it: a style modifier (`.fill(.red)`) on what it draws over,
/// the same node, identity and screen line a `ModifiedContent` with that style made before
/// iOS 17's types, so transcripts stay as they were.
protocol StyledShapeView: ModifiedContentProtocol {
    /// The style as the screen shows it: `.fill(.red)`.
    var styleModifier: _StyleModifier { get }
}

extension StyledShapeView {
    var anyModifier: any ViewModifier { styleModifier }

    /// The node: the style modifier's, as `ModifiedContent` makes it.
    package func makeNode(in context: NodeContext) -> Node { styleModifier.makeNode(in: context, viewType: Self.self) }
}

/// What a shape view draws over: the shape view it was called on, or the shape itself when
/// there is none (`EmptyView`).
private func drawnBelow(_ shape: some Shape, _ background: some View) -> any View {
    if background is EmptyView { return shape }
    return background
}

extension _ShapeView: StyledShapeView {
    var styleModifier: _StyleModifier { _StyleModifier(name: "fill", style: style._styleName) }
    var anyContent: any View { shape }
}

extension _ShapeView: BuiltinView {}

extension FillShapeView: StyledShapeView {
    var styleModifier: _StyleModifier { _StyleModifier(name: "fill", style: style._styleName) }
    var anyContent: any View { drawnBelow(shape, background) }
}

extension FillShapeView: BuiltinView {}

extension StrokeShapeView: StyledShapeView {
    var styleModifier: _StyleModifier { _StyleModifier(name: "stroke", style: style._styleName) }
    var anyContent: any View { drawnBelow(shape, background) }
}

extension StrokeShapeView: BuiltinView {}

extension StrokeBorderShapeView: StyledShapeView {
    var styleModifier: _StyleModifier { _StyleModifier(name: "strokeBorder", style: style._styleName) }
    var anyContent: any View { drawnBelow(shape, background) }
}

extension StrokeBorderShapeView: BuiltinView {}

// MARK: Filling and stroking a shape

extension Shape {
    /// The shape filled with `content` (the foreground style unless given).
    public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> _ShapeView<Self, S> {
        _ShapeView(shape: self, style: content, fillStyle: style)
    }

    /// The shape filled with the foreground style.
    @_disfavoredOverload
    public func fill(style: FillStyle = FillStyle()) -> _ShapeView<Self, ForegroundStyle> {
        _ShapeView(shape: self, style: ForegroundStyle(), fillStyle: style)
    }

    /// The shape's outline drawn with `content`.
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> StrokeShapeView<Self, S, EmptyView> {
        StrokeShapeView(shape: self, style: content, strokeStyle: style, isAntialiased: antialiased, background: EmptyView())
    }

    /// The shape's outline drawn with `content`, `lineWidth` wide.
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> StrokeShapeView<Self, S, EmptyView> {
        stroke(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }

    /// The shape's outline as a shape of its own (SwiftUI returns `some Shape`): shown as the
    /// shape stroked with the foreground style.
    public func stroke(style: StrokeStyle) -> _ModifiedShape<Self> { _ModifiedShape(base: self, note: ".stroke(.foreground)") }

    /// The shape's outline, `lineWidth` wide, as a shape of its own.
    public func stroke(lineWidth: CGFloat = 1) -> _ModifiedShape<Self> { stroke(style: StrokeStyle(lineWidth: lineWidth)) }
}

extension InsettableShape {
    /// The shape's outline drawn inside its edge with `content` (the foreground style unless given).
    public func strokeBorder<S: ShapeStyle>(
        _ content: S = .foreground, style: StrokeStyle, antialiased: Bool = true
    ) -> StrokeBorderShapeView<Self, S, EmptyView> {
        StrokeBorderShapeView(shape: self, style: content, strokeStyle: style, isAntialiased: antialiased, background: EmptyView())
    }

    /// The shape's outline, `lineWidth` wide, drawn inside its edge.
    public func strokeBorder<S: ShapeStyle>(
        _ content: S = .foreground, lineWidth: CGFloat = 1, antialiased: Bool = true
    ) -> StrokeBorderShapeView<Self, S, EmptyView> {
        strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }

    @_disfavoredOverload
    public func strokeBorder(style: StrokeStyle, antialiased: Bool = true) -> StrokeBorderShapeView<Self, ForegroundStyle, EmptyView> {
        strokeBorder(ForegroundStyle(), style: style, antialiased: antialiased)
    }

    @_disfavoredOverload
    public func strokeBorder(lineWidth: CGFloat = 1, antialiased: Bool = true) -> StrokeBorderShapeView<Self, ForegroundStyle, EmptyView> {
        strokeBorder(ForegroundStyle(), lineWidth: lineWidth, antialiased: antialiased)
    }
}

// MARK: Filling and stroking a shape view again

extension ShapeView {
    /// A fill drawn over this shape view.
    public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> FillShapeView<Content, S, Self> {
        FillShapeView(shape: shape, style: content, fillStyle: style, background: self)
    }

    /// An outline drawn over this shape view.
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> StrokeShapeView<Content, S, Self> {
        StrokeShapeView(shape: shape, style: content, strokeStyle: style, isAntialiased: antialiased, background: self)
    }

    /// An outline, `lineWidth` wide, drawn over this shape view.
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> StrokeShapeView<Content, S, Self> {
        stroke(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }
}

extension ShapeView where Content: InsettableShape {
    /// An outline drawn inside the shape's edge, over this shape view.
    public func strokeBorder<S: ShapeStyle>(
        _ content: S = .foreground, style: StrokeStyle, antialiased: Bool = true
    ) -> StrokeBorderShapeView<Content, S, Self> {
        StrokeBorderShapeView(shape: shape, style: content, strokeStyle: style, isAntialiased: antialiased, background: self)
    }

    /// An outline, `lineWidth` wide, drawn inside the shape's edge, over this shape view.
    public func strokeBorder<S: ShapeStyle>(
        _ content: S = .foreground, lineWidth: CGFloat = 1, antialiased: Bool = true
    ) -> StrokeBorderShapeView<Content, S, Self> {
        strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }
}
