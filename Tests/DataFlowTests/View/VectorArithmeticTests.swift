import DataFlow
import Testing

/// `VectorArithmetic`'s operations compute as SwiftUI's: scale a copy, move part of the way.
@Suite struct VectorArithmeticTests {
    @Test func scalingAndInterpolatingAreLinear() {
        #expect(4.0.scaled(by: 0.5) == 2)
        #expect(10.0.interpolated(towards: 20, amount: 0.25) == 12.5)
        var value = 1.0
        value.interpolate(towards: 3, amount: 1)
        #expect(value == 3)
    }
}
