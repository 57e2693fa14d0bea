import Foundation

/// Vision's analyses run on-device models a run does not have. A request performed on an image
/// completes without error and finds nothing (`results` is empty: no text, no barcode, no face),
/// and the step records that it was asked, so an app's "nothing found" path runs the same way
/// every time. What an app does with what it would find cannot be shown; a lesson should not
/// rely on it.
///
/// `results` is `[VNObservation]?` on every request: the SDK's subclasses narrow its element
/// type through Objective-C generics, which Swift classes cannot, so code that reads a text
/// request's results casts them (`request.results as? [VNRecognizedTextObservation]`), as
/// completion handlers do.
open class VNRequest: NSObject, @unchecked Sendable {
    public typealias CompletionHandler = (VNRequest, (any Error)?) -> Void
    public let completionHandler: CompletionHandler?
    open var results: [VNObservation]? { observations }
    open var revision = 1
    open var usesCPUOnly = false
    var observations: [VNObservation]?

    public override init() { completionHandler = nil }
    public init(completionHandler: CompletionHandler?) { self.completionHandler = completionHandler }

    /// What the step says was asked ("recognise text").
    var analysis: String { "analyse" }
    open func cancel() {}
}

open class VNImageBasedRequest: VNRequest, @unchecked Sendable {
    open var regionOfInterest = CGRect(x: 0, y: 0, width: 1, height: 1)
}

public enum VNRequestTextRecognitionLevel: Int, Sendable { case accurate = 0, fast }

open class VNRecognizeTextRequest: VNImageBasedRequest, @unchecked Sendable {
    open var recognitionLevel: VNRequestTextRecognitionLevel = .accurate
    open var recognitionLanguages: [String] = ["en-US"]
    open var automaticallyDetectsLanguage = false
    open var usesLanguageCorrection = true
    open var customWords: [String] = []
    open var minimumTextHeight: Float = 0
    open func supportedRecognitionLanguages() throws -> [String] { ["en-US"] }
    override var analysis: String { "recognise text" }
}

/// A region of text found in an image (the results of a text-rectangles request).
open class VNTextObservation: VNRectangleObservation, @unchecked Sendable {
    open var characterBoxes: [VNRectangleObservation]? { nil }
}

open class VNDetectTextRectanglesRequest: VNImageBasedRequest, @unchecked Sendable {
    open var reportCharacterBoxes = false
    override var analysis: String { "detect text rectangles" }
}

open class VNDetectBarcodesRequest: VNImageBasedRequest, @unchecked Sendable {
    open var symbologies: [VNBarcodeSymbology] = []
    override var analysis: String { "detect barcodes" }
}

open class VNDetectFaceRectanglesRequest: VNImageBasedRequest, @unchecked Sendable {
    override var analysis: String { "detect faces" }
}

open class VNDetectRectanglesRequest: VNImageBasedRequest, @unchecked Sendable {
    open var maximumObservations = 1
    open var minimumConfidence: Float = 0
    override var analysis: String { "detect rectangles" }
}

open class VNClassifyImageRequest: VNImageBasedRequest, @unchecked Sendable {
    override var analysis: String { "classify the image" }
}

/// Performs requests on one image: each finds nothing (see `VNRequest`).
open class VNImageRequestHandler: NSObject, @unchecked Sendable {
    public init(cgImage image: CGImage, options: [VNImageOption: Any] = [:]) {}
    public init(cgImage image: CGImage, orientation: CGImagePropertyOrientation, options: [VNImageOption: Any] = [:]) {}
    public init(ciImage image: CIImage, options: [VNImageOption: Any] = [:]) {}
    public init(ciImage image: CIImage, orientation: CGImagePropertyOrientation, options: [VNImageOption: Any] = [:]) {}
    public init(data imageData: Data, options: [VNImageOption: Any] = [:]) {}
    public init(url imageURL: URL, options: [VNImageOption: Any] = [:]) {}

    open func perform(_ requests: [VNRequest]) throws {
        for request in requests {
            Effects.record("Vision asked to \(request.analysis) (no on-device model here: nothing found)")
            request.observations = []
            request.completionHandler?(request, nil)
        }
    }
}

public struct VNImageOption: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
}

public enum CGImagePropertyOrientation: UInt32, Sendable {
    case up = 1, upMirrored, down, downMirrored, leftMirrored, right, rightMirrored, left
}

public struct VNBarcodeSymbology: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let qr = VNBarcodeSymbology(rawValue: "VNBarcodeSymbologyQR")
    public static let ean13 = VNBarcodeSymbology(rawValue: "VNBarcodeSymbologyEAN13")
    public static let ean8 = VNBarcodeSymbology(rawValue: "VNBarcodeSymbologyEAN8")
    public static let upce = VNBarcodeSymbology(rawValue: "VNBarcodeSymbologyUPCE")
    public static let code128 = VNBarcodeSymbology(rawValue: "VNBarcodeSymbologyCode128")
}

/// What an analysis found.
///
/// The members of the SDK's observation subclasses are declared here, on the base: a request's
/// `results` is `[VNObservation]?` (see `VNRequest`), so code that reads a text request's results
/// without a cast (`observation.topCandidates(1)`, `observation.boundingBox`), as it compiles
/// against the SDK's narrowed types, compiles here too. Nothing is ever found, so none is read.
open class VNObservation: NSObject, @unchecked Sendable {
    open var uuid: UUID { UUID(uuidString: "00000000-0000-0000-0000-000000000000")! }
    open var confidence: Float { 0 }
    open var boundingBox: CGRect { .zero }
    open var topLeft: CGPoint { .zero }
    open var topRight: CGPoint { .zero }
    open var bottomLeft: CGPoint { .zero }
    open var bottomRight: CGPoint { .zero }
    open func topCandidates(_ maxCandidateCount: Int) -> [VNRecognizedText] { [] }
    open var payloadStringValue: String? { nil }
    open var symbology: VNBarcodeSymbology { .qr }
    open var identifier: String { "" }
}

open class VNDetectedObjectObservation: VNObservation, @unchecked Sendable {}

open class VNRectangleObservation: VNDetectedObjectObservation, @unchecked Sendable {}

open class VNRecognizedTextObservation: VNRectangleObservation, @unchecked Sendable {}

open class VNRecognizedText: NSObject, @unchecked Sendable {
    open var string: String { "" }
    open var confidence: Float { 0 }
}

open class VNBarcodeObservation: VNRectangleObservation, @unchecked Sendable {}

open class VNFaceObservation: VNDetectedObjectObservation, @unchecked Sendable {}

open class VNClassificationObservation: VNObservation, @unchecked Sendable {}

/// Vision's Swift API (iOS 18): text recognition as a value you perform on an image. It finds
/// nothing in a run, as the older requests do.
public struct RecognizeTextRequest: Sendable {
    public enum RecognitionLevel: Sendable { case accurate, fast }
    public var recognitionLevel: RecognitionLevel = .accurate
    public var recognitionLanguages: [Locale.Language] = []
    public var usesLanguageCorrection = true
    public var automaticallyDetectsLanguage = false
    public var customWords: [String] = []
    public var minimumTextHeightFraction: Float = 0
    public init() {}

    public func perform(on image: CGImage, orientation: CGImagePropertyOrientation? = nil) async throws -> [RecognizedTextObservation] {
        Effects.record("Vision asked to recognise text (no on-device model here: nothing found)")
        return []
    }
    public func perform(on data: Data, orientation: CGImagePropertyOrientation? = nil) async throws -> [RecognizedTextObservation] {
        Effects.record("Vision asked to recognise text (no on-device model here: nothing found)")
        return []
    }
    public func perform(on url: URL, orientation: CGImagePropertyOrientation? = nil) async throws -> [RecognizedTextObservation] {
        Effects.record("Vision asked to recognise text (no on-device model here: nothing found)")
        return []
    }
}

/// A line of text Vision's Swift API found.
public struct RecognizedTextObservation: Sendable {
    public var confidence: Float { 0 }
    public var transcript: String { "" }
    public func topCandidates(_ maxCandidateCount: Int) -> [RecognizedText] { [] }
}

public struct RecognizedText: Sendable {
    public var string: String { "" }
    public var confidence: Float { 0 }
}
