/// CoreGraphics' bitmap image, as Core Image renders into: `context.createCGImage(_:from:)`.
///
/// No bitmap is ever made here (see `CIContext`), so no `CGImage` exists at run time; the type and
/// UIKit's conversions are here so that image-processing code compiles. They are CoreGraphics' and
/// UIKit's names, which DataFlow supplies for the rest of those frameworks: if DataFlow gains
/// them, this file must be removed.
public final class CGImage: Sendable {
    public let width: Int
    public let height: Int

    init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }
}

extension UIImage {
    /// An image of a bitmap: shown as `UIImage(cgImage)` by `Image(uiImage:)`.
    public convenience init(cgImage: CGImage) {
        self.init(named: "UIImage(cgImage)")!
    }

    /// An image of a Core Image recipe, rendered when drawn: shown by its recipe
    /// (`CISepiaTone(photo)`), which is what the screen would show.
    public convenience init(ciImage: CIImage) {
        self.init(named: ciImage.recipe)!
    }

    /// The bitmap behind the image: none, as no bitmap is decoded here.
    public var cgImage: CGImage? { nil }

    /// The Core Image recipe behind the image: none for an image made from data or a name.
    public var ciImage: CIImage? { nil }
}
