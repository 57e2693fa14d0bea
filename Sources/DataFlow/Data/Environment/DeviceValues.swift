import Foundation

// What an iPhone's environment holds for the values views read and a run never changes: the
// settings of a phone with nothing turned on (no Assistive Access, no keyboard shortcut, a tab bar
// at the bottom). Those an app may set (`.environment(\.sidebarRowSize, .large)`) are kept.

private struct SidebarRowSizeKey: EnvironmentKey { static var defaultValue: SidebarRowSize { .medium } }
private struct TextSelectionAffinityKey: EnvironmentKey { static var defaultValue: TextSelectionAffinity { .automatic } }
private struct LabelsVisibilityKey: EnvironmentKey { static var defaultValue: Visibility { .automatic } }
private struct MaterialActiveAppearanceKey: EnvironmentKey { static var defaultValue: MaterialActiveAppearance { .automatic } }

extension EnvironmentValues {
    public var accessibilityAssistiveAccessEnabled: Bool { false }
    public var writingToolsBehavior: WritingToolsBehavior? { .automatic }
    public var isTabBarShowingSections: Bool { false }
    /// An iPhone's tab bar is at the bottom.
    public var tabBarPlacement: TabBarPlacement? { .bottomBar }
    public var navigationLinkIndicatorVisibility: Visibility { .automatic }
    public var isUserAuthenticationEnabled: Bool { true }
    public var supportsRemoteScenes: Bool { false }
    public var keyboardShortcut: KeyboardShortcut? { nil }
    public var toolbarLabelStyle: ToolbarLabelStyle? { nil }
    public var buttonRepeatBehavior: ButtonRepeatBehavior { .automatic }
    public var springLoadingBehavior: SpringLoadingBehavior { .automatic }
    public var labelReservedIconWidth: CGFloat? { nil }
    public var labelIconToTitleSpacing: CGFloat? { nil }
    /// A pencil's preferred actions: an iPhone has no pencil; these are iPadOS's defaults.
    public var preferredPencilDoubleTapAction: PencilPreferredAction { .switchEraser }
    public var preferredPencilSqueezeAction: PencilPreferredAction { .showColorPalette }

    public var sidebarRowSize: SidebarRowSize {
        get { self[SidebarRowSizeKey.self] }
        set { self[SidebarRowSizeKey.self] = newValue }
    }
    public var textSelectionAffinity: TextSelectionAffinity {
        get { self[TextSelectionAffinityKey.self] }
        set { self[TextSelectionAffinityKey.self] = newValue }
    }
    public var labelsVisibility: Visibility {
        get { self[LabelsVisibilityKey.self] }
        set { self[LabelsVisibilityKey.self] = newValue }
    }
    public var materialActiveAppearance: MaterialActiveAppearance {
        get { self[MaterialActiveAppearanceKey.self] }
        set { self[MaterialActiveAppearanceKey.self] = newValue }
    }
}
