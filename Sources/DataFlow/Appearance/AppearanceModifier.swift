/// A modifier that changes only how a view looks or is laid out: dataflow accepts it, and shows it
/// on the view's screen line when its value is one a reader would want to see change (an effect
/// driven by state: `.opacity(0.5)`, `.rotationEffect(.degrees(90))`, `.scaleEffect(2)`), not
/// when it is plain styling (`.cornerRadius(8)`, `.shadow(radius: 4)`, `.listStyle(.plain)`).
///
/// Nothing here changes what a body reads, what runs or what a script can operate; modifiers
/// whose behaviour does (`.disabled`, `.allowsHitTesting`, `.hidden`, `.opacity(0)`) are in
/// `Interactivity.swift`.
public struct _AppearanceModifier: BuiltinModifier {
    /// The modifier as code writes it: `.rotationEffect(.degrees(90))`.
    let text: String
    /// Whether the screen shows it.
    let isShown: Bool

    package var screenAnnotation: String? { isShown ? text : nil }
}

extension View {
    /// Applies a styling modifier the screen does not show.
    package func styled(_ text: String) -> ModifiedContent<Self, _AppearanceModifier> {
        modifier(_AppearanceModifier(text: text, isShown: false))
    }

    /// Applies an effect the screen shows unless it is at its identity value.
    func effect(_ text: String, isIdentity: Bool) -> ModifiedContent<Self, _AppearanceModifier> {
        modifier(_AppearanceModifier(text: text, isShown: !isIdentity))
    }
}

/// `0.5`, `2`, `-10` as code writes them.
func number(_ value: some BinaryFloatingPoint) -> String { formatNumber(Double(value)) }
