import Foundation

// A canvas's colour matrices, shaders and mesh gradients (iOS 15–18): appearance (D15). They
// compile with SwiftUI's names; a filter changes nothing drawn here and a shading is named by
// what it is, as the other shadings are.

/// A 4×5 matrix that maps a colour's red, green, blue and alpha (and a constant) to new ones, for
/// `GraphicsContext.Filter.colorMatrix(_:)` (iOS 15). The identity matrix by default.
public struct ColorMatrix: Equatable {
    public var r1: Float = 1, r2: Float = 0, r3: Float = 0, r4: Float = 0, r5: Float = 0
    public var g1: Float = 0, g2: Float = 1, g3: Float = 0, g4: Float = 0, g5: Float = 0
    public var b1: Float = 0, b2: Float = 0, b3: Float = 1, b4: Float = 0, b5: Float = 0
    public var a1: Float = 0, a2: Float = 0, a3: Float = 0, a4: Float = 1, a5: Float = 0

    public init() {}
}

extension ColorMatrix: Sendable {}

extension GraphicsContext.Filter {
    /// Colours mapped by a matrix: appearance.
    public static func colorMatrix(_ matrix: ColorMatrix) -> GraphicsContext.Filter { GraphicsContext.Filter() }

    /// Each pixel's colour given by a shader (iOS 17): appearance.
    public static func colorShader(_ shader: Shader) -> GraphicsContext.Filter { GraphicsContext.Filter() }

    /// Pixels moved by a shader (iOS 17): appearance.
    public static func distortionShader(_ shader: Shader, maxSampleOffset: CGSize) -> GraphicsContext.Filter { GraphicsContext.Filter() }

    /// The layer redrawn by a shader (iOS 17): appearance.
    public static func layerShader(_ shader: Shader, maxSampleOffset: CGSize) -> GraphicsContext.Filter { GraphicsContext.Filter() }
}

extension GraphicsContext.Shading {
    /// A fill or stroke coloured by a shader (iOS 17), named by the shader's function.
    public static func shader(_ shader: Shader, bounds: CGRect = .zero) -> GraphicsContext.Shading {
        GraphicsContext.Shading(name: "shader \(shader.text)")
    }

    /// A fill or stroke coloured by a mesh gradient (iOS 18), named as the gradient is.
    public static func meshGradient(_ mesh: MeshGradient) -> GraphicsContext.Shading { GraphicsContext.Shading(name: mesh._styleName) }
}
