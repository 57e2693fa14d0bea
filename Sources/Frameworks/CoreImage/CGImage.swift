/// CoreGraphics' bitmap image, as Core Image renders into: `context.createCGImage(_:from:)`.
///
/// No bitmap is ever made here (see `CIContext`): a rendered image stands for the recipe it was
/// rendered from, so an app that keeps it (and enables its Save button) goes on as on a device,
/// and `UIImage(cgImage:)` shows the recipe. These are CoreGraphics' and UIKit's names, which
/// DataFlow supplies for the rest of those frameworks: if DataFlow gains them, this file must be
/// removed.
public final class CGImage: Sendable {
    public let width: Int
    public let height: Int
    /// What was rendered: `CISepiaTone(image)`.
    let recipe: String

    init(width: Int, height: Int, recipe: String) {
        self.width = width
        self.height = height
        self.recipe = recipe
    }
}

extension UIImage {
    /// An image of a rendered bitmap: shown by the recipe it was rendered from.
    public convenience init(cgImage: CGImage) {
        self.init(named: cgImage.recipe)!
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
