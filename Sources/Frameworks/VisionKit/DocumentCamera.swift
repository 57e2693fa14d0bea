import Foundation

/// The document camera. A run has no camera, so it is not supported (as in the Simulator): a
/// controller presented anyway shows nothing and its delegate is never told of a scan.
open class VNDocumentCameraViewController: UIViewController, @unchecked Sendable {
    open class var isSupported: Bool { false }
    open weak var delegate: (any VNDocumentCameraViewControllerDelegate)?
    public override init() { super.init() }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
}

public protocol VNDocumentCameraViewControllerDelegate: AnyObject {
    func documentCameraViewController(_ controller: VNDocumentCameraViewController, didFinishWith scan: VNDocumentCameraScan)
    func documentCameraViewControllerDidCancel(_ controller: VNDocumentCameraViewController)
    func documentCameraViewController(_ controller: VNDocumentCameraViewController, didFailWithError error: any Error)
}

extension VNDocumentCameraViewControllerDelegate {
    public func documentCameraViewController(_ controller: VNDocumentCameraViewController, didFinishWith scan: VNDocumentCameraScan) {}
    public func documentCameraViewControllerDidCancel(_ controller: VNDocumentCameraViewController) {}
    public func documentCameraViewController(_ controller: VNDocumentCameraViewController, didFailWithError error: any Error) {}
}

/// A finished scan: never made in a run.
open class VNDocumentCameraScan: NSObject, @unchecked Sendable {
    open var pageCount: Int { 0 }
    open var title: String { "" }
    open func imageOfPage(at index: Int) -> UIImage { UIImage(named: "scan page \(index + 1)")! }
}

/// The live text and barcode scanner (iOS 16): not supported or available without a camera.
/// Not `@MainActor` as in the SDK: a run is one thread standing for the main actor, and the
/// user's own `@MainActor` is taken off (RULES §26), so a body can read `isSupported`.
open class DataScannerViewController: UIViewController, @unchecked Sendable {
    public static var isSupported: Bool { false }
    public static var isAvailable: Bool { false }
    open weak var delegate: (any DataScannerViewControllerDelegate)?
    public let recognizedDataTypes: Set<RecognizedDataType>
    open private(set) var isScanning = false

    public init(
        recognizedDataTypes: Set<RecognizedDataType>, qualityLevel: QualityLevel = .balanced, recognizesMultipleItems: Bool = false,
        isHighFrameRateTrackingEnabled: Bool = true, isPinchToZoomEnabled: Bool = true, isGuidanceEnabled: Bool = true,
        isHighlightingEnabled: Bool = false
    ) {
        self.recognizedDataTypes = recognizedDataTypes
        super.init()
    }
    public required init?(coder: NSCoder) { nil }

    open func startScanning() throws { throw ScanningUnavailable.unsupported }
    open func stopScanning() {}

    public enum ScanningUnavailable: Error, Sendable { case unsupported, cameraRestricted }
    public enum QualityLevel: Sendable { case balanced, fast, accurate }

    public struct RecognizedDataType: Hashable, Sendable {
        let kind: String
        public static func text(languages: [String] = [], textContentType: Any? = nil) -> RecognizedDataType { RecognizedDataType(kind: "text") }
        public static func barcode(symbologies: [VNBarcodeSymbology] = []) -> RecognizedDataType { RecognizedDataType(kind: "barcode") }
    }
}

/// What a data scanner tells its delegate. Its scanner is never supported here, so no method is
/// ever called; each has an empty default, as the SDK's are optional.
public protocol DataScannerViewControllerDelegate: AnyObject {
    func dataScannerDidZoom(_ dataScanner: DataScannerViewController)
    func dataScanner(_ dataScanner: DataScannerViewController, didTapOn item: RecognizedItem)
    func dataScanner(_ dataScanner: DataScannerViewController, didAdd addedItems: [RecognizedItem], allItems: [RecognizedItem])
    func dataScanner(_ dataScanner: DataScannerViewController, didUpdate updatedItems: [RecognizedItem], allItems: [RecognizedItem])
    func dataScanner(_ dataScanner: DataScannerViewController, didRemove removedItems: [RecognizedItem], allItems: [RecognizedItem])
    func dataScanner(_ dataScanner: DataScannerViewController, becameUnavailableWithError error: DataScannerViewController.ScanningUnavailable)
}

extension DataScannerViewControllerDelegate {
    public func dataScannerDidZoom(_ dataScanner: DataScannerViewController) {}
    public func dataScanner(_ dataScanner: DataScannerViewController, didTapOn item: RecognizedItem) {}
    public func dataScanner(_ dataScanner: DataScannerViewController, didAdd addedItems: [RecognizedItem], allItems: [RecognizedItem]) {}
    public func dataScanner(_ dataScanner: DataScannerViewController, didUpdate updatedItems: [RecognizedItem], allItems: [RecognizedItem]) {}
    public func dataScanner(_ dataScanner: DataScannerViewController, didRemove removedItems: [RecognizedItem], allItems: [RecognizedItem]) {}
    public func dataScanner(_ dataScanner: DataScannerViewController, becameUnavailableWithError error: DataScannerViewController.ScanningUnavailable)
    {}
}

/// Something a data scanner recognized: a line of text or a barcode (iOS 16).
public enum RecognizedItem: Identifiable, Sendable {
    case text(Text)
    case barcode(Barcode)

    public var id: UUID {
        switch self {
        case .text(let text): text.id
        case .barcode(let barcode): barcode.id
        }
    }

    /// Recognized text: what it reads.
    public struct Text: Identifiable, Sendable {
        public let id: UUID
        public let transcript: String
    }

    /// A recognized barcode: its payload, when it holds text.
    public struct Barcode: Identifiable, Sendable {
        public let id: UUID
        public let payloadStringValue: String?
        public let observation: VNBarcodeObservation
    }
}
