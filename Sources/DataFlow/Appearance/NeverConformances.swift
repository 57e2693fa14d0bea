// `Never` stands for "no such value" in SwiftUI's protocols (a style with no resolved form, a key
// with no value); these are the member types that conformance gives it.

extension Never {
    /// `Never` as a shape style resolves to nothing.
    public typealias Resolved = Never
    /// `Never` as a key or attribute holds nothing.
    public typealias Value = Never
}
