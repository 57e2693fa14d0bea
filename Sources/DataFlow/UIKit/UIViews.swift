import Foundation

/// UIKit's view, so that a `UIViewRepresentable`'s `makeUIView` compiles. dataflow runs no
/// UIKit: a representable is a leaf named by its type, and these objects are never made by it.
open class UIView: UIResponder, @unchecked Sendable {
    open var frame: CGRect
    open var backgroundColor: UIColor?
    open var translatesAutoresizingMaskIntoConstraints = true
    open var subviews: [UIView] = []

    public override init() { frame = .zero }
    public init(frame: CGRect) { self.frame = frame }

    open func addSubview(_ view: UIView) { subviews.append(view) }
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
