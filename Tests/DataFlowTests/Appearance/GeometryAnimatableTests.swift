import Foundation
import Testing

@testable import DataFlow

/// Geometry's animatable data is its components, in SwiftUI's nesting: writing the data back
/// writes each component, so an app's own interpolation of a rectangle or insets lands where it
/// should.
@Suite struct GeometryAnimatableTests {
    @Test func aRectanglesDataIsItsOriginThenItsSize() {
        var rect = CGRect(x: 1, y: 2, width: 3, height: 4)
        #expect(rect.animatableData == AnimatablePair(AnimatablePair(1, 2), AnimatablePair(3, 4)))
        rect.animatableData = AnimatablePair(AnimatablePair(10, 20), AnimatablePair(30, 40))
        #expect(rect == CGRect(x: 10, y: 20, width: 30, height: 40))
    }

    @Test func insetsAndRadiiInterpolateComponentByComponent() {
        var insets = EdgeInsets(top: 0, leading: 10, bottom: 20, trailing: 30)
        insets.animatableData.scale(by: 0.5)
        #expect(insets == EdgeInsets(top: 0, leading: 5, bottom: 10, trailing: 15))
        var radii = RectangleCornerRadii(topLeading: 4, bottomLeading: 8, bottomTrailing: 12, topTrailing: 16)
        radii.animatableData = radii.animatableData + radii.animatableData
        #expect(radii == RectangleCornerRadii(topLeading: 8, bottomLeading: 16, bottomTrailing: 24, topTrailing: 32))
        var size = CGSize(width: 2, height: 3)
        size.animatableData = AnimatablePair(5, 7)
        #expect(size == CGSize(width: 5, height: 7) && CGPoint(x: 1, y: 2).animatableData == AnimatablePair(1, 2))
    }
}
