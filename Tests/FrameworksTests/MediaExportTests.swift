import DataFlow
import DataFlowAVFAudio
import DataFlowAVFoundation
import DataFlowCoreImage
import Foundation
import Testing

/// A run decodes no media: an asset has no length and no tracks, an export fails (noted as an
/// effect), and a render into a bitmap leaves it as it was.
@Suite struct MediaExportTests {
    @Test func anAssetHasNoTracksAndAnExportFails() async throws {
        let asset = AVURLAsset(url: URL(fileURLWithPath: "/memo.m4a"))
        #expect(try await asset.load(.duration) == .zero)
        #expect(try await asset.loadTracks(withMediaType: .audio).isEmpty)
        #expect(try await asset.load(.isReadable) == false)
        #expect(try await asset.load(.preferredRate) == 1)
        let export = try #require(AVAssetExportSession(asset: asset, presetName: AVAssetExportPresetAppleM4A))
        export.outputFileType = .m4a
        await export.export()
        #expect(export.status == .failed)
        #expect(export.error != nil)
    }

    @Test func aRenderLeavesTheBitmapAsItWas() {
        var bitmap = [UInt8](repeating: 0, count: 4)
        CIContext().render(
            CIImage(color: .red), toBitmap: &bitmap, rowBytes: 4, bounds: CGRect(x: 0, y: 0, width: 1, height: 1), format: .RGBA8, colorSpace: nil)
        #expect(bitmap == [0, 0, 0, 0])
        #expect(AVAudioSession.InterruptionType(rawValue: 1) == .began)
    }

    /// A file's metadata is none (a run decodes no media); an item an app makes keeps its value
    /// and is found by its common key.
    @Test func anAssetHasNoMetadataAndAnAppsItemKeepsItsValue() async throws {
        let asset = AVURLAsset(url: URL(fileURLWithPath: "/tmp/book.m4b"))
        #expect(try await asset.load(.metadata).isEmpty)
        let title = AVMutableMetadataItem()
        title.identifier = .commonIdentifierTitle
        title.value = "Emma" as NSString
        #expect(title.commonKey == .commonKeyTitle)
        #expect(try await title.load(.stringValue) == "Emma")
        #expect(AVMetadataItem.metadataItems(from: [title], filteredByIdentifier: .commonIdentifierTitle).count == 1)
    }
}
