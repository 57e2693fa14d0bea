import Foundation

// More of SwiftUI's modifiers that change nothing a transcript could show on an iPhone, accepted
// so that real files compile: keyboard shortcuts and pointer hover (no hardware keyboard or
// pointer here), URLs and activities handed to the app (none are), speech and accessibility
// details, margins and backgrounds of containers, and the styles of less common controls.

extension View {
    public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> ModifiedContent<Self, _AppearanceModifier> {
        styled(".keyboardShortcut")
    }
    public func keyboardShortcut(_ shortcut: KeyboardShortcut) -> ModifiedContent<Self, _AppearanceModifier> { styled(".keyboardShortcut") }
    public func keyboardShortcut(_ shortcut: KeyboardShortcut?) -> ModifiedContent<Self, _AppearanceModifier> { styled(".keyboardShortcut") }
    public func keyboardShortcut(
        _ key: KeyEquivalent, modifiers: EventModifiers = .command, localization: KeyboardShortcut.Localization
    ) -> ModifiedContent<Self, _AppearanceModifier> { styled(".keyboardShortcut") }
    /// The pointer never hovers on an iPhone's touch screen: the action never runs.
    public func onHover(perform action: @escaping (Bool) -> Void) -> ModifiedContent<Self, _AppearanceModifier> { styled(".onHover") }
    @_disfavoredOverload
    public func onContinuousHover(
        coordinateSpace: CoordinateSpace = .local, perform action: @escaping (HoverPhase) -> Void
    ) -> ModifiedContent<Self, _AppearanceModifier> { styled(".onContinuousHover") }
    public func onContinuousHover(
        coordinateSpace: some CoordinateSpaceProtocol = .local, perform action: @escaping (HoverPhase) -> Void
    ) -> ModifiedContent<Self, _AppearanceModifier> { styled(".onContinuousHover") }
    public func hoverEffectDisabled(_ disabled: Bool = true) -> ModifiedContent<Self, _AppearanceModifier> { styled(".hoverEffectDisabled") }
    public func defaultHoverEffect(_ effect: HoverEffect?) -> ModifiedContent<Self, _AppearanceModifier> { styled(".defaultHoverEffect") }
    public func focusEffectDisabled(_ disabled: Bool = true) -> ModifiedContent<Self, _AppearanceModifier> { styled(".focusEffectDisabled") }
    /// No URL is opened into the app during a run: the action never runs.
    public func onOpenURL(perform action: @escaping (URL) -> Void) -> ModifiedContent<Self, _AppearanceModifier> { styled(".onOpenURL") }
    /// iOS 26: links tapped inside open in the app; no link opens here.
    public func onOpenURL(prefersInApp: Bool) -> ModifiedContent<Self, _AppearanceModifier> { styled(".onOpenURL") }
    public func onContinueUserActivity(
        _ activityType: String, perform action: @escaping (NSUserActivity) -> Void
    ) -> ModifiedContent<Self, _AppearanceModifier> { styled(".onContinueUserActivity") }
    public func userActivity(
        _ activityType: String, isActive: Bool = true, _ update: @escaping (NSUserActivity) -> Void
    ) -> ModifiedContent<Self, _AppearanceModifier> { styled(".userActivity") }

    public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> ModifiedContent<Self, _AppearanceModifier> {
        styled(".safeAreaPadding")
    }
    public func safeAreaPadding(_ length: CGFloat) -> ModifiedContent<Self, _AppearanceModifier> { styled(".safeAreaPadding") }
    public func contentMargins(
        _ edges: Edge.Set = .all, _ length: CGFloat?, for placement: ContentMarginPlacement = .automatic
    ) -> ModifiedContent<Self, _AppearanceModifier> { styled(".contentMargins") }
    public func contentMargins(_ length: CGFloat, for placement: ContentMarginPlacement = .automatic) -> ModifiedContent<Self, _AppearanceModifier> {
        styled(".contentMargins")
    }
    public func scenePadding(_ edges: Edge.Set = .all) -> ModifiedContent<Self, _AppearanceModifier> { styled(".scenePadding") }
    public func containerBackground<S: ShapeStyle>(
        _ style: S, for container: ContainerBackgroundPlacement
    ) -> ModifiedContent<Self, _AppearanceModifier> { styled(".containerBackground") }
    /// Sets `EnvironmentValues.backgroundStyle` for the views below (see `BackgroundStyleEnvironment.swift`).
    public func backgroundStyle<S: ShapeStyle>(_ style: S) -> ModifiedContent<Self, _EnvironmentKeyWritingModifier<AnyShapeStyle?>> {
        environment(\.backgroundStyle, AnyShapeStyle(style))
    }
    public func containerShape<T: InsettableShape>(_ shape: T) -> ModifiedContent<Self, _AppearanceModifier> { styled(".containerShape") }
    public func listItemTint(_ tint: Color?) -> ModifiedContent<Self, _AppearanceModifier> { styled(".listItemTint") }
    public func listSectionSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> ModifiedContent<Self, _AppearanceModifier> {
        styled(".listSectionSeparatorTint")
    }
    public func scrollClipDisabled(_ disabled: Bool = true) -> ModifiedContent<Self, _AppearanceModifier> { styled(".scrollClipDisabled") }
    public func scrollIndicatorsFlash(onAppear: Bool) -> ModifiedContent<Self, _AppearanceModifier> { styled(".scrollIndicatorsFlash") }
    public func toolbarTitleDisplayMode(_ mode: ToolbarTitleDisplayMode) -> ModifiedContent<Self, _AppearanceModifier> {
        styled(".toolbarTitleDisplayMode")
    }
    public func textEditorStyle<S: TextEditorStyle>(_ style: S) -> ModifiedContent<Self, _AppearanceModifier> { styled(".textEditorStyle") }
    public func controlGroupStyle<S: ControlGroupStyle>(_ style: S) -> ModifiedContent<Self, _AppearanceModifier> { styled(".controlGroupStyle") }
    public func disclosureGroupStyle<S: DisclosureGroupStyle>(_ style: S) -> ModifiedContent<Self, _AppearanceModifier> {
        styled(".disclosureGroupStyle")
    }
    public func labeledContentStyle<S: LabeledContentStyle>(_ style: S) -> ModifiedContent<Self, _AppearanceModifier> {
        styled(".labeledContentStyle")
    }
    public func presentationCompactAdaptation(_ adaptation: PresentationAdaptation) -> ModifiedContent<Self, _AppearanceModifier> {
        styled(".presentationCompactAdaptation")
    }
    public func presentationBackgroundInteraction(_ interaction: PresentationBackgroundInteraction) -> ModifiedContent<Self, _AppearanceModifier> {
        styled(".presentationBackgroundInteraction")
    }
    public func presentationContentInteraction(_ behavior: PresentationContentInteraction) -> ModifiedContent<Self, _AppearanceModifier> {
        styled(".presentationContentInteraction")
    }
    public func flipsForRightToLeftLayoutDirection(_ enabled: Bool) -> ModifiedContent<Self, _AppearanceModifier> {
        styled(".flipsForRightToLeftLayoutDirection")
    }
    public func typesettingLanguage(_ language: Locale.Language, isEnabled: Bool = true) -> ModifiedContent<Self, _AppearanceModifier> {
        styled(".typesettingLanguage")
    }
    public func invalidatableContent(_ invalidatable: Bool = true) -> ModifiedContent<Self, _AppearanceModifier> { styled(".invalidatableContent") }

    public func speechAlwaysIncludesPunctuation(_ value: Bool = true) -> ModifiedContent<Self, _AppearanceModifier> {
        styled(".speechAlwaysIncludesPunctuation")
    }
    public func speechSpellsOutCharacters(_ value: Bool = true) -> ModifiedContent<Self, _AppearanceModifier> { styled(".speechSpellsOutCharacters") }
    public func speechAdjustedPitch(_ value: Double) -> ModifiedContent<Self, _AppearanceModifier> { styled(".speechAdjustedPitch") }
    public func speechAnnouncementsQueued(_ value: Bool = true) -> ModifiedContent<Self, _AppearanceModifier> { styled(".speechAnnouncementsQueued") }
    public func accessibilityHeading(_ level: AccessibilityHeadingLevel) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier())
    }
    public func accessibilityRespondsToUserInteraction(
        _ respondsToUserInteraction: Bool = true
    ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { modifier(AccessibilityAttachmentModifier()) }
    public func accessibilityIgnoresInvertColors(_ active: Bool = true) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier())
    }
    public func accessibilityTextContentType(_ value: AccessibilityTextContentType) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier())
    }
    public func accessibilityActivationPoint(_ activationPoint: UnitPoint) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier())
    }
    public func accessibilityDirectTouch(_ isDirectTouchArea: Bool = true) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier())
    }
    public func accessibilityCustomContent(_ label: Text, _ value: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier())
    }
    public func accessibilityCustomContent(_ labelKey: LocalizedStringKey, _ value: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier())
    }
    public func accessibilityScrollAction(_ handler: @escaping (Edge) -> Void) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier())
    }
    public func accessibilityZoomAction(
        _ handler: @escaping (AccessibilityZoomGestureAction) -> Void
    ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { modifier(AccessibilityAttachmentModifier()) }
    public func accessibilityLinkedGroup<ID: Hashable>(id: ID, in namespace: Namespace.ID) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier())
    }
    public func accessibilityLabeledPair<ID: Hashable>(
        role: AccessibilityLabeledPairRole, id: ID, in namespace: Namespace.ID
    ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { modifier(AccessibilityAttachmentModifier()) }
    public func accessibilityChildren<V: View>(@ViewBuilder children: () -> V) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier())
    }
    public func accessibilityRepresentation<V: View>(@ViewBuilder representation: () -> V) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier())
    }
    public func accessibility(label: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { modifier(AccessibilityAttachmentModifier()) }
    public func accessibility(hidden: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { modifier(AccessibilityAttachmentModifier()) }
    public func accessibility(addTraits traits: AccessibilityTraits) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        modifier(AccessibilityAttachmentModifier())
    }

    // Xcode previews' modifiers (inside `PreviewProvider`s, which dataflow skips).
    public func previewDevice(_ value: PreviewDevice?) -> ModifiedContent<Self, _AppearanceModifier> { styled(".previewDevice") }
    public func previewDisplayName(_ value: String?) -> ModifiedContent<Self, _AppearanceModifier> { styled(".previewDisplayName") }
    public func previewLayout(_ value: PreviewLayout) -> ModifiedContent<Self, _AppearanceModifier> { styled(".previewLayout") }
    public func previewInterfaceOrientation(_ value: InterfaceOrientation) -> ModifiedContent<Self, _AppearanceModifier> {
        styled(".previewInterfaceOrientation")
    }
}

public struct KeyEquivalent: ExpressibleByExtendedGraphemeClusterLiteral, Hashable, Sendable {
    public let character: Character
    public init(_ character: Character) { self.character = character }
    public init(extendedGraphemeClusterLiteral value: Character) { character = value }
    public static let `return` = KeyEquivalent("\r")
    public static let escape = KeyEquivalent("\u{1B}")
    public static let delete = KeyEquivalent("\u{8}")
    public static let deleteForward = KeyEquivalent("\u{7F}")
    public static let space = KeyEquivalent(" ")
    public static let tab = KeyEquivalent("\t")
    public static let upArrow = KeyEquivalent("\u{F700}")
    public static let downArrow = KeyEquivalent("\u{F701}")
    public static let leftArrow = KeyEquivalent("\u{F702}")
    public static let rightArrow = KeyEquivalent("\u{F703}")
    public static let home = KeyEquivalent("\u{F729}")
    public static let end = KeyEquivalent("\u{F72B}")
    public static let pageUp = KeyEquivalent("\u{F72C}")
    public static let pageDown = KeyEquivalent("\u{F72D}")
    public static let clear = KeyEquivalent("\u{F739}")
}

/// The modifier keys held with a key or a click: a set, each key a bit (a hardware keyboard's;
/// a script presses none).
public struct EventModifiers: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let command = EventModifiers(rawValue: 1)
    public static let shift = EventModifiers(rawValue: 2)
    public static let option = EventModifiers(rawValue: 4)
    public static let control = EventModifiers(rawValue: 8)
    public static let capsLock = EventModifiers(rawValue: 16)
    public static let numericPad = EventModifiers(rawValue: 32)
    public static let function = EventModifiers(rawValue: 64)
    /// Every modifier key.
    public static let all: EventModifiers = [.command, .shift, .option, .control, .capsLock, .numericPad, .function]
}

/// A key with its modifier keys, for `.keyboardShortcut(_:)`: a value an app can build and read
/// back (`shortcut.key`, `shortcut.modifiers`); the shortcut itself is accepted, as a script
/// has no hardware keyboard (D15).
public struct KeyboardShortcut: Sendable {
    /// Return, with no modifiers: the default button's shortcut.
    public static let defaultAction = KeyboardShortcut(.return, modifiers: [])
    /// Escape, with no modifiers: the cancel button's shortcut.
    public static let cancelAction = KeyboardShortcut(.escape, modifiers: [])

    public var key: KeyEquivalent
    public var modifiers: EventModifiers
    public var localization: KeyboardShortcut.Localization

    public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command) {
        self.init(key, modifiers: modifiers, localization: .automatic)
    }

    public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command, localization: KeyboardShortcut.Localization) {
        self.key = key
        self.modifiers = modifiers
        self.localization = localization
    }
}

public enum HoverPhase: Equatable, Sendable {
    case active(CGPoint)
    case ended
}

/// An activity an app offers to Spotlight, Handoff and Siri: kept as set; nothing indexes it or
/// hands it off (no other device, no search).
public final class NSUserActivity: @unchecked Sendable {
    public let activityType: String
    public init(activityType: String) { self.activityType = activityType }
    public var title: String?
    public var userInfo: [AnyHashable: Any]?
    public var keywords: Set<String> = []
    public var webpageURL: URL?
    public var persistentIdentifier: String?
    public var targetContentIdentifier: String?
    public var requiredUserInfoKeys: Set<String>?
    public var isEligibleForSearch = false
    public var isEligibleForHandoff = true
    public var isEligibleForPublicIndexing = false
    public var isEligibleForPrediction = false
    public var needsSave = false
    public var expirationDate: Date?
    public func addUserInfoEntries(from otherDictionary: [AnyHashable: Any]) {
        userInfo = (userInfo ?? [:]).merging(otherDictionary) { $1 }
    }
    public func becomeCurrent() {}
    public func resignCurrent() {}
    public func invalidate() {}
}

/// The activity type of a web page the app shows (a universal link that opened the app).
public let NSUserActivityTypeBrowsingWeb = "NSUserActivityTypeBrowsingWeb"

public struct ContentMarginPlacement: Sendable {
    public static let automatic = ContentMarginPlacement()
    public static let scrollContent = ContentMarginPlacement()
    public static let scrollIndicators = ContentMarginPlacement()
}

public struct ContainerBackgroundPlacement: Sendable, Hashable {
    private let name: String
    public static let navigation = ContainerBackgroundPlacement(name: "navigation")
    /// The background of a split view's columns (iOS 18).
    public static let navigationSplitView = ContainerBackgroundPlacement(name: "navigationSplitView")
}

public struct MenuOrder: Equatable, Hashable, Sendable {
    private let name: String
    public static let automatic = MenuOrder(name: "automatic")
    public static let priority = MenuOrder(name: "priority")
    public static let fixed = MenuOrder(name: "fixed")
}

public struct ToolbarTitleDisplayMode: Sendable {
    public static let automatic = ToolbarTitleDisplayMode()
    public static let large = ToolbarTitleDisplayMode()
    public static let inline = ToolbarTitleDisplayMode()
    public static let inlineLarge = ToolbarTitleDisplayMode()
}

public struct BadgeProminence: Hashable, Sendable {
    private let name: String
    public static let standard = BadgeProminence(name: "standard")
    public static let increased = BadgeProminence(name: "increased")
    public static let decreased = BadgeProminence(name: "decreased")
}

public struct PresentationAdaptation: Sendable {
    public static let automatic = PresentationAdaptation()
    public static let none = PresentationAdaptation()
    public static let popover = PresentationAdaptation()
    public static let sheet = PresentationAdaptation()
    public static let fullScreenCover = PresentationAdaptation()
}

public struct PresentationBackgroundInteraction: Sendable {
    public static let automatic = PresentationBackgroundInteraction()
    public static let enabled = PresentationBackgroundInteraction()
    public static let disabled = PresentationBackgroundInteraction()
    public static func enabled(upThrough detent: PresentationDetent) -> PresentationBackgroundInteraction { PresentationBackgroundInteraction() }
}

public struct PresentationContentInteraction: Sendable {
    public static let automatic = PresentationContentInteraction()
    public static let resizes = PresentationContentInteraction()
    public static let scrolls = PresentationContentInteraction()
}

public enum AccessibilityHeadingLevel: UInt, Sendable { case unspecified = 0, h1, h2, h3, h4, h5, h6 }
public struct AccessibilityTextContentType: Sendable {
    private let name: String
    public static let plain = AccessibilityTextContentType(name: "plain")
    public static let console = AccessibilityTextContentType(name: "console")
    public static let fileSystem = AccessibilityTextContentType(name: "fileSystem")
    public static let messaging = AccessibilityTextContentType(name: "messaging")
    public static let narrative = AccessibilityTextContentType(name: "narrative")
    public static let sourceCode = AccessibilityTextContentType(name: "sourceCode")
    public static let spreadsheet = AccessibilityTextContentType(name: "spreadsheet")
    public static let wordProcessing = AccessibilityTextContentType(name: "wordProcessing")
}
/// What an accessibility zoom asks for (`accessibilityZoomAction`): no assistive technology
/// zooms in a script, so dataflow never makes one; its fields are SwiftUI's.
public struct AccessibilityZoomGestureAction: Sendable {
    /// In or out.
    public let direction: AccessibilityZoomGestureAction.Direction
    /// Where to zoom, as a point of the view's unit square.
    public let location: UnitPoint
    /// Where to zoom, in the view's coordinates.
    public let point: CGPoint
}
public enum AccessibilityLabeledPairRole: Sendable { case label, content }

public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Sendable {
    /// The device's name, as Xcode's list spells it (`"iPhone 15 Pro"`).
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { rawValue = value }
}

public enum PreviewLayout: Sendable {
    case device, sizeThatFits
    case fixed(width: CGFloat, height: CGFloat)
}

public struct InterfaceOrientation: CaseIterable, Identifiable, Equatable, Sendable {
    /// The orientation's name (`"portrait"`), which identifies it.
    public let id: String
    public static let portrait = InterfaceOrientation(id: "portrait")
    public static let portraitUpsideDown = InterfaceOrientation(id: "portraitUpsideDown")
    public static let landscapeLeft = InterfaceOrientation(id: "landscapeLeft")
    public static let landscapeRight = InterfaceOrientation(id: "landscapeRight")
    public static var allCases: [InterfaceOrientation] { [.portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight] }
}

/// Xcode's previews of iOS 13–16 (dataflow skips them before compiling; this lets a file that
/// names the protocol elsewhere compile).
public protocol PreviewProvider {
    associatedtype Previews: View
    @ViewBuilder static var previews: Previews { get }
    /// The platform to preview on; nil lets Xcode infer it from the target.
    static var platform: PreviewPlatform? { get }
}

extension PreviewProvider {
    /// Xcode infers the platform: nil.
    public static var platform: PreviewPlatform? { nil }
}

/// A list row's tint in a sidebar (iOS 14): appearance.
public struct ListItemTint: Sendable {
    let name: String

    /// Always this colour.
    public static func fixed(_ tint: Color) -> ListItemTint { ListItemTint(name: "fixed(\(tint))") }
    /// This colour unless the system overrides it.
    public static func preferred(_ tint: Color) -> ListItemTint { ListItemTint(name: "preferred(\(tint))") }
    /// The system's monochrome tint.
    public static let monochrome = ListItemTint(name: "monochrome")
}

extension View {
    public func listItemTint(_ tint: ListItemTint?) -> ModifiedContent<Self, _AppearanceModifier> { styled(".listItemTint") }
}

private struct BackgroundProminenceKey: EnvironmentKey {
    static var defaultValue: BackgroundProminence { .standard }
}

private struct SearchSuggestionsPlacementKey: EnvironmentKey {
    static var defaultValue: SearchSuggestionsPlacement { .automatic }
}

extension EnvironmentValues {
    /// How prominent the background behind the view is (iOS 17): `.standard`, as nothing in a run
    /// is drawn on an increased-prominence background.
    public var backgroundProminence: BackgroundProminence {
        get { self[BackgroundProminenceKey.self] }
        set { self[BackgroundProminenceKey.self] = newValue }
    }

    /// Where search suggestions show (iOS 16): `.automatic`, read by views inside a
    /// `.searchSuggestions` that place themselves.
    public var searchSuggestionsPlacement: SearchSuggestionsPlacement {
        get { self[SearchSuggestionsPlacementKey.self] }
        set { self[SearchSuggestionsPlacementKey.self] = newValue }
    }
}
