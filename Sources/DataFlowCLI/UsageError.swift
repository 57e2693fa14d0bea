/// A bad invocation: one line naming the problem (and the closest valid name, when one is close),
/// then the usage line of the command and where to find help. Exit code 64.
struct UsageError: Error, Equatable {
    var message: String
    var usage: String

    var rendered: String {
        "Error: \(message)\n\(usage)\nSee 'dataflow --help'.\n"
    }

    var result: CommandResult { CommandResult(exitCode: ExitCode.usage, stderr: rendered) }
}

/// `Did you mean 'run'?` when a name is a small edit away from a valid one.
func suggestion(for input: String, among candidates: [String]) -> String? {
    let scored = candidates.map { ($0, editDistance(input.lowercased(), $0.lowercased())) }
    guard let best = scored.min(by: { $0.1 < $1.1 }) else { return nil }
    let limit = max(2, best.0.count / 3)
    return best.1 <= limit ? best.0 : nil
}

/// Levenshtein distance between two strings.
func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a), b = Array(b)
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous = Array(0...b.count)
    for (i, ca) in a.enumerated() {
        var current = [i + 1] + Array(repeating: 0, count: b.count)
        for (j, cb) in b.enumerated() {
            current[j + 1] = min(previous[j + 1] + 1, current[j] + 1, previous[j] + (ca == cb ? 0 : 1))
        }
        previous = current
    }
    return previous[b.count]
}

/// A quoted name for messages: `'run'`. Control characters are escaped (`\n`, `\u{1B}`), so an
/// argument can never break the one-line error or write terminal escapes.
func quoted(_ text: String) -> String {
    var escaped = ""
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\n": escaped += "\\n"
        case "\r": escaped += "\\r"
        case "\t": escaped += "\\t"
        default:
            switch scalar.properties.generalCategory {
            // Invisible or direction-changing formats too; the zero-width joiner stays for emoji.
            case .control, .lineSeparator, .paragraphSeparator, .format where scalar != "\u{200D}":
                escaped += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default:
                escaped.unicodeScalars.append(scalar)
            }
        }
    }
    return "'\(escaped)'"
}
