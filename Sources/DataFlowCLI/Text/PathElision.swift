import DataFlow

/// Identity paths of deep trees shortened for a line of text: their repeats folded
/// (`ContentView/Nest[else]×40/Nest`, `(Row/VStack)×12`, `IdentityPathFolding`), so a transcript
/// of a recursive tree grows with the number of views, not with their depth squared. `--paths
/// full` prints them whole.
///
/// Only paths longer than two lines are shortened: a shorter path wraps once and stays whole, as
/// its middle may be what tells two rows apart (`ForEach[Card(id: UUID#1, …)]`). A deep path
/// without repeats that folding leaves longer than eight lines (no app's view nests that deep by
/// hand) keeps its ends and says how many segments it left out (`ContentView/A/…4,996…/Leaf`).
enum PathElision {
    /// `path` if it is at most twice `width` characters, else folded as the graph folds a deep
    /// tree's paths (the last segment apart, so both spell a path alike), else, past eight lines,
    /// its ends.
    static func elide(_ path: String, toFit width: Int) -> String {
        guard path.utf8.count > 2 * width, path.count > 2 * width else { return path }
        let runs = IdentityPathFolding.runsKeepingLast(of: path)
        let folded = IdentityPathFolding.render(runs)
        return folded.count > 8 * width ? keepingEnds(runs.map(IdentityPathFolding.render), toFit: width) : folded
    }

    /// A path as the graph folded it, written out whole (`--paths full`).
    static func whole(_ path: String) -> String {
        path.contains("×") ? IdentityPathFolding.unfolded(path) : path
    }

    /// As many leading and trailing segments as fit `width` around the count of those left out
    /// (`ContentView/A/…4,996…/Leaf`), at least the first and the last.
    static func keepingEnds(_ segments: [String], toFit width: Int) -> String {
        guard segments.count > 2 else { return segments.joined(separator: "/") }
        func render(_ head: Int, _ tail: Int) -> String {
            let omitted = IdentityPathFolding.grouped(segments.count - head - tail)
            return (segments.prefix(head) + ["…\(omitted)…"] + segments.suffix(tail)).joined(separator: "/")
        }
        var head = 1
        var tail = 1
        // Grow from both ends, the view's own end first, while the result fits.
        var grew = true
        while grew, head + tail < segments.count - 1 {
            grew = false
            if render(head, tail + 1).count <= width {
                tail += 1
                grew = true
            }
            if head + tail < segments.count - 1, render(head + 1, tail).count <= width {
                head += 1
                grew = true
            }
        }
        return render(head, tail)
    }
}
