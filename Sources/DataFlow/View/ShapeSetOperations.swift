import Foundation

/// Shapes combined as sets (iOS 17): `Circle().union(Rectangle())`. Appearance (D15): the screen
/// shows the operation and its shapes (`Circle.union(Rectangle)`); the outline is not computed.
public struct _ShapeSetOperation<First: Shape, Second: Shape>: Shape {
    let operation: String
    let first: First
    let second: Second

    public func path(in rect: CGRect) -> Path { first.path(in: rect) }
    public var _shapeName: String { "\(first._shapeName).\(operation)(\(second._shapeName))" }
}

extension Shape {
    public func intersection<T: Shape>(_ other: T, eoFill: Bool = false) -> some Shape {
        _ShapeSetOperation(operation: "intersection", first: self, second: other)
    }
    public func union<T: Shape>(_ other: T, eoFill: Bool = false) -> some Shape {
        _ShapeSetOperation(operation: "union", first: self, second: other)
    }
    public func subtracting<T: Shape>(_ other: T, eoFill: Bool = false) -> some Shape {
        _ShapeSetOperation(operation: "subtracting", first: self, second: other)
    }
    public func symmetricDifference<T: Shape>(_ other: T, eoFill: Bool = false) -> some Shape {
        _ShapeSetOperation(operation: "symmetricDifference", first: self, second: other)
    }
    public func lineIntersection<T: Shape>(_ other: T, eoFill: Bool = false) -> some Shape {
        _ShapeSetOperation(operation: "lineIntersection", first: self, second: other)
    }
    public func lineSubtraction<T: Shape>(_ other: T, eoFill: Bool = false) -> some Shape {
        _ShapeSetOperation(operation: "lineSubtraction", first: self, second: other)
    }
}
