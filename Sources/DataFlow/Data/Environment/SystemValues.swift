import Foundation

// The environment values the system provides, with SwiftUI's names and the values of one fixed
// device (an iPhone in portrait, light mode, the app active), so transcripts are the same on
// every machine. A view that reads one depends on it like any environment value (§9); a script
// cannot change the device, but `.environment(\.colorScheme, .dark)` above a view can.

private struct ColorSchemeKey: EnvironmentKey { static var defaultValue: ColorScheme { .light } }
private struct HorizontalSizeClassKey: EnvironmentKey { static var defaultValue: UserInterfaceSizeClass? { .compact } }
private struct VerticalSizeClassKey: EnvironmentKey { static var defaultValue: UserInterfaceSizeClass? { .regular } }
private struct DynamicTypeSizeKey: EnvironmentKey { static var defaultValue: DynamicTypeSize { .large } }
private struct ScenePhaseKey: EnvironmentKey { static var defaultValue: ScenePhase { .active } }
private struct LocaleKey: EnvironmentKey { static var defaultValue: Locale { Locale(identifier: "en_US") } }
private struct CalendarKey: EnvironmentKey { static var defaultValue: Calendar { Calendar(identifier: .gregorian) } }
private struct TimeZoneKey: EnvironmentKey { static var defaultValue: TimeZone { TimeZone(identifier: "UTC") ?? .current } }
private struct LayoutDirectionKey: EnvironmentKey { static var defaultValue: LayoutDirection { .leftToRight } }
private struct DisplayScaleKey: EnvironmentKey { static var defaultValue: CGFloat { 3 } }
private struct RedactionReasonsKey: EnvironmentKey { static var defaultValue: RedactionReasons { [] } }
private struct ReduceMotionKey: EnvironmentKey { static var defaultValue: Bool { false } }
private struct AccessibilityFlagKey: EnvironmentKey { static var defaultValue: Bool { false } }
private struct OpenURLKey: EnvironmentKey { static var defaultValue: OpenURLAction { OpenURLAction { _ in .handled } } }

/// Whether the app is in front.
public enum ScenePhase: Hashable, Comparable, Sendable { case background, inactive, active }

/// The text size category of iOS 13 (`\.sizeCategory`).
public enum ContentSizeCategory: Hashable, Sendable {
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge, accessibilityExtraExtraLarge, accessibilityExtraExtraExtraLarge
    public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }
}

extension ContentSizeCategory: Comparable {}

/// Opens a URL: dataflow opens nothing and says it was handled.
public struct OpenURLAction {
    public struct Result: Sendable {
        let name: String
        public static let handled = Result(name: "handled")
        public static let discarded = Result(name: "discarded")
        public static let systemAction = Result(name: "systemAction")
        /// Let the system open `url` instead of the URL given (iOS 15).
        public static func systemAction(_ url: URL) -> Result { Result(name: "systemAction") }
        /// iOS 26: let the system open it, in the app (a Safari view) or not.
        public static func systemAction(_ url: URL? = nil, prefersInApp: Bool) -> Result { Result(name: "systemAction") }
    }

    let handler: (URL) -> Result

    public init(handler: @escaping (URL) -> Result) { self.handler = handler }
    public func callAsFunction(_ url: URL) { _ = handler(url) }
    /// iOS 26: opens `url` in the app when `prefersInApp`; here, as the other form.
    public func callAsFunction(_ url: URL, prefersInApp: Bool) { _ = handler(url) }
    public func callAsFunction(_ url: URL, completion: @escaping (Bool) -> Void) { completion(true) }
}

/// `@Environment(\.presentationMode)` (iOS 13–14): whether this view is presented, and a way to
/// dismiss it, the same as `\.dismiss` today.
public struct PresentationMode {
    let action: DismissAction
    public var isPresented: Bool { action.owner != nil }
    public mutating func dismiss() { action() }
}

extension EnvironmentValues {
    public var colorScheme: ColorScheme {
        get { self[ColorSchemeKey.self] }
        set { self[ColorSchemeKey.self] = newValue }
    }
    public var horizontalSizeClass: UserInterfaceSizeClass? {
        get { self[HorizontalSizeClassKey.self] }
        set { self[HorizontalSizeClassKey.self] = newValue }
    }
    public var verticalSizeClass: UserInterfaceSizeClass? {
        get { self[VerticalSizeClassKey.self] }
        set { self[VerticalSizeClassKey.self] = newValue }
    }
    public var dynamicTypeSize: DynamicTypeSize {
        get { self[DynamicTypeSizeKey.self] }
        set { self[DynamicTypeSizeKey.self] = newValue }
    }
    public var sizeCategory: ContentSizeCategory {
        get { .large }
        set {}
    }
    public var scenePhase: ScenePhase {
        get { self[ScenePhaseKey.self] }
        set { self[ScenePhaseKey.self] = newValue }
    }
    public var locale: Locale {
        get { self[LocaleKey.self] }
        set { self[LocaleKey.self] = newValue }
    }
    public var calendar: Calendar {
        get { self[CalendarKey.self] }
        set { self[CalendarKey.self] = newValue }
    }
    public var timeZone: TimeZone {
        get { self[TimeZoneKey.self] }
        set { self[TimeZoneKey.self] = newValue }
    }
    public var layoutDirection: LayoutDirection {
        get { self[LayoutDirectionKey.self] }
        set { self[LayoutDirectionKey.self] = newValue }
    }
    public var displayScale: CGFloat {
        get { self[DisplayScaleKey.self] }
        set { self[DisplayScaleKey.self] = newValue }
    }
    public var redactionReasons: RedactionReasons {
        get { self[RedactionReasonsKey.self] }
        set { self[RedactionReasonsKey.self] = newValue }
    }
    public var accessibilityReduceMotion: Bool { self[ReduceMotionKey.self] }
    public var accessibilityReduceTransparency: Bool { self[AccessibilityFlagKey.self] }
    public var accessibilityDifferentiateWithoutColor: Bool { self[AccessibilityFlagKey.self] }
    public var accessibilityInvertColors: Bool { self[AccessibilityFlagKey.self] }
    public var accessibilityVoiceOverEnabled: Bool { self[AccessibilityFlagKey.self] }
    public var accessibilityEnabled: Bool { self[AccessibilityFlagKey.self] }
    public var legibilityWeight: LegibilityWeight? { .regular }
    public var openURL: OpenURLAction {
        get { self[OpenURLKey.self] }
        set { self[OpenURLKey.self] = newValue }
    }
    /// The presentation this view is in (iOS 13–14's way to dismiss).
    public var presentationMode: Binding<PresentationMode> {
        let mode = PresentationMode(action: dismiss)
        return Binding(get: { mode }, set: { _ in })
    }
    /// Whether this view is presented (in a sheet, or pushed).
    public var isPresented: Bool { dismiss.owner != nil }
}

public enum LegibilityWeight: Hashable, Sendable { case regular, bold }

private struct DefaultMinListRowHeightKey: EnvironmentKey { static var defaultValue: CGFloat { 44 } }
private struct DefaultMinListHeaderHeightKey: EnvironmentKey { static var defaultValue: CGFloat? { nil } }

extension EnvironmentValues {
    /// A list's smallest row height (a layout value; lists here have no heights).
    public var defaultMinListRowHeight: CGFloat {
        get { self[DefaultMinListRowHeightKey.self] }
        set { self[DefaultMinListRowHeightKey.self] = newValue }
    }
    public var defaultMinListHeaderHeight: CGFloat? {
        get { self[DefaultMinListHeaderHeightKey.self] }
        set { self[DefaultMinListHeaderHeightKey.self] = newValue }
    }
}
