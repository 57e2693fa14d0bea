/// A unified diff of two texts, by lines, with three lines of context.
func unifiedDiff(expected: String, actual: String, expectedName: String, actualName: String) -> String {
    let old = expected.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let new = actual.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let edits = lineEdits(old, new)
    var out = "--- \(expectedName)\n+++ \(actualName)\n"
    let context = 3
    var index = 0
    while index < edits.count {
        guard edits[index].kind != .same else {
            index += 1
            continue
        }
        var start = max(0, index - context)
        var end = index
        // Extend the hunk while changes are within 2 × context of each other.
        var last = index
        while end < edits.count {
            if edits[end].kind != .same { last = end }
            if end - last > 2 * context { break }
            end += 1
        }
        end = min(edits.count, last + context + 1)
        start = max(0, start)
        let hunk = edits[start..<end]
        let oldStart = (hunk.first?.oldIndex ?? 0) + 1
        let newStart = (hunk.first?.newIndex ?? 0) + 1
        let oldCount = hunk.filter { $0.kind != .insert }.count
        let newCount = hunk.filter { $0.kind != .delete }.count
        out += "@@ -\(oldStart),\(oldCount) +\(newStart),\(newCount) @@\n"
        for edit in hunk {
            switch edit.kind {
            case .same: out += " \(edit.line)\n"
            case .delete: out += "-\(edit.line)\n"
            case .insert: out += "+\(edit.line)\n"
            }
        }
        index = end
    }
    return out
}

/// One line of an edit script: kept, removed from the old side, or added on the new one.
struct LineEdit {
    enum Kind { case same, delete, insert }
    var kind: Kind
    var line: String
    var oldIndex: Int
    var newIndex: Int
}

/// The edit script from the longest common subsequence of the two line lists.
func lineEdits(_ old: [String], _ new: [String]) -> [LineEdit] {
    let n = old.count, m = new.count
    var lcs = Array(repeating: Array(repeating: 0, count: m + 1), count: n + 1)
    for i in stride(from: n - 1, through: 0, by: -1) {
        for j in stride(from: m - 1, through: 0, by: -1) {
            lcs[i][j] = old[i] == new[j] ? lcs[i + 1][j + 1] + 1 : max(lcs[i + 1][j], lcs[i][j + 1])
        }
    }
    var edits: [LineEdit] = []
    var i = 0, j = 0
    while i < n || j < m {
        if i < n, j < m, old[i] == new[j] {
            edits.append(LineEdit(kind: .same, line: old[i], oldIndex: i, newIndex: j))
            i += 1
            j += 1
        } else if i < n, j == m || lcs[i + 1][j] >= lcs[i][j + 1] {
            edits.append(LineEdit(kind: .delete, line: old[i], oldIndex: i, newIndex: j))
            i += 1
        } else {
            edits.append(LineEdit(kind: .insert, line: new[j], oldIndex: i, newIndex: j))
            j += 1
        }
    }
    return edits
}
