import Foundation

// Opening and closing windows (iOS 16–17): an iPhone shows one window of the app, so these do
// nothing there; the step records that the app asked (D18).

/// `@Environment(\.openWindow)`: opens a window of a scene by id or by value.
public struct OpenWindowAction: Sendable {
    public func callAsFunction(id: String) { record("opens the window \(id.quotedLiteral)") }
    public func callAsFunction<D: Codable & Hashable>(value: D) { record("opens a window for \(value)") }
    public func callAsFunction<D: Codable & Hashable>(id: String, value: D) { record("opens the window \(id.quotedLiteral) for \(value)") }

    private func record(_ what: String) { Effects.record("openWindow \(what) (an iPhone shows one window: nothing opens)") }
}

/// `@Environment(\.dismissWindow)`: closes a window.
public struct DismissWindowAction: Sendable {
    public func callAsFunction() { record("the current window") }
    public func callAsFunction(id: String) { record("the window \(id.quotedLiteral)") }
    public func callAsFunction<D: Codable & Hashable>(value: D) { record("the window for \(value)") }
    public func callAsFunction<D: Codable & Hashable>(id: String, value: D) { record("the window \(id.quotedLiteral) for \(value)") }

    private func record(_ what: String) { Effects.record("dismissWindow closes \(what) (an iPhone's one window stays)") }
}

extension EnvironmentValues {
    public var openWindow: OpenWindowAction { OpenWindowAction() }
    public var dismissWindow: DismissWindowAction { DismissWindowAction() }
}

/// How far apart a list's sections are (iOS 17): appearance.
public struct ListSectionSpacing: Sendable {
    let amount: CGFloat?
    public static let `default` = ListSectionSpacing(amount: nil)
    public static let compact = ListSectionSpacing(amount: 8)
    public static func custom(_ spacing: CGFloat) -> ListSectionSpacing { ListSectionSpacing(amount: spacing) }
}

extension View {
    public func listSectionSpacing(_ spacing: ListSectionSpacing) -> ModifiedContent<Self, _AppearanceModifier> { styled(".listSectionSpacing") }
    public func presentationSizing(_ sizing: some PresentationSizing) -> ModifiedContent<Self, _AppearanceModifier> { styled(".presentationSizing") }
    public func toolbar(removing defaultItemKind: ToolbarDefaultItemKind?) -> ModifiedContent<Self, _AppearanceModifier> {
        styled(".toolbar(removing:)")
    }
}
