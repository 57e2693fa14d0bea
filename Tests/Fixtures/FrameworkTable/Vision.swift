import SwiftUI
import Vision
import VisionKit

// claim: Text "Vision: 0 texts, scanner false"
// claim: effect: Vision asked to recognise text
struct VisionRow: View {
    @State private var texts = -1

    var body: some View {
        Text("Vision: \(texts) texts, scanner \(DataScannerViewController.isSupported)")
            .onAppear {
                let request = VNRecognizeTextRequest()
                let handler = VNImageRequestHandler(cgImage: CGImage.placeholder, options: [:])
                try? handler.perform([request])
                texts = request.results?.count ?? 0
            }
    }
}

extension CGImage {
    /// One white pixel: something to hand the request.
    static var placeholder: CGImage {
        let context = CGContext(
            data: nil, width: 1, height: 1, bitsPerComponent: 8, bytesPerRow: 4, space: CGColorSpaceCreateDeviceRGB(),
            bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
        return context.makeImage()!
    }
}
