/// The background style views below are drawn on, as `.backgroundStyle(_:)` sets it (iOS 16).
///
/// SwiftUI keeps it in the environment, where a view reads it
/// (`@Environment(\.backgroundStyle) var style`) and `.background` without a style uses it.
/// dataflow draws no background, but the value flows as SwiftUI's does: nil until a view above
/// sets one, then the nearest setter's style, type-erased.
private struct BackgroundStyleKey: EnvironmentKey {
    static var defaultValue: AnyShapeStyle? { nil }
}

extension EnvironmentValues {
    /// The style set by the nearest `.backgroundStyle(_:)` above, or nil.
    public var backgroundStyle: AnyShapeStyle? {
        get { self[BackgroundStyleKey.self] }
        set { self[BackgroundStyleKey.self] = newValue }
    }
}
