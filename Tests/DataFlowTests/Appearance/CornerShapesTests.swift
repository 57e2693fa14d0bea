import DataFlow
import Foundation
import Testing

/// iOS 26's corner geometry and HDR colours: values an app computes with, so they must be right.
@Suite struct CornerShapesTests {
    @Test func aRoundedRectanglesCornersFitItsSize() throws {
        let corners = try #require(RoundedRectangle(cornerRadius: 10).corners(in: CGSize(width: 100, height: 12)))
        // The radius is limited to half the shorter side, as the drawn outline is.
        #expect(corners.topLeading == .fixed(6))
        #expect(corners[.bottomTrailing] == .fixed(6))
        #expect(Circle().corners(in: nil) == nil)
    }

    @Test func aColoursHeadroomIsKeptThroughExposure() {
        let bright = Color(red: 1, green: 0.5, blue: 0).headroom(2).exposureAdjust(1)
        let resolved = bright.resolveHDR(in: EnvironmentValues())
        #expect(resolved.headroom == 2)
        // One stop doubles the linear light: 0.5 in sRGB is about 0.214 linear, so about 0.428.
        #expect(abs(resolved.linearGreen - 0.428) < 0.01)
        #expect(Color.red.resolveHDR(in: EnvironmentValues()).headroom == nil)
    }
}
