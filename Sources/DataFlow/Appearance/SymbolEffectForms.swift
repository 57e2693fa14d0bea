extension WiggleSymbolEffect {
    /// A wiggle by a custom angle (iOS 18): drawing only (D15), kept as a variant.
    public func custom(angle: Angle) -> WiggleSymbolEffect { adding("custom(angle: \(angle))") }
}
