/// Experiment code's `print`: goes to the transcript's console section.
///
/// Declared in the runtime module, this shadows `Swift.print` in every module that imports
/// `DataFlow`, so a seed's `print(toggles.map { $0.isEnabled })` runs unchanged. Outside a run it
/// prints as usual.
public func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
    let text = items.map { String(describing: $0) }.joined(separator: separator)
    guard let host = Ambient.current else {
        Swift.print(text, terminator: terminator)
        return
    }
    // What was written to standard output around `print` comes first, in the order written.
    host.deliverOutsideOutput()
    host.reporter.console(text)
}

extension View {
    /// Prints why this view's body is running, in SwiftUI's `_printChanges` words (§12).
    public static func _printChanges() {
        guard let host = Ambient.current, let line = host.currentChangesLine else { return }
        host.reporter.console(line)
    }
}
