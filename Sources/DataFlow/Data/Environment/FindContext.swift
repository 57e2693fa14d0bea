/// The state of the find navigator for views that edit text (iOS 26), read from the environment.
///
/// SwiftUI builds it from the modifiers that control the find navigator: `.findNavigator(isPresented:)`
/// gives `isPresented` (nil without one), `.replaceDisabled()` turns `supportsReplace` off, and
/// `.findDisabled()` leaves no context at all (`findContext` is nil). A text view of the app's own
/// reads it to show its own navigator, and writes `isPresented` to open or close it. dataflow
/// models that data flow: the binding is the one the modifier was given, so a write through it
/// writes the app's state; iOS's own navigator is not drawn (D15).
public struct FindContext: @unchecked Sendable {
    /// The binding `.findNavigator(isPresented:)` gave, or nil.
    public var isPresented: Binding<Bool>?
    /// Whether replacing is allowed: false below `.replaceDisabled()`.
    public var supportsReplace: Bool
}

private struct FindNavigatorPresentationKey: EnvironmentKey { static var defaultValue: Binding<Bool>? { nil } }
private struct FindDisabledKey: EnvironmentKey { static var defaultValue: Bool { false } }
private struct ReplaceDisabledKey: EnvironmentKey { static var defaultValue: Bool { false } }

extension EnvironmentValues {
    /// The find context of the views below, or nil where find is disabled.
    public var findContext: FindContext? {
        guard !findDisabled else { return nil }
        return FindContext(isPresented: findNavigatorPresentation, supportsReplace: !replaceDisabled)
    }

    var findNavigatorPresentation: Binding<Bool>? {
        get { self[FindNavigatorPresentationKey.self] }
        set { self[FindNavigatorPresentationKey.self] = newValue }
    }
    var findDisabled: Bool {
        get { self[FindDisabledKey.self] }
        set { self[FindDisabledKey.self] = newValue }
    }
    var replaceDisabled: Bool {
        get { self[ReplaceDisabledKey.self] }
        set { self[ReplaceDisabledKey.self] = newValue }
    }
}

extension View {
    /// Presents the find navigator while `isPresented` is true: the views below find the binding
    /// in `\.findContext`.
    public func findNavigator(isPresented: Binding<Bool>) -> _Writing<Binding<Bool>?> {
        environment(\.findNavigatorPresentation, isPresented)
    }
    /// Disables find below: `\.findContext` is nil there.
    public func findDisabled(_ isDisabled: Bool = true) -> _Writing<Bool> { environment(\.findDisabled, isDisabled) }
    /// Disables replace below: `\.findContext?.supportsReplace` is false there.
    public func replaceDisabled(_ isDisabled: Bool = true) -> _Writing<Bool> { environment(\.replaceDisabled, isDisabled) }
}
