import Foundation

// iOS 17's resolution of a style in an environment: `ShapeStyle.Resolved` and `resolve(in:)`.
// A colour resolves to its values (`Color.Resolved`, `Color.resolve(in:)`); a custom style's
// `resolve(in:)` returns the style it stands for; gradients, materials and the system styles
// resolve to nothing simpler (`Never`), as in SwiftUI.

extension ShapeStyle where Resolved == Never {
    /// A style that resolves to nothing simpler cannot be resolved: SwiftUI declares this for
    /// such styles so the protocol is met, and it never returns. Code does not call it (there is
    /// no value of `Never` to return); if it does, the run stops here with the style's name.
    public func resolve(in environment: EnvironmentValues) -> Never {
        preconditionFailure("\(Self.self) resolves to nothing simpler: its Resolved type is Never")
    }
}

/// `Never` is a style, as the resolution of styles that resolve to nothing simpler.
extension Never: ShapeStyle {
    public typealias Resolved = Never
}

/// A style made from another at a level of the foreground hierarchy (`.red.secondary`, iOS 17).
/// Appearance only (D15): shown as the code writes it.
public struct HierarchicalShapeStyleModifier<Base: ShapeStyle>: ShapeStyle {
    public typealias Resolved = Never

    let base: Base
    let level: String

    init(base: Base, level: String) {
        self.base = base
        self.level = level
    }

    public var _styleName: String { "\(base._styleName).\(level)" }
}

// The styles that resolve to nothing simpler, as SwiftUI declares them.

extension LinearGradient { public typealias Resolved = Never }
extension RadialGradient { public typealias Resolved = Never }
extension EllipticalGradient { public typealias Resolved = Never }
extension AngularGradient { public typealias Resolved = Never }
extension AnyGradient { public typealias Resolved = Never }
extension Gradient { public typealias Resolved = Never }
extension Material { public typealias Resolved = Never }
extension MeshGradient { public typealias Resolved = Never }
extension Color.Resolved { public typealias Resolved = Never }
