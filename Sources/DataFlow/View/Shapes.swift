/// Shapes and simple leaves: they draw a line on the screen and hold no state.

/// A shape: `Circle`, `Rectangle`. Style modifiers (`.fill`, `.strokeBorder`) show on its line.
public protocol Shape: View {}

/// A circle.
public struct Circle: Shape {
    public init() {}
}

/// A rectangle.
public struct Rectangle: Shape {
    public init() {}
}

/// Flexible space.
public struct Spacer: View {
    public init(minLength: Double? = nil) {}
}

/// A separator line.
public struct Divider: View {
    public init() {}
}

/// An image, by system name.
public struct Image: View {
    let name: String

    public init(systemName: String) {
        name = systemName
    }
}

extension Circle: StructuralContent {
    package var screenLine: String? { "Circle" }
    package func children() -> [ChildSlot] { [] }
}

extension Rectangle: StructuralContent {
    package var screenLine: String? { "Rectangle" }
    package func children() -> [ChildSlot] { [] }
}

extension Spacer: StructuralContent {
    package var screenLine: String? { "Spacer" }
    package func children() -> [ChildSlot] { [] }
}

extension Divider: StructuralContent {
    package var screenLine: String? { "Divider" }
    package func children() -> [ChildSlot] { [] }
}

extension Image: StructuralContent {
    package var screenLine: String? { "Image \(name.quotedLiteral)" }
    package func children() -> [ChildSlot] { [] }
}
