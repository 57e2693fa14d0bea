/// Modifiers that SwiftUI implements as environment writes: each sets one value of
/// `EnvironmentValues` for everything below it, presentations included, so a view below reads it
/// with `@Environment` and re-runs when it changes (§9). The iOS SDK's interface spells most of
/// them out (their inlinable bodies are `environment(\.lineSpacing, lineSpacing)` and the like);
/// the others are named by `EnvironmentValues`' documentation as the way to set the value.
extension View {
    public typealias _Writing<Value> = ModifiedContent<Self, _EnvironmentKeyWritingModifier<Value>>

    // Text.
    public func lineSpacing(_ lineSpacing: CGFloat) -> _Writing<CGFloat> { environment(\.lineSpacing, lineSpacing) }
    public func multilineTextAlignment(_ alignment: TextAlignment) -> _Writing<TextAlignment> {
        environment(\.multilineTextAlignment, alignment)
    }
    public func lineLimit(_ number: Int?) -> _Writing<Int?> { environment(\.lineLimit, number) }
    public func truncationMode(_ mode: Text.TruncationMode) -> _Writing<Text.TruncationMode> { environment(\.truncationMode, mode) }
    public func minimumScaleFactor(_ factor: CGFloat) -> _Writing<CGFloat> { environment(\.minimumScaleFactor, factor) }
    public func allowsTightening(_ flag: Bool) -> _Writing<Bool> { environment(\.allowsTightening, flag) }
    public func textCase(_ textCase: Text.Case?) -> _Writing<Text.Case?> { environment(\.textCase, textCase) }
    public func dynamicTypeSize(_ size: DynamicTypeSize) -> _Writing<DynamicTypeSize> { environment(\.dynamicTypeSize, size) }

    // Images and symbols.
    public func imageScale(_ scale: Image.Scale) -> _Writing<Image.Scale> { environment(\.imageScale, scale) }
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> _Writing<SymbolRenderingMode?> {
        environment(\.symbolRenderingMode, mode)
    }
    public func contentTransition(_ transition: ContentTransition) -> _Writing<ContentTransition> {
        environment(\.contentTransition, transition)
    }

    // Controls, lists and menus.
    public func controlSize(_ controlSize: ControlSize) -> _Writing<ControlSize> { environment(\.controlSize, controlSize) }
    public func headerProminence(_ prominence: Prominence) -> _Writing<Prominence> { environment(\.headerProminence, prominence) }
    public func badgeProminence(_ prominence: BadgeProminence) -> _Writing<BadgeProminence> { environment(\.badgeProminence, prominence) }
    public func menuIndicator(_ visibility: Visibility) -> _Writing<Visibility> { environment(\.menuIndicatorVisibility, visibility) }
    public func menuOrder(_ order: MenuOrder) -> _Writing<MenuOrder> { environment(\.menuOrder, order) }
    public func autocorrectionDisabled(_ disable: Bool = true) -> _Writing<Bool> { environment(\.autocorrectionDisabled, disable) }
    public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> _Writing<ScrollDismissesKeyboardMode> {
        environment(\.scrollDismissesKeyboardMode, mode)
    }

    // Appearance.
    public func colorScheme(_ colorScheme: ColorScheme) -> _Writing<ColorScheme> { environment(\.colorScheme, colorScheme) }
}
