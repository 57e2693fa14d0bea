import Foundation

/// An image as a fill (`.fill(ImagePaint(image: Image("Example"), scale: 0.2))`): appearance
/// (D15), shown by the image's name; its parts are kept as given, for code that reads them.
public struct ImagePaint: ShapeStyle {
    public typealias Resolved = Never

    /// The image tiled.
    public var image: Image
    /// The part of the image used, in unit coordinates (the whole image by default).
    public var sourceRect: CGRect
    /// The scale the image is drawn at.
    public var scale: CGFloat

    public init(image: Image, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1), scale: CGFloat = 1) {
        self.image = image
        self.sourceRect = sourceRect
        self.scale = scale
    }

    public var _styleName: String { "ImagePaint(\(image.name.quotedLiteral))" }
}

extension ShapeStyle where Self == ImagePaint {
    public static func image(_ image: Image, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1), scale: CGFloat = 1) -> ImagePaint {
        ImagePaint(image: image, sourceRect: sourceRect, scale: scale)
    }
}
