/// The colour scheme a view asks its presentation (or window) to use: the preference
/// `.preferredColorScheme(_:)` sets, which SwiftUI reads at the presentation's root.
///
/// As in SwiftUI, the value flows up like any preference, and of several views that ask, the
/// first in view order wins (`reduce` keeps a value once it has one); nil asks for nothing, so a
/// later view's value is taken. An `.onPreferenceChange(PreferredColorSchemeKey.self)` above sees
/// it. dataflow's device stays in light mode (`\.colorScheme` is written by `.environment` only),
/// so the scheme itself is not applied to the window (D15).
public struct PreferredColorSchemeKey: PreferenceKey {
    public typealias Value = ColorScheme?

    public static func reduce(value: inout PreferredColorSchemeKey.Value, nextValue: () -> PreferredColorSchemeKey.Value) {
        if value == nil { value = nextValue() }
    }
}

extension View {
    /// Asks the enclosing presentation for `colorScheme` (nil: no preference).
    public func preferredColorScheme(_ colorScheme: ColorScheme?) -> ModifiedContent<Self, _PreferenceWritingModifier<PreferredColorSchemeKey>> {
        preference(key: PreferredColorSchemeKey.self, value: colorScheme)
    }
}
