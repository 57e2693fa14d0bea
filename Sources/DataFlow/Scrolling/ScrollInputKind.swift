/// A kind of input that scrolls (iOS 18), for `scrollInputBehavior(_:for:)`. iOS names no kinds
/// (the keyboard's and the digital crown's are other platforms'); a script's swipe is touch,
/// which the modifier cannot turn off, so the modifier is accepted (D15).
public struct ScrollInputKind: Sendable, Equatable {
    let name: String

    public static func == (a: ScrollInputKind, b: ScrollInputKind) -> Bool { a.name == b.name }
}

extension View {
    /// Turns a kind of scrolling input on or off (iOS 18): accepted, recorded by name.
    public func scrollInputBehavior(_ behavior: ScrollInputBehavior, for input: ScrollInputKind) -> some View {
        styled(".scrollInputBehavior")
    }
}
