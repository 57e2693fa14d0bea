// `import CoreImage.CIFilterBuiltins`: Core Image's filters with typed inputs
// (`let filter = CIFilter.sepiaTone(); filter.intensity = 0.8`). Each protocol lists one
// filter's inputs; `CIFilter.sepiaTone()` returns a filter that has them (see `BuiltinFilter`).

/// What every typed filter has: its output.
public protocol CIFilterProtocol: AnyObject {
    var outputImage: CIImage? { get }
    static var customAttributes: [String: Any]? { get }
}

public protocol CISepiaTone: CIFilterProtocol {
    var inputImage: CIImage? { get set }
    var intensity: Float { get set }
}

public protocol CIColorInvert: CIFilterProtocol {
    var inputImage: CIImage? { get set }
}

public protocol CIColorMonochrome: CIFilterProtocol {
    var inputImage: CIImage? { get set }
    var color: CIColor { get set }
    var intensity: Float { get set }
}

public protocol CIColorPosterize: CIFilterProtocol {
    var inputImage: CIImage? { get set }
    var levels: Float { get set }
}

public protocol CIFalseColor: CIFilterProtocol {
    var inputImage: CIImage? { get set }
    var color0: CIColor { get set }
    var color1: CIColor { get set }
}

public protocol CIThermal: CIFilterProtocol {
    var inputImage: CIImage? { get set }
}

public protocol CIXRay: CIFilterProtocol {
    var inputImage: CIImage? { get set }
}

public protocol CIVignette: CIFilterProtocol {
    var inputImage: CIImage? { get set }
    var intensity: Float { get set }
    var radius: Float { get set }
}

public protocol CIVignetteEffect: CIFilterProtocol {
    var inputImage: CIImage? { get set }
    var center: CGPoint { get set }
    var radius: Float { get set }
    var intensity: Float { get set }
    var falloff: Float { get set }
}

public protocol CIPhotoEffect: CIFilterProtocol {
    var inputImage: CIImage? { get set }
}

public protocol CIColorControls: CIFilterProtocol {
    var inputImage: CIImage? { get set }
    var saturation: Float { get set }
    var brightness: Float { get set }
    var contrast: Float { get set }
}

public protocol CIExposureAdjust: CIFilterProtocol {
    var inputImage: CIImage? { get set }
    var ev: Float { get set }
}

public protocol CIGammaAdjust: CIFilterProtocol {
    var inputImage: CIImage? { get set }
    var power: Float { get set }
}

public protocol CIHueAdjust: CIFilterProtocol {
    var inputImage: CIImage? { get set }
    var angle: Float { get set }
}

public protocol CIVibrance: CIFilterProtocol {
    var inputImage: CIImage? { get set }
    var amount: Float { get set }
}

public protocol CITemperatureAndTint: CIFilterProtocol {
    var inputImage: CIImage? { get set }
    var neutral: CIVector { get set }
    var targetNeutral: CIVector { get set }
}

public protocol CIHighlightShadowAdjust: CIFilterProtocol {
    var inputImage: CIImage? { get set }
    var radius: Float { get set }
    var shadowAmount: Float { get set }
    var highlightAmount: Float { get set }
}

public protocol CIGaussianBlur: CIFilterProtocol {
    var inputImage: CIImage? { get set }
    var radius: Float { get set }
}

public protocol CIBoxBlur: CIFilterProtocol {
    var inputImage: CIImage? { get set }
    var radius: Float { get set }
}

public protocol CIDiscBlur: CIFilterProtocol {
    var inputImage: CIImage? { get set }
    var radius: Float { get set }
}

public protocol CIMotionBlur: CIFilterProtocol {
    var inputImage: CIImage? { get set }
    var radius: Float { get set }
    var angle: Float { get set }
}

public protocol CIZoomBlur: CIFilterProtocol {
    var inputImage: CIImage? { get set }
    var center: CGPoint { get set }
    var amount: Float { get set }
}

public protocol CINoiseReduction: CIFilterProtocol {
    var inputImage: CIImage? { get set }
    var noiseLevel: Float { get set }
    var sharpness: Float { get set }
}

public protocol CIUnsharpMask: CIFilterProtocol {
    var inputImage: CIImage? { get set }
    var radius: Float { get set }
    var intensity: Float { get set }
}

public protocol CISharpenLuminance: CIFilterProtocol {
    var inputImage: CIImage? { get set }
    var sharpness: Float { get set }
    var radius: Float { get set }
}

public protocol CIBloom: CIFilterProtocol {
    var inputImage: CIImage? { get set }
    var radius: Float { get set }
    var intensity: Float { get set }
}

public protocol CIGloom: CIFilterProtocol {
    var inputImage: CIImage? { get set }
    var radius: Float { get set }
    var intensity: Float { get set }
}

public protocol CIComicEffect: CIFilterProtocol {
    var inputImage: CIImage? { get set }
}

public protocol CICrystallize: CIFilterProtocol {
    var inputImage: CIImage? { get set }
    var radius: Float { get set }
    var center: CGPoint { get set }
}

public protocol CIEdges: CIFilterProtocol {
    var inputImage: CIImage? { get set }
    var intensity: Float { get set }
}

public protocol CIPixellate: CIFilterProtocol {
    var inputImage: CIImage? { get set }
    var center: CGPoint { get set }
    var scale: Float { get set }
}

public protocol CIHexagonalPixellate: CIFilterProtocol {
    var inputImage: CIImage? { get set }
    var center: CGPoint { get set }
    var scale: Float { get set }
}

public protocol CIPointillize: CIFilterProtocol {
    var inputImage: CIImage? { get set }
    var radius: Float { get set }
    var center: CGPoint { get set }
}

public protocol CITwirlDistortion: CIFilterProtocol {
    var inputImage: CIImage? { get set }
    var center: CGPoint { get set }
    var radius: Float { get set }
    var angle: Float { get set }
}

public protocol CIBumpDistortion: CIFilterProtocol {
    var inputImage: CIImage? { get set }
    var center: CGPoint { get set }
    var radius: Float { get set }
    var scale: Float { get set }
}

public protocol CILanczosScaleTransform: CIFilterProtocol {
    var inputImage: CIImage? { get set }
    var scale: Float { get set }
    var aspectRatio: Float { get set }
}

public protocol CICompositeOperation: CIFilterProtocol {
    var inputImage: CIImage? { get set }
    var backgroundImage: CIImage? { get set }
}

public protocol CIBlendWithMask: CIFilterProtocol {
    var inputImage: CIImage? { get set }
    var backgroundImage: CIImage? { get set }
    var maskImage: CIImage? { get set }
}

public protocol CIQRCodeGenerator: CIFilterProtocol {
    var message: Data { get set }
    var correctionLevel: String { get set }
}

public protocol CICode128BarcodeGenerator: CIFilterProtocol {
    var message: Data { get set }
    var quietSpace: Float { get set }
    var barcodeHeight: Float { get set }
}

public protocol CIConstantColorGenerator: CIFilterProtocol {
    var color: CIColor { get set }
}
