import Photos
import SwiftUI

// script: tap "Save to Photos"
// claim: Text "Photos: denied, saved false"
// claim: effect: PHPhotoLibrary asks for add-only access
struct PhotosRow: View {
    @State private var outcome = "?"

    var body: some View {
        VStack {
            Text("Photos: \(outcome)")
            Button("Save to Photos") {
                PHPhotoLibrary.requestAuthorization(for: .addOnly) { status in
                    PHPhotoLibrary.shared().performChanges {
                        PHAssetChangeRequest.creationRequestForAsset(from: UIImage(systemName: "star")!)
                    } completionHandler: { saved, _ in
                        outcome = "\(status == .denied ? "denied" : "other"), saved \(saved)"
                    }
                }
            }
        }
    }
}
