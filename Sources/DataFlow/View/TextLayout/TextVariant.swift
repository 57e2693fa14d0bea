import Foundation

/// A choice of which form of a text to show (iOS 18), so a text can pick a shorter form where room is short.
///
/// Only SwiftUI's own choices conform (`.fixed`, `.sizeDependent`): the requirement's type has no public initializer.
public protocol TextVariantPreference {
    /// The choice as the framework reads it.
    var _preference: _TextVariantPreference<Self> { get }
}

/// A text variant choice as the framework reads it, which keeps `TextVariantPreference` closed to other types.
public struct _TextVariantPreference<Preference: TextVariantPreference>: Sendable {
    /// A choice's framework form.
    init() {}
}

/// The choice to show a text in the one form it was written in, whatever room it gets.
public struct FixedTextVariant: TextVariantPreference, Sendable {
    /// This choice as the framework reads it.
    public var _preference: _TextVariantPreference<FixedTextVariant> { _TextVariantPreference() }
}

/// The choice to show the form of a text (a date's, a duration's) that fits the room it gets.
public struct SizeDependentTextVariant: TextVariantPreference, Sendable {
    /// This choice as the framework reads it.
    public var _preference: _TextVariantPreference<SizeDependentTextVariant> { _TextVariantPreference() }
}

extension TextVariantPreference where Self == FixedTextVariant {
    /// Show the text as written, so `.textVariant(.fixed)` reads as a sentence.
    public static var fixed: FixedTextVariant { FixedTextVariant() }
}

extension TextVariantPreference where Self == SizeDependentTextVariant {
    /// Show the form that fits, so `.textVariant(.sizeDependent)` reads as a sentence.
    public static var sizeDependent: SizeDependentTextVariant { SizeDependentTextVariant() }
}

extension Text {
    /// Chooses which form of the text to show (iOS 18): appearance, accepted; dataflow shows the text as written.
    ///
    /// dataflow gives a text all the room it needs (it wraps rather than shortens), so every choice shows
    /// the same characters.
    public func textVariant<V: TextVariantPreference>(_ preference: V) -> ModifiedContent<Text, _AppearanceModifier> {
        styled(".textVariant")
    }
}
