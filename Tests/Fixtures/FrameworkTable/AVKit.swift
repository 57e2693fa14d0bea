import AVKit
import CoreImage
import CoreImage.CIFilterBuiltins
import StoreKit
import SwiftUI
import TipKit

// script: tap "Review"
// claim: VideoPlayer
// claim: TipView "Save your work"
// claim: Text "CoreImage: made"
// claim: effect: StoreKit asks for a review
struct SaveTip: Tip {
    var title: Text { Text("Save your work") }
}

struct AVKitRow: View {
    @Environment(\.requestReview) private var requestReview
    private let player = AVPlayer(url: URL(string: "https://example.com/clip.mp4")!)

    var body: some View {
        VStack {
            VideoPlayer(player: player)
            TipView(SaveTip())
            Text("CoreImage: \(sepia() == nil ? "none" : "made")")
            Button("Review") { requestReview() }
        }
    }

    private func sepia() -> CIImage? {
        let filter = CIFilter.sepiaTone()
        filter.inputImage = CIImage(color: .red).cropped(to: CGRect(x: 0, y: 0, width: 8, height: 8))
        filter.intensity = 0.8
        return filter.outputImage
    }
}
