import ImageIO
import SwiftUI

// script: tap "Read GIF"
// claim: Text "ImageIO: 2 frames, 2×1, 0.25 s"
struct ImageIORow: View {
    @State private var read = "nothing"

    /// A 2×1 GIF of two frames, 0.1 s and 0.25 s.
    private let gif: [UInt8] =
        Array("GIF89a".utf8) + [2, 0, 1, 0, 0x80, 0, 0] + [0, 0, 0, 255, 255, 255]
        + [0x21, 0xF9, 4, 0, 10, 0, 0, 0] + [0x2C, 0, 0, 0, 0, 2, 0, 1, 0, 0] + [2, 2, 0x44, 0x01, 0]
        + [0x21, 0xF9, 4, 0, 25, 0, 0, 0] + [0x2C, 0, 0, 0, 0, 2, 0, 1, 0, 0] + [2, 2, 0x44, 0x01, 0] + [0x3B]

    var body: some View {
        VStack {
            Text("ImageIO: \(read)")
            Button("Read GIF") {
                guard let source = CGImageSourceCreateWithData(Data(gif) as CFData, nil),
                    let frame = CGImageSourceCreateImageAtIndex(source, 1, nil),
                    let properties = CGImageSourceCopyPropertiesAtIndex(source, 1, nil) as? [String: Any],
                    let gifProperties = properties[kCGImagePropertyGIFDictionary as String] as? [String: Any],
                    let delay = gifProperties[kCGImagePropertyGIFUnclampedDelayTime as String] as? Double
                else { return }
                read = "\(CGImageSourceGetCount(source)) frames, \(frame.width)×\(frame.height), \(delay) s"
            }
        }
    }
}
