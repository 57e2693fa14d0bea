import Foundation

/// An image file's contents, read as ImageIO reads them: the format, the frame count, each
/// frame's size and, for an animated GIF, its delay. The bytes are parsed (GIF's blocks, PNG's
/// and JPEG's headers), so an app that plays a GIF's frames or downsamples a photo sees the
/// numbers a device gives; a frame is a `CGImage` standing for that frame, with no pixels
/// (like every image in a run).
public final class CGImageSource: @unchecked Sendable {
    struct Frame {
        var width: Int
        var height: Int
        var delay: Double?
    }

    let type: String
    let frames: [Frame]

    init?(data: Data) {
        let bytes = [UInt8](data)
        if bytes.starts(with: Array("GIF8".utf8)) {
            type = "com.compuserve.gif"
            frames = Self.gifFrames(bytes)
        } else if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]), bytes.count >= 24 {
            type = "public.png"
            frames = [Frame(width: Self.bigEndian(bytes, 16), height: Self.bigEndian(bytes, 20))]
        } else if bytes.starts(with: [0xFF, 0xD8]) {
            type = "public.jpeg"
            frames = [Self.jpegSize(bytes)]
        } else if bytes.isEmpty {
            return nil
        } else {
            type = "public.data"
            frames = []
        }
    }

    private static func bigEndian(_ bytes: [UInt8], _ at: Int) -> Int {
        (0..<4).reduce(0) { $0 << 8 | Int(bytes[at + $1]) }
    }

    /// A GIF's frames: each image descriptor, with the delay of the graphic control extension
    /// before it (in hundredths of a second).
    private static func gifFrames(_ bytes: [UInt8]) -> [Frame] {
        func u16(_ at: Int) -> Int { at + 1 < bytes.count ? Int(bytes[at]) | Int(bytes[at + 1]) << 8 : 0 }
        guard bytes.count >= 13 else { return [] }
        var index = 13
        if bytes[10] & 0x80 != 0 { index += 3 << (Int(bytes[10] & 7) + 1) }
        var frames: [Frame] = []
        var delay: Double?
        func skipSubBlocks() {
            while index < bytes.count, bytes[index] != 0 { index += Int(bytes[index]) + 1 }
            index += 1
        }
        while index < bytes.count {
            switch bytes[index] {
            case 0x21 where index + 1 < bytes.count:
                if bytes[index + 1] == 0xF9 { delay = Double(u16(index + 4)) / 100 }
                index += 2
                skipSubBlocks()
            case 0x2C where index + 9 < bytes.count:
                let packed = bytes[index + 9]
                frames.append(Frame(width: u16(index + 5), height: u16(index + 7), delay: delay))
                delay = nil
                index += 10
                if packed & 0x80 != 0 { index += 3 << (Int(packed & 7) + 1) }
                index += 1  // the LZW minimum code size
                skipSubBlocks()
            default:
                index = bytes.count  // the trailer, or bytes that are not a GIF's
            }
        }
        return frames
    }

    /// A JPEG's size, from its start-of-frame segment.
    private static func jpegSize(_ bytes: [UInt8]) -> Frame {
        var index = 2
        while index + 8 < bytes.count, bytes[index] == 0xFF {
            let marker = bytes[index + 1]
            let length = Int(bytes[index + 2]) << 8 | Int(bytes[index + 3])
            if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
                return Frame(width: Int(bytes[index + 7]) << 8 | Int(bytes[index + 8]), height: Int(bytes[index + 5]) << 8 | Int(bytes[index + 6]))
            }
            index += 2 + length
        }
        return Frame(width: 0, height: 0)
    }
}

public func CGImageSourceCreateWithData(_ data: CFData, _ options: CFDictionary?) -> CGImageSource? {
    CGImageSource(data: Data(referencing: data))
}

public func CGImageSourceCreateWithURL(_ url: CFURL, _ options: CFDictionary?) -> CGImageSource? {
    guard let data = try? Data(contentsOf: url as URL) else { return nil }
    return CGImageSource(data: data)
}

public func CGImageSourceGetCount(_ isrc: CGImageSource) -> Int { isrc.frames.count }

public func CGImageSourceGetType(_ isrc: CGImageSource) -> CFString? { isrc.type as CFString }

public func CGImageSourceCreateImageAtIndex(_ isrc: CGImageSource, _ index: Int, _ options: CFDictionary?) -> CGImage? {
    guard isrc.frames.indices.contains(index) else { return nil }
    let frame = isrc.frames[index]
    return CGImage(width: frame.width, height: frame.height, recipe: "ImageIO(\(isrc.type), frame \(index + 1))")
}

/// A thumbnail no larger than `kCGImageSourceThumbnailMaxPixelSize` on its longer side.
public func CGImageSourceCreateThumbnailAtIndex(_ isrc: CGImageSource, _ index: Int, _ options: CFDictionary?) -> CGImage? {
    guard isrc.frames.indices.contains(index) else { return nil }
    let frame = isrc.frames[index]
    let limit = (options as? [AnyHashable: Any])?[kCGImageSourceThumbnailMaxPixelSize as String] as? Int ?? max(frame.width, frame.height)
    let scale = min(1, Double(limit) / Double(max(frame.width, frame.height, 1)))
    return CGImage(
        width: Int((Double(frame.width) * scale).rounded()), height: Int((Double(frame.height) * scale).rounded()),
        recipe: "ImageIO(\(isrc.type), thumbnail \(index + 1))")
}

/// A frame's properties: its pixel size and, for a GIF, its delays.
public func CGImageSourceCopyPropertiesAtIndex(_ isrc: CGImageSource, _ index: Int, _ options: CFDictionary?) -> CFDictionary? {
    guard isrc.frames.indices.contains(index) else { return nil }
    let frame = isrc.frames[index]
    var properties: [String: Any] = [kCGImagePropertyPixelWidth as String: frame.width, kCGImagePropertyPixelHeight as String: frame.height]
    if isrc.type == "com.compuserve.gif" {
        let delay = frame.delay ?? 0
        properties[kCGImagePropertyGIFDictionary as String] = [
            kCGImagePropertyGIFDelayTime as String: max(delay, 0.1), kCGImagePropertyGIFUnclampedDelayTime as String: delay,
        ]
    }
    return properties as NSDictionary
}

public func CGImageSourceCopyProperties(_ isrc: CGImageSource, _ options: CFDictionary?) -> CFDictionary? {
    [kCGImagePropertyFileSize as String: 0] as NSDictionary
}

nonisolated(unsafe) public let kCGImagePropertyPixelWidth: CFString = "PixelWidth"
nonisolated(unsafe) public let kCGImagePropertyPixelHeight: CFString = "PixelHeight"
nonisolated(unsafe) public let kCGImagePropertyOrientation: CFString = "Orientation"
nonisolated(unsafe) public let kCGImagePropertyFileSize: CFString = "FileSize"
nonisolated(unsafe) public let kCGImagePropertyGIFDictionary: CFString = "{GIF}"
nonisolated(unsafe) public let kCGImagePropertyGIFDelayTime: CFString = "DelayTime"
nonisolated(unsafe) public let kCGImagePropertyGIFUnclampedDelayTime: CFString = "UnclampedDelayTime"
nonisolated(unsafe) public let kCGImagePropertyGIFLoopCount: CFString = "LoopCount"
nonisolated(unsafe) public let kCGImagePropertyExifDictionary: CFString = "{Exif}"
nonisolated(unsafe) public let kCGImagePropertyTIFFDictionary: CFString = "{TIFF}"
nonisolated(unsafe) public let kCGImageSourceShouldCache: CFString = "kCGImageSourceShouldCache"
nonisolated(unsafe) public let kCGImageSourceShouldCacheImmediately: CFString = "kCGImageSourceShouldCacheImmediately"
nonisolated(unsafe) public let kCGImageSourceCreateThumbnailFromImageAlways: CFString = "kCGImageSourceCreateThumbnailFromImageAlways"
nonisolated(unsafe) public let kCGImageSourceCreateThumbnailFromImageIfAbsent: CFString = "kCGImageSourceCreateThumbnailFromImageIfAbsent"
nonisolated(unsafe) public let kCGImageSourceThumbnailMaxPixelSize: CFString = "kCGImageSourceThumbnailMaxPixelSize"
nonisolated(unsafe) public let kCGImageSourceCreateThumbnailWithTransform: CFString = "kCGImageSourceCreateThumbnailWithTransform"
