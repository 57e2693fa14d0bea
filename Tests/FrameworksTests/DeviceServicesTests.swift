import DataFlow
import DataFlowAVFoundation
import DataFlowMapKit
import DataFlowPhotosUI
import DataFlowSecurity
import DataFlowVisionKit
import Foundation
import Testing

/// A document picker in a sheet, as apps import files.
private struct FilePicker: UIViewControllerRepresentable {
    let cancelled: () -> Void
    func makeCoordinator() -> Coordinator { Coordinator(cancelled: cancelled) }
    func makeUIViewController(context: Context) -> UIDocumentPickerViewController {
        let picker = UIDocumentPickerViewController(forOpeningContentTypes: [.json])
        picker.delegate = context.coordinator
        return picker
    }
    func updateUIViewController(_ uiViewController: UIDocumentPickerViewController, context: Context) {}

    final class Coordinator: NSObject, UIDocumentPickerDelegate {
        let cancelled: () -> Void
        init(cancelled: @escaping () -> Void) { self.cancelled = cancelled }
        func documentPickerWasCancelled(_ controller: UIDocumentPickerViewController) { cancelled() }
    }
}

/// PhotosUI's UIKit picker in a sheet.
private struct LibraryPicker: UIViewControllerRepresentable {
    let finished: (Int) -> Void
    func makeCoordinator() -> Coordinator { Coordinator(finished: finished) }
    func makeUIViewController(context: Context) -> PHPickerViewController {
        var configuration = PHPickerConfiguration()
        configuration.filter = .images
        let picker = PHPickerViewController(configuration: configuration)
        picker.delegate = context.coordinator
        return picker
    }
    func updateUIViewController(_ uiViewController: PHPickerViewController, context: Context) {}

    final class Coordinator: NSObject, PHPickerViewControllerDelegate {
        let finished: (Int) -> Void
        init(finished: @escaping (Int) -> Void) { self.finished = finished }
        func picker(_ picker: PHPickerViewController, didFinishPicking results: [PHPickerResult]) { finished(results.count) }
    }
}

private struct Importer: View {
    @State private var importing = false
    @State private var choosing = false
    @State private var outcome = "none"
    var body: some View {
        VStack {
            Text("outcome: \(outcome)")
            Button("Import") { importing = true }
            Button("Choose") { choosing = true }
        }
        .sheet(isPresented: $importing) { FilePicker { outcome = "cancelled" } }
        .sheet(isPresented: $choosing) { LibraryPicker { outcome = "\($0) photos" } }
    }
}

/// What a phone without a camera, a microphone, a network or a user to answer prompts does (D19).
@Suite struct DeviceServicesTests {
    @Test func aPickerInASheetIsToldTheUserCancelledWhenTheSheetCloses() throws {
        let session = Session(Importer())
        try session.tap("Import")
        let step = try session.play(.dismiss)
        #expect(step.screen.contains("  Text \"outcome: cancelled\""))
        try session.tap("Choose")
        let chosen = try session.play(.dismiss)
        #expect(chosen.screen.contains("  Text \"outcome: 0 photos\""))
        #expect(chosen.warnings.isEmpty)
    }

    @Test func theKeychainKeepsItemsForTheRunWithTheFrameworksStatusCodes() {
        let query: [String: Any] = [
            kSecClass as String: kSecClassGenericPassword, kSecAttrService as String: "tests", kSecAttrAccount as String: "key",
        ]
        SecItemDelete(query as CFDictionary)
        var item: CFTypeRef?
        #expect(SecItemCopyMatching(query as CFDictionary, &item) == errSecItemNotFound)
        #expect(SecItemUpdate(query as CFDictionary, [kSecValueData as String: Data("x".utf8)] as CFDictionary) == errSecItemNotFound)
        var adding = query
        adding[kSecValueData as String] = Data("secret".utf8)
        #expect(SecItemAdd(adding as CFDictionary, nil) == errSecSuccess)
        #expect(SecItemAdd(adding as CFDictionary, nil) == errSecDuplicateItem)
        var reading = query
        reading[kSecReturnData as String] = true
        reading[kSecMatchLimit as String] = kSecMatchLimitOne
        #expect(SecItemCopyMatching(reading as CFDictionary, &item) == errSecSuccess)
        #expect((item as? Data).flatMap { String(data: $0, encoding: .utf8) } == "secret")
        #expect(SecItemUpdate(query as CFDictionary, [kSecValueData as String: Data("new".utf8)] as CFDictionary) == errSecSuccess)
        #expect(SecItemCopyMatching(reading as CFDictionary, &item) == errSecSuccess)
        #expect((item as? Data).flatMap { String(data: $0, encoding: .utf8) } == "new")
        #expect(SecItemDelete(query as CFDictionary) == errSecSuccess)
        #expect(SecItemCopyMatching(query as CFDictionary, &item) == errSecItemNotFound)
    }

    @Test func visionFindsNothingAndTellsTheCompletionHandler() throws {
        var told: [String] = []
        let request = VNRecognizeTextRequest { request, error in
            let lines = (request.results as? [VNRecognizedTextObservation] ?? []).compactMap { $0.topCandidates(1).first?.string }
            told.append("\(lines.count) lines, error: \(error == nil ? "none" : "some")")
        }
        request.recognitionLevel = .accurate
        let image = try #require(
            CGContext(data: nil, width: 4, height: 4, bitsPerComponent: 8, bytesPerRow: 16, space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: 0)?
                .makeImage())
        try VNImageRequestHandler(cgImage: image).perform([request])
        #expect(told == ["0 lines, error: none"])
        #expect(!VNDocumentCameraViewController.isSupported)
        // Read without a cast, as code written against the SDK's narrowed `results` reads them.
        let rectangles = VNDetectTextRectanglesRequest()
        try VNImageRequestHandler(cgImage: image).perform([rectangles])
        let boxes = (rectangles.results ?? []).map { $0.boundingBox.width + CGFloat($0.topCandidates(1).count) }
        #expect(boxes.isEmpty && rectangles.results != nil)
    }

    @Test func noCameraNoMicrophoneAndNoAnswer() async {
        #expect(AVCaptureDevice.default(for: .video) == nil)
        #expect(AVCaptureDevice.authorizationStatus(for: .video) == .notDetermined)
        #expect(await AVCaptureDevice.requestAccess(for: .audio) == false)
        #expect(AVAudioApplication.shared.recordPermission == .undetermined)
        #expect(throws: (any Error).self) { try AVAudioPlayer(contentsOf: URL(fileURLWithPath: "/no/such/sound.mp3")) }
        let format = AVAudioFormat(standardFormatWithSampleRate: 16_000, channels: 1)
        let buffer = format.flatMap { AVAudioPCMBuffer(pcmFormat: $0, frameCapacity: 4) }
        buffer?.frameLength = 9
        #expect(buffer?.frameLength == 4)
        #expect(buffer?.floatChannelData?.pointee[3] == 0)
        #expect(CMTime(seconds: 1.5, preferredTimescale: 600).seconds == 1.5)
    }

    /// Speech is an effect whose delegate hears it start and finish; place completion fails as
    /// offline, as the README's frameworks table says.
    @Test func speechFinishesAtOnceAndCompletionFailsOffline() {
        final class Listener: NSObject, AVSpeechSynthesizerDelegate, MKLocalSearchCompleterDelegate {
            var heard: [String] = []
            func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didStart utterance: AVSpeechUtterance) { heard.append("start") }
            func speechSynthesizer(_ synthesizer: AVSpeechSynthesizer, didFinish utterance: AVSpeechUtterance) { heard.append("finish") }
            func completer(_ completer: MKLocalSearchCompleter, didFailWithError error: any Error) { heard.append("\(type(of: error))") }
        }
        let listener = Listener()
        let synthesizer = AVSpeechSynthesizer()
        synthesizer.delegate = listener
        synthesizer.speak(AVSpeechUtterance(string: "Hello"))
        let completer = MKLocalSearchCompleter()
        completer.delegate = listener
        completer.queryFragment = "Cupert"
        #expect(listener.heard == ["start", "finish", "MKError"])
        #expect(completer.results.isEmpty)
    }
}
