// Environment values about how the display draws, with SwiftUI's names and an iPhone's values
// (standard contrast, no borders, the scene active): real keys a view reads like any other (§9).
// Those SwiftUI lets an app set (`.environment(\.appearsActive, false)`, `.allowedDynamicRange`)
// are written for the subtree below; how they change drawing is accepted, not drawn (D15).

/// The contrast the user asked for in Settings (Increase Contrast).
public enum ColorSchemeContrast: CaseIterable, Sendable, Hashable {
    case standard
    case increased
}

private struct AppearsActiveKey: EnvironmentKey { static var defaultValue: Bool { true } }
private struct AllowedDynamicRangeKey: EnvironmentKey { static var defaultValue: Image.DynamicRange? { nil } }
private struct ContentTransitionAddsDrawingGroupKey: EnvironmentKey { static var defaultValue: Bool { false } }

extension EnvironmentValues {
    /// The contrast of this device: standard (a run turns no accessibility setting on).
    public var colorSchemeContrast: ColorSchemeContrast { .standard }

    /// Whether the user asked for borders around buttons (macOS's Show Borders): never on an iPhone.
    public var accessibilityShowBorders: Bool { false }

    /// Whether the view's window is the active one: true for an iPhone's one scene, unless an app
    /// writes it for a subtree.
    public var appearsActive: Bool {
        get { self[AppearsActiveKey.self] }
        set { self[AppearsActiveKey.self] = newValue }
    }

    /// The dynamic range images below may use: nil (the system's choice) unless
    /// `.allowedDynamicRange(_:)` sets it.
    public var allowedDynamicRange: Image.DynamicRange? {
        get { self[AllowedDynamicRangeKey.self] }
        set { self[AllowedDynamicRangeKey.self] = newValue }
    }

    /// Whether content transitions below draw in an offscreen group (false by default).
    public var contentTransitionAddsDrawingGroup: Bool {
        get { self[ContentTransitionAddsDrawingGroupKey.self] }
        set { self[ContentTransitionAddsDrawingGroupKey.self] = newValue }
    }
}

extension View {
    /// Limits the dynamic range of images below: SwiftUI writes `\.allowedDynamicRange`, which a
    /// view below reads; the drawing itself is accepted (D15).
    public func allowedDynamicRange(_ range: Image.DynamicRange?) -> _Writing<Image.DynamicRange?> {
        environment(\.allowedDynamicRange, range)
    }

    /// The active appearance of materials below: writes `\.materialActiveAppearance`.
    public func materialActiveAppearance(_ appearance: MaterialActiveAppearance) -> _Writing<MaterialActiveAppearance> {
        environment(\.materialActiveAppearance, appearance)
    }
}
