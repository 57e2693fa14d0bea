import Foundation

/// A visual effect (`UIBlurEffect`), for `UIVisualEffectView`: the common `BlurView` wrapper.
open class UIVisualEffect: @unchecked Sendable {
    public init() {}
}

public final class UIBlurEffect: UIVisualEffect, @unchecked Sendable {
    public enum Style: Int, Sendable {
        case extraLight, light, dark, regular, prominent
        case systemUltraThinMaterial, systemThinMaterial, systemMaterial, systemThickMaterial, systemChromeMaterial
        case systemUltraThinMaterialLight, systemThinMaterialLight, systemMaterialLight, systemThickMaterialLight, systemChromeMaterialLight
        case systemUltraThinMaterialDark, systemThinMaterialDark, systemMaterialDark, systemThickMaterialDark, systemChromeMaterialDark
    }

    public let style: Style

    public init(style: Style) {
        self.style = style
    }
}

public final class UIVisualEffectView: UIView, @unchecked Sendable {
    public var effect: UIVisualEffect?

    public init(effect: UIVisualEffect?) {
        self.effect = effect
        super.init(frame: .zero)
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }
}

/// Core Animation's layer: appearance only (D15); rendering it draws nothing.
open class CALayer: @unchecked Sendable {
    open var cornerRadius: CGFloat = 0
    open var masksToBounds = false
    open var borderWidth: CGFloat = 0
    open var borderColor: CGColor?
    open var shadowColor: CGColor?
    open var shadowOffset: CGSize = CGSize(width: 0, height: -3)
    open var shadowOpacity: Float = 0
    open var shadowRadius: CGFloat = 0
    open var opacity: Float = 1
    open var cornerCurve: CALayerCornerCurve = .circular
    open var maskedCorners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
    open var frame: CGRect = .zero
    open var bounds: CGRect = .zero
    open var position: CGPoint = .zero
    open var backgroundColor: CGColor?
    open var isHidden = false
    open var contents: Any?
    open private(set) var sublayers: [CALayer]?
    open private(set) weak var superlayer: CALayer?
    public init() {}
    open func render(in context: CGContext) {}
    open func addSublayer(_ layer: CALayer) {
        layer.removeFromSuperlayer()
        sublayers = (sublayers ?? []) + [layer]
        layer.superlayer = self
    }
    open func insertSublayer(_ layer: CALayer, at index: UInt32) {
        layer.removeFromSuperlayer()
        var list = sublayers ?? []
        list.insert(layer, at: min(Int(index), list.count))
        sublayers = list
        layer.superlayer = self
    }
    open func removeFromSuperlayer() {
        superlayer?.sublayers?.removeAll { $0 === self }
        superlayer = nil
    }
}

/// The context of the image being drawn, if any: a renderer's, while it draws.
public func UIGraphicsGetCurrentContext() -> CGContext? { UIGraphicsImageRendererContext.current?.cgContext }

/// Draws an image in code (`renderer.image { context in … }`). The drawing code runs, drawing
/// nothing; the image stands for what it drew, by name.
open class UIGraphicsImageRenderer: @unchecked Sendable {
    public let size: CGSize

    public init(size: CGSize) { self.size = size }
    public init(bounds: CGRect) { size = bounds.size }
    public init(size: CGSize, format: UIGraphicsImageRendererFormat) { self.size = size }
    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat) { size = bounds.size }

    open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        let context = UIGraphicsImageRendererContext()
        let outer = UIGraphicsImageRendererContext.current
        UIGraphicsImageRendererContext.current = context
        actions(context)
        UIGraphicsImageRendererContext.current = outer
        return UIImage(name: "UIGraphicsImageRenderer(\(Int(size.width))×\(Int(size.height)))")
    }

    open func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        _ = image(actions: actions)
        return Data()
    }
}

/// How a renderer's image is made (its scale, whether it is opaque): kept, as nothing is drawn.
open class UIGraphicsImageRendererFormat: @unchecked Sendable {
    /// The range of colours the image holds.
    public enum Range: Int, Sendable { case unspecified = -1, automatic = 0, extended, standard }

    open var scale: CGFloat = 3
    open var opaque = false
    open var preferredRange: Range = .automatic

    public init() {}
    open class func `default`() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
    open class func preferred() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
}

/// What a renderer's drawing code draws into.
open class UIGraphicsImageRendererContext: @unchecked Sendable {
    public let cgContext = CGContext()
    nonisolated(unsafe) static var current: UIGraphicsImageRendererContext?
    open func fill(_ rect: CGRect) {}
}

/// How a layer's rounded corners curve.
public struct CALayerCornerCurve: Hashable, Sendable {
    let name: String
    public static let circular = CALayerCornerCurve(name: "circular")
    public static let continuous = CALayerCornerCurve(name: "continuous")
}

/// Which of a layer's corners are rounded.
public struct CACornerMask: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1)
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 2)
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 4)
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 8)
}
