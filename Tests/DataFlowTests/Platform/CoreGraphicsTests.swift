import DataFlow
import Foundation
import Testing

/// CoreGraphics as apps draw with it: a bitmap context's image stands for the context; a colour
/// archives and comes back equal; an asset's generated symbol names its image.
@Suite struct CoreGraphicsTests {
    @Test func aBitmapContextMakesAnImageThatStandsForIt() throws {
        let context = try #require(
            CGContext(
                data: nil, width: 64, height: 32, bitsPerComponent: 8, bytesPerRow: 256, space: CGColorSpaceCreateDeviceRGB(),
                bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
        context.setFillColor(UIColor.red.cgColor)
        context.fill(CGRect(x: 0, y: 0, width: 64, height: 32))
        let image = try #require(context.makeImage())
        #expect(image.width == 64 && image.height == 32)
        #expect(Session(Image(uiImage: UIImage(cgImage: image))).screen == ["Image \"CGContext(64×32)\""])
        #expect(
            CGContext(data: nil, width: 0, height: 1, bitsPerComponent: 8, bytesPerRow: 0, space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: 0) == nil
        )
    }

    @Test func aColourArchivesAndComesBackEqual() throws {
        let data = try NSKeyedArchiver.archivedData(withRootObject: UIColor.systemTeal, requiringSecureCoding: true)
        let color = try #require(try NSKeyedUnarchiver.unarchivedObject(ofClass: UIColor.self, from: data))
        #expect(color == UIColor.systemTeal)
        #expect(color.description == UIColor.systemTeal.description)
    }

    @Test func anAssetSymbolNamesItsImage() {
        let image = UIImage(resource: ImageResource(name: "logo", bundle: .main))
        #expect(Session(Image(uiImage: image)).screen == ["Image \"logo\""])
    }
}
