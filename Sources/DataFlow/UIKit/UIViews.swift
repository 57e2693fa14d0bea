import Foundation

/// UIKit's view, as a `UIViewRepresentable` makes it: its `makeUIView` and `updateUIView` run
/// (§32), and what the view draws is not seen: a representable is a screen leaf named by its
/// type. The properties are kept, for the app's own code to read back.
open class UIView: UIResponder, @unchecked Sendable {
    open var frame: CGRect
    open var backgroundColor: UIColor?
    open var translatesAutoresizingMaskIntoConstraints = true
    open var subviews: [UIView] = []

    public override init() { frame = .zero }
    public init(frame: CGRect) { self.frame = frame }

    open func addSubview(_ view: UIView) { subviews.append(view) }

    /// The view's own coordinates: its frame's size at the origin.
    open var bounds: CGRect { CGRect(origin: .zero, size: frame.size) }

    /// The layer behind the view, for code that renders or rounds it.
    open var layer: CALayer { CALayer() }
}

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
}

/// Core Animation's layer: appearance only (D15); rendering it draws nothing.
open class CALayer: @unchecked Sendable {
    open var cornerRadius: CGFloat = 0
    open var masksToBounds = false
    open var borderWidth: CGFloat = 0
    open var shadowOpacity: Float = 0
    open var shadowRadius: CGFloat = 0
    public init() {}
    open func render(in context: CGContext) {}
}

/// A CoreGraphics drawing context; nothing is drawn into it.
open class CGContext: @unchecked Sendable {
    public init() {}
}

/// The context of the image being drawn, if any: a renderer's, while it draws.
public func UIGraphicsGetCurrentContext() -> CGContext? { UIGraphicsImageRendererContext.current?.cgContext }

/// Draws an image in code (`renderer.image { context in … }`). The drawing code runs, drawing
/// nothing; the image stands for what it drew, by name.
open class UIGraphicsImageRenderer: @unchecked Sendable {
    public let size: CGSize

    public init(size: CGSize) { self.size = size }
    public init(bounds: CGRect) { size = bounds.size }

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

/// What a renderer's drawing code draws into.
open class UIGraphicsImageRendererContext: @unchecked Sendable {
    public let cgContext = CGContext()
    nonisolated(unsafe) static var current: UIGraphicsImageRendererContext?
    open func fill(_ rect: CGRect) {}
}
