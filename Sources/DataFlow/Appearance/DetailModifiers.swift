import Foundation

// Detail modifiers of iOS 16–26 that change nothing a transcript shows on an iPhone: margins and
// insets, visibility of labels, thumbs and indicators, scroll anchors, text selection details,
// dialog icons, presentation backgrounds. Accepted so that real files compile; the coverage table
// counts them as accepted, not modelled (README).

extension View {
    /// iOS 26: whether multiline text aligns by the layout's direction or by each line's writing
    /// direction. Appearance only: the screen lists the text, not its lines (D15).
    public func multilineTextAlignment(strategy: Text.AlignmentStrategy) -> some View { styled(".multilineTextAlignment(strategy:)") }
    public func toolbarVisibility(_ visibility: Visibility, for bars: ToolbarPlacement...) -> ModifiedContent<Self, _AppearanceModifier> {
        styled(".toolbarVisibility")
    }
    public func presentationBackground<V: View>(
        alignment: Alignment = .center, @ViewBuilder content: () -> V
    ) -> ModifiedContent<Self, _AppearanceModifier> {
        styled(".presentationBackground")
    }
    public func presentationCompactAdaptation(
        horizontal horizontalAdaptation: PresentationAdaptation, vertical verticalAdaptation: PresentationAdaptation
    ) -> ModifiedContent<Self, _AppearanceModifier> { styled(".presentationCompactAdaptation") }
    public func contentMargins(
        _ edges: Edge.Set = .all, _ insets: EdgeInsets, for placement: ContentMarginPlacement = .automatic
    ) -> ModifiedContent<Self, _AppearanceModifier> { styled(".contentMargins") }
    public func safeAreaPadding(_ insets: EdgeInsets) -> ModifiedContent<Self, _AppearanceModifier> { styled(".safeAreaPadding") }
    public func scrollIndicatorsFlash(trigger value: some Equatable) -> ModifiedContent<Self, _AppearanceModifier> {
        styled(".scrollIndicatorsFlash")
    }
    public func containerBackground<V: View>(
        for container: ContainerBackgroundPlacement, alignment: Alignment = .center, @ViewBuilder content: () -> V
    ) -> ModifiedContent<Self, _AppearanceModifier> { styled(".containerBackground") }
    public func labelsVisibility(_ visibility: Visibility) -> ModifiedContent<Self, _AppearanceModifier> { styled(".labelsVisibility") }
    public func textScale(_ scale: Text.Scale, isEnabled: Bool = true) -> ModifiedContent<Self, _AppearanceModifier> { styled(".textScale") }
    /// A held button repeats its action on a device; a script's tap is one press.
    public func buttonRepeatBehavior(_ behavior: ButtonRepeatBehavior) -> ModifiedContent<Self, _AppearanceModifier> {
        styled(".buttonRepeatBehavior")
    }
    public func listSectionMargins(_ edges: Edge.Set = .all, _ length: CGFloat?) -> ModifiedContent<Self, _AppearanceModifier> {
        styled(".listSectionMargins")
    }
    public func listRowInsets(_ edges: Edge.Set = .all, _ length: CGFloat?) -> ModifiedContent<Self, _AppearanceModifier> {
        styled(".listRowInsets")
    }
    public func dialogIcon(_ icon: Image?) -> ModifiedContent<Self, _AppearanceModifier> { styled(".dialogIcon") }
    public func sliderThumbVisibility(_ visibility: Visibility) -> ModifiedContent<Self, _AppearanceModifier> {
        styled(".sliderThumbVisibility")
    }
    public func navigationLinkIndicatorVisibility(_ visibility: Visibility) -> ModifiedContent<Self, _AppearanceModifier> {
        styled(".navigationLinkIndicatorVisibility")
    }
    public func writingToolsBehavior(_ behavior: WritingToolsBehavior) -> ModifiedContent<Self, _AppearanceModifier> {
        styled(".writingToolsBehavior")
    }
    public func scenePadding(_ padding: ScenePadding, edges: Edge.Set = .all) -> ModifiedContent<Self, _AppearanceModifier> {
        styled(".scenePadding")
    }
    public func menuActionDismissBehavior(_ behavior: MenuActionDismissBehavior) -> ModifiedContent<Self, _AppearanceModifier> {
        styled(".menuActionDismissBehavior")
    }
    public func textSelectionAffinity(_ affinity: TextSelectionAffinity) -> ModifiedContent<Self, _AppearanceModifier> {
        styled(".textSelectionAffinity")
    }
    public func focusable(_ isFocusable: Bool = true, interactions: FocusInteractions) -> ModifiedContent<Self, _AppearanceModifier> {
        styled(".focusable")
    }
    public func layoutDirectionBehavior(_ behavior: LayoutDirectionBehavior) -> ModifiedContent<Self, _AppearanceModifier> {
        styled(".layoutDirectionBehavior")
    }
}

/// How a view takes part in focus (iOS 17): edits, activation, or both.
public struct FocusInteractions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let activate = FocusInteractions(rawValue: 1 << 0)
    public static let edit = FocusInteractions(rawValue: 1 << 1)
    public static let automatic: FocusInteractions = [.activate, .edit]
}

/// Whether a view mirrors its contents in a right-to-left layout (iOS 17).
public enum LayoutDirectionBehavior: Hashable, Sendable {
    case fixed
    case mirrors(in: LayoutDirection)
    public static var mirrors: LayoutDirectionBehavior { .mirrors(in: .rightToLeft) }
}

// Views beside a view whose buttons a script can tap (§28), as a context menu's are.
extension View {
    /// The menu a tap on the navigation title shows: its buttons are tapped directly.
    public func toolbarTitleMenu<C: View>(@ViewBuilder content: () -> C) -> ModifiedContent<Self, _SecondaryContentModifier> {
        attaching("toolbarTitleMenu", content())
    }

    /// Actions in a section's header (iOS 18): shown with the section, tapped directly.
    public func sectionActions<Content: View>(@ViewBuilder content: () -> Content) -> ModifiedContent<Self, _SecondaryContentModifier> {
        attaching("sectionActions", content())
    }
}
