/// An image as Core Image sees it: a recipe (the source and the filters applied to it), rendered
/// only when a context draws it.
///
/// Nothing is ever rendered here (see `CIContext`): a `CIImage` keeps its recipe as text,
/// `CISepiaTone(image)`, which is what `UIImage(ciImage:)` shows on screen. Its extent is the
/// source's, which is empty, since DataFlow decodes no image.
public final class CIImage: Sendable, CustomStringConvertible {
    /// The source and the filters, innermost first: `CIGaussianBlur(CISepiaTone(image))`.
    let recipe: String
    public let extent: CGRect

    init(recipe: String, extent: CGRect) {
        self.recipe = recipe
        self.extent = extent
    }

    /// A UIKit image's Core Image form. A device gives nil for an image with no bitmap; here every
    /// image has one to stand for (named `image`).
    public convenience init?(image: UIImage) {
        self.init(recipe: "image", extent: .zero)
    }

    /// An image decoded from data: never inspected here, so never nil.
    public convenience init?(data: Data) {
        self.init(recipe: "data", extent: .zero)
    }

    public convenience init?(contentsOf url: URL) {
        self.init(recipe: url.lastPathComponent, extent: .zero)
    }

    public convenience init(cgImage: CGImage) {
        self.init(recipe: "cgImage", extent: CGRect(x: 0, y: 0, width: cgImage.width, height: cgImage.height))
    }

    /// An image of one colour, without bounds.
    public convenience init(color: CIColor) {
        self.init(recipe: "color", extent: .infinite)
    }

    /// An image with nothing in it.
    public static func empty() -> CIImage { CIImage(recipe: "empty", extent: .null) }

    public func cropped(to rect: CGRect) -> CIImage { CIImage(recipe: "cropped(\(recipe))", extent: extent.intersection(rect)) }

    public func transformed(by matrix: CGAffineTransform) -> CIImage { CIImage(recipe: "transformed(\(recipe))", extent: extent) }

    public func clampedToExtent() -> CIImage { CIImage(recipe: recipe, extent: .infinite) }

    public func composited(over dest: CIImage) -> CIImage {
        CIImage(recipe: "CISourceOverCompositing(\(recipe), \(dest.recipe))", extent: extent.union(dest.extent))
    }

    /// The image with a filter applied by name: `image.applyingFilter("CISepiaTone")`.
    public func applyingFilter(_ filterName: String, parameters: [String: Any]) -> CIImage {
        CIImage(recipe: "\(filterName)(\(recipe))", extent: extent)
    }

    public func applyingFilter(_ filterName: String) -> CIImage { applyingFilter(filterName, parameters: [:]) }

    public func applyingGaussianBlur(sigma: Double) -> CIImage { applyingFilter("CIGaussianBlur") }

    /// The image's metadata: none here.
    public var properties: [String: Any] { [:] }

    public var description: String { "CIImage(\(recipe))" }
}

extension UIImage {
    /// An image of a Core Image recipe, rendered when drawn: shown by its recipe
    /// (`CISepiaTone(photo)`), which is what the screen would show.
    public convenience init(ciImage: CIImage) {
        self.init(named: ciImage.recipe)!
    }

    /// The Core Image recipe behind the image: none for an image made from data or a name.
    public var ciImage: CIImage? { nil }
}
