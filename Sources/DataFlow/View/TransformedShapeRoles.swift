import Foundation

// A transformed shape is drawn as the shape it transforms (iOS 15/17): its role and its
// layout-direction behavior are that shape's.

extension OffsetShape {
    public static var role: ShapeRole { Content.role }
    public var layoutDirectionBehavior: LayoutDirectionBehavior { shape.layoutDirectionBehavior }
}

extension ScaledShape {
    public static var role: ShapeRole { Content.role }
    public var layoutDirectionBehavior: LayoutDirectionBehavior { shape.layoutDirectionBehavior }
}

extension RotatedShape {
    public static var role: ShapeRole { Content.role }
    public var layoutDirectionBehavior: LayoutDirectionBehavior { shape.layoutDirectionBehavior }
}

extension TransformedShape {
    public static var role: ShapeRole { Content.role }
    public var layoutDirectionBehavior: LayoutDirectionBehavior { shape.layoutDirectionBehavior }
}
