import DataFlow
import DataFlowImageIO
import Foundation
import Testing

/// ImageIO reads an image's bytes as a device does: a GIF's frames and delays, a PNG's size, a
/// thumbnail's size under its limit.
@Suite struct ImageIOTests {
    /// A 2×1 GIF of two frames, 0.1 s and 0.25 s.
    static let gif: [UInt8] =
        Array("GIF89a".utf8) + [2, 0, 1, 0, 0x80, 0, 0] + [0, 0, 0, 255, 255, 255]
        + [0x21, 0xF9, 4, 0, 10, 0, 0, 0] + [0x2C, 0, 0, 0, 0, 2, 0, 1, 0, 0] + [2, 2, 0x44, 0x01, 0]
        + [0x21, 0xF9, 4, 0, 25, 0, 0, 0] + [0x2C, 0, 0, 0, 0, 2, 0, 1, 0, 0] + [2, 2, 0x44, 0x01, 0] + [0x3B]

    @Test func aGIFsFramesAndDelaysAreRead() throws {
        let source = try #require(CGImageSourceCreateWithData(Data(Self.gif) as CFData, nil))
        #expect(CGImageSourceGetCount(source) == 2)
        #expect(CGImageSourceGetType(source) == "com.compuserve.gif")
        let frame = try #require(CGImageSourceCreateImageAtIndex(source, 1, nil))
        #expect((frame.width, frame.height) == (2, 1))
        let properties = try #require(CGImageSourceCopyPropertiesAtIndex(source, 1, nil) as? [String: Any])
        let gif = try #require(properties[kCGImagePropertyGIFDictionary as String] as? [String: Any])
        #expect(gif[kCGImagePropertyGIFUnclampedDelayTime as String] as? Double == 0.25)
    }

    @Test func aPNGsSizeAndAThumbnailUnderItsLimit() throws {
        // The signature, then IHDR with a width of 4,000 and a height of 3,000.
        let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8) + [0, 0, 0x0F, 0xA0, 0, 0, 0x0B, 0xB8]
        let source = try #require(CGImageSourceCreateWithData(Data(png) as CFData, nil))
        #expect(CGImageSourceGetCount(source) == 1)
        let options = [kCGImageSourceCreateThumbnailFromImageAlways: true, kCGImageSourceThumbnailMaxPixelSize: 400] as CFDictionary
        let thumbnail = try #require(CGImageSourceCreateThumbnailAtIndex(source, 0, options))
        #expect((thumbnail.width, thumbnail.height) == (400, 300))
    }
}
