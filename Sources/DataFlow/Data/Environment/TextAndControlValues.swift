import Foundation

// Environment values that describe how text, controls and scrolling look, and flags of a
// device without a pointer, a keyboard or assistive technology on: real keys with SwiftUI's
// defaults, which `.environment(\.key, value)` writes and a view reads like any other (§9).
// Their effect on drawing is accepted, not drawn (D15).

private struct AccessibilityDimFlashingLightsEnvironmentKey: EnvironmentKey { static var defaultValue: Bool { false } }
private struct AccessibilityLargeContentViewerEnabledEnvironmentKey: EnvironmentKey { static var defaultValue: Bool { false } }
private struct AccessibilityPlayAnimatedImagesEnvironmentKey: EnvironmentKey { static var defaultValue: Bool { true } }
private struct AccessibilityQuickActionsEnabledEnvironmentKey: EnvironmentKey { static var defaultValue: Bool { false } }
private struct AccessibilityShowButtonShapesEnvironmentKey: EnvironmentKey { static var defaultValue: Bool { false } }
private struct AccessibilitySwitchControlEnabledEnvironmentKey: EnvironmentKey { static var defaultValue: Bool { false } }
private struct AllowsTighteningEnvironmentKey: EnvironmentKey { static var defaultValue: Bool { false } }
private struct AutocorrectionDisabledEnvironmentKey: EnvironmentKey { static var defaultValue: Bool { false } }
private struct BackgroundMaterialEnvironmentKey: EnvironmentKey { static var defaultValue: Material? { nil } }
private struct BadgeProminenceEnvironmentKey: EnvironmentKey { static var defaultValue: BadgeProminence { .standard } }
private struct ContentTransitionEnvironmentKey: EnvironmentKey { static var defaultValue: ContentTransition { .identity } }
private struct ControlSizeEnvironmentKey: EnvironmentKey { static var defaultValue: ControlSize { .regular } }
private struct DisableAutocorrectionEnvironmentKey: EnvironmentKey { static var defaultValue: Bool? { nil } }
private struct HeaderProminenceEnvironmentKey: EnvironmentKey { static var defaultValue: Prominence { .standard } }
private struct ImageScaleEnvironmentKey: EnvironmentKey { static var defaultValue: Image.Scale { .medium } }
private struct IsFocusedEnvironmentKey: EnvironmentKey { static var defaultValue: Bool { false } }
private struct IsFocusEffectEnabledEnvironmentKey: EnvironmentKey { static var defaultValue: Bool { true } }
private struct IsHoverEffectEnabledEnvironmentKey: EnvironmentKey { static var defaultValue: Bool { true } }
private struct IsLuminanceReducedEnvironmentKey: EnvironmentKey { static var defaultValue: Bool { false } }
private struct IsSceneCapturedEnvironmentKey: EnvironmentKey { static var defaultValue: Bool { false } }
private struct IsScrollEnabledEnvironmentKey: EnvironmentKey { static var defaultValue: Bool { true } }
private struct IsSearchingEnvironmentKey: EnvironmentKey { static var defaultValue: Bool { false } }
private struct LineLimitEnvironmentKey: EnvironmentKey { static var defaultValue: Int? { nil } }
private struct LineSpacingEnvironmentKey: EnvironmentKey { static var defaultValue: CGFloat { 0 } }
private struct MenuIndicatorVisibilityEnvironmentKey: EnvironmentKey { static var defaultValue: Visibility { .automatic } }
private struct MenuOrderEnvironmentKey: EnvironmentKey { static var defaultValue: MenuOrder { .automatic } }
private struct MinimumScaleFactorEnvironmentKey: EnvironmentKey { static var defaultValue: CGFloat { 1 } }
private struct MultilineTextAlignmentEnvironmentKey: EnvironmentKey { static var defaultValue: TextAlignment { .leading } }
private struct PixelLengthEnvironmentKey: EnvironmentKey { static var defaultValue: CGFloat { 1.0 / 3 } }
private struct ScrollDismissesKeyboardModeEnvironmentKey: EnvironmentKey { static var defaultValue: ScrollDismissesKeyboardMode { .automatic } }
private struct SupportsMultipleWindowsEnvironmentKey: EnvironmentKey { static var defaultValue: Bool { false } }
private struct SymbolRenderingModeEnvironmentKey: EnvironmentKey { static var defaultValue: SymbolRenderingMode? { nil } }
private struct SymbolVariantsEnvironmentKey: EnvironmentKey { static var defaultValue: SymbolVariants { .none } }
private struct TextCaseEnvironmentKey: EnvironmentKey { static var defaultValue: Text.Case? { nil } }
private struct TruncationModeEnvironmentKey: EnvironmentKey { static var defaultValue: Text.TruncationMode { .tail } }
private struct UndoManagerEnvironmentKey: EnvironmentKey { static var defaultValue: UndoManager? { nil } }
private struct HorizontalScrollIndicatorVisibilityEnvironmentKey: EnvironmentKey { static var defaultValue: ScrollIndicatorVisibility { .automatic } }
private struct VerticalScrollIndicatorVisibilityEnvironmentKey: EnvironmentKey { static var defaultValue: ScrollIndicatorVisibility { .automatic } }
private struct HorizontalScrollBounceBehaviorEnvironmentKey: EnvironmentKey { static var defaultValue: ScrollBounceBehavior { .automatic } }
private struct VerticalScrollBounceBehaviorEnvironmentKey: EnvironmentKey { static var defaultValue: ScrollBounceBehavior { .automatic } }

extension EnvironmentValues {
    public var accessibilityDimFlashingLights: Bool {
        get { self[AccessibilityDimFlashingLightsEnvironmentKey.self] }
        set { self[AccessibilityDimFlashingLightsEnvironmentKey.self] = newValue }
    }
    public var accessibilityLargeContentViewerEnabled: Bool {
        get { self[AccessibilityLargeContentViewerEnabledEnvironmentKey.self] }
        set { self[AccessibilityLargeContentViewerEnabledEnvironmentKey.self] = newValue }
    }
    public var accessibilityPlayAnimatedImages: Bool {
        get { self[AccessibilityPlayAnimatedImagesEnvironmentKey.self] }
        set { self[AccessibilityPlayAnimatedImagesEnvironmentKey.self] = newValue }
    }
    public var accessibilityQuickActionsEnabled: Bool {
        get { self[AccessibilityQuickActionsEnabledEnvironmentKey.self] }
        set { self[AccessibilityQuickActionsEnabledEnvironmentKey.self] = newValue }
    }
    public var accessibilityShowButtonShapes: Bool {
        get { self[AccessibilityShowButtonShapesEnvironmentKey.self] }
        set { self[AccessibilityShowButtonShapesEnvironmentKey.self] = newValue }
    }
    public var accessibilitySwitchControlEnabled: Bool {
        get { self[AccessibilitySwitchControlEnabledEnvironmentKey.self] }
        set { self[AccessibilitySwitchControlEnabledEnvironmentKey.self] = newValue }
    }
    public var allowsTightening: Bool {
        get { self[AllowsTighteningEnvironmentKey.self] }
        set { self[AllowsTighteningEnvironmentKey.self] = newValue }
    }
    public var autocorrectionDisabled: Bool {
        get { self[AutocorrectionDisabledEnvironmentKey.self] }
        set { self[AutocorrectionDisabledEnvironmentKey.self] = newValue }
    }
    public var backgroundMaterial: Material? {
        get { self[BackgroundMaterialEnvironmentKey.self] }
        set { self[BackgroundMaterialEnvironmentKey.self] = newValue }
    }
    public var badgeProminence: BadgeProminence {
        get { self[BadgeProminenceEnvironmentKey.self] }
        set { self[BadgeProminenceEnvironmentKey.self] = newValue }
    }
    public var contentTransition: ContentTransition {
        get { self[ContentTransitionEnvironmentKey.self] }
        set { self[ContentTransitionEnvironmentKey.self] = newValue }
    }
    public var controlSize: ControlSize {
        get { self[ControlSizeEnvironmentKey.self] }
        set { self[ControlSizeEnvironmentKey.self] = newValue }
    }
    public var disableAutocorrection: Bool? {
        get { self[DisableAutocorrectionEnvironmentKey.self] }
        set { self[DisableAutocorrectionEnvironmentKey.self] = newValue }
    }
    public var headerProminence: Prominence {
        get { self[HeaderProminenceEnvironmentKey.self] }
        set { self[HeaderProminenceEnvironmentKey.self] = newValue }
    }
    public var imageScale: Image.Scale {
        get { self[ImageScaleEnvironmentKey.self] }
        set { self[ImageScaleEnvironmentKey.self] = newValue }
    }
    public var isFocused: Bool {
        get { self[IsFocusedEnvironmentKey.self] }
        set { self[IsFocusedEnvironmentKey.self] = newValue }
    }
    public var isFocusEffectEnabled: Bool {
        get { self[IsFocusEffectEnabledEnvironmentKey.self] }
        set { self[IsFocusEffectEnabledEnvironmentKey.self] = newValue }
    }
    public var isHoverEffectEnabled: Bool {
        get { self[IsHoverEffectEnabledEnvironmentKey.self] }
        set { self[IsHoverEffectEnabledEnvironmentKey.self] = newValue }
    }
    public var isLuminanceReduced: Bool {
        get { self[IsLuminanceReducedEnvironmentKey.self] }
        set { self[IsLuminanceReducedEnvironmentKey.self] = newValue }
    }
    public var isSceneCaptured: Bool {
        get { self[IsSceneCapturedEnvironmentKey.self] }
        set { self[IsSceneCapturedEnvironmentKey.self] = newValue }
    }
    public var isScrollEnabled: Bool {
        get { self[IsScrollEnabledEnvironmentKey.self] }
        set { self[IsScrollEnabledEnvironmentKey.self] = newValue }
    }
    public var isSearching: Bool {
        get { self[IsSearchingEnvironmentKey.self] }
        set { self[IsSearchingEnvironmentKey.self] = newValue }
    }
    public var lineLimit: Int? {
        get { self[LineLimitEnvironmentKey.self] }
        set { self[LineLimitEnvironmentKey.self] = newValue }
    }
    public var lineSpacing: CGFloat {
        get { self[LineSpacingEnvironmentKey.self] }
        set { self[LineSpacingEnvironmentKey.self] = newValue }
    }
    public var menuIndicatorVisibility: Visibility {
        get { self[MenuIndicatorVisibilityEnvironmentKey.self] }
        set { self[MenuIndicatorVisibilityEnvironmentKey.self] = newValue }
    }
    public var menuOrder: MenuOrder {
        get { self[MenuOrderEnvironmentKey.self] }
        set { self[MenuOrderEnvironmentKey.self] = newValue }
    }
    public var minimumScaleFactor: CGFloat {
        get { self[MinimumScaleFactorEnvironmentKey.self] }
        set { self[MinimumScaleFactorEnvironmentKey.self] = newValue }
    }
    public var multilineTextAlignment: TextAlignment {
        get { self[MultilineTextAlignmentEnvironmentKey.self] }
        set { self[MultilineTextAlignmentEnvironmentKey.self] = newValue }
    }
    public var pixelLength: CGFloat {
        get { self[PixelLengthEnvironmentKey.self] }
        set { self[PixelLengthEnvironmentKey.self] = newValue }
    }
    public var scrollDismissesKeyboardMode: ScrollDismissesKeyboardMode {
        get { self[ScrollDismissesKeyboardModeEnvironmentKey.self] }
        set { self[ScrollDismissesKeyboardModeEnvironmentKey.self] = newValue }
    }
    public var supportsMultipleWindows: Bool {
        get { self[SupportsMultipleWindowsEnvironmentKey.self] }
        set { self[SupportsMultipleWindowsEnvironmentKey.self] = newValue }
    }
    public var symbolRenderingMode: SymbolRenderingMode? {
        get { self[SymbolRenderingModeEnvironmentKey.self] }
        set { self[SymbolRenderingModeEnvironmentKey.self] = newValue }
    }
    public var symbolVariants: SymbolVariants {
        get { self[SymbolVariantsEnvironmentKey.self] }
        set { self[SymbolVariantsEnvironmentKey.self] = newValue }
    }
    public var textCase: Text.Case? {
        get { self[TextCaseEnvironmentKey.self] }
        set { self[TextCaseEnvironmentKey.self] = newValue }
    }
    public var truncationMode: Text.TruncationMode {
        get { self[TruncationModeEnvironmentKey.self] }
        set { self[TruncationModeEnvironmentKey.self] = newValue }
    }
    public var undoManager: UndoManager? {
        get { self[UndoManagerEnvironmentKey.self] }
        set { self[UndoManagerEnvironmentKey.self] = newValue }
    }
    public var horizontalScrollIndicatorVisibility: ScrollIndicatorVisibility {
        get { self[HorizontalScrollIndicatorVisibilityEnvironmentKey.self] }
        set { self[HorizontalScrollIndicatorVisibilityEnvironmentKey.self] = newValue }
    }
    public var verticalScrollIndicatorVisibility: ScrollIndicatorVisibility {
        get { self[VerticalScrollIndicatorVisibilityEnvironmentKey.self] }
        set { self[VerticalScrollIndicatorVisibilityEnvironmentKey.self] = newValue }
    }
    public var horizontalScrollBounceBehavior: ScrollBounceBehavior {
        get { self[HorizontalScrollBounceBehaviorEnvironmentKey.self] }
        set { self[HorizontalScrollBounceBehaviorEnvironmentKey.self] = newValue }
    }
    public var verticalScrollBounceBehavior: ScrollBounceBehavior {
        get { self[VerticalScrollBounceBehaviorEnvironmentKey.self] }
        set { self[VerticalScrollBounceBehaviorEnvironmentKey.self] = newValue }
    }

    /// Ends the current search: nothing searches here, so it does nothing.
    public var dismissSearch: DismissSearchAction { DismissSearchAction() }
    /// The refresh action of a `.refreshable` above (none is passed down here).
    public var refresh: RefreshAction? { nil }
}

public struct DismissSearchAction {
    public func callAsFunction() {}
}

public struct RefreshAction {
    public func callAsFunction() async {}
}
