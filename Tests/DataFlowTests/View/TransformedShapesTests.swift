import DataFlow
import Foundation
import Testing

/// A badge drawn from shapes as apps draw them: rotated, scaled, moved, with uneven corners and
/// a shadowed fill. A shape's state drives the angle, so the shape is compared like any view.
private struct Badge: View {
    @State private var turned = false
    var body: some View {
        VStack {
            Rectangle().rotation(.degrees(turned ? 45 : 0))
            Circle().scale(x: 2, y: 1).offset(x: 3, y: 4)
            UnevenRoundedRectangle(cornerRadii: RectangleCornerRadii(topLeading: 8, topTrailing: 8))
            Capsule().fill(.blue.shadow(.drop(radius: 2)))
            Button("Turn") { turned.toggle() }
        }
    }
}

/// `rotation`, `scale`, `offset` and `transform` make SwiftUI's own shape types, which hold what
/// they were given and show on the screen as the shape and its change.
@Suite struct TransformedShapesTests {
    @Test func transformedShapesAreSwiftUIsTypesWithTheirValues() {
        let rotated: RotatedShape<Rectangle> = Rectangle().rotation(.degrees(30), anchor: .topLeading)
        #expect(rotated.angle == .degrees(30) && rotated.anchor == .topLeading)
        let scaled: ScaledShape<Circle> = Circle().scale(2)
        #expect(scaled.scale == CGSize(width: 2, height: 2))
        let moved: OffsetShape<RotatedShape<Rectangle>> = rotated.offset(CGSize(width: 1, height: 2))
        #expect(moved.offset == CGSize(width: 1, height: 2) && moved.shape.angle == .degrees(30))
        let transformed: TransformedShape<Ellipse> = Ellipse().transform(.identity)
        #expect(transformed.transform == .identity)
        // Insetting a rotated insettable shape keeps its rotation, as strokeBorder needs.
        let inset: RotatedShape<_InsetShape<Rectangle>> = rotated.inset(by: 2)
        #expect(inset.angle == .degrees(30))
        let uneven = UnevenRoundedRectangle.rect(cornerRadii: RectangleCornerRadii(bottomTrailing: 5))
        #expect(uneven.cornerRadii == RectangleCornerRadii(topLeading: 0, bottomLeading: 0, bottomTrailing: 5, topTrailing: 0))
        #expect(UnevenRoundedRectangle(topLeadingRadius: 3).cornerRadii.topLeading == 3)
    }

    @Test func theScreenShowsEachShapeWithItsChangeAndFollowsItsState() {
        let harness = Harness(Badge())
        #expect(harness.screen.contains("  Rectangle .rotation(.degrees(0))"), "\(harness.screen)")
        #expect(harness.screen.contains("  Circle .scale(x: 2, y: 1) .offset(x: 3, y: 4)"))
        #expect(harness.screen.contains("  UnevenRoundedRectangle"))
        #expect(harness.screen.contains { $0.contains("Capsule") && $0.contains(".blue.shadow(.drop(radius: 2))") }, "\(harness.screen)")
        harness.tap("Turn")
        #expect(harness.screen.contains("  Rectangle .rotation(.degrees(45))"))
    }
}
