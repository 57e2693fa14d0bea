import Foundation

/// What `swiftc` printed about a user's code, as the user should see it: their files by the
/// names they typed, and nothing of dataflow's own (its build folders, its sources, the generated
/// entry file's path), and no byte that a terminal would obey (its control characters escaped).
///
/// A diagnostic the compiler places in dataflow's own sources (`note: where 'F' = 'Int'` beside
/// SwiftUI's `Text` initialiser) keeps its message and loses its location and excerpt, which would
/// show the runtime's code. A crash of the compiler itself (a stack overflow on a deeply nested
/// expression) is one line that says so, instead of its 300-line LLVM stack dump.
struct CompilerOutput {
    /// A compiled file: where it was staged, and the name to show.
    struct File {
        var staged: String
        var shown: String
    }

    var files: [File]
    /// Paths that are dataflow's, never to be shown (the staging folder, the build directory).
    var internalPaths: [String]

    /// The diagnostics, cleaned (a crash is said by `crash(in:)`).
    func cleaned(_ raw: String) -> String {
        var text = raw
        for file in files { text = text.replacingOccurrences(of: file.staged, with: file.shown) }
        var kept: [Substring] = []
        var hiding = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if let located = Self.location(of: line) {
                hiding = located.path.hasPrefix("/") && !files.contains { $0.shown == located.path }
                if hiding {
                    kept.append(located.message + " (in SwiftUI, as dataflow declares it)")
                    continue
                }
            } else if hiding, line.first == " " || line.first.map(\.isNumber) == true {
                // The hidden diagnostic's excerpt: numbered lines of dataflow's source.
                continue
            } else {
                hiding = false
            }
            kept.append(line)
        }
        var cleaned = Self.withoutRepeats(kept).joined(separator: "\n")
        for path in internalPaths where !path.isEmpty { cleaned = cleaned.replacingOccurrences(of: path, with: "…") }
        // A source line's escape bytes (in a string literal, a `#warning`) are shown as text.
        return TerminalText.escaped(cleaned)
    }

    /// One line for a crash of the compiler itself, if the output is one: which file and where
    /// it was working, the signal, and what to do.
    func crash(in raw: String) -> String? {
        guard raw.contains("Stack dump:") || raw.contains("compile command failed due to signal") else { return nil }
        var text = raw
        for file in files { text = text.replacingOccurrences(of: file.staged, with: file.shown) }
        let signal = text.firstMatch(of: #/failed due to signal (\d+)/#).map { " (signal \($0.output.1))" } ?? ""
        var place = ""
        for file in files {
            let escaped = NSRegularExpression.escapedPattern(for: file.shown)
            if let match = try? NSRegularExpression(pattern: escaped + #":(\d+):(\d+)"#).firstMatch(
                in: text, range: NSRange(text.startIndex..., in: text)),
                let line = Range(match.range(at: 1), in: text), let column = Range(match.range(at: 2), in: text)
            {
                place = " in \(file.shown) at line \(text[line]), column \(text[column])"
                break
            }
            if text.contains("source_file \"\(file.shown)\"") { place = " in \(file.shown)" }
        }
        let stage = text.contains("With parser at") || text.contains("ParseSourceFileRequest") ? "parsing" : "compiling"
        return "the Swift compiler crashed\(signal) while \(stage) your code\(place): a compiler bug, not an error in your code; "
            + "simplify the code there (a very deeply nested expression or interpolation?), or try another toolchain with DATAFLOW_SWIFTC"
    }

    /// The lines with each diagnostic said once: the compiler's jobs each report an error every
    /// file meets (`no such module 'Firebase'` once per file compiled), so the same diagnostic,
    /// with its excerpt, can come many times.
    private static func withoutRepeats(_ lines: [Substring]) -> [Substring] {
        var blocks: [[Substring]] = []
        for line in lines {
            if location(of: line) != nil || blocks.isEmpty {
                blocks.append([line])
            } else {
                blocks[blocks.count - 1].append(line)
            }
        }
        var seen = Set<[Substring]>()
        return blocks.filter { block in
            // The blank line after a diagnostic is not part of what it says.
            var said = block
            while said.last?.isEmpty == true { said.removeLast() }
            return location(of: block[0]) == nil || seen.insert(said).inserted
        }.flatMap { $0 }
    }

    /// `path:line:column: error|warning|note: message` → the path and `error: message`.
    private static func location(of line: Substring) -> (path: Substring, message: Substring)? {
        for kind in [": error: ", ": warning: ", ": note: "] {
            guard let range = line.range(of: kind) else { continue }
            let head = line[..<range.lowerBound]
            let parts = head.split(separator: ":", omittingEmptySubsequences: false)
            guard parts.count >= 3, parts[parts.count - 1].allSatisfy(\.isNumber), parts[parts.count - 2].allSatisfy(\.isNumber) else { return nil }
            let path = head.dropLast(parts[parts.count - 1].count + parts[parts.count - 2].count + 2)
            return (path, line[line.index(range.lowerBound, offsetBy: 2)...])
        }
        return nil
    }
}
