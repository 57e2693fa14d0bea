import Foundation

/// Renders a view into an image (iOS 16): dataflow draws no pixels, so the image it hands out is
/// named after what it renders (`Image "x"` gives an image named `x`, any other view its type's
/// name), as the screen shows images by name (D15); its data is empty.
public final class ImageRenderer<Content: View>: ObservableObject, @unchecked Sendable {
    /// The view to render.
    public var content: Content
    /// The scale of the image's pixels, 1 by default.
    public var scale: CGFloat = 1
    /// Whether the image has no transparent pixels.
    public var isOpaque = false

    public init(content view: Content) {
        content = view
    }

    /// The rendered image, named after its content.
    public var uiImage: UIImage? {
        if let image = content as? Image { return UIImage(named: image.name) }
        return UIImage(named: "ImageRenderer(\(Content.self))")
    }
}
