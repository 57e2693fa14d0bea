import Foundation

/// A CoreGraphics drawing context: a bitmap an app draws into (`CGContext(data:width:…)` and
/// `makeImage()`), or the one a renderer hands its drawing code. The drawing calls run and draw
/// nothing; an image made from a bitmap context stands for it (`CGContext(100×100)`).
open class CGContext: @unchecked Sendable {
    public let width: Int
    public let height: Int

    public init() {
        width = 0
        height = 0
    }

    /// A bitmap context of `width` × `height` pixels.
    public init?(
        data: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int, bytesPerRow: Int, space: CGColorSpace,
        bitmapInfo: UInt32
    ) {
        guard width > 0, height > 0 else { return nil }
        self.width = width
        self.height = height
        self.bytesPerRow = bytesPerRow > 0 ? bytesPerRow : width * 4
        if let data {
            self.data = data
        } else {
            // As CoreGraphics does when given no memory: the context's own, zeroed, freed with it.
            let owned = UnsafeMutableRawPointer.allocate(byteCount: self.bytesPerRow * height, alignment: 16)
            owned.initializeMemory(as: UInt8.self, repeating: 0, count: self.bytesPerRow * height)
            self.data = owned
            ownsData = true
        }
    }

    deinit {
        if ownsData { data?.deallocate() }
    }

    /// The bitmap's memory: nothing is drawn into it here, so it holds what it held (zeros, for
    /// memory the context allocated), and code that reads pixels reads those.
    public private(set) var data: UnsafeMutableRawPointer?
    public private(set) var bytesPerRow = 0
    private var ownsData = false

    /// The image the context holds: it stands for the context, by size.
    open func makeImage() -> CGImage? {
        width > 0 ? CGImage(width: width, height: height, recipe: "CGContext(\(width)×\(height))") : nil
    }

    open var interpolationQuality: CGInterpolationQuality = .default

    open func saveGState() {}
    open func restoreGState() {}
    open func translateBy(x tx: CGFloat, y ty: CGFloat) {}
    open func scaleBy(x sx: CGFloat, y sy: CGFloat) {}
    open func rotate(by angle: CGFloat) {}
    open func concatenate(_ transform: CGAffineTransform) {}
    open func setFillColor(_ color: CGColor) {}
    open func setStrokeColor(_ color: CGColor) {}
    open func setLineWidth(_ width: CGFloat) {}
    open func setLineCap(_ cap: CGLineCap) {}
    open func setLineJoin(_ join: CGLineJoin) {}
    open func setAlpha(_ alpha: CGFloat) {}
    open func setBlendMode(_ mode: CGBlendMode) {}
    open func setShadow(offset: CGSize, blur: CGFloat, color: CGColor?) {}
    open func fill(_ rect: CGRect) {}
    open func fill(_ rects: [CGRect]) {}
    open func fillEllipse(in rect: CGRect) {}
    open func stroke(_ rect: CGRect) {}
    open func stroke(_ rect: CGRect, width: CGFloat) {}
    open func strokeEllipse(in rect: CGRect) {}
    open func clear(_ rect: CGRect) {}
    open func clip(to rect: CGRect) {}
    open func beginPath() {}
    open func closePath() {}
    open func move(to point: CGPoint) {}
    open func addLine(to point: CGPoint) {}
    open func addLines(between points: [CGPoint]) {}
    open func addRect(_ rect: CGRect) {}
    open func addEllipse(in rect: CGRect) {}
    open func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {}
    open func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {}
    open func addQuadCurve(to end: CGPoint, control: CGPoint) {}
    open func strokePath() {}
    open func fillPath(using rule: CGPathFillRule = .winding) {}
    open func draw(_ image: CGImage, in rect: CGRect) {}
    open func draw(_ image: CGImage, in rect: CGRect, byTiling: Bool) {}
}
