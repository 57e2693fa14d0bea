import Foundation

/// A bordered button's shape is a shape of its own (iOS 17): `.clipShape(.buttonBorder)`,
/// `ButtonBorderShape.capsule.path(in:)`.
///
/// Its path is computed (D15): a circle for `.circle`, a capsule for `.capsule` and `.automatic`
/// (dataflow's choice for the automatic shape), and a rectangle with 8-point corners for
/// `.roundedRectangle` (a `ButtonBorderShape` keeps its kind, not a given radius).
extension ButtonBorderShape: InsettableShape {
    public func path(in rect: CGRect) -> Path {
        switch name {
        case "circle": Circle().path(in: rect)
        case "roundedRectangle": Path(roundedRect: rect, cornerRadius: 8)
        default: Capsule().path(in: rect)
        }
    }

    public func inset(by amount: CGFloat) -> _InsetShape<ButtonBorderShape> { _InsetShape(base: self, amount: amount) }

    /// A button's border is symmetric: it never mirrors.
    public var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }
}

extension Shape where Self == ButtonBorderShape {
    /// The shape of the bordered button the view is in: `.automatic`.
    public static var buttonBorder: ButtonBorderShape { .automatic }
}
