/// The built-in filters dataflow knows, by name: their category and their inputs, in Core Image's
/// order, with Core Image's defaults. `CIFilter(name:)` finds a filter here (another name gives
/// nil, as an unknown name does on a device), and `inputKeys` lists these inputs.
struct FilterSpec: Sendable {
    let category: String
    let inputs: [(key: String, value: InputDefault)]

    /// Whether the filter draws from an input image (a generator does not).
    var takesImage: Bool { inputs.contains { $0.key == kCIInputImageKey } }
}

/// A default input value, kept in a form that can be shared between threads.
enum InputDefault: Sendable {
    case none
    case number(Double)
    case point(x: CGFloat, y: CGFloat)
    case color(red: CGFloat, green: CGFloat, blue: CGFloat)
    case text(String)

    var value: Any? {
        switch self {
        case .none: nil
        case .number(let number): number
        case .point(let x, let y): CIVector(x: x, y: y)
        case .color(let red, let green, let blue): CIColor(red: red, green: green, blue: blue)
        case .text(let text): text
        }
    }
}

enum FilterCatalog {
    static func spec(named name: String) -> FilterSpec? { specs[name] }

    static func names(inCategories categories: [String]) -> [String] {
        specs.filter { categories.contains(kCICategoryBuiltIn) || categories.contains($0.value.category) }.keys.sorted()
    }

    private static let image = (key: kCIInputImageKey, value: InputDefault.none)
    private static let center = (key: kCIInputCenterKey, value: InputDefault.point(x: 150, y: 150))

    private static func number(_ key: String, _ value: Double) -> (key: String, value: InputDefault) { (key, .number(value)) }

    private static let specs: [String: FilterSpec] = {
        var specs: [String: FilterSpec] = [:]
        func add(_ name: String, _ category: String, _ inputs: [(key: String, value: InputDefault)]) {
            specs[name] = FilterSpec(category: category, inputs: inputs)
        }
        add("CISepiaTone", kCICategoryColorEffect, [image, number(kCIInputIntensityKey, 1)])
        add("CIColorInvert", kCICategoryColorEffect, [image])
        add(
            "CIColorMonochrome", kCICategoryColorEffect,
            [
                image, (kCIInputColorKey, .color(red: 0.6, green: 0.45, blue: 0.3)), number(kCIInputIntensityKey, 1),
            ])
        add("CIColorPosterize", kCICategoryColorEffect, [image, number("inputLevels", 6)])
        add(
            "CIFalseColor", kCICategoryColorEffect,
            [
                image, ("inputColor0", .color(red: 0.3, green: 0, blue: 0)), ("inputColor1", .color(red: 1, green: 0.9, blue: 0.8)),
            ])
        add("CIThermal", kCICategoryColorEffect, [image])
        add("CIXRay", kCICategoryColorEffect, [image])
        add("CIVignette", kCICategoryColorEffect, [image, number(kCIInputIntensityKey, 0), number(kCIInputRadiusKey, 1)])
        add(
            "CIVignetteEffect", kCICategoryColorEffect,
            [
                image, center, number(kCIInputRadiusKey, 150), number(kCIInputIntensityKey, 1), number("inputFalloff", 0.5),
            ])
        for effect in ["Chrome", "Fade", "Instant", "Mono", "Noir", "Process", "Tonal", "Transfer"] {
            add("CIPhotoEffect" + effect, kCICategoryColorEffect, [image])
        }
        add(
            "CIColorControls", kCICategoryColorAdjustment,
            [
                image, number(kCIInputSaturationKey, 1), number(kCIInputBrightnessKey, 0), number(kCIInputContrastKey, 1),
            ])
        add("CIExposureAdjust", kCICategoryColorAdjustment, [image, number(kCIInputEVKey, 0)])
        add("CIGammaAdjust", kCICategoryColorAdjustment, [image, number("inputPower", 1)])
        add("CIHueAdjust", kCICategoryColorAdjustment, [image, number(kCIInputAngleKey, 0)])
        add("CIVibrance", kCICategoryColorAdjustment, [image, number("inputAmount", 0)])
        add(
            "CITemperatureAndTint", kCICategoryColorAdjustment,
            [
                image, ("inputNeutral", .point(x: 6500, y: 0)), ("inputTargetNeutral", .point(x: 6500, y: 0)),
            ])
        add(
            "CIHighlightShadowAdjust", kCICategoryColorAdjustment,
            [
                image, number(kCIInputRadiusKey, 0), number("inputShadowAmount", 0), number("inputHighlightAmount", 1),
            ])
        add("CIGaussianBlur", kCICategoryBlur, [image, number(kCIInputRadiusKey, 10)])
        add("CIBoxBlur", kCICategoryBlur, [image, number(kCIInputRadiusKey, 10)])
        add("CIDiscBlur", kCICategoryBlur, [image, number(kCIInputRadiusKey, 8)])
        add("CIMotionBlur", kCICategoryBlur, [image, number(kCIInputRadiusKey, 20), number(kCIInputAngleKey, 0)])
        add("CIZoomBlur", kCICategoryBlur, [image, center, number("inputAmount", 20)])
        add("CINoiseReduction", kCICategoryBlur, [image, number("inputNoiseLevel", 0.02), number(kCIInputSharpnessKey, 0.4)])
        add("CIUnsharpMask", kCICategorySharpen, [image, number(kCIInputRadiusKey, 2.5), number(kCIInputIntensityKey, 0.5)])
        add("CISharpenLuminance", kCICategorySharpen, [image, number(kCIInputSharpnessKey, 0.4), number(kCIInputRadiusKey, 1.69)])
        add("CIBloom", kCICategoryStylize, [image, number(kCIInputRadiusKey, 10), number(kCIInputIntensityKey, 0.5)])
        add("CIGloom", kCICategoryStylize, [image, number(kCIInputRadiusKey, 10), number(kCIInputIntensityKey, 0.5)])
        add("CIComicEffect", kCICategoryStylize, [image])
        add("CICrystallize", kCICategoryStylize, [image, number(kCIInputRadiusKey, 20), center])
        add("CIEdges", kCICategoryStylize, [image, number(kCIInputIntensityKey, 1)])
        add("CIPixellate", kCICategoryStylize, [image, center, number(kCIInputScaleKey, 8)])
        add("CIHexagonalPixellate", kCICategoryStylize, [image, center, number(kCIInputScaleKey, 8)])
        add("CIPointillize", kCICategoryStylize, [image, number(kCIInputRadiusKey, 20), center])
        add("CITwirlDistortion", kCICategoryDistortionEffect, [image, center, number(kCIInputRadiusKey, 300), number(kCIInputAngleKey, 3.14)])
        add("CIBumpDistortion", kCICategoryDistortionEffect, [image, center, number(kCIInputRadiusKey, 300), number(kCIInputScaleKey, 0.5)])
        add("CILanczosScaleTransform", kCICategoryGeometryAdjustment, [image, number(kCIInputScaleKey, 1), number(kCIInputAspectRatioKey, 1)])
        add("CISourceOverCompositing", kCICategoryCompositeOperation, [image, (kCIInputBackgroundImageKey, .none)])
        add("CIBlendWithMask", kCICategoryCompositeOperation, [image, (kCIInputBackgroundImageKey, .none), (kCIInputMaskImageKey, .none)])
        add("CIQRCodeGenerator", kCICategoryGenerator, [("inputMessage", .none), ("inputCorrectionLevel", .text("M"))])
        add(
            "CICode128BarcodeGenerator", kCICategoryGenerator,
            [
                ("inputMessage", .none), number("inputQuietSpace", 7), number("inputBarcodeHeight", 32),
            ])
        add("CIConstantColorGenerator", kCICategoryGenerator, [(kCIInputColorKey, .color(red: 1, green: 0, blue: 0))])
        return specs
    }()
}
