/// `@ScaledMetric`: a size that grows and shrinks with Dynamic Type, as text of a style does.
///
/// It reads the environment's `dynamicTypeSize`, so a view that holds one runs again when that
/// changes (§9), and its value is the base value times the ratio of the body style's point size
/// at that Dynamic Type size to its size at `.large`, the default (14/17 at `.xSmall` up to 53/17
/// at `.accessibility5`). At the default size the value is the one written. The ratios of the
/// other text styles differ a little on a device; dataflow uses the body's for all (medium
/// confidence: the body sizes are Apple's published Dynamic Type sizes).
@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint>: DynamicProperty {
    @Environment(\.dynamicTypeSize) private var size
    private let base: Value

    public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) { base = wrappedValue }
    public init(wrappedValue: Value) { base = wrappedValue }

    public var wrappedValue: Value { base * Value(Self.bodyPointSize(at: size)) / 17 }

    /// The body style's point size at each Dynamic Type size.
    static func bodyPointSize(at size: DynamicTypeSize) -> Double {
        switch size {
        case .xSmall: 14
        case .small: 15
        case .medium: 16
        case .large: 17
        case .xLarge: 19
        case .xxLarge: 21
        case .xxxLarge: 23
        case .accessibility1: 28
        case .accessibility2: 33
        case .accessibility3: 40
        case .accessibility4: 47
        case .accessibility5: 53
        }
    }
}
