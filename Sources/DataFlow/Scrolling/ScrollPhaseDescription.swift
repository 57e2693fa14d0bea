/// How a scroll phase prints in a debugger or `debugPrint` (iOS 18): its case's name
/// (`decelerating`), as `print` shows it.
extension ScrollPhase: CustomDebugStringConvertible {
    public var debugDescription: String {
        switch self {
        case .idle: "idle"
        case .tracking: "tracking"
        case .interacting: "interacting"
        case .decelerating: "decelerating"
        case .animating: "animating"
        }
    }
}
