/// The typed filters `CIFilter.sepiaTone()` and its kind return: a `CIFilter` whose typed inputs
/// read and write the same values as `setValue(_:forKey:)`, so either way of setting an input
/// shows in the other.
final class BuiltinFilter: CIFilter {
    static var customAttributes: [String: Any]? { nil }

    init(named name: String) {
        // Every name used below is in the catalog.
        super.init(name: name, spec: FilterCatalog.spec(named: name) ?? FilterSpec(category: kCICategoryBuiltIn, inputs: []))
    }

    private func number(_ key: String) -> Float {
        switch values[key] {
        case let value as Float: value
        case let value as Double: Float(value)
        case let value as CGFloat: Float(value)
        case let value as Int: Float(value)
        case let value as NSNumber: value.floatValue
        default: 0
        }
    }

    var inputImage: CIImage? {
        get { values[kCIInputImageKey] as? CIImage }
        set { values[kCIInputImageKey] = newValue }
    }

    var backgroundImage: CIImage? {
        get { values[kCIInputBackgroundImageKey] as? CIImage }
        set { values[kCIInputBackgroundImageKey] = newValue }
    }

    var maskImage: CIImage? {
        get { values[kCIInputMaskImageKey] as? CIImage }
        set { values[kCIInputMaskImageKey] = newValue }
    }

    var intensity: Float {
        get { number(kCIInputIntensityKey) }
        set { values[kCIInputIntensityKey] = newValue }
    }

    var radius: Float {
        get { number(kCIInputRadiusKey) }
        set { values[kCIInputRadiusKey] = newValue }
    }

    var scale: Float {
        get { number(kCIInputScaleKey) }
        set { values[kCIInputScaleKey] = newValue }
    }

    var angle: Float {
        get { number(kCIInputAngleKey) }
        set { values[kCIInputAngleKey] = newValue }
    }

    var amount: Float {
        get { number("inputAmount") }
        set { values["inputAmount"] = newValue }
    }

    var sharpness: Float {
        get { number(kCIInputSharpnessKey) }
        set { values[kCIInputSharpnessKey] = newValue }
    }

    var saturation: Float {
        get { number(kCIInputSaturationKey) }
        set { values[kCIInputSaturationKey] = newValue }
    }

    var brightness: Float {
        get { number(kCIInputBrightnessKey) }
        set { values[kCIInputBrightnessKey] = newValue }
    }

    var contrast: Float {
        get { number(kCIInputContrastKey) }
        set { values[kCIInputContrastKey] = newValue }
    }

    var ev: Float {
        get { number(kCIInputEVKey) }
        set { values[kCIInputEVKey] = newValue }
    }

    var power: Float {
        get { number("inputPower") }
        set { values["inputPower"] = newValue }
    }

    var noiseLevel: Float {
        get { number("inputNoiseLevel") }
        set { values["inputNoiseLevel"] = newValue }
    }

    var falloff: Float {
        get { number("inputFalloff") }
        set { values["inputFalloff"] = newValue }
    }

    var levels: Float {
        get { number("inputLevels") }
        set { values["inputLevels"] = newValue }
    }

    var aspectRatio: Float {
        get { number(kCIInputAspectRatioKey) }
        set { values[kCIInputAspectRatioKey] = newValue }
    }

    var shadowAmount: Float {
        get { number("inputShadowAmount") }
        set { values["inputShadowAmount"] = newValue }
    }

    var highlightAmount: Float {
        get { number("inputHighlightAmount") }
        set { values["inputHighlightAmount"] = newValue }
    }

    var quietSpace: Float {
        get { number("inputQuietSpace") }
        set { values["inputQuietSpace"] = newValue }
    }

    var barcodeHeight: Float {
        get { number("inputBarcodeHeight") }
        set { values["inputBarcodeHeight"] = newValue }
    }

    var center: CGPoint {
        get { (values[kCIInputCenterKey] as? CIVector)?.cgPointValue ?? .zero }
        set { values[kCIInputCenterKey] = CIVector(cgPoint: newValue) }
    }

    var color: CIColor {
        get { values[kCIInputColorKey] as? CIColor ?? .black }
        set { values[kCIInputColorKey] = newValue }
    }

    var color0: CIColor {
        get { values["inputColor0"] as? CIColor ?? .black }
        set { values["inputColor0"] = newValue }
    }

    var color1: CIColor {
        get { values["inputColor1"] as? CIColor ?? .black }
        set { values["inputColor1"] = newValue }
    }

    var neutral: CIVector {
        get { values["inputNeutral"] as? CIVector ?? CIVector(x: 0, y: 0) }
        set { values["inputNeutral"] = newValue }
    }

    var targetNeutral: CIVector {
        get { values["inputTargetNeutral"] as? CIVector ?? CIVector(x: 0, y: 0) }
        set { values["inputTargetNeutral"] = newValue }
    }

    var message: Data {
        get { values["inputMessage"] as? Data ?? Data() }
        set { values["inputMessage"] = newValue }
    }

    var correctionLevel: String {
        get { values["inputCorrectionLevel"] as? String ?? "" }
        set { values["inputCorrectionLevel"] = newValue }
    }
}

extension BuiltinFilter: CISepiaTone, CIColorInvert, CIColorMonochrome, CIColorPosterize, CIFalseColor, CIThermal {}
extension BuiltinFilter: CIXRay, CIVignette, CIVignetteEffect, CIPhotoEffect, CIColorControls, CIExposureAdjust {}
extension BuiltinFilter: CIGammaAdjust, CIHueAdjust, CIVibrance, CITemperatureAndTint, CIHighlightShadowAdjust, CIGaussianBlur {}
extension BuiltinFilter: CIBoxBlur, CIDiscBlur, CIMotionBlur, CIZoomBlur, CINoiseReduction, CIUnsharpMask {}
extension BuiltinFilter: CISharpenLuminance, CIBloom, CIGloom, CIComicEffect, CICrystallize, CIEdges {}
extension BuiltinFilter: CIPixellate, CIHexagonalPixellate, CIPointillize, CITwirlDistortion, CIBumpDistortion, CILanczosScaleTransform {}
extension BuiltinFilter: CICompositeOperation, CIBlendWithMask, CIQRCodeGenerator, CICode128BarcodeGenerator, CIConstantColorGenerator {}

extension CIFilter {
    public static func sepiaTone() -> CIFilter & CISepiaTone { BuiltinFilter(named: "CISepiaTone") }
    public static func colorInvert() -> CIFilter & CIColorInvert { BuiltinFilter(named: "CIColorInvert") }
    public static func colorMonochrome() -> CIFilter & CIColorMonochrome { BuiltinFilter(named: "CIColorMonochrome") }
    public static func colorPosterize() -> CIFilter & CIColorPosterize { BuiltinFilter(named: "CIColorPosterize") }
    public static func falseColor() -> CIFilter & CIFalseColor { BuiltinFilter(named: "CIFalseColor") }
    public static func thermal() -> CIFilter & CIThermal { BuiltinFilter(named: "CIThermal") }
    public static func xRay() -> CIFilter & CIXRay { BuiltinFilter(named: "CIXRay") }
    public static func vignette() -> CIFilter & CIVignette { BuiltinFilter(named: "CIVignette") }
    public static func vignetteEffect() -> CIFilter & CIVignetteEffect { BuiltinFilter(named: "CIVignetteEffect") }
    public static func photoEffectChrome() -> CIFilter & CIPhotoEffect { BuiltinFilter(named: "CIPhotoEffectChrome") }
    public static func photoEffectFade() -> CIFilter & CIPhotoEffect { BuiltinFilter(named: "CIPhotoEffectFade") }
    public static func photoEffectInstant() -> CIFilter & CIPhotoEffect { BuiltinFilter(named: "CIPhotoEffectInstant") }
    public static func photoEffectMono() -> CIFilter & CIPhotoEffect { BuiltinFilter(named: "CIPhotoEffectMono") }
    public static func photoEffectNoir() -> CIFilter & CIPhotoEffect { BuiltinFilter(named: "CIPhotoEffectNoir") }
    public static func photoEffectProcess() -> CIFilter & CIPhotoEffect { BuiltinFilter(named: "CIPhotoEffectProcess") }
    public static func photoEffectTonal() -> CIFilter & CIPhotoEffect { BuiltinFilter(named: "CIPhotoEffectTonal") }
    public static func photoEffectTransfer() -> CIFilter & CIPhotoEffect { BuiltinFilter(named: "CIPhotoEffectTransfer") }
    public static func colorControls() -> CIFilter & CIColorControls { BuiltinFilter(named: "CIColorControls") }
    public static func exposureAdjust() -> CIFilter & CIExposureAdjust { BuiltinFilter(named: "CIExposureAdjust") }
    public static func gammaAdjust() -> CIFilter & CIGammaAdjust { BuiltinFilter(named: "CIGammaAdjust") }
    public static func hueAdjust() -> CIFilter & CIHueAdjust { BuiltinFilter(named: "CIHueAdjust") }
    public static func vibrance() -> CIFilter & CIVibrance { BuiltinFilter(named: "CIVibrance") }
    public static func temperatureAndTint() -> CIFilter & CITemperatureAndTint { BuiltinFilter(named: "CITemperatureAndTint") }
    public static func highlightShadowAdjust() -> CIFilter & CIHighlightShadowAdjust { BuiltinFilter(named: "CIHighlightShadowAdjust") }
    public static func gaussianBlur() -> CIFilter & CIGaussianBlur { BuiltinFilter(named: "CIGaussianBlur") }
    public static func boxBlur() -> CIFilter & CIBoxBlur { BuiltinFilter(named: "CIBoxBlur") }
    public static func discBlur() -> CIFilter & CIDiscBlur { BuiltinFilter(named: "CIDiscBlur") }
    public static func motionBlur() -> CIFilter & CIMotionBlur { BuiltinFilter(named: "CIMotionBlur") }
    public static func zoomBlur() -> CIFilter & CIZoomBlur { BuiltinFilter(named: "CIZoomBlur") }
    public static func noiseReduction() -> CIFilter & CINoiseReduction { BuiltinFilter(named: "CINoiseReduction") }
    public static func unsharpMask() -> CIFilter & CIUnsharpMask { BuiltinFilter(named: "CIUnsharpMask") }
    public static func sharpenLuminance() -> CIFilter & CISharpenLuminance { BuiltinFilter(named: "CISharpenLuminance") }
    public static func bloom() -> CIFilter & CIBloom { BuiltinFilter(named: "CIBloom") }
    public static func gloom() -> CIFilter & CIGloom { BuiltinFilter(named: "CIGloom") }
    public static func comicEffect() -> CIFilter & CIComicEffect { BuiltinFilter(named: "CIComicEffect") }
    public static func crystallize() -> CIFilter & CICrystallize { BuiltinFilter(named: "CICrystallize") }
    public static func edges() -> CIFilter & CIEdges { BuiltinFilter(named: "CIEdges") }
    public static func pixellate() -> CIFilter & CIPixellate { BuiltinFilter(named: "CIPixellate") }
    public static func hexagonalPixellate() -> CIFilter & CIHexagonalPixellate { BuiltinFilter(named: "CIHexagonalPixellate") }
    public static func pointillize() -> CIFilter & CIPointillize { BuiltinFilter(named: "CIPointillize") }
    public static func twirlDistortion() -> CIFilter & CITwirlDistortion { BuiltinFilter(named: "CITwirlDistortion") }
    public static func bumpDistortion() -> CIFilter & CIBumpDistortion { BuiltinFilter(named: "CIBumpDistortion") }
    public static func lanczosScaleTransform() -> CIFilter & CILanczosScaleTransform { BuiltinFilter(named: "CILanczosScaleTransform") }
    public static func sourceOverCompositing() -> CIFilter & CICompositeOperation { BuiltinFilter(named: "CISourceOverCompositing") }
    public static func blendWithMask() -> CIFilter & CIBlendWithMask { BuiltinFilter(named: "CIBlendWithMask") }
    public static func qrCodeGenerator() -> CIFilter & CIQRCodeGenerator { BuiltinFilter(named: "CIQRCodeGenerator") }
    public static func code128BarcodeGenerator() -> CIFilter & CICode128BarcodeGenerator { BuiltinFilter(named: "CICode128BarcodeGenerator") }
    public static func constantColorGenerator() -> CIFilter & CIConstantColorGenerator { BuiltinFilter(named: "CIConstantColorGenerator") }
}
