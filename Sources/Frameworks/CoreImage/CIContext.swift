/// What renders Core Image recipes into bitmaps.
///
/// dataflow processes no pixels: rendering gives an image that stands for its recipe, as a
/// device gives one of the rendered pixels, so an app's `guard let cgImage =
/// context.createCGImage(…) else { return }` goes on as it does there, and the step notes what was
/// asked (`dataflow: effect: CIContext renders CISepiaTone(image) (the system's, not run here)`).
/// The screen shows the recipe, as it does for `UIImage(ciImage:)`.
public final class CIContext: Sendable {
    public init() {}

    public init(options: [CIContextOption: Any]?) {}

    /// Renders into a bitmap the app gives: a run has no pixels, so the bitmap is left as it was
    /// (zeros, for a new one), and the step notes the render.
    public func render(
        _ image: CIImage, toBitmap data: UnsafeMutableRawPointer, rowBytes: Int, bounds: CGRect, format: CIFormat, colorSpace: CGColorSpace?
    ) {
        Effects.record("CIContext renders \(image.recipe)")
    }

    public func createCGImage(_ image: CIImage, from fromRect: CGRect) -> CGImage? {
        Effects.record("CIContext renders \(image.recipe)")
        return CGImage(width: Int(fromRect.width), height: Int(fromRect.height), recipe: image.recipe)
    }
}

/// An option of a context (`.useSoftwareRenderer`): accepted, and unused.
public struct CIContextOption: RawRepresentable, Hashable, Sendable {
    public let rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    public static let useSoftwareRenderer = CIContextOption(rawValue: "kCIContextUseSoftwareRenderer")
    public static let workingColorSpace = CIContextOption(rawValue: "kCIContextWorkingColorSpace")
    public static let outputColorSpace = CIContextOption(rawValue: "kCIContextOutputColorSpace")
    public static let cacheIntermediates = CIContextOption(rawValue: "kCIContextCacheIntermediates")
    public static let priorityRequestLow = CIContextOption(rawValue: "kCIContextPriorityRequestLow")
    public static let highQualityDownsample = CIContextOption(rawValue: "kCIContextHighQualityDownsample")
}

/// A pixel format for rendering into a bitmap.
public struct CIFormat: RawRepresentable, Hashable, Sendable {
    public let rawValue: Int32
    public init(rawValue: Int32) { self.rawValue = rawValue }
    public static let RGBA8 = CIFormat(rawValue: 24)
    public static let BGRA8 = CIFormat(rawValue: 23)
    public static let ARGB8 = CIFormat(rawValue: 22)
    public static let RGBAh = CIFormat(rawValue: 31)
    public static let RGBAf = CIFormat(rawValue: 34)
    public static let L8 = CIFormat(rawValue: 26)
}
