import Foundation

/// A kind of media (`.video`, `.audio`).
public struct AVMediaType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public static let video = AVMediaType("vide")
    public static let audio = AVMediaType("soun")
    public static let metadata = AVMediaType("meta")
}

public enum AVAuthorizationStatus: Int, Sendable { case notDetermined = 0, restricted, denied, authorized }

/// A camera or microphone. A run has neither: `default(for:)` finds none, access needs an answer
/// nobody gives (not granted, the status stays `.notDetermined`), so an app's "no camera" path
/// runs, as in the Simulator.
open class AVCaptureDevice: NSObject, @unchecked Sendable {
    open class func authorizationStatus(for mediaType: AVMediaType) -> AVAuthorizationStatus { .notDetermined }
    open class func requestAccess(for mediaType: AVMediaType, completionHandler handler: @escaping @Sendable (Bool) -> Void) {
        Effects.record("AVCaptureDevice asks for the \(mediaType == .video ? "camera" : "microphone") (no one answers here: not granted)")
        handler(false)
    }
    open class func requestAccess(for mediaType: AVMediaType) async -> Bool {
        Effects.record("AVCaptureDevice asks for the \(mediaType == .video ? "camera" : "microphone") (no one answers here: not granted)")
        return false
    }
    open class func `default`(for mediaType: AVMediaType) -> AVCaptureDevice? { nil }
    open class func `default`(_ deviceType: DeviceType, for mediaType: AVMediaType?, position: Position) -> AVCaptureDevice? { nil }

    open var hasTorch: Bool { false }
    open var isTorchAvailable: Bool { false }
    open var torchMode: TorchMode = .off
    open var localizedName: String { "" }
    open var uniqueID: String { "" }
    open var position: Position { .unspecified }
    open func lockForConfiguration() throws {}
    open func unlockForConfiguration() {}
    open var focusMode: FocusMode = .continuousAutoFocus
    open var focusPointOfInterest: CGPoint = CGPoint(x: 0.5, y: 0.5)
    open var isFocusPointOfInterestSupported: Bool { false }
    open func isFocusModeSupported(_ focusMode: FocusMode) -> Bool { false }
    open var exposureMode: ExposureMode = .continuousAutoExposure
    open var exposurePointOfInterest: CGPoint = CGPoint(x: 0.5, y: 0.5)
    open var isExposurePointOfInterestSupported: Bool { false }
    open func isExposureModeSupported(_ exposureMode: ExposureMode) -> Bool { false }
    open var isSubjectAreaChangeMonitoringEnabled = false
    open var videoZoomFactor: CGFloat = 1
    open var hasFlash: Bool { false }

    public enum Position: Int, Sendable { case unspecified = 0, back, front }
    public enum FocusMode: Int, Sendable { case locked = 0, autoFocus, continuousAutoFocus }
    public enum ExposureMode: Int, Sendable { case locked = 0, autoExpose, continuousAutoExposure, custom }
    public enum TorchMode: Int, Sendable { case off = 0, on, auto }
    public enum FlashMode: Int, Sendable { case off = 0, on, auto }

    public struct DeviceType: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let builtInWideAngleCamera = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInWideAngleCamera")
        public static let builtInDualCamera = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInDualCamera")
        public static let builtInTripleCamera = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInTripleCamera")
        public static let builtInMicrophone = DeviceType(rawValue: "AVCaptureDeviceTypeBuiltInMicrophone")
    }

    /// Finds devices: none, in a run.
    open class DiscoverySession: NSObject, @unchecked Sendable {
        public init(deviceTypes: [DeviceType], mediaType: AVMediaType?, position: Position) {}
        open var devices: [AVCaptureDevice] { [] }
    }
}

open class AVCaptureInput: NSObject, @unchecked Sendable {}

open class AVCaptureDeviceInput: AVCaptureInput, @unchecked Sendable {
    public let device: AVCaptureDevice
    public init(device: AVCaptureDevice) throws { self.device = device }
}

open class AVCaptureOutput: NSObject, @unchecked Sendable {
    open var connections: [AVCaptureConnection] { [] }
    open func connection(with mediaType: AVMediaType) -> AVCaptureConnection? { nil }
}

open class AVCaptureConnection: NSObject, @unchecked Sendable {
    open var isEnabled = true
    open var videoRotationAngle: CGFloat = 0
}

/// Connects inputs to outputs. Running it is recorded; with no camera, nothing is captured.
open class AVCaptureSession: NSObject, @unchecked Sendable {
    public override init() {}
    open private(set) var inputs: [AVCaptureInput] = []
    open private(set) var outputs: [AVCaptureOutput] = []
    open private(set) var isRunning = false
    open var sessionPreset: Preset = .high

    open func beginConfiguration() {}
    open func commitConfiguration() {}
    open func canAddInput(_ input: AVCaptureInput) -> Bool { true }
    open func addInput(_ input: AVCaptureInput) { inputs.append(input) }
    open func removeInput(_ input: AVCaptureInput) { inputs.removeAll { $0 === input } }
    open func canAddOutput(_ output: AVCaptureOutput) -> Bool { true }
    open func addOutput(_ output: AVCaptureOutput) { outputs.append(output) }
    open func removeOutput(_ output: AVCaptureOutput) { outputs.removeAll { $0 === output } }
    open func startRunning() {
        Effects.record("AVCaptureSession starts (no camera here: nothing is captured)")
        isRunning = true
    }
    open func stopRunning() { isRunning = false }

    public struct Preset: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let high = Preset(rawValue: "AVCaptureSessionPresetHigh")
        public static let medium = Preset(rawValue: "AVCaptureSessionPresetMedium")
        public static let low = Preset(rawValue: "AVCaptureSessionPresetLow")
        public static let photo = Preset(rawValue: "AVCaptureSessionPresetPhoto")
    }
}

/// What a photo output was asked for.
open class AVCapturePhotoSettings: NSObject, @unchecked Sendable {
    public override init() {}
    open var flashMode: AVCaptureDevice.FlashMode = .off
}

/// A captured photo: never made in a run.
open class AVCapturePhoto: NSObject, @unchecked Sendable {
    open func fileDataRepresentation() -> Data? { nil }
}

public protocol AVCapturePhotoCaptureDelegate: AnyObject {
    func photoOutput(_ output: AVCapturePhotoOutput, didFinishProcessingPhoto photo: AVCapturePhoto, error: (any Error)?)
}

extension AVCapturePhotoCaptureDelegate {
    public func photoOutput(_ output: AVCapturePhotoOutput, didFinishProcessingPhoto photo: AVCapturePhoto, error: (any Error)?) {}
}

/// Takes photos: with no camera, a request is recorded and the delegate never hears of a photo.
open class AVCapturePhotoOutput: AVCaptureOutput, @unchecked Sendable {
    public override init() {}
    open func capturePhoto(with settings: AVCapturePhotoSettings, delegate: any AVCapturePhotoCaptureDelegate) {
        Effects.record("AVCapturePhotoOutput takes a photo (no camera here: none is taken)")
    }
}

/// Something a camera recognised (a barcode, a face).
open class AVMetadataObject: NSObject, @unchecked Sendable {
    open var type: ObjectType { ObjectType(rawValue: "") }
    open var bounds: CGRect { .zero }

    public struct ObjectType: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let qr = ObjectType(rawValue: "org.iso.QRCode")
        public static let ean8 = ObjectType(rawValue: "org.gs1.EAN-8")
        public static let ean13 = ObjectType(rawValue: "org.gs1.EAN-13")
        public static let upce = ObjectType(rawValue: "org.gs1.UPC-E")
        public static let code39 = ObjectType(rawValue: "org.iso.Code39")
        public static let code93 = ObjectType(rawValue: "com.intermec.Code93")
        public static let code128 = ObjectType(rawValue: "org.iso.Code128")
        public static let pdf417 = ObjectType(rawValue: "org.iso.PDF417")
        public static let aztec = ObjectType(rawValue: "org.iso.Aztec")
        public static let dataMatrix = ObjectType(rawValue: "org.iso.DataMatrix")
        public static let itf14 = ObjectType(rawValue: "org.gs1.ITF14")
        public static let interleaved2of5 = ObjectType(rawValue: "org.ansi.Interleaved2of5")
        public static let face = ObjectType(rawValue: "face")
    }
}

/// A barcode a camera read.
open class AVMetadataMachineReadableCodeObject: AVMetadataObject, @unchecked Sendable {
    open var stringValue: String? { nil }
    open var corners: [CGPoint] { [] }
}

public protocol AVCaptureMetadataOutputObjectsDelegate: AnyObject {
    func metadataOutput(_ output: AVCaptureMetadataOutput, didOutput metadataObjects: [AVMetadataObject], from connection: AVCaptureConnection)
}

extension AVCaptureMetadataOutputObjectsDelegate {
    public func metadataOutput(_ output: AVCaptureMetadataOutput, didOutput metadataObjects: [AVMetadataObject], from connection: AVCaptureConnection)
    {}
}

/// Reads barcodes from the camera: none is read in a run (there is no camera).
open class AVCaptureMetadataOutput: AVCaptureOutput, @unchecked Sendable {
    public override init() {}
    open var metadataObjectTypes: [AVMetadataObject.ObjectType] = []
    open var availableMetadataObjectTypes: [AVMetadataObject.ObjectType] { [] }
    open var rectOfInterest = CGRect(x: 0, y: 0, width: 1, height: 1)
    open private(set) weak var metadataObjectsDelegate: (any AVCaptureMetadataOutputObjectsDelegate)?
    open func setMetadataObjectsDelegate(_ objectsDelegate: (any AVCaptureMetadataOutputObjectsDelegate)?, queue objectsCallbackQueue: DispatchQueue?)
    {
        metadataObjectsDelegate = objectsDelegate
    }
}

/// The camera's picture as a layer: appearance only (with no camera it shows nothing).
open class AVCaptureVideoPreviewLayer: CALayer, @unchecked Sendable {
    open var session: AVCaptureSession?
    open var videoGravity: AVLayerVideoGravity = .resizeAspect
    open var connection: AVCaptureConnection? { nil }
    /// A point of the layer as the camera's (0…1 on each axis): the layer's own fraction here.
    open func captureDevicePointConverted(fromLayerPoint pointInLayer: CGPoint) -> CGPoint {
        CGPoint(x: bounds.width > 0 ? pointInLayer.x / bounds.width : 0, y: bounds.height > 0 ? pointInLayer.y / bounds.height : 0)
    }
    open func layerPointConverted(fromCaptureDevicePoint captureDevicePointOfInterest: CGPoint) -> CGPoint {
        CGPoint(x: captureDevicePointOfInterest.x * bounds.width, y: captureDevicePointOfInterest.y * bounds.height)
    }
    public init(session: AVCaptureSession) { self.session = session }
    public override init() {}
}
