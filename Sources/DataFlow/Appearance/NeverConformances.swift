// `Never` stands for "no such value" in SwiftUI's protocols (a key with no value; as a shape style,
// `ShapeStyleResolution.swift`); these are the member types that conformance gives it.

extension Never {
    /// `Never` as a key or attribute holds nothing.
    public typealias Value = Never
}
