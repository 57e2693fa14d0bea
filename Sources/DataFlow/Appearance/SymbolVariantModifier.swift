/// `.symbolVariant(_:)`: adds a variant to the symbols below, through the environment.
///
/// SwiftUI adds the variant to `\.symbolVariants` for the subtree (`.symbolVariant(.fill)` inside
/// `.symbolVariant(.circle)` is `.circle.fill` below both), so a view that reads
/// `@Environment(\.symbolVariants)` sees it and re-runs when it changes. `.none` adds nothing: to
/// clear the variants, an app writes `.environment(\.symbolVariants, .none)`. The drawn symbol is
/// appearance (D15).
public struct _SymbolVariantModifier: BuiltinModifier, EnvironmentWriting {
    let variant: SymbolVariants

    package func makeBehavior() -> ModifierBehavior? { EnvironmentWriter() }

    package var writtenValue: Any { variant }

    package func write(into environment: inout EnvironmentValues) {
        environment.symbolVariants = environment.symbolVariants.adding(variant)
    }
}

extension View {
    /// Shows the symbols below in `variant`, added to the variants above.
    public func symbolVariant(_ variant: SymbolVariants) -> ModifiedContent<Self, _SymbolVariantModifier> {
        modifier(_SymbolVariantModifier(variant: variant))
    }
}
