// iOS 18's zoom transitions: a pushed or presented view grows out of the view it came from
// (`.matchedTransitionSource(id:in:)` on the source, `.navigationTransition(.zoom(sourceID:in:))`
// on the destination). An animation: accepted, and the push or presentation is the same (D15).

/// How a pushed or presented view comes on screen.
public protocol NavigationTransition: Sendable {}

/// The system's transition for the presentation.
public struct AutomaticNavigationTransition: NavigationTransition {}

/// The destination zooms out of the source view with the same identifier.
public struct ZoomNavigationTransition: NavigationTransition {}

extension NavigationTransition where Self == AutomaticNavigationTransition {
    public static var automatic: AutomaticNavigationTransition { AutomaticNavigationTransition() }
}

extension NavigationTransition where Self == ZoomNavigationTransition {
    public static func zoom(sourceID: some Hashable, in namespace: Namespace.ID) -> ZoomNavigationTransition { ZoomNavigationTransition() }
}

/// The look of a transition's source while it zooms.
public protocol MatchedTransitionSourceConfiguration: Sendable {}

/// A source as it is.
public struct EmptyMatchedTransitionSourceConfiguration: MatchedTransitionSourceConfiguration {}

extension MatchedTransitionSourceConfiguration {
    /// The source with a shadow while it zooms (accepted: D15).
    public func shadow(
        color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0
    ) -> some MatchedTransitionSourceConfiguration {
        self
    }

    /// The source clipped to `shape` while it zooms (accepted: D15).
    public func clipShape(_ shape: RoundedRectangle) -> some MatchedTransitionSourceConfiguration { self }

    /// The source over `style` while it zooms (accepted: D15).
    public func background(_ style: Color) -> some MatchedTransitionSourceConfiguration { self }
}

extension View {
    /// Marks this view as the source a zoom transition grows out of.
    public func matchedTransitionSource(id: some Hashable, in namespace: Namespace.ID) -> ModifiedContent<Self, _AppearanceModifier> {
        styled(".matchedTransitionSource")
    }

    /// The same, styled while it zooms.
    public func matchedTransitionSource(
        id: some Hashable, in namespace: Namespace.ID,
        configuration: (EmptyMatchedTransitionSourceConfiguration) -> some MatchedTransitionSourceConfiguration
    ) -> ModifiedContent<Self, _AppearanceModifier> {
        styled(".matchedTransitionSource")
    }

    /// How this view, pushed or presented, comes on screen.
    public func navigationTransition(_ style: some NavigationTransition) -> ModifiedContent<Self, _AppearanceModifier> {
        styled(".navigationTransition")
    }
}
