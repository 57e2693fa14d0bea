/// What renders Core Image recipes into bitmaps.
///
/// dataflow processes no images: rendering gives nil (`createCGImage` returns no image), so an
/// app's `guard let cgImage = context.createCGImage(…) else { return }` takes its early return,
/// and the step notes what was asked (`dataflow: effect: CIContext renders CISepiaTone(image)
/// (the system's, not run here)`). An app that shows `UIImage(ciImage:)` instead shows the
/// recipe.
public final class CIContext: Sendable {
    public init() {}

    public init(options: [CIContextOption: Any]?) {}

    public func createCGImage(_ image: CIImage, from fromRect: CGRect) -> CGImage? {
        Effects.record("CIContext renders \(image.recipe)")
        return nil
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
