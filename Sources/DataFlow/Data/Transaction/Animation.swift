/// An animation; dataflow has no timeline, but the transaction it opens is real (D8).
public struct Animation: Equatable, Sendable {
    let name: String

    public static let `default` = Animation(name: "default")
    public static let linear = Animation(name: "linear")
    public static let easeIn = Animation(name: "easeIn")
    public static let easeOut = Animation(name: "easeOut")
    public static let easeInOut = Animation(name: "easeInOut")
    public static let spring = Animation(name: "spring")
}

/// Runs `body` in a transaction of its own: its writes are flushed in a separate update pass from
/// the writes made before it in the same action (§14, D8, S1.6).
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    guard let graph = Ambient.current else { return try body() }
    return try graph.queue.withScope(cause: .animation, body)
}
