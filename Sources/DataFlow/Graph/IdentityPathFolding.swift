/// Identity paths with their repeats folded: a view that nests itself forty times is
/// `ContentView/Nest[else]×40/Nest`, a repeated pair `(Row/VStack[1])×12`.
///
/// The graph folds the paths of deep trees as it builds them (past `Node.foldingLength`
/// characters), so a recursive tree's paths stay short and building them stays linear in its
/// depth; the CLI folds long paths for display the same way. Folding is lossless: `unfolded`
/// gives the whole path back.
package enum IdentityPathFolding {
    /// The longest repeated group folded, in segments.
    package static let longestPeriod = 4

    /// A segment, or a group of segments repeated `count` times in a row.
    package struct Run: Equatable {
        package var unit: [Substring]
        package var count: Int
    }

    /// `path` with every run of repeated segments (or groups of up to four) folded, runs it
    /// already holds included.
    package static func folded(_ path: String) -> String {
        render(runs(of: path))
    }

    /// `path` with its runs written out again: `A×3` is `A/A/A`.
    package static func unfolded(_ path: String) -> String {
        runs(of: path).flatMap { run in Array(repeating: run.unit, count: run.count).joined() }.joined(separator: "/")
    }

    /// The runs of a path as the graph keeps it: every segment but the last folded (the last is
    /// the view's own, which its children's keys may still extend: `…/Nest[else]×40/Nest`).
    package static func runsKeepingLast(of path: String) -> [Run] {
        let all = segments(of: path)
        return runs(of: all.dropLast()) + [Run(unit: [all[all.count - 1]], count: 1)]
    }

    /// The runs of a path, folded as far as they go: its segments appended one by one, each
    /// folding the tail it completes.
    package static func runs(of path: String) -> [Run] {
        runs(of: segments(of: path)[...])
    }

    private static func runs(of segments: ArraySlice<Substring>) -> [Run] {
        var runs: [Run] = []
        for segment in segments {
            if let (unit, count) = parsedRun(segment) {
                runs.append(Run(unit: unit, count: count))
            } else {
                runs.append(Run(unit: [segment], count: 1))
            }
            foldTail(&runs)
        }
        return runs
    }

    /// The runs as a path.
    package static func render(_ runs: [Run]) -> String {
        runs.map(render).joined(separator: "/")
    }

    package static func render(_ run: Run) -> String {
        let unit = run.unit.joined(separator: "/")
        guard run.count > 1 else { return unit }
        return (run.unit.count == 1 ? unit : "(\(unit))") + "×" + grouped(run.count)
    }

    /// Folds the end of `runs` after a run was appended, until nothing more folds: a run of the
    /// same unit as the one before merges into it; single segments that spell the unit of the run
    /// before them extend it; two equal groups of single segments become a run of two.
    private static func foldTail(_ runs: inout [Run]) {
        var folding = true
        while folding {
            folding = false
            let count = runs.count
            if count >= 2, runs[count - 1].unit == runs[count - 2].unit {
                runs[count - 2].count += runs[count - 1].count
                runs.removeLast()
                folding = true
                continue
            }
            for period in 2...longestPeriod where count >= period + 1 {
                let tail = runs[(count - period)...]
                guard tail.allSatisfy(isSingle), runs[count - period - 1].unit == tail.map({ $0.unit[0] }) else { continue }
                runs[count - period - 1].count += 1
                runs.removeLast(period)
                folding = true
                break
            }
            if folding { continue }
            for period in 2...longestPeriod where count >= 2 * period {
                let first = runs[(count - 2 * period)..<(count - period)]
                let second = runs[(count - period)...]
                guard first.allSatisfy(isSingle), second.allSatisfy(isSingle), first.elementsEqual(second) else { continue }
                let unit = first.map { $0.unit[0] }
                runs.removeLast(2 * period)
                runs.append(Run(unit: unit, count: 2))
                folding = true
                break
            }
        }
    }

    private static func isSingle(_ run: Run) -> Bool { run.count == 1 && run.unit.count == 1 }

    /// `Nest[else]×40` or `(Row/VStack[1])×12`: its unit and count, if the segment is a run.
    private static func parsedRun(_ segment: Substring) -> ([Substring], Int)? {
        guard let times = segment.lastIndex(of: "×") else { return nil }
        let digits = segment[segment.index(after: times)...].filter { $0 != "," }
        guard !digits.isEmpty, digits.allSatisfy(\.isASCII), let count = Int(digits), count > 1 else { return nil }
        let unit = segment[..<times]
        // A `×` inside brackets belongs to an id (`ForEach[2×3]`), not to a run.
        guard !unit.isEmpty, bracketDepth(after: unit) == 0 else { return nil }
        if unit.first == "(", unit.last == ")" {
            let inner = unit.dropFirst().dropLast()
            let parts = segments(of: inner)
            if parts.count > 1 { return (parts, count) }
        }
        return ([unit], count)
    }

    private static func bracketDepth(after text: Substring) -> Int {
        var depth = 0
        for character in text.utf8 {
            if character == UInt8(ascii: "[") || character == UInt8(ascii: "(") { depth += 1 }
            if character == UInt8(ascii: "]") || character == UInt8(ascii: ")") { depth = max(0, depth - 1) }
        }
        return depth
    }

    /// The segments of a path: `/` separates them outside brackets and parentheses only (a row
    /// id may hold a `/`). Scans the UTF-8 bytes (the separators are ASCII) in a plain loop: paths
    /// of deep trees are long, and the runtime may be built without optimisation.
    package static func segments<Text: StringProtocol>(of path: Text) -> [Substring] where Text.SubSequence == Substring {
        let path = Substring(path)
        var segments: [Substring] = []
        var start = path.startIndex
        var depth = 0
        var index = path.utf8.startIndex
        let end = path.utf8.endIndex
        while index < end {
            let byte = path.utf8[index]
            if byte == 0x5B || byte == 0x28 {  // [ (
                depth += 1
            } else if byte == 0x5D || byte == 0x29 {  // ] )
                depth = max(0, depth - 1)
            } else if byte == 0x2F, depth == 0 {  // /
                segments.append(path[start..<index])
                start = path.utf8.index(after: index)
            }
            index = path.utf8.index(after: index)
        }
        segments.append(path[start...])
        return segments
    }

    /// `19,998`: counts are grouped by thousands, as a reader counts them.
    package static func grouped(_ number: Int) -> String {
        let digits = Array(String(number))
        var text = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { text.append(",") }
            text.append(digit)
        }
        return text
    }
}
