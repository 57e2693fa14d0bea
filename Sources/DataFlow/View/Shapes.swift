import Foundation

/// Shapes and simple leaves: they draw a line on the screen and hold no state.

/// A 2D shape: a view that fills its space with a path. dataflow draws nothing, so a shape is a
/// leaf of the screen named by what it is (`Circle`, `RoundedRectangle(cornerRadius: 10)`, a
/// custom shape by its type); style modifiers (`.fill`, `.stroke`) show on its line.
public protocol Shape: Animatable, View {
    /// The outline of the shape in `rect`. dataflow never calls it; custom shapes compile as written.
    func path(in rect: CGRect) -> Path
    /// What the shape is drawn as by default (iOS 15): a fill, a stroke or a separator.
    static var role: ShapeRole { get }
    /// Whether the shape's path mirrors in a right-to-left layout (iOS 17).
    var layoutDirectionBehavior: LayoutDirectionBehavior { get }
    /// The size the shape takes for a proposal (iOS 16).
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize
    /// What the screen shows for this shape.
    var _shapeName: String { get }
}

extension Shape {
    public var _shapeName: String { displayTypeName(Self.self) }

    /// A shape is filled unless it says otherwise, as in SwiftUI.
    public static var role: ShapeRole { .fill }

    /// iOS 17's default: a shape's path mirrors in a right-to-left layout (SwiftUI's default for
    /// apps built for iOS 17 and later). Symmetric built-in shapes say `.fixed`.
    public var layoutDirectionBehavior: LayoutDirectionBehavior { .mirrors(in: .rightToLeft) }

    /// A shape takes all it is offered; an unspecified dimension is 10 points, as
    /// `ProposedViewSize.replacingUnspecifiedDimensions()` gives it.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { proposal.replacingUnspecifiedDimensions() }
}

extension Shape where Body == _ShapeView<Self, ForegroundStyle> {
    /// A shape's body is itself filled with the foreground style, as in SwiftUI; the graph makes a
    /// shape's node itself and never asks.
    public var body: _ShapeView<Self, ForegroundStyle> { _ShapeView(shape: self, style: ForegroundStyle()) }
}

/// A shape that can be inset: the ones `strokeBorder` draws inside of.
public protocol InsettableShape: Shape {
    associatedtype InsetShape: InsettableShape
    func inset(by amount: CGFloat) -> InsetShape
}

/// A circle.
public struct Circle: InsettableShape {
    public init() {}
    /// The largest circle centred in `rect`.
    public func path(in rect: CGRect) -> Path {
        let side = min(rect.width, rect.height)
        return Path(ellipseIn: CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side))
    }
    public func inset(by amount: CGFloat) -> _InsetShape<Circle> { _InsetShape(base: self, amount: amount) }
    /// A circle is symmetric: it never mirrors.
    public var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }

    /// A circle is as wide as it is tall: the smaller side of the proposal (an unspecified side
    /// takes the other's length; both unspecified, 10 points).
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let side: CGFloat
        switch (proposal.width, proposal.height) {
        case (let width?, let height?): side = min(width, height)
        case (let width?, nil): side = width
        case (nil, let height?): side = height
        case (nil, nil): side = 10
        }
        return CGSize(width: side, height: side)
    }
}

/// A rectangle.
public struct Rectangle: InsettableShape {
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(rect) }
    public func inset(by amount: CGFloat) -> _InsetShape<Rectangle> { _InsetShape(base: self, amount: amount) }
    /// A rectangle is symmetric: it never mirrors.
    public var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }
}

/// A rectangle with rounded corners.
public struct RoundedRectangle: InsettableShape {
    public var cornerSize: CGSize
    public var style: RoundedCornerStyle

    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        cornerSize = CGSize(width: cornerRadius, height: cornerRadius)
        self.style = style
    }

    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize
        self.style = style
    }

    public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerSize: cornerSize, style: style) }
    public func inset(by amount: CGFloat) -> _InsetShape<RoundedRectangle> { _InsetShape(base: self, amount: amount) }
    public var _shapeName: String { "RoundedRectangle(cornerRadius: \(formatNumber(Double(cornerSize.width))))" }
    /// A rounded rectangle is symmetric: it never mirrors.
    public var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }

    /// The corner size's width and height: what an animation between two corner sizes moves.
    public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(cornerSize.width, cornerSize.height) }
        set { cornerSize = CGSize(width: newValue.first, height: newValue.second) }
    }
}

/// A rectangle with different corner radii.
public struct UnevenRoundedRectangle: InsettableShape {
    public var cornerRadii: RectangleCornerRadii
    public var style: RoundedCornerStyle

    public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        self.cornerRadii = cornerRadii
        self.style = style
    }

    public init(
        topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0, topTrailingRadius: CGFloat = 0,
        style: RoundedCornerStyle = .continuous
    ) {
        self.init(
            cornerRadii: RectangleCornerRadii(
                topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius, bottomTrailing: bottomTrailingRadius,
                topTrailing: topTrailingRadius),
            style: style)
    }

    public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerRadii: cornerRadii, style: style) }
    public func inset(by amount: CGFloat) -> _InsetShape<UnevenRoundedRectangle> { _InsetShape(base: self, amount: amount) }

    /// The four radii, as two pairs (top leading and bottom leading, then bottom trailing and
    /// top trailing: the order `RectangleCornerRadii` declares them in), for animations.
    public var animatableData: AnimatablePair<AnimatablePair<CGFloat, CGFloat>, AnimatablePair<CGFloat, CGFloat>> {
        get {
            AnimatablePair(
                AnimatablePair(cornerRadii.topLeading, cornerRadii.bottomLeading),
                AnimatablePair(cornerRadii.bottomTrailing, cornerRadii.topTrailing))
        }
        set {
            cornerRadii = RectangleCornerRadii(
                topLeading: newValue.first.first, bottomLeading: newValue.first.second, bottomTrailing: newValue.second.first,
                topTrailing: newValue.second.second)
        }
    }
}

/// The radii of a rectangle's four corners, each its own.
public struct RectangleCornerRadii: Equatable, Sendable {
    public var topLeading: CGFloat
    public var bottomLeading: CGFloat
    public var bottomTrailing: CGFloat
    public var topTrailing: CGFloat

    public init(topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0, topTrailing: CGFloat = 0) {
        self.topLeading = topLeading
        self.bottomLeading = bottomLeading
        self.bottomTrailing = bottomTrailing
        self.topTrailing = topTrailing
    }
}

/// A capsule: a rectangle with semicircular ends.
public struct Capsule: InsettableShape {
    /// How the ends' curves are drawn.
    public var style: RoundedCornerStyle

    public init(style: RoundedCornerStyle = .continuous) { self.style = style }
    /// A rounded rectangle whose corner radius is half its shorter side.
    public func path(in r: CGRect) -> Path { Path(roundedRect: r, cornerRadius: min(r.width, r.height) / 2, style: style) }
    public func inset(by amount: CGFloat) -> _InsetShape<Capsule> { _InsetShape(base: self, amount: amount) }
    /// A capsule is symmetric: it never mirrors.
    public var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }
}

/// An ellipse.
public struct Ellipse: InsettableShape {
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
    public func inset(by amount: CGFloat) -> _InsetShape<Ellipse> { _InsetShape(base: self, amount: amount) }
    /// An ellipse is symmetric: it never mirrors.
    public var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }
}

/// The shape of the container a view is in.
public struct ContainerRelativeShape: InsettableShape {
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(rect) }
    public func inset(by amount: CGFloat) -> _InsetShape<ContainerRelativeShape> { _InsetShape(base: self, amount: amount) }
}

/// A shape inset by an amount.
public struct _InsetShape<Base: Shape>: InsettableShape {
    let base: Base
    let amount: CGFloat
    public func path(in rect: CGRect) -> Path { base.path(in: rect) }
    public func inset(by amount: CGFloat) -> _InsetShape<Base> { _InsetShape(base: base, amount: self.amount + amount) }
    public var _shapeName: String { base._shapeName + " .inset(by: \(formatNumber(Double(amount))))" }
    public static var role: ShapeRole { Base.role }
    public var layoutDirectionBehavior: LayoutDirectionBehavior { base.layoutDirectionBehavior }
}

/// A shape changed by `trim` or `size` (SwiftUI returns `some Shape`): still a shape.
public struct _ModifiedShape<Base: Shape>: Shape {
    let base: Base
    let note: String
    public func path(in rect: CGRect) -> Path { base.path(in: rect) }
    public var _shapeName: String { base._shapeName + " " + note }
    public var animatableData: Base.AnimatableData {
        get { base.animatableData }
        set {}
    }
    public static var role: ShapeRole { Base.role }
    public var layoutDirectionBehavior: LayoutDirectionBehavior { base.layoutDirectionBehavior }
}

/// Any shape, its type erased.
public struct AnyShape: Shape {
    let base: any Shape
    public init<S: Shape>(_ shape: S) { base = shape }
    public func path(in rect: CGRect) -> Path { base.path(in: rect) }
    public var _shapeName: String { base._shapeName }
    /// The wrapped shape's size for the proposal.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { base.sizeThatFits(proposal) }
    /// The wrapped shape's behavior.
    public var layoutDirectionBehavior: LayoutDirectionBehavior { base.layoutDirectionBehavior }
}

extension Shape {
    public func trim(from start: CGFloat = 0, to end: CGFloat = 1) -> _ModifiedShape<Self> {
        _ModifiedShape(base: self, note: ".trim(from: \(formatNumber(Double(start))), to: \(formatNumber(Double(end))))")
    }
    public func size(width: CGFloat, height: CGFloat) -> _ModifiedShape<Self> {
        _ModifiedShape(base: self, note: ".size(width: \(formatNumber(Double(width))), height: \(formatNumber(Double(height))))")
    }
    public func size(_ size: CGSize) -> _ModifiedShape<Self> { self.size(width: size.width, height: size.height) }

    /// iOS 18: the shape at a fixed size, placed at `anchor` of the rectangle it is drawn in.
    public func size(width: CGFloat, height: CGFloat, anchor: UnitPoint) -> _ModifiedShape<Self> {
        _ModifiedShape(base: self, note: ".size(width: \(formatNumber(Double(width))), height: \(formatNumber(Double(height))))")
    }

    public func size(_ size: CGSize, anchor: UnitPoint) -> _ModifiedShape<Self> { self.size(width: size.width, height: size.height, anchor: anchor) }
}

// Shapes by their static names, as iOS 17 lets code write them: `.clipShape(.capsule)`.
extension Shape where Self == Rectangle { public static var rect: Rectangle { Rectangle() } }
extension Shape where Self == RoundedRectangle {
    public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerRadius: cornerRadius, style: style)
    }
    public static func rect(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerSize: cornerSize, style: style)
    }
}
extension Shape where Self == UnevenRoundedRectangle {
    public static func rect(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) -> UnevenRoundedRectangle {
        UnevenRoundedRectangle(cornerRadii: cornerRadii, style: style)
    }
    public static func rect(
        topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0, topTrailingRadius: CGFloat = 0,
        style: RoundedCornerStyle = .continuous
    ) -> UnevenRoundedRectangle {
        UnevenRoundedRectangle(
            topLeadingRadius: topLeadingRadius, bottomLeadingRadius: bottomLeadingRadius, bottomTrailingRadius: bottomTrailingRadius,
            topTrailingRadius: topTrailingRadius, style: style)
    }
}
extension Shape where Self == Capsule {
    public static var capsule: Capsule { Capsule() }
    public static func capsule(style: RoundedCornerStyle) -> Capsule { Capsule(style: style) }
}
extension Shape where Self == Circle { public static var circle: Circle { Circle() } }
extension Shape where Self == Ellipse { public static var ellipse: Ellipse { Ellipse() } }
extension Shape where Self == ContainerRelativeShape { public static var containerRelative: ContainerRelativeShape { ContainerRelativeShape() } }

extension Shape {
    /// The stroked outline as a path.
    public func strokedPath(_ style: StrokeStyle) -> Path { path(in: .zero) }
}

/// The node of a shape: one screen line.
final class ShapeNode: Node {
    private var name: String

    init(shape: any Shape, context: NodeContext) {
        name = shape._shapeName
        super.init(context, viewType: type(of: shape))
    }

    override package var pathName: String? { name.prefix { $0 != "(" && $0 != " " }.description }

    /// A shape fills what it is offered: without a frame, nothing of its own in a stack (§33).
    override package func layout(width: Double) -> NodeLayout { .flexible }

    override package func apply(_ view: any View) {
        if let shape = view as? any Shape { name = shape._shapeName }
    }

    override package func render(into screen: inout ScreenBuilder) {
        screen.add(name, identity: identityPath)
    }
}

/// Flexible space.
public struct Spacer: View {
    /// The least room the spacer takes along its stack's axis; nil for the system's spacing.
    public var minLength: CGFloat?

    public init(minLength: CGFloat? = nil) { self.minLength = minLength }
}

/// A separator line.
public struct Divider: View {
    public init() {}
}

extension Spacer: StructuralContent {
    package var screenLine: String? { "Spacer" }
    package var layout: NodeLayout { .flexible }
    package func children() -> [ChildSlot] { [] }
}

extension Divider: StructuralContent {
    package var screenLine: String? { "Divider" }
    package var layout: NodeLayout { .fixed(1) }
    package func children() -> [ChildSlot] { [] }
}

/// A value that animations interpolate: a shape's or a modifier's `animatableData`.
public protocol Animatable {
    associatedtype AnimatableData: VectorArithmetic
    var animatableData: AnimatableData { get set }
}

extension Animatable where AnimatableData == EmptyAnimatableData {
    public var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        set {}
    }
}

/// A value with a magnitude that can be added and scaled, so animations can interpolate it.
public protocol VectorArithmetic: AdditiveArithmetic {
    mutating func scale(by rhs: Double)
    var magnitudeSquared: Double { get }
}

extension Double: VectorArithmetic {
    public mutating func scale(by rhs: Double) { self *= rhs }
    public var magnitudeSquared: Double { self * self }
}

extension Float: VectorArithmetic {
    public mutating func scale(by rhs: Double) { self *= Float(rhs) }
    public var magnitudeSquared: Double { Double(self * self) }
}

extension CGFloat: VectorArithmetic {
    public mutating func scale(by rhs: Double) { self *= CGFloat(rhs) }
    public var magnitudeSquared: Double { Double(self * self) }
}

/// Nothing to animate.
public struct EmptyAnimatableData: VectorArithmetic {
    public init() {}
    public static var zero: EmptyAnimatableData { EmptyAnimatableData() }
    public static func + (lhs: Self, rhs: Self) -> Self { lhs }
    public static func - (lhs: Self, rhs: Self) -> Self { lhs }
    public mutating func scale(by rhs: Double) {}
    public var magnitudeSquared: Double { 0 }
}

/// Two animatable values as one.
public struct AnimatablePair<First: VectorArithmetic, Second: VectorArithmetic>: VectorArithmetic {
    public var first: First
    public var second: Second
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }
    public static var zero: Self { Self(.zero, .zero) }
    public static func + (lhs: Self, rhs: Self) -> Self { Self(lhs.first + rhs.first, lhs.second + rhs.second) }
    public static func - (lhs: Self, rhs: Self) -> Self { Self(lhs.first - rhs.first, lhs.second - rhs.second) }
    public mutating func scale(by rhs: Double) {
        first.scale(by: rhs)
        second.scale(by: rhs)
    }
    public var magnitudeSquared: Double { first.magnitudeSquared + second.magnitudeSquared }
}
