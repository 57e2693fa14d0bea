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

/// A bitmap context without memory of its own allocates it, zeroed, as CoreGraphics does: code
/// that reads pixels back reads zeros (nothing is drawn here).
@Suite struct BitmapMemoryTests {
    @Test func aContextWithoutMemoryHasItsOwnZeroedBytes() throws {
        let context = try #require(
            CGContext(data: nil, width: 2, height: 2, bitsPerComponent: 8, bytesPerRow: 8, space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: 0))
        let bytes = try #require(context.data).bindMemory(to: UInt8.self, capacity: 16)
        #expect((0..<16).allSatisfy { bytes[$0] == 0 })
        #expect(context.bytesPerRow == 8)
    }
}

/// A UIView subclass that overrides `init(frame:)` is still made with `MyView()`, as in UIKit.
@Suite struct UIViewInitializerTests {
    final class Preview: UIView, @unchecked Sendable {
        var made = ""
        override init(frame: CGRect) {
            super.init(frame: frame)
            made = "frame \(Int(frame.width))"
        }
        required init?(coder: NSCoder) { nil }
    }

    @Test func aSubclassInheritsTheConvenienceInit() {
        #expect(Preview().made == "frame 0")
        #expect(Preview(frame: CGRect(x: 0, y: 0, width: 10, height: 10)).made == "frame 10")
    }
}
