/// Values that choose among the options of a control, a container or a scene, as SwiftUI names
/// them (`ButtonSizing.flexible`, `ScrollEdgeEffectStyle.soft`, `TabBarPlacement.sidebar`): each
/// is a distinct value that compares by its name, so a modifier that writes one into the
/// environment sees it change. The lists are the iOS SDK's (docs/sdk/SwiftUI.tsv); which
/// modifiers take them, and whether anything behaves differently, is said where each modifier is
/// declared.

extension AccessibilityZoomGestureAction {
    /// `AccessibilityZoomGestureAction.Direction` (iOS 16.0).
    public enum Direction: Sendable {
        case zoomIn
        case zoomOut
    }
}

/// `BackgroundProminence` (iOS 17.0).
public struct BackgroundProminence: Hashable, Sendable {
    private let name: String
    public static let standard = BackgroundProminence(name: "standard")
    public static let increased = BackgroundProminence(name: "increased")
}

/// `ButtonRepeatBehavior` (iOS 17.0).
public struct ButtonRepeatBehavior: Hashable, Sendable {
    private let name: String
    public static let automatic = ButtonRepeatBehavior(name: "automatic")
    public static let enabled = ButtonRepeatBehavior(name: "enabled")
    public static let disabled = ButtonRepeatBehavior(name: "disabled")
}

/// `ButtonSizing` (iOS 26.0).
public struct ButtonSizing: Hashable, Sendable {
    private let name: String
    public static var automatic: ButtonSizing { ButtonSizing(name: "automatic") }
    public static var flexible: ButtonSizing { ButtonSizing(name: "flexible") }
    public static var fitted: ButtonSizing { ButtonSizing(name: "fitted") }
}

/// `CommandGroupPlacement` (iOS 14.0).
public struct CommandGroupPlacement: Equatable, Sendable {
    private let name: String
    public static let appInfo = CommandGroupPlacement(name: "appInfo")
    public static let appSettings = CommandGroupPlacement(name: "appSettings")
    public static let systemServices = CommandGroupPlacement(name: "systemServices")
    public static let appVisibility = CommandGroupPlacement(name: "appVisibility")
    public static let appTermination = CommandGroupPlacement(name: "appTermination")
    public static let newItem = CommandGroupPlacement(name: "newItem")
    public static let saveItem = CommandGroupPlacement(name: "saveItem")
    public static let importExport = CommandGroupPlacement(name: "importExport")
    public static let printItem = CommandGroupPlacement(name: "printItem")
    public static let undoRedo = CommandGroupPlacement(name: "undoRedo")
    public static let pasteboard = CommandGroupPlacement(name: "pasteboard")
    public static let textEditing = CommandGroupPlacement(name: "textEditing")
    public static let textFormatting = CommandGroupPlacement(name: "textFormatting")
    public static let toolbar = CommandGroupPlacement(name: "toolbar")
    public static let sidebar = CommandGroupPlacement(name: "sidebar")
    public static let windowSize = CommandGroupPlacement(name: "windowSize")
    public static let windowArrangement = CommandGroupPlacement(name: "windowArrangement")
    public static let help = CommandGroupPlacement(name: "help")
}

/// `ContentToolbarPlacement` (iOS 18.4).
public struct ContentToolbarPlacement: Hashable, Sendable {
    private let name: String
    public static let tabViewSidebar = ContentToolbarPlacement(name: "tabViewSidebar")
}

/// `DefaultFocusEvaluationPriority` (iOS 16.0).
public struct DefaultFocusEvaluationPriority: Equatable, Sendable {
    private let name: String
    public static let automatic = DefaultFocusEvaluationPriority(name: "automatic")
    public static let userInitiated = DefaultFocusEvaluationPriority(name: "userInitiated")
}

/// `DialogSeverity` (iOS 17.0).
public struct DialogSeverity: Equatable, Sendable {
    private let name: String
    public static let automatic = DialogSeverity(name: "automatic")
    public static let critical = DialogSeverity(name: "critical")
    public static let standard = DialogSeverity(name: "standard")
}

/// `DismissBehavior` (iOS 17.0).
public struct DismissBehavior: Equatable, Sendable {
    private let name: String
    public static let interactive = DismissBehavior(name: "interactive")
    public static let destructive = DismissBehavior(name: "destructive")
}

/// `GlassEffectTransition` (iOS 26.0).
public struct GlassEffectTransition: Equatable, Sendable {
    private let name: String
    public static var matchedGeometry: GlassEffectTransition { GlassEffectTransition(name: "matchedGeometry") }
    public static var materialize: GlassEffectTransition { GlassEffectTransition(name: "materialize") }
    public static var identity: GlassEffectTransition { GlassEffectTransition(name: "identity") }
}

/// `HandGestureShortcut` (iOS 18.0).
public struct HandGestureShortcut: Sendable, Equatable {
    private let name: String
    public static let primaryAction = HandGestureShortcut(name: "primaryAction")
}

/// `MaterialActiveAppearance` (iOS 18.0).
public struct MaterialActiveAppearance: Sendable, Equatable {
    private let name: String
    public static let automatic = MaterialActiveAppearance(name: "automatic")
    public static let active = MaterialActiveAppearance(name: "active")
    public static let matchWindow = MaterialActiveAppearance(name: "matchWindow")
}

/// `MenuActionDismissBehavior` (iOS 16.4).
public struct MenuActionDismissBehavior: Equatable, Sendable {
    private let name: String
    public static let automatic = MenuActionDismissBehavior(name: "automatic")
    public static let enabled = MenuActionDismissBehavior(name: "enabled")
    public static let disabled = MenuActionDismissBehavior(name: "disabled")
}

/// `NavigationSplitViewColumn` (iOS 17.0).
public struct NavigationSplitViewColumn: Hashable, Sendable {
    private let name: String
    public static var sidebar: NavigationSplitViewColumn { NavigationSplitViewColumn(name: "sidebar") }
    public static var content: NavigationSplitViewColumn { NavigationSplitViewColumn(name: "content") }
    public static var detail: NavigationSplitViewColumn { NavigationSplitViewColumn(name: "detail") }
}

/// `PencilPreferredAction` (iOS 17.5).
public struct PencilPreferredAction: Hashable, Sendable {
    private let name: String
    public static let switchEraser = PencilPreferredAction(name: "switchEraser")
    public static let switchPrevious = PencilPreferredAction(name: "switchPrevious")
    public static let showColorPalette = PencilPreferredAction(name: "showColorPalette")
    public static let showInkAttributes = PencilPreferredAction(name: "showInkAttributes")
    public static let showContextualPalette = PencilPreferredAction(name: "showContextualPalette")
    public static let runSystemShortcut = PencilPreferredAction(name: "runSystemShortcut")
    public static let ignore = PencilPreferredAction(name: "ignore")
}

/// `PreviewPlatform` (iOS 13.0).
public enum PreviewPlatform: Sendable {
    case iOS
    case macOS
    case tvOS
    case watchOS
}

/// `ScenePadding` (iOS 16.0).
public struct ScenePadding: Equatable, Sendable {
    private let name: String
    public static let minimum = ScenePadding(name: "minimum")
}

/// `SceneRestorationBehavior` (iOS 18.0).
public struct SceneRestorationBehavior: Equatable, Sendable {
    private let name: String
    public static let automatic = SceneRestorationBehavior(name: "automatic")
}

/// `ScrollAnchorRole` (iOS 18.0).
public struct ScrollAnchorRole: Hashable, Sendable {
    private let name: String
    public static var initialOffset: ScrollAnchorRole { ScrollAnchorRole(name: "initialOffset") }
    public static var sizeChanges: ScrollAnchorRole { ScrollAnchorRole(name: "sizeChanges") }
    public static var alignment: ScrollAnchorRole { ScrollAnchorRole(name: "alignment") }
}

/// `ScrollContentOffsetAdjustmentBehavior` (iOS 18.0).
public struct ScrollContentOffsetAdjustmentBehavior: Equatable, Sendable {
    private let name: String
    public static var automatic: ScrollContentOffsetAdjustmentBehavior { ScrollContentOffsetAdjustmentBehavior(name: "automatic") }
    public static var disabled: ScrollContentOffsetAdjustmentBehavior { ScrollContentOffsetAdjustmentBehavior(name: "disabled") }
}

/// `ScrollEdgeEffectStyle` (iOS 26.0).
public struct ScrollEdgeEffectStyle: Hashable, Sendable {
    private let name: String
    public static var automatic: ScrollEdgeEffectStyle { ScrollEdgeEffectStyle(name: "automatic") }
    public static var hard: ScrollEdgeEffectStyle { ScrollEdgeEffectStyle(name: "hard") }
    public static var soft: ScrollEdgeEffectStyle { ScrollEdgeEffectStyle(name: "soft") }
}

/// `ScrollInputBehavior` (iOS 18.0).
public struct ScrollInputBehavior: Sendable, Equatable {
    private let name: String
    public static let automatic = ScrollInputBehavior(name: "automatic")
    public static let enabled = ScrollInputBehavior(name: "enabled")
    public static let disabled = ScrollInputBehavior(name: "disabled")
}

/// `SearchPresentationToolbarBehavior` (iOS 17.1).
public struct SearchPresentationToolbarBehavior: Equatable, Sendable {
    private let name: String
    public static var automatic: SearchPresentationToolbarBehavior { SearchPresentationToolbarBehavior(name: "automatic") }
    public static var avoidHidingContent: SearchPresentationToolbarBehavior { SearchPresentationToolbarBehavior(name: "avoidHidingContent") }
}

/// `SearchScopeActivation` (iOS 16.4).
public struct SearchScopeActivation: Equatable, Sendable {
    private let name: String
    public static var automatic: SearchScopeActivation { SearchScopeActivation(name: "automatic") }
    public static var onTextEntry: SearchScopeActivation { SearchScopeActivation(name: "onTextEntry") }
    public static var onSearchPresentation: SearchScopeActivation { SearchScopeActivation(name: "onSearchPresentation") }
}

/// `SearchToolbarBehavior` (iOS 26.0).
public struct SearchToolbarBehavior: Hashable, Sendable {
    private let name: String
    public static var automatic: SearchToolbarBehavior { SearchToolbarBehavior(name: "automatic") }
    public static var minimize: SearchToolbarBehavior { SearchToolbarBehavior(name: "minimize") }
}

/// `ShapeRole` (iOS 15.0).
public enum ShapeRole: Sendable {
    case fill
    case stroke
    case separator
}

/// `SidebarRowSize` (iOS 16.0).
public enum SidebarRowSize: Sendable {
    case small
    case medium
    case large
}

/// `SpacerSizing` (iOS 26.0).
public struct SpacerSizing: Equatable, Sendable {
    private let name: String
    public static let flexible = SpacerSizing(name: "flexible")
    public static let fixed = SpacerSizing(name: "fixed")
}

/// `SpringLoadingBehavior` (iOS 17.0).
public struct SpringLoadingBehavior: Hashable, Sendable {
    private let name: String
    public static let automatic = SpringLoadingBehavior(name: "automatic")
    public static let enabled = SpringLoadingBehavior(name: "enabled")
    public static let disabled = SpringLoadingBehavior(name: "disabled")
}

/// `SymbolColorRenderingMode` (iOS 26.0).
public struct SymbolColorRenderingMode: Equatable, Sendable {
    private let name: String
    public static let flat = SymbolColorRenderingMode(name: "flat")
    public static let gradient = SymbolColorRenderingMode(name: "gradient")
}

/// `SymbolVariableValueMode` (iOS 26.0).
public struct SymbolVariableValueMode: Equatable, Sendable {
    private let name: String
    public static let color = SymbolVariableValueMode(name: "color")
    public static let draw = SymbolVariableValueMode(name: "draw")
}

/// `TabBarPlacement` (iOS 18.0).
public struct TabBarPlacement: Hashable, Sendable {
    private let name: String
    public static let topBar = TabBarPlacement(name: "topBar")
    public static let sidebar = TabBarPlacement(name: "sidebar")
    public static let bottomBar = TabBarPlacement(name: "bottomBar")
    public static let ornament = TabBarPlacement(name: "ornament")
    public static let pageIndicator = TabBarPlacement(name: "pageIndicator")
}

/// `TabSearchActivation` (iOS 26.0).
public struct TabSearchActivation: Hashable, Sendable {
    private let name: String
    public static var automatic: TabSearchActivation { TabSearchActivation(name: "automatic") }
    public static var searchTabSelection: TabSearchActivation { TabSearchActivation(name: "searchTabSelection") }
}

/// `TabViewBottomAccessoryPlacement` (iOS 26.0).
public enum TabViewBottomAccessoryPlacement: Hashable, Sendable {
    case inline
    case expanded
}

/// `TextInputDictationActivation` (iOS 17.0).
public struct TextInputDictationActivation: Equatable, Sendable {
    private let name: String
    public static let onSelect = TextInputDictationActivation(name: "onSelect")
    public static let onLook = TextInputDictationActivation(name: "onLook")
}

/// `TextSelectionAffinity` (iOS 18.0).
public enum TextSelectionAffinity: Equatable, Hashable, Sendable {
    case automatic
    case upstream
    case downstream
}

/// `TimelineScheduleMode` (iOS 15.0).
public enum TimelineScheduleMode: Sendable {
    case normal
    case lowFrequency
}

/// `ToolbarCustomizationBehavior` (iOS 16.0).
public struct ToolbarCustomizationBehavior: Equatable, Sendable {
    private let name: String
    public static var `default`: ToolbarCustomizationBehavior { ToolbarCustomizationBehavior(name: "default") }
    public static var reorderable: ToolbarCustomizationBehavior { ToolbarCustomizationBehavior(name: "reorderable") }
    public static var disabled: ToolbarCustomizationBehavior { ToolbarCustomizationBehavior(name: "disabled") }
}

/// `ToolbarDefaultItemKind` (iOS 17.0).
public struct ToolbarDefaultItemKind: Equatable, Sendable {
    private let name: String
    public static let sidebarToggle = ToolbarDefaultItemKind(name: "sidebarToggle")
    public static let title = ToolbarDefaultItemKind(name: "title")
    public static let search = ToolbarDefaultItemKind(name: "search")
}

/// `ToolbarLabelStyle` (iOS 18.0).
public struct ToolbarLabelStyle: Sendable, Equatable {
    private let name: String
    public static var automatic: ToolbarLabelStyle { ToolbarLabelStyle(name: "automatic") }
}

/// `WindowManagerRole` (iOS 18.0).
public struct WindowManagerRole: Equatable, Sendable {
    private let name: String
    public static let automatic = WindowManagerRole(name: "automatic")
}

/// `WindowResizability` (iOS 17.0).
public struct WindowResizability: Equatable, Sendable {
    private let name: String
    public static var automatic: WindowResizability { WindowResizability(name: "automatic") }
    public static var contentSize: WindowResizability { WindowResizability(name: "contentSize") }
    public static var contentMinSize: WindowResizability { WindowResizability(name: "contentMinSize") }
}

/// `WindowToolbarFullScreenVisibility` (iOS 18.0).
public struct WindowToolbarFullScreenVisibility: Equatable, Sendable {
    private let name: String
    public static let automatic = WindowToolbarFullScreenVisibility(name: "automatic")
}

/// `WritingToolsBehavior` (iOS 18.0).
public struct WritingToolsBehavior: Sendable, Hashable {
    private let name: String
    public static let automatic = WritingToolsBehavior(name: "automatic")
    public static let complete = WritingToolsBehavior(name: "complete")
    public static let limited = WritingToolsBehavior(name: "limited")
    public static let disabled = WritingToolsBehavior(name: "disabled")
}

extension Image {
    /// `Image.DynamicRange` (iOS 17.0).
    public struct DynamicRange: Hashable, Sendable {
        private let name: String
        public static let standard = DynamicRange(name: "standard")
        public static let constrainedHigh = DynamicRange(name: "constrainedHigh")
        public static let high = DynamicRange(name: "high")
    }
}

extension KeyboardShortcut {
    /// `KeyboardShortcut.Localization` (iOS 15.0).
    public struct Localization: Equatable, Sendable {
        private let name: String
        public static let automatic = Localization(name: "automatic")
        public static let withoutMirroring = Localization(name: "withoutMirroring")
        public static let custom = Localization(name: "custom")
    }
}

extension NSUserActivity {
    /// `NSUserActivity.TypedPayloadError` (iOS 14.0).
    public enum TypedPayloadError: Sendable {
        case invalidContent
        case encodingError
    }
}

extension SensoryFeedback {
    /// `SensoryFeedback.Flexibility` (iOS 17.0).
    public struct Flexibility: Equatable, Sendable {
        private let name: String
        public static let rigid = Flexibility(name: "rigid")
        public static let solid = Flexibility(name: "solid")
        public static let soft = Flexibility(name: "soft")
    }
    /// `SensoryFeedback.PressFeedback` (iOS 26.0).
    public struct PressFeedback: Sendable, Equatable, Hashable {
        private let name: String
        public static let button = PressFeedback(name: "button")
        public static let buttonIconOnly = PressFeedback(name: "buttonIconOnly")
        public static let slider = PressFeedback(name: "slider")
        public static let toggle = PressFeedback(name: "toggle")
        public static let tab = PressFeedback(name: "tab")
    }
    /// `SensoryFeedback.ReleaseFeedback` (iOS 26.0).
    public struct ReleaseFeedback: Sendable, Equatable, Hashable {
        private let name: String
        public static let slider = ReleaseFeedback(name: "slider")
    }
    /// `SensoryFeedback.SelectionFeedback` (iOS 26.0).
    public struct SelectionFeedback: Sendable, Equatable, Hashable {
        private let name: String
        public static let maximum = SelectionFeedback(name: "maximum")
        public static let minimum = SelectionFeedback(name: "minimum")
        public static let on = SelectionFeedback(name: "on")
        public static let off = SelectionFeedback(name: "off")
    }
    /// `SensoryFeedback.Weight` (iOS 17.0).
    public struct Weight: Equatable, Sendable {
        private let name: String
        public static let light = Weight(name: "light")
        public static let medium = Weight(name: "medium")
        public static let heavy = Weight(name: "heavy")
    }
}

extension Text {
    /// `Text.AlignmentStrategy` (iOS 26.0).
    public struct AlignmentStrategy: Hashable, Sendable {
        private let name: String
        public static let layoutBased = AlignmentStrategy(name: "layoutBased")
        public static let writingDirectionBased = AlignmentStrategy(name: "writingDirectionBased")
        public static let `default` = AlignmentStrategy(name: "default")
    }
    /// `Text.WritingDirectionStrategy` (iOS 26.0).
    public struct WritingDirectionStrategy: Hashable, Sendable {
        private let name: String
        public static let layoutBased = WritingDirectionStrategy(name: "layoutBased")
        public static let contentBased = WritingDirectionStrategy(name: "contentBased")
        public static let `default` = WritingDirectionStrategy(name: "default")
    }
}

/// How a palette picker marks its selected option (iOS 17): appearance only.
public struct PaletteSelectionEffect: Equatable, Sendable {
    private let name: String
    public static let automatic = PaletteSelectionEffect(name: "automatic")
    /// The options draw their own selected state.
    public static let custom = PaletteSelectionEffect(name: "custom")
    /// The selected option's symbol in `variant` (`.fill`).
    public static func symbolVariant(_ variant: SymbolVariants) -> PaletteSelectionEffect { PaletteSelectionEffect(name: "symbolVariant") }
}

extension View {
    public func paletteSelectionEffect(_ effect: PaletteSelectionEffect) -> ModifiedContent<Self, _AppearanceModifier> {
        styled(".paletteSelectionEffect")
    }
}
