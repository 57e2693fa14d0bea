import Foundation

/// Modifiers of the SDK whose effect an iPhone run never sees: the Mac's file dialogs and window
/// activation, the iPad's type-select, visionOS hand gestures, Assistive
/// Access icons, document browser menus, a navigation bar's shared document. Each is accepted as
/// appearance (D15): nothing a script does presents them, and no body reads what they set.
extension View {
    public func handGestureShortcut(_ shortcut: HandGestureShortcut, isEnabled: Bool = true) -> ModifiedContent<Self, _AppearanceModifier> {
        styled(".handGestureShortcut")
    }
    public func allowsWindowActivationEvents(_ value: Bool?) -> ModifiedContent<Self, _AppearanceModifier> { styled(".allowsWindowActivationEvents") }
    public func allowsWindowActivationEvents() -> ModifiedContent<Self, _AppearanceModifier> { styled(".allowsWindowActivationEvents") }
    public func handlesExternalEvents(preferring: Set<String>, allowing: Set<String>) -> ModifiedContent<Self, _AppearanceModifier> {
        styled(".handlesExternalEvents")
    }
    public func springLoadingBehavior(_ behavior: SpringLoadingBehavior) -> ModifiedContent<Self, _AppearanceModifier> {
        styled(".springLoadingBehavior")
    }
    public func writingToolsAffordanceVisibility(_ visibility: Visibility) -> ModifiedContent<Self, _AppearanceModifier> {
        styled(".writingToolsAffordanceVisibility")
    }
    public func typeSelectEquivalent(_ text: Text?) -> ModifiedContent<Self, _AppearanceModifier> { styled(".typeSelectEquivalent") }
    public func typeSelectEquivalent(_ stringKey: LocalizedStringKey) -> ModifiedContent<Self, _AppearanceModifier> {
        styled(".typeSelectEquivalent")
    }
    @_disfavoredOverload public func typeSelectEquivalent(_ stringResource: LocalizedStringResource) -> ModifiedContent<Self, _AppearanceModifier> {
        styled(".typeSelectEquivalent")
    }
    @_disfavoredOverload public func typeSelectEquivalent<S>(_ string: S) -> ModifiedContent<Self, _AppearanceModifier> where S: StringProtocol {
        styled(".typeSelectEquivalent")
    }
    public func fileDialogDefaultDirectory(_ defaultDirectory: URL?) -> ModifiedContent<Self, _AppearanceModifier> {
        styled(".fileDialogDefaultDirectory")
    }
    public func fileDialogCustomizationID(_ id: String) -> ModifiedContent<Self, _AppearanceModifier> { styled(".fileDialogCustomizationID") }
    public func fileDialogBrowserOptions(_ options: FileDialogBrowserOptions) -> ModifiedContent<Self, _AppearanceModifier> {
        styled(".fileDialogBrowserOptions")
    }
    public func fileDialogMessage(_ message: Text?) -> ModifiedContent<Self, _AppearanceModifier> { styled(".fileDialogMessage") }
    public func fileDialogMessage(_ messageKey: LocalizedStringKey) -> ModifiedContent<Self, _AppearanceModifier> { styled(".fileDialogMessage") }
    @_disfavoredOverload public func fileDialogMessage(_ messageResource: LocalizedStringResource) -> ModifiedContent<Self, _AppearanceModifier> {
        styled(".fileDialogMessage")
    }
    @_disfavoredOverload public func fileDialogMessage<S>(_ message: S) -> ModifiedContent<Self, _AppearanceModifier> where S: StringProtocol {
        styled(".fileDialogMessage")
    }
    @_disfavoredOverload public func fileDialogConfirmationLabel<S>(_ label: S) -> ModifiedContent<Self, _AppearanceModifier>
    where S: StringProtocol { styled(".fileDialogConfirmationLabel") }
    public func fileDialogConfirmationLabel(_ label: Text?) -> ModifiedContent<Self, _AppearanceModifier> { styled(".fileDialogConfirmationLabel") }
    public func fileDialogConfirmationLabel(_ labelKey: LocalizedStringKey) -> ModifiedContent<Self, _AppearanceModifier> {
        styled(".fileDialogConfirmationLabel")
    }
    @_disfavoredOverload public func fileDialogConfirmationLabel(_ label: LocalizedStringResource) -> ModifiedContent<Self, _AppearanceModifier> {
        styled(".fileDialogConfirmationLabel")
    }
    public func fileExporterFilenameLabel(_ label: Text?) -> ModifiedContent<Self, _AppearanceModifier> { styled(".fileExporterFilenameLabel") }
    public func fileExporterFilenameLabel(_ labelKey: LocalizedStringKey) -> ModifiedContent<Self, _AppearanceModifier> {
        styled(".fileExporterFilenameLabel")
    }
    @_disfavoredOverload public func fileExporterFilenameLabel(_ label: LocalizedStringResource) -> ModifiedContent<Self, _AppearanceModifier> {
        styled(".fileExporterFilenameLabel")
    }
    @_disfavoredOverload public func fileExporterFilenameLabel<S>(_ label: S) -> ModifiedContent<Self, _AppearanceModifier> where S: StringProtocol {
        styled(".fileExporterFilenameLabel")
    }
    public func fileDialogURLEnabled(_ predicate: Predicate<URL>) -> ModifiedContent<Self, _AppearanceModifier> { styled(".fileDialogURLEnabled") }
    public func fileDialogImportsUnresolvedAliases(_ imports: Bool) -> ModifiedContent<Self, _AppearanceModifier> {
        styled(".fileDialogImportsUnresolvedAliases")
    }
    public func dialogSuppressionToggle(_ titleKey: LocalizedStringKey, isSuppressed: Binding<Bool>) -> ModifiedContent<Self, _AppearanceModifier> {
        styled(".dialogSuppressionToggle")
    }
    @_disfavoredOverload public func dialogSuppressionToggle(
        _ titleResource: LocalizedStringResource, isSuppressed: Binding<Bool>
    ) -> ModifiedContent<Self, _AppearanceModifier> { styled(".dialogSuppressionToggle") }
    @_disfavoredOverload public func dialogSuppressionToggle<S>(_ title: S, isSuppressed: Binding<Bool>) -> ModifiedContent<Self, _AppearanceModifier>
    where S: StringProtocol { styled(".dialogSuppressionToggle") }
    public func dialogSuppressionToggle(_ label: Text, isSuppressed: Binding<Bool>) -> ModifiedContent<Self, _AppearanceModifier> {
        styled(".dialogSuppressionToggle")
    }
    public func dialogSuppressionToggle(isSuppressed: Binding<Bool>) -> ModifiedContent<Self, _AppearanceModifier> {
        styled(".dialogSuppressionToggle")
    }
    public func windowToolbarFullScreenVisibility(_ visibility: WindowToolbarFullScreenVisibility) -> ModifiedContent<Self, _AppearanceModifier> {
        styled(".windowToolbarFullScreenVisibility")
    }
    public func documentBrowserContextMenu(@ViewBuilder _ menu: @escaping ([URL]?) -> some View) -> ModifiedContent<Self, _AppearanceModifier> {
        styled(".documentBrowserContextMenu")
    }
    public func navigationDocument<D>(_ document: D) -> ModifiedContent<Self, _AppearanceModifier> where D: Transferable {
        styled(".navigationDocument")
    }
    public func navigationDocument<D>(_ document: D, preview: SharePreview<Never, Never>) -> ModifiedContent<Self, _AppearanceModifier>
    where D: Transferable { styled(".navigationDocument") }
    public func navigationDocument<D, I>(_ document: D, preview: SharePreview<Never, I>) -> ModifiedContent<Self, _AppearanceModifier>
    where D: Transferable, I: Transferable { styled(".navigationDocument") }
    public func navigationDocument<D, I>(_ document: D, preview: SharePreview<I, Never>) -> ModifiedContent<Self, _AppearanceModifier>
    where D: Transferable, I: Transferable { styled(".navigationDocument") }
    public func navigationDocument<D, I1, I2>(_ document: D, preview: SharePreview<I1, I2>) -> ModifiedContent<Self, _AppearanceModifier>
    where D: Transferable, I1: Transferable, I2: Transferable { styled(".navigationDocument") }
    public func navigationDocument(_ url: URL) -> ModifiedContent<Self, _AppearanceModifier> { styled(".navigationDocument") }
    public func assistiveAccessNavigationIcon(_ icon: Image) -> ModifiedContent<Self, _AppearanceModifier> {
        styled(".assistiveAccessNavigationIcon")
    }
    public func assistiveAccessNavigationIcon(systemImage: String) -> ModifiedContent<Self, _AppearanceModifier> {
        styled(".assistiveAccessNavigationIcon")
    }
    public func defersSystemGestures(on edges: Edge.Set) -> ModifiedContent<Self, _AppearanceModifier> { styled(".defersSystemGestures") }
    public func interactionActivityTrackingTag(_ tag: String) -> ModifiedContent<Self, _AppearanceModifier> {
        styled(".interactionActivityTrackingTag")
    }
    public func containerCornerOffset(_ edges: Edge.Set, sizeToFit: Bool = false) -> ModifiedContent<Self, _AppearanceModifier> {
        styled(".containerCornerOffset")
    }
}

/// What a file dialog's browser shows (macOS 14, iOS 17): packages as folders, hidden files, file
/// extensions. A set of options an iPhone's dialogs ignore (D15).
public struct FileDialogBrowserOptions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let enumeratePackages = FileDialogBrowserOptions(rawValue: 1 << 0)
    public static let includeHiddenFiles = FileDialogBrowserOptions(rawValue: 1 << 1)
    public static let displayFileExtensions = FileDialogBrowserOptions(rawValue: 1 << 2)
}
