import Foundation

// iOS 17's Metal shaders as effects and styles: `.colorEffect(ShaderLibrary.wave(.float(t)))`.
// dataflow has no GPU: a shader is a value naming its function and arguments, shown on the
// screen where it is applied (`.colorEffect(wave)`), and never run. Appearance only: nothing a
// script sees depends on a shader's output.

/// The Metal library an app's shaders come from: `ShaderLibrary.default.wave` or `ShaderLibrary.wave`.
@dynamicMemberLookup
public struct ShaderLibrary: Equatable, @unchecked Sendable {
    let source: String

    /// The app's main bundle's default library.
    public static let `default` = ShaderLibrary(source: "default")
    public static func bundle(_ bundle: Bundle) -> ShaderLibrary { ShaderLibrary(source: "bundle") }
    public init(data: Data) { source = "data" }
    public init(url: URL) { source = url.lastPathComponent }
    init(source: String) { self.source = source }

    public static subscript(dynamicMember name: String) -> ShaderFunction { ShaderFunction(library: .default, name: name) }
    public subscript(dynamicMember name: String) -> ShaderFunction { ShaderFunction(library: self, name: name) }
}

/// A function of a shader library; called with arguments, it makes a shader.
@dynamicCallable
public struct ShaderFunction: Equatable, Sendable {
    public var library: ShaderLibrary
    public var name: String

    public init(library: ShaderLibrary, name: String) {
        self.library = library
        self.name = name
    }

    public func dynamicallyCall(withArguments args: [Shader.Argument]) -> Shader { Shader(function: self, arguments: args) }
}

/// A shader function with its arguments: a style, or a color, distortion or layer effect.
public struct Shader: Equatable, Sendable {
    /// One value passed to the shader function.
    public struct Argument: Equatable, Sendable {
        let text: String

        public static func float<T: BinaryFloatingPoint>(_ x: T) -> Argument { Argument(text: number(x)) }
        public static func float2<T: BinaryFloatingPoint>(_ x: T, _ y: T) -> Argument { Argument(text: "(\(number(x)), \(number(y)))") }
        public static func float3<T: BinaryFloatingPoint>(_ x: T, _ y: T, _ z: T) -> Argument {
            Argument(text: "(\(number(x)), \(number(y)), \(number(z)))")
        }
        public static func float4<T: BinaryFloatingPoint>(_ x: T, _ y: T, _ z: T, _ w: T) -> Argument {
            Argument(text: "(\(number(x)), \(number(y)), \(number(z)), \(number(w)))")
        }
        public static func float2(_ point: CGPoint) -> Argument { float2(point.x, point.y) }
        public static func float2(_ size: CGSize) -> Argument { float2(size.width, size.height) }
        public static func float2(_ vector: CGVector) -> Argument { float2(vector.dx, vector.dy) }
        public static func floatArray(_ array: [Float]) -> Argument { Argument(text: "[\(array.count) floats]") }
        /// The bounds of the view the shader draws, filled in when it is drawn.
        public static var boundingRect: Argument { Argument(text: ".boundingRect") }
        public static func color(_ color: Color) -> Argument { Argument(text: color._styleName) }
        public static func colorArray(_ array: [Color]) -> Argument { Argument(text: "[\(array.count) colors]") }
        public static func image(_ image: Image) -> Argument { Argument(text: "image") }
        public static func data(_ data: Data) -> Argument { Argument(text: "\(data.count) bytes") }
    }

    /// How a shader is used, for compiling it ahead of time.
    public struct UsageType: Hashable, Sendable {
        let name: String
        public static let shapeStyle = UsageType(name: "shapeStyle")
        public static let colorEffect = UsageType(name: "colorEffect")
        public static let distortionEffect = UsageType(name: "distortionEffect")
        public static let layerEffect = UsageType(name: "layerEffect")
    }

    public typealias Resolved = Never

    public var function: ShaderFunction
    public var arguments: [Argument]
    public var dithersColor = false

    public init(function: ShaderFunction, arguments: [Argument]) {
        self.function = function
        self.arguments = arguments
    }

    /// Compiling ahead of time: there is no GPU to compile for, so there is nothing to wait for.
    public func compile(as type: UsageType) async throws {}

    /// As the screen names it: the function's name.
    var text: String { function.name }
}

extension Shader: ShapeStyle {
    public var _styleName: String { "shader \(function.name)" }
}

extension View {
    public func colorEffect(_ shader: Shader, isEnabled: Bool = true) -> ModifiedContent<Self, _AppearanceModifier> {
        effect(".colorEffect(\(shader.text))", isIdentity: !isEnabled)
    }
    public func distortionEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true) -> ModifiedContent<Self, _AppearanceModifier> {
        effect(".distortionEffect(\(shader.text))", isIdentity: !isEnabled)
    }
    public func layerEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true) -> ModifiedContent<Self, _AppearanceModifier> {
        effect(".layerEffect(\(shader.text))", isIdentity: !isEnabled)
    }
}

extension VisualEffect {
    public func colorEffect(_ shader: Shader, isEnabled: Bool = true) -> some VisualEffect { self }
    public func distortionEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true) -> some VisualEffect { self }
    public func layerEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true) -> some VisualEffect { self }
}
