extension KeyPress: CustomDebugStringConvertible {
    /// The press as a debugger shows it: its phase, characters and modifier flags.
    public var debugDescription: String {
        "KeyPress(phase: \(phase.debugDescription), characters: \(characters.debugDescription), modifiers: \(modifiers.rawValue))"
    }
}
